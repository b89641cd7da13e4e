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

/**
 * What an asOf answer needs (docs/decisions.md "Analytics asOf"): the log cut into periods, each row's period of its
 * last change (and a record's or customer's of its first), and per period the values rows had before its first
 * change in it (a row made in it: zeros; a record or customer new in it has none, `since` says so).
 */
const asOf: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      CREATE TABLE rm.analytics_periods (period integer PRIMARY KEY, day integer NOT NULL, after text NOT NULL,
        "startedAt" timestamptz NOT NULL, last text NOT NULL, events integer NOT NULL)`.execute(db);
    await sql`CREATE INDEX analytics_periods_started ON rm.analytics_periods ("startedAt")`.execute(db);
    await sql`ALTER TABLE rm.analytics_daily ADD COLUMN period integer NOT NULL DEFAULT 0`.execute(db);
    await sql`
      CREATE TABLE rm.analytics_daily_undo (
        metric text NOT NULL, day date NOT NULL, "countryId" integer NOT NULL, "partnerId" integer NOT NULL,
        segment text NOT NULL, key text NOT NULL, count bigint NOT NULL, amount bigint NOT NULL,
        size numeric(20, 8) NOT NULL, period integer NOT NULL,
        PRIMARY KEY (metric, day, "countryId", "partnerId", segment, key, period)
      )`.execute(db);
    await sql`CREATE INDEX analytics_daily_undo_period ON rm.analytics_daily_undo (period)`.execute(db);
    for (const t of ['analytics_members', 'analytics_customers'])
      await sql`ALTER TABLE ${sql.table(`rm.${t}`)} ADD COLUMN period integer NOT NULL DEFAULT 0,
        ADD COLUMN since integer NOT NULL DEFAULT 0`.execute(db);
    await sql`
      CREATE TABLE rm.analytics_members_undo (kind text NOT NULL, id integer NOT NULL, period integer NOT NULL,
        state jsonb NOT NULL, PRIMARY KEY (kind, id, period))`.execute(db);
    await sql`
      CREATE TABLE rm.analytics_customers_undo (id integer NOT NULL, period integer NOT NULL, segment text NOT NULL,
        PRIMARY KEY (id, period))`.execute(db);
  },
};

/**
 * The sums of the daily facts the live calls read (analytics.projection.ts ROLLUPS): per calendar month (a range's
 * whole months), and per day over partners and segments (a graph's points); made from the daily rows there are.
 */
const rollups: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      CREATE TABLE rm.analytics_monthly (
        metric text NOT NULL, month date NOT NULL, "countryId" integer NOT NULL, "partnerId" integer NOT NULL,
        segment text NOT NULL, key text NOT NULL, count bigint NOT NULL, amount bigint NOT NULL,
        size numeric(20, 8) NOT NULL,
        PRIMARY KEY (metric, month, "countryId", "partnerId", segment, key)
      )`.execute(db);
    await sql`
      INSERT INTO rm.analytics_monthly (metric, month, "countryId", "partnerId", segment, key, count, amount, size)
      SELECT metric, date_trunc('month', day)::date, "countryId", "partnerId", segment, key, sum(count), sum(amount),
        sum(size)
      FROM rm.analytics_daily GROUP BY 1, 2, 3, 4, 5, 6
      HAVING sum(count) <> 0 OR sum(amount) <> 0 OR sum(size) <> 0`.execute(db);
    await sql`
      CREATE TABLE rm.analytics_daily_totals (
        metric text NOT NULL, day date NOT NULL, "countryId" integer NOT NULL, key text NOT NULL,
        count bigint NOT NULL, amount bigint NOT NULL, size numeric(20, 8) NOT NULL,
        PRIMARY KEY (metric, day, "countryId", key)
      )`.execute(db);
    await sql`
      INSERT INTO rm.analytics_daily_totals (metric, day, "countryId", key, count, amount, size)
      SELECT metric, day, "countryId", key, sum(count), sum(amount), sum(size)
      FROM rm.analytics_daily GROUP BY 1, 2, 3, 4
      HAVING sum(count) <> 0 OR sum(amount) <> 0 OR sum(size) <> 0`.execute(db);
  },
};

export const analyticsMigrations: ReadModelMigrations = {
  context: 'analytics',
  migrations: {
    '0001_tables': tables,
    '0002_affiliate_commissions': affiliateCommissions,
    '0003_as_of': asOf,
    '0004_rollups': rollups,
  },
};
