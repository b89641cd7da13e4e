import { sql, type Kysely, type Migration } from 'kysely';
import type { ReadModelMigrations } from '../migrations/migration-set.js';

const stamps = sql`"createdAt" timestamptz NOT NULL, "updatedAt" timestamptz NOT NULL`;

/** rm.warehouses and rm.locations (the warehouses projection), and where each checked-in storage sits. */
const warehousesLocations: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      CREATE TABLE rm.warehouses (
        id integer PRIMARY KEY, name text NOT NULL, code text, "partnerId" integer NOT NULL DEFAULT 1,
        "cityId" integer, "countryId" integer NOT NULL, users integer[] NOT NULL DEFAULT '{}',
        "isActive" boolean NOT NULL DEFAULT true, "locationCount" integer NOT NULL DEFAULT 0,
        "inLocationId" integer, "outLocationId" integer, "sizeSqm" double precision, ${stamps}
      )`.execute(db);
    await sql`
      CREATE TABLE rm.locations (
        id integer PRIMARY KEY, "warehouseId" integer NOT NULL, "countryId" integer, path text NOT NULL, area text,
        aisle text, x double precision, y double precision, z double precision,
        width double precision, height double precision, length double precision,
        capacity double precision NOT NULL DEFAULT 0, "usedVolume" double precision NOT NULL DEFAULT 0,
        "freeVolume" double precision NOT NULL DEFAULT 0, "storageCount" integer NOT NULL DEFAULT 0,
        "storageIds" integer[] NOT NULL DEFAULT '{}', ${stamps}
      )`.execute(db);
    await sql`CREATE INDEX locations_warehouse ON rm.locations ("warehouseId", id)`.execute(db);
    await sql`CREATE INDEX locations_path ON rm.locations (lower(path) text_pattern_ops)`.execute(db);
    await sql`
      CREATE TABLE rm.location_storages (
        "storageId" integer PRIMARY KEY, "locationId" integer NOT NULL, "warehouseId" integer NOT NULL,
        size double precision NOT NULL
      )`.execute(db);
    await sql`CREATE INDEX location_storages_location ON rm.location_storages ("locationId")`.execute(db);
  },
};

/** The generic catalogue projection's tables of the operations resources: teams, blocked slots, boxes; storage types' further fields. */
const operationsCatalogue: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`CREATE TABLE rm.teams (id integer PRIMARY KEY, name text NOT NULL, "partnerId" integer NOT NULL DEFAULT 1,
      "countryId" integer NOT NULL, users integer[] NOT NULL DEFAULT '{}', "isActive" boolean NOT NULL DEFAULT true, ${stamps})`.execute(
      db,
    );
    await sql`CREATE TABLE rm.blocked_slots (id integer PRIMARY KEY, "partnerId" integer NOT NULL DEFAULT 1, "from" date NOT NULL,
      "to" date NOT NULL, "countryId" integer, ${stamps})`.execute(db);
    await sql`CREATE INDEX blocked_slots_from ON rm.blocked_slots ("from" DESC, id DESC)`.execute(db);
    await sql`CREATE TABLE rm.boxes (id integer PRIMARY KEY, code text NOT NULL, status text NOT NULL DEFAULT 'new', "userId" integer,
      "partnerId" integer NOT NULL DEFAULT 1, "countryId" integer, "warehouseId" integer, ${stamps})`.execute(db);
    await sql`CREATE INDEX boxes_code ON rm.boxes (lower(code) text_pattern_ops)`.execute(db);
    await sql`ALTER TABLE rm.storage_types ADD COLUMN "consumedSize" double precision,
      ADD COLUMN tracking boolean NOT NULL DEFAULT false, ADD COLUMN "userId" integer`.execute(db);
  },
};

/** rm.rooms: the rooms lookup of spec 1 §7.6 (the generic catalogue projection's table). */
const rooms: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`CREATE TABLE rm.rooms (id integer PRIMARY KEY, name text NOT NULL, ${stamps})`.execute(db);
  },
};

export const warehousesMigrations: ReadModelMigrations = {
  context: 'warehouses',
  migrations: {
    '0001_warehouses_locations': warehousesLocations,
    '0002_operations_catalogue': operationsCatalogue,
    '0003_rooms': rooms,
  },
};
