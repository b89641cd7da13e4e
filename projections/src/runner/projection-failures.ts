import type { GlobalPosition, RecordedEvent } from '@console/contracts';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { RunnerTables } from '../read-models.js';
import { runnerView } from './checkpoint-store.js';

/** Where a projection stopped: the event it could not apply and why (issue 11: it stops alone and says so). */
export interface StoppedProjection {
  readonly name: string;
  readonly version: number;
  /** The event it could not apply; its checkpoint stands just before it. */
  readonly position: GlobalPosition;
  readonly eventId: string;
  readonly streamId: string;
  readonly streamVersion: number;
  readonly eventType: string;
  readonly error: string;
  /** The last event of the batch it failed in: the other projections moved on to here in the same commit. */
  readonly batchEnd: GlobalPosition;
  readonly failedAt: Date;
  readonly retryRequested: boolean;
}

type Db = Kysely<RunnerTables> | Transaction<RunnerTables>;

const TABLE = 'rm.projection_failures';

/** An error's text as stored: bounded, so a projection that throws megabytes cannot fill the table. */
const errorText = (error: unknown): string => {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.length > 2000 ? `${text.slice(0, 2000)}…` : text;
};

export const recordFailure = async (
  db: Db,
  failure: {
    readonly name: string;
    readonly version: number;
    readonly event: RecordedEvent;
    readonly error: unknown;
    readonly batchEnd: GlobalPosition;
  },
): Promise<StoppedProjection> => {
  const { event } = failure;
  const values = {
    name: failure.name,
    version: failure.version,
    major: event.position.major.toString(),
    minor: event.position.minor.toString(),
    event_id: event.id,
    stream_id: event.streamId,
    stream_version: event.streamVersion,
    event_type: event.type,
    error: errorText(failure.error),
    batch_end_major: failure.batchEnd.major.toString(),
    batch_end_minor: failure.batchEnd.minor.toString(),
    failed_at: sql<Date>`now()`,
    retry_requested: false,
  };
  await db
    .insertInto(TABLE)
    .values(values)
    .onConflict((oc) => oc.column('name').doUpdateSet({ ...values, name: undefined }))
    .execute();
  return {
    name: failure.name,
    version: failure.version,
    position: event.position,
    eventId: event.id,
    streamId: event.streamId,
    streamVersion: event.streamVersion,
    eventType: event.type,
    error: values.error,
    batchEnd: failure.batchEnd,
    failedAt: new Date(),
    retryRequested: false,
  };
};

export const clearFailure = async (db: Db, name: string): Promise<void> => {
  await db.deleteFrom(TABLE).where('name', '=', name).execute();
};

/** Every stopped projection (or those of `names`), oldest failure first. */
export const readFailures = async <DB extends RunnerTables>(
  db: Kysely<DB>,
  names?: readonly string[],
): Promise<StoppedProjection[]> => {
  if (names && names.length === 0) return [];
  let query = runnerView(db)
    .selectFrom(TABLE)
    .select([
      'name',
      'version',
      sql<string>`major::text`.as('major'),
      sql<string>`minor::text`.as('minor'),
      sql<string>`event_id::text`.as('event_id'),
      'stream_id',
      'stream_version',
      'event_type',
      'error',
      sql<string>`batch_end_major::text`.as('batch_end_major'),
      sql<string>`batch_end_minor::text`.as('batch_end_minor'),
      'failed_at',
      'retry_requested',
    ])
    .orderBy('failed_at');
  if (names) query = query.where('name', 'in', [...names]);
  const rows = await query.execute();
  return rows.map((r) => ({
    name: r.name,
    version: r.version,
    position: { major: BigInt(r.major), minor: BigInt(r.minor) },
    eventId: r.event_id,
    streamId: r.stream_id,
    streamVersion: r.stream_version,
    eventType: r.event_type,
    error: r.error,
    batchEnd: { major: BigInt(r.batch_end_major), minor: BigInt(r.batch_end_minor) },
    failedAt: new Date(r.failed_at),
    retryRequested: r.retry_requested,
  }));
};

/**
 * Asks the projector (in this process or another) to try a stopped projection again. false: it is not stopped.
 * The row stays until the projection gets past its event, so /healthz keeps saying why until it is fixed.
 */
export const requestRetry = async <DB extends RunnerTables>(db: Kysely<DB>, name: string): Promise<boolean> => {
  const r = await runnerView(db)
    .updateTable(TABLE)
    .set({ retry_requested: true })
    .where('name', '=', name)
    .executeTakeFirst();
  return r.numUpdatedRows > 0n;
};
