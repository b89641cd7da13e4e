import type { DeliveryStatus } from '@console/contracts';
import type { ReadModels } from '@console/projections';
import { sql, type Kysely } from 'kysely';
import type { AggregateRepository } from '../../core/aggregate-repository.js';
import { runTaskCommand } from '../notifier/task-run-commands.js';

/** What a channel said of a message: its key (the mail's Message-ID, WATI's localMessageId) and the status. */
export interface DeliveryReport {
  readonly key: string;
  readonly status: DeliveryStatus;
  readonly at: Date;
  readonly errorMessage?: string | undefined;
}

export type ReportOutcome = 'applied' | 'unchanged' | 'pending';

const createdMeanwhile = (e: unknown): boolean =>
  typeof e === 'object' && e !== null && 'code' in e && ['23505', '42P06', '42P07'].includes(String(e.code));

/**
 * The channels' delivery reports (WATI's webhooks, the mail server's delivery notices, the opened pixel and the
 * click links): each kept once by its key and status in `notifier.delivery_reports`, then applied to the message's
 * communication record as a CommunicationDeliveryChanged on its task's stream, forward only (contracts' delivery
 * table), so a report repeated or late changes nothing. A report that comes before the notifier recorded the
 * message (a local server answers at once) waits in the table; the notifier applies it once it records.
 */
export class DeliveryReports {
  constructor(
    private readonly repository: AggregateRepository,
    private readonly db: Kysely<ReadModels>,
  ) {}

  static async migrate(db: Kysely<ReadModels>): Promise<void> {
    for (const statement of [
      sql`CREATE SCHEMA IF NOT EXISTS notifier`,
      sql`CREATE TABLE IF NOT EXISTS notifier.delivery_reports (
        key text NOT NULL,
        status text NOT NULL,
        at timestamptz NOT NULL,
        "errorMessage" text,
        "receivedAt" timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (key, status)
      )`,
    ]) {
      await statement.execute(db).catch((e: unknown) => {
        if (!createdMeanwhile(e)) throw e;
      });
    }
  }

  /** Keeps a report and applies it to its message's record when the notifier has recorded that message. */
  async report(r: DeliveryReport): Promise<ReportOutcome> {
    await sql`INSERT INTO notifier.delivery_reports (key, status, at, "errorMessage")
      VALUES (${r.key}, ${r.status}, ${r.at.toISOString()}, ${r.errorMessage ?? null})
      ON CONFLICT (key, status) DO NOTHING`.execute(this.db);
    const found = await sql<{ taskId: number }>`
      SELECT "taskId" FROM notifier.effects WHERE "messageId" = ${r.key} OR "channelMessageId" = ${r.key}
      LIMIT 1`.execute(this.db);
    const taskId = found.rows[0]?.taskId;
    return taskId === undefined ? 'pending' : this.apply(taskId, r.status, r.at, r.errorMessage);
  }

  /** The reports that came before the task's message was recorded, applied in the order they happened. */
  async applyPending(taskId: number): Promise<void> {
    const r = await sql<{ status: DeliveryStatus; at: Date; errorMessage: string | null }>`
      SELECT d.status, d.at, d."errorMessage" FROM notifier.delivery_reports d
      JOIN notifier.effects e ON d.key = e."messageId" OR d.key = e."channelMessageId"
      WHERE e."taskId" = ${taskId} ORDER BY d.at, d."receivedAt"`.execute(this.db);
    for (const row of r.rows) await this.apply(taskId, row.status, new Date(row.at), row.errorMessage ?? undefined);
  }

  /** Moves the task's record to the status, if the delivery table lets it (else nothing changes). */
  async apply(taskId: number, status: DeliveryStatus, at: Date, errorMessage?: string): Promise<ReportOutcome> {
    const command = { type: 'ReportDelivery', status, at: at.toISOString(), errorMessage } as const;
    // Refused: the task has no record yet (the notifier applies the report once it records).
    const handled = await runTaskCommand(this.repository, taskId, command);
    if (!handled) return 'pending';
    return handled.events.length > 0 ? 'applied' : 'unchanged';
  }
}
