import { sql, type Kysely, type Migration } from 'kysely';
import type { ReadModelMigrations } from '../migrations/migration-set.js';
import type { CountedTable } from './accounting.tables.js';

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

/**
 * The columns each accounting list's single filters are counted by (spec 1 §7.2: the filters that match a large
 * share of the rows); '*' counts every row, for the unfiltered total. A customer's, a date range's, a search's
 * total is counted from its own index: those match few rows.
 */
export const ACCOUNTING_COUNTED_COLUMNS = {
  invoices: ['status', 'type', 'partnerId', 'countryId'],
  payments: ['status', 'type', 'mode', 'partnerId', 'countryId', 'eci'],
  charges: ['type', 'partnerId', 'countryId'],
  cards: ['status', 'mode', 'partnerId', 'countryId'],
} as const satisfies Record<CountedTable, readonly string[]>;

/**
 * rm.accounting_counts: the lists' totals per (table, column, value, partner), so a filter matching 300,000 of half
 * a million invoices (status partial) or every payment (status complete) answers its total by a lookup. Kept by
 * statement triggers on the four tables from each statement's transition tables, as rm.storage_counts is: every
 * writer keeps it right (one upsert or a batch's thousand), and a rebuild, which truncates both, gives the same.
 */
const listCounts: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      CREATE TABLE rm.accounting_counts (
        "table" text NOT NULL, "column" text NOT NULL, value text NOT NULL, "partnerId" integer NOT NULL, n bigint NOT NULL,
        PRIMARY KEY ("table", "column", value, "partnerId")
      )`.execute(db);
    for (const [table, columns] of Object.entries(ACCOUNTING_COUNTED_COLUMNS) as [CountedTable, readonly string[]][]) {
      const unnest = (rows: string) =>
        sql.raw(`
        SELECT c.col AS "column", c.val AS value, r."partnerId" FROM ${rows} r
        CROSS JOIN LATERAL (VALUES ('*', '*'), ${columns.map((c) => `('${c}', r."${c}"::text)`).join(', ')}) AS c(col, val)
        WHERE c.val IS NOT NULL`);
      const fn = sql.raw(`rm.accounting_counts_${table}`);
      const add = (rows: string, sign: '' | '-') => sql`
          INSERT INTO rm.accounting_counts ("table", "column", value, "partnerId", n)
            SELECT ${sql.lit(table)}, "column", value, "partnerId", ${sql.raw(sign)}count(*) FROM (${unnest(rows)}) x GROUP BY 2, 3, 4
            ON CONFLICT ("table", "column", value, "partnerId") DO UPDATE SET n = rm.accounting_counts.n + excluded.n;`;
      await sql`
        CREATE FUNCTION ${fn}() RETURNS trigger LANGUAGE plpgsql AS $fn$
        BEGIN
          IF TG_OP IN ('UPDATE', 'DELETE') THEN ${add('old_rows', '-')} END IF;
          IF TG_OP IN ('UPDATE', 'INSERT') THEN ${add('new_rows', '')} END IF;
          -- A value no row holds any more has no count, so the table depends on the rows only (not on batching).
          DELETE FROM rm.accounting_counts WHERE "table" = ${sql.lit(table)} AND n = 0;
          RETURN NULL;
        END
        $fn$`.execute(db);
      const on = sql.raw(`rm.${table}`);
      const name = (op: string) => sql.raw(`${table}_counts_${op}`);
      await sql`CREATE TRIGGER ${name('insert')} AFTER INSERT ON ${on} REFERENCING NEW TABLE AS new_rows
                FOR EACH STATEMENT EXECUTE FUNCTION ${fn}()`.execute(db);
      await sql`CREATE TRIGGER ${name('update')} AFTER UPDATE ON ${on} REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
                FOR EACH STATEMENT EXECUTE FUNCTION ${fn}()`.execute(db);
      await sql`CREATE TRIGGER ${name('delete')} AFTER DELETE ON ${on} REFERENCING OLD TABLE AS old_rows
                FOR EACH STATEMENT EXECUTE FUNCTION ${fn}()`.execute(db);
      // The rows already there (a database made before this migration).
      await sql`
        INSERT INTO rm.accounting_counts ("table", "column", value, "partnerId", n)
          SELECT ${sql.lit(table)}, "column", value, "partnerId", count(*) FROM (${unnest(`rm.${table}`)}) x GROUP BY 2, 3, 4`.execute(
        db,
      );
    }
  },
};

/**
 * Each list's search text as its own words only (numbers, ids, mode, reference, description, card holder): the
 * customer's name leaves it and is matched through rm.accounting_refs instead (services' accounting.queries.ts).
 * A name is the same few words on every row of its customer, so in the rows' trigram index each of its trigrams had
 * a posting list as long as the table (74 ms for a name's page at 500,000 invoices); in the names' own index it is
 * as long as the customers, and the rows come by the ("userId", id) index.
 */
const OWN_SEARCH_TEXT: Readonly<Record<CountedTable, string>> = {
  charges: `lower(id::text || ' ' || type || ' ' || coalesce(description, ''))`,
  invoices: `lower("invoiceNumber" || ' ' || id::text)`,
  payments: `lower(id::text || ' ' || mode || ' ' || coalesce(reference, ''))`,
  cards: `lower(id::text || ' ' || "cardNumber" || ' ' || coalesce("cardHolderName", ''))`,
};

const ownSearch: Migration = {
  async up(db: Kysely<unknown>) {
    for (const [table, text] of Object.entries(OWN_SEARCH_TEXT)) {
      // One ALTER: the generated column is dropped and added back in a single rewrite of the table; its trigram
      // index goes with the old column and is built again once over the new text.
      await sql`
        ALTER TABLE ${sql.raw(`rm.${table}`)} DROP COLUMN search,
          ADD COLUMN search text GENERATED ALWAYS AS (${sql.raw(text)}) STORED`.execute(db);
      await index(db, table, 'search_trgm', 'search gin_trgm_ops', 'USING gin');
    }
    await sql`
      CREATE INDEX accounting_refs_user_name_trgm ON rm.accounting_refs USING gin (lower(name) gin_trgm_ops)
       WHERE kind = 'user'`.execute(db);
  },
};

/**
 * Spec 3 §3 Charge: its revision (the version of its stream, as History numbers it) and deletedAt. A deleted charge
 * leaves rm.charges (no list shows it, no count counts it) for rm.deleted_charges, which keeps the row as it was
 * last listed, so its page still opens, saying when it was deleted, with its History. Spec 2 §4 Cards: the
 * provider's response data of a card.
 */
const chargeRevisionsCardData: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`ALTER TABLE rm.charges ADD COLUMN revision integer`.execute(db);
    // Spec 2 §4 Cards show: the provider's response when the card was saved.
    await sql`ALTER TABLE rm.cards ADD COLUMN data jsonb`.execute(db);
    await sql`
      CREATE TABLE rm.deleted_charges (
        id integer PRIMARY KEY, "partnerId" integer NOT NULL, revision integer NOT NULL, "deletedAt" timestamptz NOT NULL,
        "row" jsonb NOT NULL
      )`.execute(db);
  },
};

/**
 * Issue 30: a payment row carries its money as its stream holds it (payment.figures.ts): allocated, unallocated (the
 * customer's credit from it), refunded, and the card refunds the gateway has not confirmed. Filled by the
 * projection's rebuild (version 3), so the rule is written once, in contracts.
 */
const paymentFigures: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      ALTER TABLE rm.payments ADD COLUMN allocated bigint NOT NULL DEFAULT 0,
        ADD COLUMN unallocated bigint NOT NULL DEFAULT 0, ADD COLUMN refunded bigint NOT NULL DEFAULT 0,
        ADD COLUMN "refundPending" bigint NOT NULL DEFAULT 0`.execute(db);
  },
};

export const accountingMigrations: ReadModelMigrations = {
  context: 'accounting',
  migrations: {
    '0001_tables': tables,
    '0002_ledger': ledger,
    '0003_lists_counts': listCounts,
    '0004_own_search_text': ownSearch,
    '0005_charge_revisions_card_data': chargeRevisionsCardData,
    '0006_payment_figures': paymentFigures,
  },
};
