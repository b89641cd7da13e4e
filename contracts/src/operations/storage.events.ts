import * as t from 'io-ts';
import { DateString, InstantString } from '../sales/order.record.js';
import { StorageStatus } from './storage.enums.js';
import { StorageFields } from './storage.record.js';
import { StorageLocated, StorageStatusMoved } from './storage-move.events.js';

const nullable = <C extends t.Mixed>(c: C) => t.union([c, t.null]);

/** A storage came into being with the fields of its form (defaults applied). */
export const StorageCreated = t.type({ id: t.number, createdAt: InstantString, fields: StorageFields });
export type StorageCreated = t.TypeOf<typeof StorageCreated>;

/** An edit: only the fields that changed. */
export const StorageUpdated = t.type({ id: t.number, changes: StorageFields });
export type StorageUpdated = t.TypeOf<typeof StorageUpdated>;

/**
 * Checked in to a warehouse (and a location): a new storage record with status in (operations-shared.md, exactly;
 * the locations projection keeps used volume from `size`).
 */
export const StorageCheckedIn = t.type({
  recordId: t.number,
  storageId: t.number,
  orderId: nullable(t.number),
  userId: nullable(t.number),
  countryId: nullable(t.number),
  partnerId: t.number,
  warehouseId: t.number,
  locationId: nullable(t.number),
  qty: t.number,
  size: t.number,
  at: InstantString,
  byId: nullable(t.number),
});
export type StorageCheckedIn = t.TypeOf<typeof StorageCheckedIn>;

/** Checked out: the open record `recordId` becomes status out. */
export const StorageCheckedOut = t.type({
  recordId: t.number,
  storageId: t.number,
  warehouseId: t.number,
  locationId: nullable(t.number),
  size: t.number,
  at: InstantString,
  byId: nullable(t.number),
});
export type StorageCheckedOut = t.TypeOf<typeof StorageCheckedOut>;

/** The bulk update of selected storages (spec 2 §7 'Bulk update of selected storages sets from, to and status'), one per storage. */
export const BulkStorageChanges = t.partial({
  from: nullable(DateString),
  to: nullable(DateString),
  status: StorageStatus.codec,
});
export type BulkStorageChanges = t.TypeOf<typeof BulkStorageChanges>;
export const StorageBulkUpdated = t.type({ id: t.number, changes: BulkStorageChanges });
export type StorageBulkUpdated = t.TypeOf<typeof StorageBulkUpdated>;

/** A storage record's qty edited (spec 2 §2 Storage records: edit, qty only). */
export const StorageRecordQtyChanged = t.type({ id: t.number, recordId: t.number, qty: t.number });
export type StorageRecordQtyChanged = t.TypeOf<typeof StorageRecordQtyChanged>;

export const STORAGE_EVENT_CODECS = {
  StorageCreated,
  StorageUpdated,
  StorageCheckedIn,
  StorageCheckedOut,
  StorageBulkUpdated,
  StorageRecordQtyChanged,
  StorageStatusMoved,
  StorageLocated,
} as const;
export type StorageEventType = keyof typeof STORAGE_EVENT_CODECS;
export const STORAGE_EVENT_TYPES = Object.freeze(Object.keys(STORAGE_EVENT_CODECS) as StorageEventType[]);
export const isStorageEventType = (type: string): type is StorageEventType => Object.hasOwn(STORAGE_EVENT_CODECS, type);

export type StorageEvent = {
  [K in StorageEventType]: { readonly type: K; readonly data: t.TypeOf<(typeof STORAGE_EVENT_CODECS)[K]> };
}[StorageEventType];
