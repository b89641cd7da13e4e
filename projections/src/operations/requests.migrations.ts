import { sql, type Kysely, type Migration } from 'kysely';
import { createNarrowSearchTable } from '../migrations/narrow-search-table.js';
import type { ReadModelMigrations } from '../migrations/migration-set.js';

const requests: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
    await sql`
      CREATE TABLE rm.requests (
        id integer PRIMARY KEY,
        type text NOT NULL,
        status text NOT NULL,
        date text,
        "from" double precision,
        "to" double precision,
        "cityId" integer, "countryId" integer, "teamId" integer, "warehouseId" integer,
        "partnerId" integer NOT NULL,
        "assigneeId" integer, "userId" integer, "orderId" integer,
        "addressId" integer, "destAddressId" integer,
        "paymentMode" text,
        amount bigint, currency text, rent bigint,
        size double precision, "actualSize" double precision, qty double precision, "actualQty" double precision,
        "isPrimary" boolean,
        rating double precision,
        feedback text, dispute text,
        "customerAction" text, "customerComplaint" text, resolution text, reason text, comment text,
        "photosSentAt" timestamptz, "finishedAt" timestamptz, "customerAcceptedAt" timestamptz,
        "hasDynamicFieldsComputed" boolean,
        "chargeTypes" text[] NOT NULL DEFAULT '{}',
        "isSME" boolean NOT NULL DEFAULT false,
        "isRelatedRequest" boolean,
        services jsonb NOT NULL DEFAULT '[]',
        items jsonb NOT NULL DEFAULT '[]',
        "actualItems" jsonb,
        "currentItems" jsonb,
        "createdAt" timestamptz NOT NULL,
        "updatedAt" timestamptz NOT NULL,
        "userName" text, "assigneeName" text, "cityName" text, "teamName" text, "warehouseName" text, "partnerName" text,
        "lineCount" integer NOT NULL DEFAULT 0,
        search text GENERATED ALWAYS AS (
          lower(id::text || ' ' || coalesce("userName", '') || ' ' || coalesce("partnerName", '') || ' ' ||
                coalesce("cityName", '') || ' ' || type || ' ' || status)
        ) STORED
      )`.execute(db);
    // One index per filter of POST /api/v1/requests/list (spec 1 §7.2), each followed by the requests screen's sort
    // (date DESC, then id) so a filtered first page is an index walk; the default view by (date, id). The list
    // call's own default (id DESC) walks the primary key. Measured by `npm run bench -- --only requests`.
    await sql`CREATE INDEX requests_search_trgm ON rm.requests USING gin (search gin_trgm_ops)`.execute(db);
    await sql`CREATE INDEX requests_date ON rm.requests (date, id)`.execute(db);
    for (const [name, column] of [
      ['status', 'status'],
      ['type', 'type'],
      ['user', '"userId"'],
      ['partner', '"partnerId"'],
      ['country', '"countryId"'],
      ['city', '"cityId"'],
      ['assignee', '"assigneeId"'],
      ['team', '"teamId"'],
      ['warehouse', '"warehouseId"'],
      ['order', '"orderId"'],
    ] as const) {
      await sql`CREATE INDEX ${sql.raw(`requests_${name}`)} ON rm.requests (${sql.raw(column)}, date, id)`.execute(db);
    }
    await sql`CREATE INDEX requests_charge_types ON rm.requests USING gin ("chargeTypes")`.execute(db);
    await sql`
      CREATE TABLE rm.request_lines (
        id integer PRIMARY KEY,
        "requestId" integer NOT NULL,
        "storageId" integer,
        qty double precision NOT NULL,
        "qtyDone" double precision,
        "qtyInOut" double precision,
        "updatedAt" timestamptz NOT NULL
      )`.execute(db);
    await sql`CREATE INDEX request_lines_request ON rm.request_lines ("requestId", id)`.execute(db);
    await sql`CREATE INDEX request_lines_storage ON rm.request_lines ("storageId")`.execute(db);
    await sql`
      CREATE TABLE rm.request_refs (
        kind text NOT NULL,
        id integer NOT NULL,
        name text,
        PRIMARY KEY (kind, id)
      )`.execute(db);
  },
};

/**
 * Row counts per partner, in total (`chargeType` '') and per charge type, kept by the projection in the transaction
 * of the rows themselves: counting 300,000 rows for every page of the list costs more than the page (a count(*) is a
 * scan), so the list's totals without a row filter come from here (requests.queries.ts). Backfilled from the rows.
 */
const requestCounts: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      CREATE TABLE rm.request_counts (
        "partnerId" integer NOT NULL,
        "chargeType" text NOT NULL,
        n integer NOT NULL,
        PRIMARY KEY ("partnerId", "chargeType")
      )`.execute(db);
    await sql`
      INSERT INTO rm.request_counts ("partnerId", "chargeType", n)
      SELECT "partnerId", '', count(*) FROM rm.requests GROUP BY "partnerId"
      UNION ALL
      SELECT "partnerId", t, count(*) FROM rm.requests, unnest("chargeTypes") AS t GROUP BY "partnerId", t`.execute(db);
  },
};

/** The search column again in a narrow table, for the totals of searches that match many requests. */
const requestSearch: Migration = {
  async up(db: Kysely<unknown>) {
    await createNarrowSearchTable(db, 'requests', 'request_search');
  },
};

export const requestsMigrations: ReadModelMigrations = {
  context: 'operations-requests',
  migrations: { '0001_requests': requests, '0002_request_counts': requestCounts, '0003_request_search': requestSearch },
};
