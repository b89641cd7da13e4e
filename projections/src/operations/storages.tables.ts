import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null, Date | string | null>;

/**
 * rm.storages (operations-shared.md): the storage's fields under their spec names, the names the list shows
 * (userName, storagetypeCode, storagetypeName) and the columns of its most recently updated storage record
 * (warehouseId, locationId, locationPath, and the displayed `location`: 'OUT' | path | 'IN' | null).
 */
export interface StoragesTable {
  id: number;
  code: string | null;
  serial: string | null;
  name: string | null;
  description: string | null;
  userId: number | null;
  orderId: number | null;
  partnerId: number;
  countryId: number | null;
  roomId: number | null;
  roomName: string | null;
  storagetypeId: number | null;
  isPart: boolean;
  parentId: number | null;
  customerPacked: boolean;
  damage: string | null;
  size: number | null;
  sizeEntered: number | null;
  consumedSize: number | null;
  length: number | null;
  height: number | null;
  width: number | null;
  qty: number | null;
  storedQty: number | null;
  from: string | null;
  to: string | null;
  rent: ColumnType<number | null, number | null, number | null>;
  currency: string | null;
  status: string;
  affiliateUserId: number | null;
  isFromRequest: boolean;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  userName: string | null;
  storagetypeCode: string | null;
  storagetypeName: string | null;
  warehouseId: number | null;
  locationId: number | null;
  locationPath: string | null;
  location: string | null;
  search: Generated<string>;
}

/** rm.storage_records: one row per stay of a storage in a warehouse (check-in, closed by its check-out). */
export interface StorageRecordsTable {
  id: number;
  orderId: number | null;
  storageId: number;
  qty: number;
  warehouseId: number;
  locationId: number | null;
  locationPath: string | null;
  countryId: number | null;
  partnerId: number;
  userId: number | null;
  type: string;
  status: string;
  from: NullableTimestamp;
  to: NullableTimestamp;
  activeAt: NullableTimestamp;
  inById: number | null;
  outById: number | null;
  activeById: number | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  search: Generated<string>;
}

/** The names the storages projection copies (users, storage types, location paths), its own copy of them. */
export interface StorageRefsTable {
  kind: 'user' | 'storagetype' | 'location';
  id: number;
  name: string | null;
  code: string | null;
}

/** Storages per partner: the unfiltered list's total without counting a million rows. */
export interface StorageTotalsTable {
  partnerId: number;
  n: ColumnType<number, number, number>;
}

/** Storages per (column, value, partner), kept by triggers on rm.storages (storages.migrations.ts). */
export interface StorageCountsTable {
  column: string;
  value: string;
  partnerId: number;
  n: ColumnType<number, number, number>;
}

/**
 * The first storage (lowest id) of each storage type and its status, kept by the storages projection from its own
 * rm.storages: an inventory type's status is its first storage's (spec 3 §4). A type without storages has no row.
 */
export interface StorageTypeFirstsTable {
  storagetypeId: number;
  storageId: number;
  status: string;
}

/** rm.storage_search: each storage's search text and partner, kept equal to rm.storages by triggers. */
export interface StorageSearchTable {
  id: number;
  partnerId: number;
  search: string;
}
