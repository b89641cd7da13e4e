import { sql, type Kysely, type Migration } from 'kysely';
import type { ReadModelMigrations } from '../migrations/migration-set.js';
import { ADDRESS_SEARCH_EXPRESSION } from './addresses.tables.js';

/** rm.addresses and its names (the addresses projection); one index per filter of the list call and its sort. */
const addresses: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
    await sql`
      CREATE TABLE rm.addresses (
        id integer PRIMARY KEY, "userId" integer NOT NULL, "partnerId" integer NOT NULL DEFAULT 1,
        name text, line1 text, area text, "cityId" integer, "countryId" integer,
        "userName" text, "cityName" text, "partnerName" text,
        "createdAt" timestamptz NOT NULL, "updatedAt" timestamptz NOT NULL
      )`.execute(db);
    await sql`CREATE INDEX addresses_user ON rm.addresses ("userId", id)`.execute(db);
    await sql`CREATE INDEX addresses_partner ON rm.addresses ("partnerId", id)`.execute(db);
    await sql`CREATE INDEX addresses_city ON rm.addresses ("cityId", id)`.execute(db);
    await sql`CREATE INDEX addresses_country ON rm.addresses ("countryId", id)`.execute(db);
    await sql`CREATE INDEX addresses_created ON rm.addresses ("createdAt")`.execute(db);
    await sql`CREATE INDEX addresses_search_trgm ON rm.addresses USING gin ((${sql.raw(ADDRESS_SEARCH_EXPRESSION)}) gin_trgm_ops)`.execute(
      db,
    );
    await sql`
      CREATE TABLE rm.address_refs (
        kind text NOT NULL, id integer NOT NULL, name text,
        PRIMARY KEY (kind, id)
      )`.execute(db);
  },
};

export const addressesMigrations: ReadModelMigrations = {
  context: 'addresses',
  migrations: { '0001_addresses': addresses },
};
