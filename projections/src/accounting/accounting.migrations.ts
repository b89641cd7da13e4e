import { sql, type Kysely, type Migration } from 'kysely';
import type { ReadModelMigrations } from '../migrations/read-model-migrations.js';

const names = sql.raw(`"userName" text, "partnerName" text, "countryName" text`);

/** One index per filter of the four list calls (spec 1 §7.2), each ending in id for the default sort id DESC. */
const index = async (db: Kysely<unknown>, table: string, name: string, columns: string, using = '') => {
  await sql`CREATE INDEX ${sql.raw(`${table}_${name}`)} ON ${sql.raw(`rm.${table}`)} ${sql.raw(using)} (${sql.raw(columns)})`.execute(
    db,
  );
};

const tables: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
    await sql`
      CREATE TABLE rm.charges (
        id integer PRIMARY KEY, type text NOT NULL, amount bigint NOT NULL, "signedAmount" bigint NOT NULL, currency text NOT NULL,
        description text, notes text, year integer NOT NULL, month integer NOT NULL, "startDate" integer NOT NULL, "endDate" integer NOT NULL,
        "userId" integer NOT NULL, "partnerId" integer NOT NULL, "countryId" integer NOT NULL, "orderId" integer, "invoiceId" integer,
        "invoiceDate" text, "requestId" integer, "serviceId" integer, "storageId" integer, metadata jsonb,
        "createdAt" timestamptz NOT NULL, "updatedAt" timestamptz NOT NULL, doc jsonb NOT NULL, ${names},
        search text GENERATED ALWAYS AS (lower(id::text || ' ' || type || ' ' || coalesce(description, '') || ' ' || coalesce("userName", ''))) STORED
      )`.execute(db);
    for (const [n, c] of [
      ['type', 'type, id'],
      ['user', '"userId", id'],
      ['partner', '"partnerId", id'],
      ['country', '"countryId", id'],
      ['invoice', '"invoiceId", id'],
      ['created', '"createdAt", id'],
      ['order', '"orderId", id'],
      ['request', '"requestId", id'],
      ['storage', '"storageId", id'],
    ] as const) {
      await index(db, 'charges', n, c);
    }
    await index(db, 'charges', 'search_trgm', 'search gin_trgm_ops', 'USING gin');
    await sql`
      CREATE TABLE rm.invoices (
        id integer PRIMARY KEY, "invoiceNumber" text NOT NULL, type text NOT NULL, status text NOT NULL, date text NOT NULL, "dueDate" text NOT NULL,
        amount bigint NOT NULL, "amountBeforeTax" bigint NOT NULL, "taxAmount" bigint NOT NULL, "amountPaid" bigint NOT NULL, balance bigint NOT NULL,
        currency text NOT NULL, vat double precision NOT NULL, "userId" integer NOT NULL, "partnerId" integer NOT NULL, "countryId" integer NOT NULL,
        "orderId" integer, "paidAt" timestamptz, "paymentIds" integer[] NOT NULL DEFAULT '{}', "chargeIds" integer[] NOT NULL DEFAULT '{}',
        "createdAt" timestamptz NOT NULL, "updatedAt" timestamptz NOT NULL, doc jsonb NOT NULL, ${names},
        search text GENERATED ALWAYS AS (lower("invoiceNumber" || ' ' || id::text || ' ' || coalesce("userName", ''))) STORED
      )`.execute(db);
    for (const [n, c] of [
      ['status', 'status, id'],
      ['type', 'type, id'],
      ['user', '"userId", id'],
      ['partner', '"partnerId", id'],
      ['country', '"countryId", id'],
      ['date', 'date, id'],
      ['due', '"dueDate", id'],
      ['order', '"orderId", id'],
    ] as const) {
      await index(db, 'invoices', n, c);
    }
    await index(db, 'invoices', 'search_trgm', 'search gin_trgm_ops', 'USING gin');
    await sql`
      CREATE TABLE rm.payments (
        id integer PRIMARY KEY, type text NOT NULL, mode text NOT NULL, status text NOT NULL, amount bigint NOT NULL, currency text NOT NULL,
        "paidAt" timestamptz, "userId" integer NOT NULL, "creatorId" integer, "partnerId" integer NOT NULL, "countryId" integer NOT NULL,
        "invoiceIds" integer[] NOT NULL DEFAULT '{}', eci text, notes text, reference text,
        "createdAt" timestamptz NOT NULL, "updatedAt" timestamptz NOT NULL, doc jsonb NOT NULL, ${names},
        search text GENERATED ALWAYS AS (lower(id::text || ' ' || mode || ' ' || coalesce(reference, '') || ' ' || coalesce("userName", ''))) STORED
      )`.execute(db);
    for (const [n, c] of [
      ['status', 'status, id'],
      ['type', 'type, id'],
      ['mode', 'mode, id'],
      ['user', '"userId", id'],
      ['partner', '"partnerId", id'],
      ['country', '"countryId", id'],
      ['eci', 'eci, id'],
      ['paid', '"paidAt", id'],
      ['created', '"createdAt", id'],
    ] as const) {
      await index(db, 'payments', n, c);
    }
    await index(db, 'payments', 'invoices', '"invoiceIds"', 'USING gin');
    await index(db, 'payments', 'search_trgm', 'search gin_trgm_ops', 'USING gin');
    await sql`
      CREATE TABLE rm.cards (
        id integer PRIMARY KEY, "userId" integer NOT NULL, "partnerId" integer NOT NULL, "countryId" integer NOT NULL, mode text,
        "cardHolderName" text, "cardNumber" text NOT NULL, "tokenName" text, "expiryDate" text, status text NOT NULL, "default" boolean NOT NULL,
        "createdAt" timestamptz NOT NULL, "updatedAt" timestamptz NOT NULL, doc jsonb NOT NULL, ${names},
        search text GENERATED ALWAYS AS (lower(id::text || ' ' || "cardNumber" || ' ' || coalesce("cardHolderName", '') || ' ' || coalesce("userName", ''))) STORED
      )`.execute(db);
    for (const [n, c] of [
      ['status', 'status, "createdAt"'],
      ['mode', 'mode, "createdAt"'],
      ['user', '"userId", "createdAt"'],
      ['partner', '"partnerId", "createdAt"'],
      ['country', '"countryId", "createdAt"'],
      ['created', '"createdAt", id'],
    ] as const) {
      await index(db, 'cards', n, c);
    }
    await index(db, 'cards', 'search_trgm', 'search gin_trgm_ops', 'USING gin');
    await sql`CREATE TABLE rm.accounting_refs (kind text NOT NULL, id integer NOT NULL, name text, PRIMARY KEY (kind, id))`.execute(
      db,
    );
  },
};

/** The customer ledger (ledger.projection.ts): balanced entries, and the figures it last posted per invoice and payment. */
const ledger: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      CREATE TABLE rm.ledger_entries (
        position text NOT NULL, line integer NOT NULL, "userId" integer NOT NULL, account text NOT NULL, amount bigint NOT NULL,
        currency text NOT NULL, "eventType" text NOT NULL, "invoiceId" integer, "paymentId" integer, "occurredAt" timestamptz NOT NULL,
        PRIMARY KEY (position, line)
      )`.execute(db);
    await sql`CREATE INDEX ledger_entries_user ON rm.ledger_entries ("userId", account, "occurredAt")`.execute(db);
    await sql`
      CREATE TABLE rm.ledger_invoices (
        id integer PRIMARY KEY, "userId" integer NOT NULL, currency text NOT NULL, amount bigint NOT NULL, "amountBeforeTax" bigint NOT NULL,
        "taxAmount" bigint NOT NULL, cancelled boolean NOT NULL
      )`.execute(db);
    await sql`
      CREATE TABLE rm.ledger_payments (
        id integer PRIMARY KEY, "userId" integer NOT NULL, currency text NOT NULL, type text NOT NULL, amount bigint NOT NULL, posted boolean NOT NULL
      )`.execute(db);
  },
};

export const accountingMigrations: ReadModelMigrations = {
  context: 'accounting',
  migrations: { '0001_tables': tables, '0002_ledger': ledger },
};
