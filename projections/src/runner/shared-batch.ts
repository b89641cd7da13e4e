import type { GlobalPosition, RecordedEvent } from '@console/contracts';
import { sqlStateOf } from '@console/infra';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { RunnerTables } from '../read-models.js';
import { beginMovingCheckpoints, writeCheckpoint } from './checkpoint-store.js';
import { CHECKPOINT_MOVED_SQLSTATE } from './runner.migrations.js';
import { clearFailure, recordFailure, type StoppedProjection } from './projection-failures.js';
import { CheckpointMovedError, type ProjectionWorker } from './projection-worker.js';

/** One projection's part of a batch: the events after its checkpoint, and those of them it handles. */
export interface BatchPart<DB extends RunnerTables> {
  readonly worker: ProjectionWorker<DB>;
  readonly from: GlobalPosition;
  /** Where its checkpoint stands in the database: behind `from` when batches it handled none of were not written. */
  readonly stored: GlobalPosition;
  readonly pending: readonly RecordedEvent[];
  readonly handled: readonly RecordedEvent[];
}

/** What the commit did for one part. */
export interface PartOutcome {
  readonly applied: number;
  /** Its checkpoint after the commit: the batch's end, or just before the event it stopped on. */
  readonly checkpoint: GlobalPosition;
  readonly stopped?: { readonly failure: StoppedProjection; readonly error: unknown };
  /** Its recorded failure was cleared: it got past that event. */
  readonly recovered: boolean;
}

/**
 * Errors that say nothing about the event: the connection, the server or a lock conflict. They fail the whole
 * batch, which is tried again; any other error of a projection's apply (a constraint, a bad value, a bug) stops
 * that projection alone on the event. A connection that died fails the ROLLBACK TO SAVEPOINT as well, so even an
 * error without a SQLSTATE ends up here when it is the connection's.
 */
const isTransient = (error: unknown): boolean => {
  const code = sqlStateOf(error);
  if (code?.length !== 5) return false;
  return ['08', '40', '53', '57', '58', 'XX'].includes(code.slice(0, 2)) || code === '55P03';
};

/**
 * Commits one batch for every projection that has events in it, in ONE transaction (issue 13): the cost of an
 * event no longer grows with the number of projections. Projections that handle none of the batch only have their
 * checkpoint moved, by the same single statement that moves and row-locks all of them. The projections that handle
 * events apply them one after the other with no savepoint (two round trips each saved, issue 13); when one of them
 * fails on an event, the transaction rolls back and the batch runs again with each projection inside a SAVEPOINT,
 * so the one that fails rolls back alone and stops on the event, recorded, while the others commit.
 * `synchronous_commit = off`: rows and checkpoints commit together, so a crash that loses the last commits only
 * makes the projector replay that tail from the durable event store.
 * `stopOnError` false (rebuild): any error fails the whole batch instead.
 */
export const commitSharedBatch = async <DB extends RunnerTables>(
  db: Kysely<RunnerTables>,
  parts: readonly BatchPart<DB>[],
  batchEnd: GlobalPosition,
  stopOnError: boolean,
): Promise<PartOutcome[]> => {
  try {
    return await runSharedBatch(db, parts, batchEnd, false);
  } catch (error) {
    if (!(error instanceof ProjectionApplyFailed)) throw error;
    if (!stopOnError) throw error.cause;
    return runSharedBatch(db, parts, batchEnd, true);
  }
};

/** A projection's apply failed for a reason of its own, on a connection that still answers: see commitSharedBatch. */
class ProjectionApplyFailed extends Error {
  constructor(override readonly cause: unknown) {
    super('a projection failed to apply its part of the batch');
  }
}

/**
 * The batch's transaction; `careful`: each handling projection inside its own savepoint (see commitSharedBatch).
 * Opened by hand on one connection, not by kysely's transaction(): BEGIN goes with the checkpoints' move, in one
 * round trip (beginMovingCheckpoints), which also sets synchronous_commit = off for this transaction.
 */
const runSharedBatch = async <DB extends RunnerTables>(
  db: Kysely<RunnerTables>,
  parts: readonly BatchPart<DB>[],
  batchEnd: GlobalPosition,
  careful: boolean,
): Promise<PartOutcome[]> =>
  db.connection().execute(async (connection) => {
    // One connection with a transaction open on it is what a kysely Transaction is; the projections get that.
    const trx = connection as unknown as Transaction<RunnerTables>;
    try {
      try {
        await beginMovingCheckpoints(
          connection,
          parts.map((p) => ({ name: p.worker.name, version: p.worker.projection.version, from: p.stored })),
          batchEnd,
        );
      } catch (error) {
        if (sqlStateOf(error) !== CHECKPOINT_MOVED_SQLSTATE) throw error;
        throw new CheckpointMovedError(
          `${parts.map((p) => p.worker.name).join(', ')}: a checkpoint moved or its version changed`,
        );
      }
      const outcomes: PartOutcome[] = [];
      for (const part of parts) {
        if (part.handled.length === 0) outcomes.push({ applied: 0, checkpoint: batchEnd, recovered: false });
        else if (careful) outcomes.push(await applyPart(trx, part, batchEnd, true));
        else outcomes.push(await applyWhole(trx, part, batchEnd));
      }
      await sql`COMMIT`.execute(trx);
      return outcomes;
    } catch (error) {
      // The connection may be gone with the error: then there is nothing to roll back, and the pool drops it.
      await sql`ROLLBACK`.execute(trx).catch(() => undefined);
      throw error;
    }
  });

/**
 * Tells a projection's own failure from the connection's or the server's: those fail the whole batch (tried again
 * later), as in the careful form. A connection that died fails the probe with no SQLSTATE, a live one answers or
 * says its transaction is aborted (25P02).
 */
const projectionFailure = async (trx: Transaction<RunnerTables>, error: unknown): Promise<unknown> => {
  if (isTransient(error)) return error;
  try {
    await sql`SELECT 1`.execute(trx);
  } catch (probe) {
    if (sqlStateOf(probe) !== '25P02') return probe;
  }
  return new ProjectionApplyFailed(error);
};

/** A part's events in its projection's batch form, no savepoint: any error fails the whole transaction. */
const applyWhole = async <DB extends RunnerTables>(
  trx: Transaction<RunnerTables>,
  part: BatchPart<DB>,
  batchEnd: GlobalPosition,
): Promise<PartOutcome> => {
  const { worker, handled } = part;
  const { projection } = worker;
  const projectionTrx = trx as unknown as Transaction<DB>;
  try {
    if (projection.applyBatch) await projection.applyBatch(projectionTrx, handled);
    else for (const event of handled) await projection.apply(projectionTrx, event);
  } catch (error) {
    throw await projectionFailure(trx, error);
  }
  if (!worker.failure) return { applied: handled.length, checkpoint: batchEnd, recovered: false };
  await clearFailure(trx, worker.name);
  return { applied: handled.length, checkpoint: batchEnd, recovered: true };
};

const applyPart = async <DB extends RunnerTables>(
  trx: Transaction<RunnerTables>,
  part: BatchPart<DB>,
  batchEnd: GlobalPosition,
  stopOnError: boolean,
): Promise<PartOutcome> => {
  const { worker, handled } = part;
  const { projection } = worker;
  // The runner only knows its own slice of the schema; the projection gets the full database type it declared.
  const projectionTrx = trx as unknown as Transaction<DB>;
  const recovers = async (): Promise<boolean> => {
    if (!worker.failure) return false;
    await clearFailure(trx, worker.name);
    return true;
  };
  await sql`SAVEPOINT projection`.execute(trx);
  try {
    if (projection.applyBatch) await projection.applyBatch(projectionTrx, handled);
    else for (const event of handled) await projection.apply(projectionTrx, event);
    const recovered = await recovers();
    await sql`RELEASE SAVEPOINT projection`.execute(trx);
    return { applied: handled.length, checkpoint: batchEnd, recovered };
  } catch (error) {
    if (!stopOnError || isTransient(error)) throw error;
    await sql`ROLLBACK TO SAVEPOINT projection`.execute(trx);
  }
  // Something in the batch cannot be applied: apply the events one at a time to find which, keep those before it.
  let before = part.from;
  let applied = 0;
  for (const event of part.pending) {
    if (!worker.handlesEvent(event)) {
      before = event.position;
      continue;
    }
    await sql`SAVEPOINT projection_event`.execute(trx);
    try {
      await projection.apply(projectionTrx, event);
      await sql`RELEASE SAVEPOINT projection_event`.execute(trx);
    } catch (error) {
      if (isTransient(error)) throw error;
      await sql`ROLLBACK TO SAVEPOINT projection_event`.execute(trx);
      await writeCheckpoint(trx, { name: worker.name, version: projection.version, position: before });
      const failure = await recordFailure(trx, {
        name: worker.name,
        version: projection.version,
        event,
        error,
        batchEnd,
      });
      return { applied, checkpoint: before, stopped: { failure, error }, recovered: false };
    }
    before = event.position;
    applied += 1;
  }
  // One at a time, every event applied (the batch form failed where the single form does not): keep them all.
  await sql`RELEASE SAVEPOINT projection`.execute(trx);
  return { applied, checkpoint: batchEnd, recovered: await recovers() };
};
