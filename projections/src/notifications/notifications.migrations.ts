import { sql, type Kysely, type Migration } from 'kysely';
import type { ReadModelMigrations } from '../migrations/migration-set.js';

const tasks: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      CREATE TABLE rm.tasks (
        id integer PRIMARY KEY,
        type text NOT NULL,
        status text NOT NULL,
        date timestamptz,
        "creatorId" integer,
        priority integer,
        data text,
        "taskError" text,
        "createdAt" timestamptz NOT NULL,
        "updatedAt" timestamptz NOT NULL
      )`.execute(db);
    await sql`CREATE INDEX tasks_status ON rm.tasks (status, id)`.execute(db);
    await sql`CREATE INDEX tasks_type ON rm.tasks (type, id)`.execute(db);
    await sql`
      CREATE TABLE rm.task_logs (
        id text PRIMARY KEY,
        "taskId" integer NOT NULL,
        date timestamptz NOT NULL,
        type text NOT NULL,
        message text NOT NULL
      )`.execute(db);
    await sql`CREATE INDEX task_logs_task ON rm.task_logs ("taskId", date)`.execute(db);
  },
};

export const notificationsMigrations: ReadModelMigrations = {
  context: 'notifications',
  migrations: { '0001_tasks': tasks },
};
