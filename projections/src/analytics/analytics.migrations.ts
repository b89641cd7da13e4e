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

/** Affiliate commissions (affiliate-commissions.projection.ts): the rows, and the links the fold keeps. */
const affiliateCommissions: Migration = {
  async up(db: Kysely<unknown>) {
    // id: the rows numbered in the order of the events that made them (a rebuild gives the same ids).
    await sql`
      CREATE TABLE rm.affiliate_commissions (
        id integer PRIMARY KEY, "affiliateId" integer NOT NULL, "invoiceId" integer NOT NULL, "orderId" integer,
        "countryId" integer NOT NULL, currency text NOT NULL, collected bigint NOT NULL, amount bigint NOT NULL,
        reason text NOT NULL, "createdAt" timestamptz NOT NULL
      )`.execute(db);
    await sql`CREATE INDEX affiliate_commissions_affiliate ON rm.affiliate_commissions ("affiliateId", "createdAt")`.execute(
      db,
    );
    await sql`
      CREATE TABLE rm.affiliate_commission_links (kind text NOT NULL, id integer NOT NULL, state jsonb NOT NULL,
        PRIMARY KEY (kind, id))`.execute(db);
    await sql`
      CREATE INDEX affiliate_commission_links_user ON rm.affiliate_commission_links (((state->>'userId')::int))
        WHERE kind = 'affiliate'`.execute(db);
  },
};

export const analyticsMigrations: ReadModelMigrations = {
  context: 'analytics',
  migrations: { '0001_tables': tables, '0002_affiliate_commissions': affiliateCommissions },
};
