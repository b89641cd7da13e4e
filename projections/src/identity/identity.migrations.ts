import { sql, type Kysely, type Migration } from 'kysely';
import type { ReadModelMigrations } from '../migrations/migration-set.js';

const userLogs: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      CREATE TABLE rm.user_logs (
        id integer PRIMARY KEY,
        "userId" integer,
        name text NOT NULL,
        email text NOT NULL,
        type text NOT NULL,
        "loginAt" timestamptz NOT NULL,
        "logoutAt" timestamptz,
        "createdAt" timestamptz NOT NULL
      )`.execute(db);
    await sql`CREATE INDEX user_logs_user ON rm.user_logs ("userId")`.execute(db);
  },
};

/** Who an impersonation's row is about (issue 34 §2): its customer, beside the staff user who did it. */
const impersonations: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`ALTER TABLE rm.user_logs ADD COLUMN "impersonatedUserId" integer, ADD COLUMN "impersonatedName" text`.execute(
      db,
    );
  },
};

export const identityMigrations: ReadModelMigrations = {
  context: 'identity',
  migrations: { '0001_user_logs': userLogs, '0002_user_logs_impersonations': impersonations },
};
