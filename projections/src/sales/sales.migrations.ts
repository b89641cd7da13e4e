import { sql, type Kysely, type Migration } from 'kysely';
import { createNarrowSearchTable } from '../migrations/narrow-search-table.js';
import type { ReadModelMigrations } from '../migrations/migration-set.js';

const orders: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
    await sql`
      CREATE TABLE rm.orders (
        id integer PRIMARY KEY,
        type text NOT NULL,
        status text NOT NULL,
        "userId" integer,
        "partnerId" integer NOT NULL,
        "assigneeId" integer,
        "countryId" integer,
        "cityId" integer,
        months double precision,
        "expectedStorageDuration" double precision,
        date text,
        "renewalDate" text,
        "followUpAt" timestamptz,
        "pickupRequired" boolean,
        "pickupTimeFrom" double precision,
        "pickupTimeTo" double precision,
        "newboxRequired" boolean,
        "deliveryDate" text,
        "deliveryTimeFrom" double precision,
        "deliveryTimeTo" double precision,
        "addressId" integer,
        "destAddressId" integer,
        line1 text, area text, "destLine1" text, "destArea" text,
        "paymentMode" text,
        "warehouseType" text[] NOT NULL DEFAULT '{}',
        size double precision, "actualSize" double precision, "currentSize" double precision,
        qty double precision, "actualQty" double precision, "currentQty" double precision,
        rent bigint, "actualRent" bigint, "currentRent" bigint, "customerRent" bigint, rate bigint,
        amount bigint, "collectAmount" bigint,
        currency text,
        "customerBudget" bigint,
        "couponId" text,
        items jsonb NOT NULL DEFAULT '[]',
        "currentItems" jsonb,
        services jsonb NOT NULL DEFAULT '[]',
        "partnerStorageCommissionPercent" double precision,
        "partnerServiceCommissionPercent" double precision,
        channel text,
        source text,
        tags text[] NOT NULL DEFAULT '{}',
        notes text, need text, ref text, reason text,
        "cancelReasonId" integer, "lostReasonId" integer, "holdReasonId" integer, "rejectReasonId" integer,
        "quoteSentAt" timestamptz,
        "quoteVersion" integer, "quoteVersionSent" integer, "nextQuoteVersion" integer,
        "relatedRequests" integer[] NOT NULL DEFAULT '{}',
        "createdAt" timestamptz NOT NULL,
        "updatedAt" timestamptz NOT NULL,
        "confirmedAt" timestamptz,
        "skipSignupMail" boolean, "skipOrderMail" boolean, "existingCustomer" boolean,
        name text, email text, phone text, persona text,
        "storageContents" text,
        "insuranceRequired" boolean, "surveyRequired" boolean,
        "surveyDate" text, "surveyTime" double precision,
        "storageType" text,
        checklist jsonb NOT NULL DEFAULT '{}',
        "hasInvoice" boolean NOT NULL DEFAULT false,
        "userName" text, "userPhone" text, "userEmail" text,
        "partnerName" text, "cityName" text, "assigneeName" text, "countryName" text,
        search text GENERATED ALWAYS AS (
          lower(id::text || ' ' || coalesce("userName", '') || ' ' || coalesce("userEmail", '') || ' ' ||
                coalesce("userPhone", '') || ' ' || coalesce(ref, ''))
        ) STORED
      )`.execute(db);
    // One index per filter of POST /api/v1/orders/list (spec 1 §7.2), each ending in id for the default sort
    // (id DESC) where the filter is an equality; the ranges by their column. Measured by `npm run bench -- --only sales`.
    await sql`CREATE INDEX orders_search_trgm ON rm.orders USING gin (search gin_trgm_ops)`.execute(db);
    await sql`CREATE INDEX orders_status ON rm.orders (status, id)`.execute(db);
    await sql`CREATE INDEX orders_status_country_created ON rm.orders (status, "countryId", "createdAt")`.execute(db);
    await sql`CREATE INDEX orders_type ON rm.orders (type, status, id)`.execute(db);
    await sql`CREATE INDEX orders_user ON rm.orders ("userId", id)`.execute(db);
    await sql`CREATE INDEX orders_partner ON rm.orders ("partnerId", status, id)`.execute(db);
    await sql`CREATE INDEX orders_country ON rm.orders ("countryId", status, id)`.execute(db);
    await sql`CREATE INDEX orders_city ON rm.orders ("cityId", status, id)`.execute(db);
    await sql`CREATE INDEX orders_assignee ON rm.orders ("assigneeId", status, id)`.execute(db);
    await sql`CREATE INDEX orders_source ON rm.orders (source, status, id)`.execute(db);
    await sql`CREATE INDEX orders_created ON rm.orders ("createdAt", status)`.execute(db);
    await sql`CREATE INDEX orders_date ON rm.orders (date, status, "countryId")`.execute(db);
    await sql`CREATE INDEX orders_renewal ON rm.orders ("renewalDate", status)`.execute(db);
    await sql`CREATE INDEX orders_quote_sent ON rm.orders ("quoteSentAt", status)`.execute(db);
    await sql`
      CREATE TABLE rm.order_refs (
        kind text NOT NULL,
        id integer NOT NULL,
        name text,
        phone text,
        email text,
        PRIMARY KEY (kind, id)
      )`.execute(db);
  },
};

/**
 * The date-range indexes end in id, so the matches of a range can be listed in id order from the index alone
 * (orders.queries.ts takes a range's matches first: the dates follow the ids, which the planner cannot know).
 */
const rangeIndexesWithId: Migration = {
  async up(db: Kysely<unknown>) {
    const replace = async (name: string, columns: string) => {
      await sql`DROP INDEX IF EXISTS ${sql.raw(`rm.${name}`)}`.execute(db);
      await sql`CREATE INDEX ${sql.raw(name)} ON rm.orders (${sql.raw(columns)})`.execute(db);
    };
    await replace('orders_status_country_created', 'status, "countryId", "createdAt", id');
    await replace('orders_created', '"createdAt", status, id');
    await replace('orders_date', 'date, status, "countryId", id');
    await replace('orders_renewal', '"renewalDate", status, id');
    await replace('orders_quote_sent', '"quoteSentAt", status, id');
  },
};

/**
 * What Confirm and Complete read on the order page, and the reason names: the quoted items and size (LeadQuoted),
 * hasCharges, the customer's postpaid invoicing, the four reason names (copied like the other names). The orders
 * projection's version 2 rebuilds the rows to fill them.
 */
const quoteBillingReasons: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      ALTER TABLE rm.orders
        ADD COLUMN "quotedItems" jsonb,
        ADD COLUMN "quotedSize" double precision,
        ADD COLUMN "hasCharges" boolean NOT NULL DEFAULT false,
        ADD COLUMN "customerPostpaid" boolean NOT NULL DEFAULT false,
        ADD COLUMN "holdReasonName" text,
        ADD COLUMN "lostReasonName" text,
        ADD COLUMN "cancelReasonName" text,
        ADD COLUMN "rejectReasonName" text`.execute(db);
    await sql`ALTER TABLE rm.order_refs ADD COLUMN postpaid boolean NOT NULL DEFAULT false`.execute(db);
  },
};

/** The requests each order relates to, from the order and from the requests (the projection's version 3 fills it). */
const orderRequestLinks: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      CREATE TABLE rm.order_request_links (
        "orderId" integer NOT NULL,
        "requestId" integer NOT NULL,
        source text NOT NULL,
        related boolean NOT NULL,
        PRIMARY KEY ("orderId", source, "requestId")
      )`.execute(db);
    await sql`CREATE UNIQUE INDEX order_request_links_request ON rm.order_request_links ("requestId") WHERE source = 'request'`.execute(
      db,
    );
  },
};

/**
 * The search column again in a narrow table, with the status the orders screen always filters by: a common last
 * name's matches are counted there (services' orders.queries.ts), not in the wide order rows.
 */
const orderSearch: Migration = {
  async up(db: Kysely<unknown>) {
    await createNarrowSearchTable(db, 'orders', 'order_search', [{ name: 'status', type: 'text' }]);
  },
};

/** The generic catalogue projection's table of the affiliates resource (contracts' affiliate.resource.ts). */
const affiliates: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`CREATE TABLE rm.affiliates (id integer PRIMARY KEY, name text NOT NULL, "partnerId" integer NOT NULL DEFAULT 1,
      "countryId" integer NOT NULL, "commissionsPercent" double precision NOT NULL, "userId" integer,
      "createdAt" timestamptz NOT NULL, "updatedAt" timestamptz NOT NULL)`.execute(db);
    await sql`CREATE INDEX affiliates_country ON rm.affiliates ("countryId", id)`.execute(db);
  },
};

/** Surveys and their photos (spec 3 §2-3, issue 33): the generic table projection keeps them. */
const surveys: Migration = {
  async up(db: Kysely<unknown>) {
    const stamps = sql`"createdAt" timestamptz NOT NULL, "updatedAt" timestamptz NOT NULL`;
    await sql`CREATE TABLE rm.surveys (id integer PRIMARY KEY, "orderId" integer, "userId" integer NOT NULL,
      "countryId" integer NOT NULL, type text NOT NULL, status text NOT NULL DEFAULT 'new', "queryData" text,
      "surveyDataResponse" jsonb NOT NULL DEFAULT '{}', ${stamps})`.execute(db);
    await sql`CREATE INDEX surveys_order ON rm.surveys ("orderId")`.execute(db);
    await sql`CREATE INDEX surveys_status ON rm.surveys (status, id)`.execute(db);
    await sql`CREATE TABLE rm.survey_photos (id integer PRIMARY KEY, "surveyId" integer NOT NULL, photo text NOT NULL,
      ${stamps})`.execute(db);
    await sql`CREATE INDEX survey_photos_survey ON rm.survey_photos ("surveyId")`.execute(db);
  },
};

/**
 * A survey's partner (the lead's): its answers count in that partner's analytics. The analytics' drill-down lists
 * surveys of a type by their creation day.
 */
const surveyPartner: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`ALTER TABLE rm.surveys ADD COLUMN "partnerId" integer`.execute(db);
    await sql`CREATE INDEX surveys_type_created ON rm.surveys (type, "createdAt", id)`.execute(db);
  },
};

export const salesMigrations: ReadModelMigrations = {
  context: 'sales',
  migrations: {
    '0001_orders': orders,
    '0002_range_indexes_with_id': rangeIndexesWithId,
    '0003_quote_billing_reasons': quoteBillingReasons,
    '0004_order_request_links': orderRequestLinks,
    '0005_order_search': orderSearch,
    '0006_affiliates': affiliates,
    '0007_surveys': surveys,
    '0008_survey_partner': surveyPartner,
  },
};
