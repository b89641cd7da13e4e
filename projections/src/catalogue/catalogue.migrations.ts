import { sql, type Kysely, type Migration } from 'kysely';
import type { ReadModelMigrations } from '../migrations/read-model-migrations.js';

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

export const catalogueMigrations: ReadModelMigrations = {
  context: 'catalogue',
  migrations: { '0001_country_city_partners': countriesCitiesPartners },
};
