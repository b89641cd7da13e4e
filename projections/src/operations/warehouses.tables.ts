import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

/** operations-shared.md: rm.warehouses. */
export interface WarehousesTable {
  id: number;
  name: string;
  code: string | null;
  partnerId: number;
  cityId: number | null;
  countryId: number;
  users: number[];
  isActive: boolean;
  locationCount: Generated<number>;
  inLocationId: number | null;
  outLocationId: number | null;
  sizeSqm: number | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/** operations-shared.md: rm.locations; usedVolume, freeVolume, storageCount and storageIds follow check-ins. */
export interface LocationsTable {
  id: number;
  warehouseId: number;
  countryId: number | null;
  path: string;
  area: string | null;
  aisle: string | null;
  x: number | null;
  y: number | null;
  z: number | null;
  width: number | null;
  height: number | null;
  length: number | null;
  capacity: number;
  usedVolume: Generated<number>;
  freeVolume: Generated<number>;
  storageCount: Generated<number>;
  storageIds: Generated<number[]>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/** Where each checked-in storage sits, so a check-out (or a second check-in) frees the right location. */
export interface LocationStoragesTable {
  storageId: number;
  locationId: number;
  warehouseId: number;
  size: number;
}

export interface RoomsTable {
  id: number;
  name: string;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface TeamsTable {
  id: number;
  name: string;
  partnerId: number;
  countryId: number;
  users: number[];
  isActive: boolean;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface BlockedSlotsTable {
  id: number;
  partnerId: number;
  from: ColumnType<Date | string, string, string>;
  to: ColumnType<Date | string, string, string>;
  countryId: number | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface BoxesTable {
  id: number;
  code: string;
  status: string;
  userId: number | null;
  partnerId: number;
  countryId: number | null;
  warehouseId: number | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface StorageTypesTable {
  id: number;
  code: string;
  name: string;
  description: string | null;
  size: number;
  consumedSize: number | null;
  length: number | null;
  width: number | null;
  height: number | null;
  inventory: boolean;
  tracking: boolean;
  userId: number | null;
  partnerId: number;
  countryIds: number[];
  createdAt: Timestamp;
  updatedAt: Timestamp;
}
