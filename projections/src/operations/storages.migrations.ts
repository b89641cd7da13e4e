import { sql, type Kysely, type Migration } from 'kysely';
import { createNarrowSearchTable } from '../migrations/narrow-search-table.js';
import type { ReadModelMigrations } from '../migrations/migration-set.js';

const storages: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
    await sql`
      CREATE TABLE rm.storages (
        id integer PRIMARY KEY,
        code text, serial text, name text, description text,
        "userId" integer, "orderId" integer, "partnerId" integer NOT NULL, "countryId" integer,
        "roomId" integer, "roomName" text, "storagetypeId" integer,
        "isPart" boolean NOT NULL DEFAULT false, "parentId" integer,
        "customerPacked" boolean NOT NULL DEFAULT false, damage text,
        size double precision, "sizeEntered" double precision, "consumedSize" double precision,
        length double precision, height double precision, width double precision,
        qty double precision, "storedQty" double precision,
        "from" text, "to" text,
        rent bigint, currency text,
        status text NOT NULL,
        "affiliateUserId" integer,
        "isFromRequest" boolean NOT NULL DEFAULT false,
        "createdAt" timestamptz NOT NULL,
        "updatedAt" timestamptz NOT NULL,
        "userName" text, "storagetypeCode" text, "storagetypeName" text,
        "warehouseId" integer, "locationId" integer, "locationPath" text, location text,
        search text GENERATED ALWAYS AS (
          lower(id::text || ' ' || coalesce(code, '') || ' ' || coalesce(serial, '') || ' ' || coalesce(name, '') || ' ' ||
                coalesce("userName", '') || ' ' || coalesce("storagetypeCode", ''))
        ) STORED
      )`.execute(db);
    // One index per filter of POST /api/v1/storages/list (spec 1 §7.2), each ending in id for the sort by id;
    // measured by `npm run bench -- --only storages`.
    await sql`CREATE INDEX storages_search_trgm ON rm.storages USING gin (search gin_trgm_ops)`.execute(db);
    await sql`CREATE INDEX storages_status ON rm.storages (status, id)`.execute(db);
    await sql`CREATE INDEX storages_partner ON rm.storages ("partnerId", id)`.execute(db);
    await sql`CREATE INDEX storages_user ON rm.storages ("userId", id)`.execute(db);
    await sql`CREATE INDEX storages_storagetype ON rm.storages ("storagetypeId", id)`.execute(db);
    await sql`CREATE INDEX storages_storagetype_code ON rm.storages ("storagetypeCode", id)`.execute(db);
    await sql`CREATE INDEX storages_is_part ON rm.storages ("isPart", id)`.execute(db);
    await sql`CREATE INDEX storages_country ON rm.storages ("countryId", id)`.execute(db);
    await sql`CREATE INDEX storages_parent ON rm.storages ("parentId", id) WHERE "parentId" IS NOT NULL`.execute(db);
    await sql`CREATE INDEX storages_order ON rm.storages ("orderId", id)`.execute(db);
    await sql`CREATE INDEX storages_room ON rm.storages ("roomId", id)`.execute(db);
    await sql`CREATE INDEX storages_room_name ON rm.storages ("roomName", id)`.execute(db);
    await sql`CREATE INDEX storages_warehouse ON rm.storages ("warehouseId", id)`.execute(db);
    await sql`CREATE INDEX storages_location ON rm.storages ("locationId") WHERE "locationId" IS NOT NULL`.execute(db);
    await sql`
      CREATE TABLE rm.storage_records (
        id integer PRIMARY KEY,
        "orderId" integer, "storageId" integer NOT NULL, qty double precision NOT NULL,
        "warehouseId" integer NOT NULL, "locationId" integer, "locationPath" text,
        "countryId" integer, "partnerId" integer NOT NULL, "userId" integer,
        type text NOT NULL, status text NOT NULL,
        "from" timestamptz, "to" timestamptz, "activeAt" timestamptz,
        "inById" integer, "outById" integer, "activeById" integer,
        "createdAt" timestamptz NOT NULL, "updatedAt" timestamptz NOT NULL,
        search text GENERATED ALWAYS AS (
          lower(id::text || ' ' || "storageId"::text || ' ' || coalesce("locationPath", ''))
        ) STORED
      )`.execute(db);
    await sql`CREATE INDEX storage_records_storage ON rm.storage_records ("storageId", id)`.execute(db);
    await sql`CREATE INDEX storage_records_location ON rm.storage_records ("locationId", id)`.execute(db);
    await sql`CREATE INDEX storage_records_warehouse ON rm.storage_records ("warehouseId", id)`.execute(db);
    await sql`CREATE INDEX storage_records_status ON rm.storage_records (status, id)`.execute(db);
    await sql`CREATE INDEX storage_records_type ON rm.storage_records (type, id)`.execute(db);
    await sql`CREATE INDEX storage_records_order ON rm.storage_records ("orderId", id)`.execute(db);
    await sql`CREATE INDEX storage_records_user ON rm.storage_records ("userId", id)`.execute(db);
    await sql`CREATE INDEX storage_records_country ON rm.storage_records ("countryId", id)`.execute(db);
    await sql`CREATE INDEX storage_records_partner ON rm.storage_records ("partnerId", id)`.execute(db);
    await sql`CREATE INDEX storage_records_search_trgm ON rm.storage_records USING gin (search gin_trgm_ops)`.execute(
      db,
    );
    await sql`
      CREATE TABLE rm.storage_refs (
        kind text NOT NULL, id integer NOT NULL, name text, code text,
        PRIMARY KEY (kind, id)
      )`.execute(db);
    await sql`CREATE TABLE rm.storage_totals ("partnerId" integer PRIMARY KEY, n bigint NOT NULL)`.execute(db);
  },
};

/** The columns a single filter of the storages list may be counted by from rm.storage_counts. */
export const STORAGE_COUNTED_COLUMNS = [
  'status',
  'storagetypeId',
  'storagetypeCode',
  'isPart',
  'countryId',
  'warehouseId',
  'roomId',
  'roomName',
  'partnerId',
] as const;

/**
 * Counts of storages per (column, value, partner) for the list's single filters: the total of a filter that matches
 * half a million rows is a lookup, not a count. Kept by statement triggers on rm.storages from the rows each
 * statement inserts, updates or deletes (its transition tables), so every writer of the table keeps it right and a
 * rebuild (which truncates both) gives the same counts.
 */
const storageCounts: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      CREATE TABLE rm.storage_counts (
        "column" text NOT NULL, value text NOT NULL, "partnerId" integer NOT NULL, n bigint NOT NULL,
        PRIMARY KEY ("column", value, "partnerId")
      )`.execute(db);
    const unnest = (rows: string) =>
      sql.raw(`
      SELECT c.col AS "column", c.val AS value, r."partnerId" FROM ${rows} r
      CROSS JOIN LATERAL (VALUES ${STORAGE_COUNTED_COLUMNS.map((c) => `('${c}', r."${c}"::text)`).join(', ')}) AS c(col, val)
      WHERE c.val IS NOT NULL`);
    await sql`
      CREATE FUNCTION rm.storage_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $fn$
      BEGIN
        IF TG_OP IN ('UPDATE', 'DELETE') THEN
          INSERT INTO rm.storage_counts ("column", value, "partnerId", n)
            SELECT "column", value, "partnerId", -count(*) FROM (${unnest('old_rows')}) x GROUP BY 1, 2, 3
            ON CONFLICT ("column", value, "partnerId") DO UPDATE SET n = rm.storage_counts.n + excluded.n;
        END IF;
        IF TG_OP IN ('UPDATE', 'INSERT') THEN
          INSERT INTO rm.storage_counts ("column", value, "partnerId", n)
            SELECT "column", value, "partnerId", count(*) FROM (${unnest('new_rows')}) x GROUP BY 1, 2, 3
            ON CONFLICT ("column", value, "partnerId") DO UPDATE SET n = rm.storage_counts.n + excluded.n;
        END IF;
        -- A value no storage holds any more has no row, so the table depends on the rows only (not on batching).
        DELETE FROM rm.storage_counts WHERE n = 0;
        RETURN NULL;
      END
      $fn$`.execute(db);
    await sql`CREATE TRIGGER storage_counts_insert AFTER INSERT ON rm.storages REFERENCING NEW TABLE AS new_rows
              FOR EACH STATEMENT EXECUTE FUNCTION rm.storage_counts_apply()`.execute(db);
    await sql`CREATE TRIGGER storage_counts_update AFTER UPDATE ON rm.storages REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
              FOR EACH STATEMENT EXECUTE FUNCTION rm.storage_counts_apply()`.execute(db);
    await sql`CREATE TRIGGER storage_counts_delete AFTER DELETE ON rm.storages REFERENCING OLD TABLE AS old_rows
              FOR EACH STATEMENT EXECUTE FUNCTION rm.storage_counts_apply()`.execute(db);
    // The storages already there (a database made before this migration).
    await sql`
      INSERT INTO rm.storage_counts ("column", value, "partnerId", n)
        SELECT "column", value, "partnerId", count(*) FROM (${unnest('rm.storages')}) x GROUP BY 1, 2, 3`.execute(db);
  },
};

/**
 * The first storage (lowest id) of each storage type and its status (spec 3 §4: an inventory type's status is its
 * first storage's), kept by the projection after each batch from rm.storages (storage-type-firsts.ts).
 */
const storageTypeFirsts: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      CREATE TABLE rm.storage_type_firsts (
        "storagetypeId" integer PRIMARY KEY, "storageId" integer NOT NULL, status text NOT NULL
      )`.execute(db);
    await sql`CREATE INDEX storage_type_firsts_storage ON rm.storage_type_firsts ("storageId")`.execute(db);
    // The storages already there (a database made before this migration).
    await sql`
      INSERT INTO rm.storage_type_firsts ("storagetypeId", "storageId", status)
        SELECT DISTINCT ON ("storagetypeId") "storagetypeId", id, status FROM rm.storages
         WHERE "storagetypeId" IS NOT NULL ORDER BY "storagetypeId", id`.execute(db);
  },
};

/**
 * The search column again in a narrow table: a search that matches a tenth of a million storages (a storage type's
 * name) is counted there, up to the cap of the list calls (services' storages.queries.ts).
 */
const storageSearch: Migration = {
  async up(db: Kysely<unknown>) {
    await createNarrowSearchTable(db, 'storages', 'storage_search');
  },
};

export const storagesMigrations: ReadModelMigrations = {
  context: 'operations-storages',
  migrations: {
    '0001_storages': storages,
    '0002_storage_counts': storageCounts,
    '0003_storage_type_firsts': storageTypeFirsts,
    '0004_storage_search': storageSearch,
  },
};
