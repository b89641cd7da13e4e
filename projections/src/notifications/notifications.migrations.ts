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

const communicationRecords: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      CREATE TABLE rm.communication_records (
        id integer PRIMARY KEY,
        "taskId" integer NOT NULL,
        "taskStatus" text NOT NULL,
        "taskType" text NOT NULL,
        "templateName" text,
        channel text NOT NULL,
        "senderId" integer,
        "recipientId" integer,
        "senderEmail" text,
        "recipientEmail" text,
        "senderPhone" text,
        "recipientPhone" text,
        status text NOT NULL,
        "deliveryStatus" text NOT NULL,
        subject text,
        body text,
        content text,
        metadata text,
        "errorMessage" text,
        "retryCount" integer NOT NULL,
        priority integer,
        "sendDate" timestamptz,
        "deliveryDate" timestamptz,
        "openedDate" timestamptz,
        "clickedDate" timestamptz,
        "hasAttachment" boolean NOT NULL,
        "attachmentTypesAndIds" jsonb NOT NULL,
        "resourceType" text,
        "resourceId" integer,
        "createdAt" timestamptz NOT NULL,
        "updatedAt" timestamptz NOT NULL
      )`.execute(db);
    await sql`CREATE INDEX communication_records_resource ON rm.communication_records ("resourceType", "resourceId", id)`.execute(
      db,
    );
    await sql`CREATE INDEX communication_records_recipient ON rm.communication_records ("recipientId", id)`.execute(db);
    await sql`CREATE INDEX communication_records_send_date ON rm.communication_records ("sendDate", id)`.execute(db);
  },
};

export const notificationsMigrations: ReadModelMigrations = {
  context: 'notifications',
  migrations: { '0001_tasks': tasks, '0002_communication_records': communicationRecords },
};
