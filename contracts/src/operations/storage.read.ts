import type { StorageDirection, StorageRecordType } from './storage.enums.js';
import type { StorageDocument } from './storage.record.js';

/**
 * A row of rm.storages as the API answers it (operations-shared.md): every field of the record (its document, without
 * the records, which are rows of their own) and its display columns.
 */
export interface StorageRow extends Omit<StorageDocument, 'records'> {
  readonly updatedAt: string;
  readonly userName: string | null;
  readonly storagetypeCode: string | null;
  readonly storagetypeName: string | null;
  readonly warehouseId: number | null;
  readonly locationId: number | null;
  readonly locationPath: string | null;
  /** Spec 2 §3 displayed location: 'OUT', the location path, 'IN', or null without records. */
  readonly location: string | null;
}

/**
 * Spec 2 §1 and §6: partner users see no warehouse, location or room of a storage (the console hides those columns
 * from them), so a partner's storages list answers them empty instead of sending what no screen of theirs shows.
 */
export const STORAGE_FIELDS_HIDDEN_FROM_PARTNERS = Object.freeze([
  'warehouseId',
  'locationId',
  'locationPath',
  'location',
  'roomId',
  'roomName',
] as const satisfies readonly (keyof StorageRow)[]);

/** A storage row as a partner user's list receives it: the hidden fields null. */
export const storageRowForPartner = (row: StorageRow): StorageRow => ({
  ...row,
  ...Object.fromEntries(STORAGE_FIELDS_HIDDEN_FROM_PARTNERS.map((field) => [field, null])),
});

/** A row of rm.storage_records. */
export interface StorageRecordRow {
  readonly id: number;
  readonly orderId: number | null;
  readonly storageId: number;
  readonly qty: number;
  readonly warehouseId: number;
  readonly locationId: number | null;
  readonly locationPath: string | null;
  readonly countryId: number | null;
  readonly partnerId: number;
  readonly userId: number | null;
  readonly type: StorageRecordType;
  readonly status: StorageDirection;
  readonly from: string | null;
  readonly to: string | null;
  readonly activeAt: string | null;
  readonly inById: number | null;
  readonly outById: number | null;
  readonly activeById: number | null;
  readonly createdAt: string;
  readonly updatedAt: string;
}

/** Columns the storages list may sort by. */
export const STORAGE_SORTABLE = Object.freeze([
  'id',
  'code',
  'serial',
  'name',
  'userId',
  'orderId',
  'partnerId',
  'countryId',
  'roomId',
  'roomName',
  'storagetypeId',
  'isPart',
  'parentId',
  'size',
  'sizeEntered',
  'consumedSize',
  'length',
  'height',
  'width',
  'qty',
  'storedQty',
  'from',
  'to',
  'rent',
  'status',
  'createdAt',
  'updatedAt',
  'userName',
  'storagetypeCode',
  'storagetypeName',
  'warehouseId',
  'locationId',
  'locationPath',
  'location',
] as const);
export const isStorageSortable = (c: string): boolean => (STORAGE_SORTABLE as readonly string[]).includes(c);

export const STORAGE_RECORD_SORTABLE = Object.freeze([
  'id',
  'orderId',
  'storageId',
  'qty',
  'warehouseId',
  'locationId',
  'locationPath',
  'countryId',
  'userId',
  'type',
  'status',
  'from',
  'to',
  'createdAt',
  'updatedAt',
] as const);
export const isStorageRecordSortable = (c: string): boolean =>
  (STORAGE_RECORD_SORTABLE as readonly string[]).includes(c);
