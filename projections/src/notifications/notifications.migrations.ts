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

/** The filters of the communication records list whose totals rm.communication_record_counts keeps. */
export const COMMUNICATION_COUNTED_COLUMNS = ['channel', 'deliveryStatus', 'taskStatus', 'taskType'] as const;

/**
 * The communication records list over a million records (issue 33's budget, p95 ≤ 50 ms for each filter): an index
 * per filter with id (the list's order), and the totals of no filter and of each low-cardinality filter kept in
 * rm.communication_record_counts by statement triggers from each statement's transition tables (as
 * rm.accounting_counts): a filter matching 700,000 e-mails answers its total by a lookup, not by counting them.
 */
const communicationRecordsList: Migration = {
  async up(db: Kysely<unknown>) {
    for (const column of [...COMMUNICATION_COUNTED_COLUMNS, 'deliveryDate', 'openedDate', 'clickedDate', 'taskId']) {
      const index = sql.raw(`communication_records_${column.toLowerCase()}`);
      await sql`CREATE INDEX ${index} ON rm.communication_records (${sql.ref(column)}, id)`.execute(db);
    }
    await sql`
      CREATE TABLE rm.communication_record_counts (
        "column" text NOT NULL, value text NOT NULL, n bigint NOT NULL, PRIMARY KEY ("column", value)
      )`.execute(db);
    const unnest = (rows: string) =>
      sql.raw(`
        SELECT c.col AS "column", c.val AS value FROM ${rows} r
        CROSS JOIN LATERAL (VALUES ('*', '*'), ${COMMUNICATION_COUNTED_COLUMNS.map((c) => `('${c}', r."${c}"::text)`).join(', ')}) AS c(col, val)
        WHERE c.val IS NOT NULL`);
    const add = (rows: string, sign: '' | '-') => sql`
      INSERT INTO rm.communication_record_counts ("column", value, n)
        SELECT "column", value, ${sql.raw(sign)}count(*) FROM (${unnest(rows)}) x GROUP BY 1, 2
        ON CONFLICT ("column", value) DO UPDATE SET n = rm.communication_record_counts.n + excluded.n;`;
    await sql`
      CREATE FUNCTION rm.communication_record_counts_kept() RETURNS trigger LANGUAGE plpgsql AS $fn$
      BEGIN
        IF TG_OP IN ('UPDATE', 'DELETE') THEN ${add('old_rows', '-')} END IF;
        IF TG_OP IN ('UPDATE', 'INSERT') THEN ${add('new_rows', '')} END IF;
        DELETE FROM rm.communication_record_counts WHERE n = 0;
        RETURN NULL;
      END
      $fn$`.execute(db);
    await sql`CREATE TRIGGER communication_records_counts_insert AFTER INSERT ON rm.communication_records
              REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION rm.communication_record_counts_kept()`.execute(
      db,
    );
    await sql`CREATE TRIGGER communication_records_counts_update AFTER UPDATE ON rm.communication_records
              REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
              FOR EACH STATEMENT EXECUTE FUNCTION rm.communication_record_counts_kept()`.execute(db);
    await sql`CREATE TRIGGER communication_records_counts_delete AFTER DELETE ON rm.communication_records
              REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION rm.communication_record_counts_kept()`.execute(
      db,
    );
    // The rows already there (a database made before this migration).
    await sql`
      INSERT INTO rm.communication_record_counts ("column", value, n)
        SELECT "column", value, count(*) FROM (${unnest('rm.communication_records')}) x GROUP BY 1, 2`.execute(db);
  },
};

export const notificationsMigrations: ReadModelMigrations = {
  context: 'notifications',
  migrations: {
    '0001_tasks': tasks,
    '0002_communication_records': communicationRecords,
    '0003_communication_records_list': communicationRecordsList,
  },
};
