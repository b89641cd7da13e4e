import * as t from 'io-ts';
import { MoneyAmount } from '../money/money.js';
import { DateString, InstantString } from '../sales/order.record.js';
import { Id } from '../shared/id.js';
import { Count, LongText, Measure, Text } from '../shared/store-safe.js';
import { StorageDirection, StorageRecordType, StorageStatus } from './storage.enums.js';

const nullable = <C extends t.Mixed>(c: C) => t.union([c, t.null]);

export const STORAGE_CATEGORY = 'storage';
export const storageStream = (id: number): string => `${STORAGE_CATEGORY}-${id}`;
/** Storage records are facts on their storage's stream; their ids come from this sequence. */
export const STORAGE_RECORD_ID_CATEGORY = 'storagerecord';

/**
 * The storage's own fields (spec 2 §3 Storage) as a form or an event carries them: every key optional, so the same
 * codec is a create body, an edit's changes and an event's `changes`. Money (rent) in 1/10000 of the unit.
 */
export const StorageFields = t.partial({
  code: nullable(Text),
  serial: nullable(Text),
  name: nullable(Text),
  description: nullable(LongText),
  userId: nullable(Id),
  orderId: nullable(Id),
  partnerId: Id,
  countryId: nullable(Id),
  roomId: nullable(Id),
  roomName: nullable(Text),
  storagetypeId: nullable(Id),
  isPart: t.boolean,
  parentId: nullable(Id),
  customerPacked: t.boolean,
  damage: nullable(LongText),
  size: nullable(Measure),
  sizeEntered: nullable(Measure),
  consumedSize: nullable(Measure),
  length: nullable(Measure),
  height: nullable(Measure),
  width: nullable(Measure),
  qty: nullable(Count),
  storedQty: nullable(Count),
  from: nullable(DateString),
  to: nullable(DateString),
  rent: nullable(MoneyAmount),
  currency: nullable(Text),
  status: StorageStatus.codec,
  affiliateUserId: nullable(Id),
  isFromRequest: t.boolean,
});
export type StorageFields = t.TypeOf<typeof StorageFields>;

/** One stay of the storage in a warehouse (spec 2 §3 Storage record), as the storage's fold keeps it. */
export const StorageRecordDoc = t.type({
  id: t.number,
  orderId: nullable(t.number),
  qty: t.number,
  warehouseId: t.number,
  locationId: nullable(t.number),
  countryId: nullable(t.number),
  partnerId: t.number,
  userId: nullable(t.number),
  type: StorageRecordType.codec,
  status: StorageDirection.codec,
  from: InstantString,
  to: nullable(InstantString),
  inById: nullable(t.number),
  outById: nullable(t.number),
  updatedAt: InstantString,
});
export type StorageRecordDoc = t.TypeOf<typeof StorageRecordDoc>;

/** Every field of a storage with its value (null when not given). */
export interface StorageDocument extends Readonly<t.TypeOf<t.TypeC<typeof StorageFields.props>>> {
  readonly id: number;
  readonly createdAt: string;
  /** The storage records, oldest first. */
  readonly records: readonly StorageRecordDoc[];
}

export const EMPTY_STORAGE_FIELDS: Omit<StorageDocument, 'id' | 'createdAt' | 'records'> = Object.freeze({
  code: null,
  serial: null,
  name: null,
  description: null,
  userId: null,
  orderId: null,
  partnerId: 1,
  countryId: null,
  roomId: null,
  roomName: null,
  storagetypeId: null,
  isPart: false,
  parentId: null,
  customerPacked: false,
  damage: null,
  size: null,
  sizeEntered: null,
  consumedSize: null,
  length: null,
  height: null,
  width: null,
  qty: null,
  storedQty: null,
  from: null,
  to: null,
  rent: null,
  currency: null,
  status: 'new',
  affiliateUserId: null,
  isFromRequest: false,
});
