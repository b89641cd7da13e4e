import { sql, type Kysely } from 'kysely';
import type { ReadModels } from '@console/projections';

/**
 * The notifier's effects (issue 33, exactly once): one row per message, keyed by its business key (task id and
 * channel), claimed before anything is sent. Outside `rm` on purpose: a read model is rebuilt from the log, and
 * this table records what left the building, which no replay can take back.
 */
export type EffectState = 'claimed' | 'sent' | 'failed';

export interface EffectRow {
  readonly taskId: number;
  readonly channel: string;
  readonly messageId: string;
  readonly state: EffectState;
  readonly owner: string;
  readonly leaseUntil: Date;
  /** JSON: what was sent (the communication record), once sent or failed. */
  readonly outcome: string | null;
}

/** What a claim found: ours to send (fresh, or taken over after an owner's lease ran out), busy, or done. */
export type Claim =
  | { readonly kind: 'fresh' }
  | { readonly kind: 'takenOver'; readonly previousOwner: string }
  | { readonly kind: 'busy'; readonly owner: string }
  | { readonly kind: 'done'; readonly effect: EffectRow };

const createdMeanwhile = (e: unknown): boolean =>
  typeof e === 'object' && e !== null && 'code' in e && ['23505', '42P06', '42P07', '42701'].includes(String(e.code));

type Row = {
  taskId: number;
  channel: string;
  messageId: string;
  state: EffectState;
  owner: string;
  leaseUntil: Date;
  outcome: string | null;
};

export class NotifierEffects {
  constructor(
    private readonly db: Kysely<ReadModels>,
    /** This notifier's name in the rows it claims. */
    private readonly owner: string,
    /** How long a claim holds before another notifier may take it over (a crashed owner's). */
    private readonly leaseMs = 5 * 60_000,
  ) {}

  static async migrate(db: Kysely<ReadModels>): Promise<void> {
    for (const statement of [
      sql`CREATE SCHEMA IF NOT EXISTS notifier`,
      sql`CREATE TABLE IF NOT EXISTS notifier.effects (
        "taskId" integer NOT NULL,
        channel text NOT NULL,
        "messageId" text NOT NULL,
        state text NOT NULL,
        owner text NOT NULL,
        "leaseUntil" timestamptz NOT NULL,
        outcome text,
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        "updatedAt" timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY ("taskId", channel)
      )`,
      // The channel's own id of the message (WATI's localMessageId): its delivery webhooks name it.
      sql`ALTER TABLE notifier.effects ADD COLUMN IF NOT EXISTS "channelMessageId" text`,
      sql`CREATE INDEX IF NOT EXISTS effects_message_id ON notifier.effects ("messageId")`,
      sql`CREATE INDEX IF NOT EXISTS effects_channel_message_id ON notifier.effects ("channelMessageId")`,
      // Whether the task's stream says what the effect did: a notifier killed between the two leaves it false, and
      // the sweep (unfinished) records it. Rows from before the column were recorded when they were written.
      sql`ALTER TABLE notifier.effects ADD COLUMN IF NOT EXISTS recorded boolean NOT NULL DEFAULT true`,
      sql`CREATE INDEX IF NOT EXISTS effects_unfinished ON notifier.effects ("taskId")
        WHERE NOT recorded`,
    ]) {
      await statement.execute(db).catch((e: unknown) => {
        if (!createdMeanwhile(e)) throw e;
      });
    }
  }

  /**
   * Claims the message before sending: the insert wins for exactly one caller; a later one finds the row and is
   * told it is done, busy (another owner's live claim), or taken over (the lease ran out: the owner died between
   * claiming and finishing, and the message may or may not have left; it goes again with the same Message-ID).
   */
  async claim(taskId: number, channel: string, messageId: string): Promise<Claim> {
    const inserted = await sql<Row>`
      INSERT INTO notifier.effects ("taskId", channel, "messageId", state, owner, "leaseUntil", recorded)
      VALUES (${taskId}, ${channel}, ${messageId}, 'claimed', ${this.owner}, now() + ${`${this.leaseMs} milliseconds`}::interval, false)
      ON CONFLICT ("taskId", channel) DO NOTHING
      RETURNING *`.execute(this.db);
    if (inserted.rows.length > 0) return { kind: 'fresh' };
    const taken = await sql<Row & { previous: string }>`
      UPDATE notifier.effects e SET owner = ${this.owner},
        "leaseUntil" = now() + ${`${this.leaseMs} milliseconds`}::interval, "updatedAt" = now()
      FROM (SELECT owner AS previous FROM notifier.effects WHERE "taskId" = ${taskId} AND channel = ${channel}) p
      WHERE e."taskId" = ${taskId} AND e.channel = ${channel} AND e.state = 'claimed'
        AND (e."leaseUntil" < now() OR e.owner = ${this.owner})
      RETURNING e.*, p.previous`.execute(this.db);
    const row = taken.rows[0];
    if (row) return { kind: 'takenOver', previousOwner: row.previous };
    const existing = await sql<Row>`
      SELECT * FROM notifier.effects WHERE "taskId" = ${taskId} AND channel = ${channel}`.execute(this.db);
    const found = existing.rows[0];
    if (!found) throw new Error(`The effect of task ${taskId} (${channel}) vanished while claimed`);
    return found.state === 'claimed' ? { kind: 'busy', owner: found.owner } : { kind: 'done', effect: found };
  }

  /** Keeps the claim alive across a long retry (backoff). */
  async renew(taskId: number, channel: string): Promise<void> {
    await sql`UPDATE notifier.effects SET "leaseUntil" = now() + ${`${this.leaseMs} milliseconds`}::interval
      WHERE "taskId" = ${taskId} AND channel = ${channel} AND owner = ${this.owner}`.execute(this.db);
  }

  /** The message left (or failed for good): no claim will send it again. */
  async finish(
    taskId: number,
    channel: string,
    state: 'sent' | 'failed',
    outcome: unknown,
    channelMessageId: string | null = null,
  ): Promise<void> {
    await sql`UPDATE notifier.effects SET state = ${state}, outcome = ${JSON.stringify(outcome)},
        "channelMessageId" = ${channelMessageId}, "updatedAt" = now()
      WHERE "taskId" = ${taskId} AND channel = ${channel}`.execute(this.db);
  }

  /** Nothing is left to do for the message: the task's stream says what the effect did, or the task was stopped. */
  async markRecorded(taskId: number, channel: string): Promise<void> {
    await sql`UPDATE notifier.effects SET recorded = true
      WHERE "taskId" = ${taskId} AND channel = ${channel} AND NOT recorded`.execute(this.db);
  }

  /**
   * The tasks a notifier left unfinished: claimed and not sent, or sent (failed) and not recorded on the task's
   * stream, by this notifier (a process restarted under its name; a run of this one that failed) or by one whose
   * lease ran out (a crashed replica). The sweep runs them again: the bus has acknowledged their events already.
   */
  async unfinished(limit: number): Promise<readonly number[]> {
    const r = await sql<{ taskId: number }>`
      SELECT "taskId" FROM notifier.effects
      WHERE NOT recorded
        AND (owner = ${this.owner} OR "leaseUntil" < now()
          OR (state <> 'claimed' AND "updatedAt" < now() - ${`${this.leaseMs} milliseconds`}::interval))
      ORDER BY "taskId" LIMIT ${limit}`.execute(this.db);
    return r.rows.map((row) => row.taskId);
  }

  /** Every effect of a task (tests and the reliability checks). */
  async of(taskId: number): Promise<readonly EffectRow[]> {
    const r = await sql<Row>`SELECT * FROM notifier.effects WHERE "taskId" = ${taskId}`.execute(this.db);
    return r.rows;
  }
}
