import { sql, type Kysely, type Migration } from 'kysely';
import type { ReadModelMigrations } from '../migrations/migration-set.js';

const users: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
    await sql`
      CREATE TABLE rm.users (
        id integer PRIMARY KEY,
        type text NOT NULL,
        name text NOT NULL,
        email text NOT NULL,
        phone text NOT NULL,
        phone2 text,
        "partnerId" integer NOT NULL,
        "partnerName" text,
        "countryId" integer NOT NULL,
        "countryName" text,
        currency text,
        "assigneeId" integer,
        "assigneeName" text,
        credits bigint NOT NULL DEFAULT 0,
        deposits bigint NOT NULL DEFAULT 0,
        "storageRate" bigint,
        tags text[] NOT NULL DEFAULT '{}',
        status text NOT NULL,
        roles text[] NOT NULL DEFAULT '{}',
        "isVerified" boolean NOT NULL DEFAULT false,
        trn text,
        persona text,
        "emailSignature" text,
        "addressId" integer,
        "enableAutoCardCharging" boolean NOT NULL DEFAULT false,
        "isPostpaidInvoiceEnabled" boolean NOT NULL DEFAULT false,
        "showCbmInChargeDescription" boolean NOT NULL DEFAULT false,
        tap_customer_id text,
        "tapPaymentAgreementId" text,
        "englishName" text, "arabicName" text,
        "firstNameEnglish" text, "firstNameArabic" text,
        "lastNameEnglish" text, "lastNameArabic" text,
        "nicknameEnglish" text, "nicknameArabic" text,
        gender text,
        "currentStatus" text,
        language text NOT NULL DEFAULT 'EN',
        documents jsonb NOT NULL DEFAULT '[]',
        source text,
        search text GENERATED ALWAYS AS (
          lower(id::text || ' ' || name || ' ' || email || ' ' || phone || ' ' || coalesce(phone2, ''))
        ) STORED,
        "createdAt" timestamptz NOT NULL,
        "updatedAt" timestamptz NOT NULL
      )`.execute(db);
    // One index per filter and sort of the users list call (spec 1 §7.2), measured by `npm run bench`.
    await sql`CREATE INDEX users_search_trgm ON rm.users USING gin (search gin_trgm_ops)`.execute(db);
    await sql`CREATE INDEX users_tags ON rm.users USING gin (tags)`.execute(db);
    await sql`CREATE INDEX users_roles ON rm.users USING gin (roles)`.execute(db);
    await sql`CREATE INDEX users_status_country ON rm.users (status, "countryId", id)`.execute(db);
    await sql`CREATE INDEX users_type ON rm.users (type, id)`.execute(db);
    await sql`CREATE INDEX users_partner ON rm.users ("partnerId", id)`.execute(db);
    await sql`CREATE INDEX users_assignee ON rm.users ("assigneeId")`.execute(db);
    await sql`CREATE INDEX users_created ON rm.users ("createdAt")`.execute(db);
    await sql`CREATE INDEX users_name ON rm.users (name, id)`.execute(db);
    await sql`CREATE INDEX users_email ON rm.users (lower(email))`.execute(db);
    await sql`
      CREATE TABLE rm.credentials (
        "userId" integer PRIMARY KEY,
        email text NOT NULL,
        "passwordHash" text NOT NULL
      )`.execute(db);
    await sql`CREATE UNIQUE INDEX credentials_email ON rm.credentials (lower(email))`.execute(db);
    await sql`
      CREATE TABLE rm.user_refs (
        kind text NOT NULL,
        id integer NOT NULL,
        name text,
        currency text,
        PRIMARY KEY (kind, id)
      )`.execute(db);
  },
};

/**
 * Issue 31 §7: the haystack holds the phones again as bare digits, so a number typed with other spacing, or none,
 * or nationally ("050…"), finds its customer (contracts' `customerSearchWords`). A generated column's expression
 * cannot be altered before PostgreSQL 17: the column is made again, its index with it; no projection changes.
 */
const searchPhoneDigits: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`ALTER TABLE rm.users DROP COLUMN search`.execute(db);
    await sql`
      ALTER TABLE rm.users ADD COLUMN search text GENERATED ALWAYS AS (
        lower(
          id::text || ' ' || name || ' ' || email || ' ' || phone || ' ' || coalesce(phone2, '') || ' ' ||
          regexp_replace(phone, '[^0-9]', '', 'g') || ' ' || regexp_replace(coalesce(phone2, ''), '[^0-9]', '', 'g')
        )
      ) STORED`.execute(db);
    await sql`CREATE INDEX users_search_trgm ON rm.users USING gin (search gin_trgm_ops)`.execute(db);
  },
};

/**
 * Issue 34 §4: tags as records (rm.tags, the generic table projection's), and a customer's tags by record: "tagIds"
 * beside the names, position by position. Rows made before hold names only (empty "tagIds") until their customer is
 * carried over (CarryOverTagNames), as a rebuild leaves them.
 */
const tags: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`CREATE TABLE rm.tags (id integer PRIMARY KEY, name text NOT NULL, module text NOT NULL,
      "createdAt" timestamptz NOT NULL, "updatedAt" timestamptz NOT NULL)`.execute(db);
    await sql`CREATE INDEX tags_name_trgm ON rm.tags USING gin (lower(name) gin_trgm_ops)`.execute(db);
    await sql`ALTER TABLE rm.users ADD COLUMN "tagIds" integer[] NOT NULL DEFAULT '{}'`.execute(db);
    await sql`CREATE INDEX users_tag_ids ON rm.users USING gin ("tagIds")`.execute(db);
  },
};

/** A customer put on hold (issue 34 §8): the reason, the comment and since when; null when not on hold. */
const customerHold: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`ALTER TABLE rm.users ADD COLUMN "holdReasonId" integer, ADD COLUMN "holdReason" text,
      ADD COLUMN "heldAt" timestamptz`.execute(db);
  },
};

export const customersMigrations: ReadModelMigrations = {
  context: 'customers',
  migrations: {
    '0001_users': users,
    '0002_users_search_phone_digits': searchPhoneDigits,
    '0003_tags': tags,
    '0004_customer_hold': customerHold,
  },
};
