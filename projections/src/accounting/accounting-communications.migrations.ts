import { sql, type Kysely, type Migration } from 'kysely';
import type { ReadModelMigrations } from '../migrations/migration-set.js';

/** rm.accounting_communications (accounting-communications.projection.ts): read by invoice or payment, newest first. */
const tables: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      CREATE TABLE rm.accounting_communications (
        id integer PRIMARY KEY, "taskType" text NOT NULL, "taskStatus" text NOT NULL, data text,
        "resourceType" text NOT NULL, "resourceId" integer NOT NULL, "senderId" integer, "recipientId" integer,
        priority integer, "errorMessage" text, "createdAt" timestamptz NOT NULL, "updatedAt" timestamptz NOT NULL
      )`.execute(db);
    await sql`CREATE INDEX accounting_communications_resource ON rm.accounting_communications ("resourceType", "resourceId", id)`.execute(
      db,
    );
  },
};

export const accountingCommunicationsMigrations: ReadModelMigrations = {
  context: 'accounting-communications',
  migrations: { '0001_tables': tables },
};
