import { sql, type Kysely, type Migration } from 'kysely';
import type { ReadModelMigrations } from '../migrations/migration-set.js';

/** user-stats, partner-stats (customer-stats.projection.ts) and user-usages (user-usages.projection.ts). */
const tables: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      CREATE TABLE rm.customer_stats (
        scope text NOT NULL, "scopeId" integer NOT NULL, currency text, "countryId" integer,
        "amountOutstanding" bigint NOT NULL DEFAULT 0, rent bigint NOT NULL DEFAULT 0, "amountBilled" bigint NOT NULL DEFAULT 0,
        "amountPaid" bigint NOT NULL DEFAULT 0, storages integer NOT NULL DEFAULT 0, size numeric(20, 8) NOT NULL DEFAULT 0,
        requests integer NOT NULL DEFAULT 0, orders integer NOT NULL DEFAULT 0, charges integer NOT NULL DEFAULT 0,
        invoices integer NOT NULL DEFAULT 0, payments integer NOT NULL DEFAULT 0, cards integer NOT NULL DEFAULT 0,
        PRIMARY KEY (scope, "scopeId")
      )`.execute(db);
    await sql`
      CREATE TABLE rm.customer_stat_groups (
        scope text NOT NULL, "scopeId" integer NOT NULL, kind text NOT NULL, key text NOT NULL, count integer NOT NULL,
        PRIMARY KEY (scope, "scopeId", kind, key)
      )`.execute(db);
    await sql`
      CREATE TABLE rm.customer_stat_members (
        kind text NOT NULL, id integer NOT NULL, "userId" integer, "partnerId" integer, "countryId" integer, currency text,
        present boolean NOT NULL, status text, amount bigint NOT NULL, paid bigint NOT NULL, cancelled boolean NOT NULL,
        type text, stored numeric(20, 8) NOT NULL,
        PRIMARY KEY (kind, id)
      )`.execute(db);
    await sql`
      CREATE TABLE rm.usage_records ("recordId" integer PRIMARY KEY, "userId" integer NOT NULL, size numeric(20, 8) NOT NULL)`.execute(
      db,
    );
    await sql`
      CREATE TABLE rm.user_usage_days (
        "userId" integer NOT NULL, date date NOT NULL, volume numeric(20, 8) NOT NULL, PRIMARY KEY ("userId", date)
      )`.execute(db);
  },
};

export const customerStatsMigrations: ReadModelMigrations = {
  context: 'customer-stats',
  migrations: { '0001_tables': tables },
};
