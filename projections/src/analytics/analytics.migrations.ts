import { sql, type Kysely, type Migration } from 'kysely';
import type { ReadModelMigrations } from '../migrations/migration-set.js';

/** The analytics read models (analytics.projection.ts). */
const tables: Migration = {
  async up(db: Kysely<unknown>) {
    // One row per day, country (0: none), partner, segment, metric and key: what the analytics calls sum.
    await sql`
      CREATE TABLE rm.analytics_daily (
        metric text NOT NULL, day date NOT NULL, "countryId" integer NOT NULL, "partnerId" integer NOT NULL,
        segment text NOT NULL, key text NOT NULL, count bigint NOT NULL, amount bigint NOT NULL,
        size numeric(20, 8) NOT NULL,
        PRIMARY KEY (metric, day, "countryId", "partnerId", segment, key)
      )`.execute(db);
    await sql`
      CREATE TABLE rm.analytics_members (kind text NOT NULL, id integer NOT NULL, state jsonb NOT NULL, PRIMARY KEY (kind, id))`.execute(
      db,
    );
    await sql`CREATE TABLE rm.analytics_customers (id integer PRIMARY KEY, segment text NOT NULL)`.execute(db);
  },
};

export const analyticsMigrations: ReadModelMigrations = {
  context: 'analytics',
  migrations: { '0001_tables': tables },
};
