import { sql, type Kysely, type Migration } from 'kysely';
import type { ReadModelMigrations } from '../migrations/migration-set.js';

const countriesCitiesPartners: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      CREATE TABLE rm.country (
        id integer PRIMARY KEY, name text NOT NULL, code text NOT NULL, currency text NOT NULL,
        "decimalPlaces" integer NOT NULL, vat numeric NOT NULL,
        "createdAt" timestamptz NOT NULL, "updatedAt" timestamptz NOT NULL
      )`.execute(db);
    await sql`
      CREATE TABLE rm.city (
        id integer PRIMARY KEY, name text NOT NULL, "countryId" integer NOT NULL,
        "createdAt" timestamptz NOT NULL, "updatedAt" timestamptz NOT NULL
      )`.execute(db);
    await sql`CREATE INDEX city_country ON rm.city ("countryId")`.execute(db);
    await sql`
      CREATE TABLE rm.partners (
        id integer PRIMARY KEY, name text NOT NULL, "countryId" integer NOT NULL, "logoUrl" text, "userId" integer,
        "isPostpaidInvoiceEnabled" boolean NOT NULL DEFAULT false,
        "showCbmInChargeDescription" boolean NOT NULL DEFAULT false,
        "createdAt" timestamptz NOT NULL, "updatedAt" timestamptz NOT NULL
      )`.execute(db);
  },
};

const salesCatalogue: Migration = {
  async up(db: Kysely<unknown>) {
    const stamps = sql`"createdAt" timestamptz NOT NULL, "updatedAt" timestamptz NOT NULL`;
    await sql`CREATE TABLE rm.service_types (id integer PRIMARY KEY, name text NOT NULL, description text,
      rent bigint NOT NULL DEFAULT 0, currency text NOT NULL DEFAULT 'AED', ${stamps})`.execute(db);
    for (const t of ['lost_reasons', 'hold_reasons', 'reject_reasons', 'cancel_reasons']) {
      await sql`CREATE TABLE ${sql.table(`rm.${t}`)} (id integer PRIMARY KEY, reason text NOT NULL, ${stamps})`.execute(
        db,
      );
    }
    await sql`CREATE TABLE rm.storage_types (id integer PRIMARY KEY, code text NOT NULL, name text NOT NULL, description text,
      size double precision NOT NULL DEFAULT 0, length double precision, width double precision, height double precision,
      inventory boolean NOT NULL DEFAULT false, "partnerId" integer NOT NULL DEFAULT 1, "countryIds" integer[] NOT NULL DEFAULT '{}',
      ${stamps})`.execute(db);
    await sql`CREATE INDEX storage_types_code ON rm.storage_types (code)`.execute(db);
    await sql`CREATE TABLE rm.coupons (id integer PRIMARY KEY, code text NOT NULL, reusable boolean NOT NULL DEFAULT false,
      expiry date, "userId" integer, "offerId" integer, "countryId" integer, ${stamps})`.execute(db);
    await sql`CREATE INDEX coupons_code ON rm.coupons (upper(code))`.execute(db);
    await sql`CREATE TABLE rm.offers (id integer PRIMARY KEY, type text NOT NULL, description text, discount bigint,
      percent double precision, "limit" integer, reward bigint, "countryId" integer, ${stamps})`.execute(db);
    await sql`CREATE TABLE rm.partner_commission_slabs (id integer PRIMARY KEY, "partnerId" integer NOT NULL,
      "serviceCategory" text NOT NULL, target double precision NOT NULL, "commissionPercent" double precision NOT NULL,
      ${stamps})`.execute(db);
    await sql`CREATE INDEX commission_slabs_partner ON rm.partner_commission_slabs ("partnerId", target)`.execute(db);
  },
};

/* Spec 3 §3 Country: legalEntity, address and trn, the billing company printed on the country's documents. */
const countryCompany: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`ALTER TABLE rm.country ADD COLUMN "legalEntity" text, ADD COLUMN address text, ADD COLUMN trn text`.execute(
      db,
    );
  },
};

/* Spec 3 §2-3: template categories, email placeholders and communication templates (issue 33). */
const communicationTemplates: Migration = {
  async up(db: Kysely<unknown>) {
    const stamps = sql`"createdAt" timestamptz NOT NULL, "updatedAt" timestamptz NOT NULL`;
    await sql`CREATE TABLE rm.template_categories (id integer PRIMARY KEY, name text NOT NULL, description text,
      ${stamps})`.execute(db);
    await sql`CREATE TABLE rm.email_placeholders (id integer PRIMARY KEY, name text NOT NULL, description text,
      emails text[] NOT NULL DEFAULT '{}', "countryId" integer, "isGeneric" boolean NOT NULL DEFAULT false,
      ${stamps})`.execute(db);
    await sql`CREATE TABLE rm.communication_templates (id integer PRIMARY KEY, "templateName" text NOT NULL,
      description text NOT NULL, subject text NOT NULL, "fromEmail" text NOT NULL,
      "toEmails" text[] NOT NULL DEFAULT '{}', "ccEmails" text[] NOT NULL DEFAULT '{}',
      "bccEmails" text[] NOT NULL DEFAULT '{}', categories integer[] NOT NULL DEFAULT '{}', body text NOT NULL,
      status text NOT NULL DEFAULT 'active', "countryId" integer, "templateVariables" text[] NOT NULL DEFAULT '{}',
      "subjectVariables" text[] NOT NULL DEFAULT '{}', "hasAttachment" boolean NOT NULL DEFAULT false,
      "attachmentTypes" text[] NOT NULL DEFAULT '{}', "isWatiEnabled" boolean NOT NULL DEFAULT false,
      "watiTempName" text, "watiTemplateVariables" text[] NOT NULL DEFAULT '{}',
      "watiTemplateVariablesMapping" jsonb NOT NULL DEFAULT '{}', ${stamps})`.execute(db);
    await sql`CREATE INDEX communication_templates_name ON rm.communication_templates ("templateName")`.execute(db);
  },
};

/** Issue 34 §6: the per-country configurations (spec 1 §2.10, §7.4), one row per country and key. */
const configurations: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`CREATE TABLE rm.configurations (id integer PRIMARY KEY, "countryId" integer NOT NULL,
      category text NOT NULL, key text NOT NULL, value text NOT NULL,
      "createdAt" timestamptz NOT NULL, "updatedAt" timestamptz NOT NULL)`.execute(db);
    await sql`CREATE INDEX configurations_country ON rm.configurations ("countryId", category, key)`.execute(db);
  },
};

/** Issue 34 §7: the terms and conditions (spec 3 §3), one row per country and type. */
const termsConditions: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`CREATE TABLE rm.terms_conditions (id integer PRIMARY KEY, tag text, title text NOT NULL,
      "countryId" integer NOT NULL, "countryName" text NOT NULL, content jsonb[] NOT NULL DEFAULT '{}',
      "htmlContent" text NOT NULL, type text NOT NULL, "userId" integer,
      "createdAt" timestamptz NOT NULL, "updatedAt" timestamptz NOT NULL)`.execute(db);
    await sql`CREATE INDEX terms_conditions_country ON rm.terms_conditions ("countryId", type)`.execute(db);
  },
};

export const catalogueMigrations: ReadModelMigrations = {
  context: 'catalogue',
  migrations: {
    '0001_country_city_partners': countriesCitiesPartners,
    '0002_sales_catalogue': salesCatalogue,
    '0003_rules_country_company': countryCompany,
    '0004_communication_templates': communicationTemplates,
    '0005_configurations': configurations,
    '0006_terms_conditions': termsConditions,
  },
};
