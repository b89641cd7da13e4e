import { comparePositions, isAtOrAfter, type GlobalPosition, type RecordedEvent } from '@console/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { RunnerTables } from '../read-models.js';
import { advanceCheckpoint, lockCheckpoint, readCheckpoint, resetProjection, writeCheckpoint } from './checkpoint-store.js';
import type { Projection } from './projection.js';
import type { SharedReader } from './shared-reader.js';
import { sleep } from './sleep.js';
import type { StoreNotifier } from './store-notifier.js';

/** What one commit changed, for "read model changed" notifications. */
export interface CommittedBatch {
  readonly projection: string;
  readonly tables: readonly string[];
  /** The projection's checkpoint after the commit: the position of the batch's last event. */
  readonly position: GlobalPosition;
  /** How many events of the batch the projection handled (always > 0: batches that changed nothing are silent). */
  readonly events: number;
}

export interface ProjectionFailure {
  readonly projection: string;
  readonly error: unknown;
  /** Consecutive failures so far. */
  readonly attempt: number;
  /** When the batch is tried again; undefined when the projection gave up (version conflict, or catch-up mode). */
  readonly retryInMs: number | undefined;
}

/** `retrying`: a batch failed and will be tried again; `failed`: given up (see ProjectionFailure.retryInMs). */
export type WorkerState = 'starting' | 'rebuilding' | 'catching-up' | 'live' | 'retrying' | 'failed' | 'stopped';

/** The checkpoint in the database is not where this worker left it: someone else moved it. Reload and go on. */
export class CheckpointMovedError extends Error {
  override readonly name = 'CheckpointMovedError';
}

/** Another process runs a different version of this projection: fighting over it would rebuild it for ever. */
export class ProjectionVersionConflictError extends Error {
  override readonly name = 'ProjectionVersionConflictError';
}

export interface WorkerContext {
  readonly db: Kysely<RunnerTables>;
  readonly reader: SharedReader;
  readonly batchSize: number;
  readonly signal: AbortSignal;
  /** Wakes the worker when it follows live and has read everything. */
  readonly notifier: StoreNotifier;
  readonly idlePollMs: number;
  readonly retryDelayMs: (attempt: number) => number;
  /** After every change of `position`, so the projector can settle waitFor calls. */
  readonly onProgress: () => void;
  readonly onCommitted: (batch: CommittedBatch) => Promise<void>;
  readonly onError: (failure: ProjectionFailure) => void;
}

export interface RunMode {
  /** Stop once the checkpoint reaches it (a rebuild replays up to the head it started with). */
  readonly until?: GlobalPosition;
  /** Follow live after the catch-up (the projector), or stop at the end of the log (rebuild). */
  readonly follow: boolean;
  /** Retry failed batches for ever (the live projector) or throw the first error (rebuild). */
  readonly retry: boolean;
}

/** Runs one projection: load or rebuild its checkpoint, then read–apply–commit batches, retrying what fails. */
export class ProjectionWorker<DB extends RunnerTables> {
  position: GlobalPosition | undefined;
  state: WorkerState = 'starting';
  lastError: string | undefined;
  eventsRead = 0;
  eventsApplied = 0;

  private readonly handles: ReadonlySet<string> | 'all';

  constructor(
    readonly projection: Projection<DB>,
    private readonly ctx: WorkerContext,
  ) {
    this.handles = projection.handles === 'all' ? 'all' : new Set(projection.handles);
  }

  async run(mode: RunMode): Promise<void> {
    let attempt = 0;
    let loaded = false;
    while (!this.ctx.signal.aborted) {
      try {
        if (!loaded) {
          await this.load();
          loaded = true;
        }
        if (mode.until && this.position && isAtOrAfter(this.position, mode.until)) break;
        const seen = this.ctx.notifier.generation;
        const count = await this.step();
        attempt = 0;
        this.lastError = undefined;
        if (count < this.ctx.batchSize) {
          // The end of the log as of that read.
          if (!mode.follow) break;
          this.state = 'live';
          await this.ctx.notifier.waitForChange(seen, this.ctx.idlePollMs, this.ctx.signal);
        }
      } catch (error) {
        loaded = false; // whatever happened, trust only the database's checkpoint from here
        if (error instanceof CheckpointMovedError) continue;
        attempt += 1;
        this.lastError = error instanceof Error ? error.message : String(error);
        const fatal = error instanceof ProjectionVersionConflictError || !mode.retry;
        const retryInMs = fatal ? undefined : this.ctx.retryDelayMs(attempt);
        this.ctx.onError({ projection: this.projection.name, error, attempt, retryInMs });
        if (retryInMs === undefined) {
          this.state = 'failed';
          if (!mode.retry) throw error;
          return;
        }
        this.state = 'retrying';
        await sleep(retryInMs, this.ctx.signal);
      }
    }
    if (this.state !== 'failed') this.state = 'stopped';
  }

  /**
   * Reads the checkpoint; a projection never run, or run at another version, is rebuilt: its tables emptied and
   * its checkpoint put back to START, in one transaction.
   */
  private async load(): Promise<void> {
    const { name, version } = this.projection;
    const stored = await readCheckpoint(this.ctx.db, name);
    if (stored && stored.version !== version && this.position !== undefined) {
      // Only a worker that has not loaded yet rebuilds over another version; later, someone else changed it.
      throw new ProjectionVersionConflictError(
        `${name}: the database now holds version ${stored.version}, this process runs version ${version}`,
      );
    }
    if (!stored || stored.version !== version) {
      this.state = 'rebuilding';
      await resetProjection(this.ctx.db, this.projection);
      this.position = (await readCheckpoint(this.ctx.db, name))?.position;
    } else {
      this.position = stored.position;
      this.state = 'catching-up'; // until a read comes back short
    }
    this.ctx.onProgress();
  }

  /** One batch: read after the checkpoint, apply, move the checkpoint, commit. Returns the events read. */
  private async step(): Promise<number> {
    const from = this.position;
    if (!from) throw new CheckpointMovedError('checkpoint not loaded');
    const events = await this.ctx.reader.read(from, this.ctx.batchSize);
    const last = events.at(-1);
    if (!last) return 0;
    const handled = this.handledOf(events);
    if (handled.length > 0 && this.projection.effects) await this.projection.effects(handled);
    // Nothing handled (most batches of most projections): the checkpoint moves in one statement.
    const skipped =
      handled.length === 0 &&
      (await advanceCheckpoint(this.ctx.db, { name: this.projection.name, version: this.projection.version, position: last.position }, from));
    const applied = skipped ? 0 : await this.ctx.db.transaction().execute((trx) => this.applyBatch(trx, from, events, last.position));
    this.position = last.position;
    this.eventsRead += events.length;
    this.eventsApplied += applied;
    if (this.state === 'rebuilding') this.state = 'catching-up';
    this.ctx.onProgress();
    if (applied > 0) {
      await this.ctx.onCommitted({ projection: this.projection.name, tables: this.projection.tables, position: last.position, events: applied });
    }
    return events.length;
  }

  private handledOf(events: readonly RecordedEvent[]): readonly RecordedEvent[] {
    return this.handles === 'all' ? events : events.filter((e) => (this.handles as ReadonlySet<string>).has(e.type));
  }

  /** Inside one transaction: the batch's writes and the new checkpoint commit together or not at all. */
  private async applyBatch(
    trx: Transaction<RunnerTables>,
    from: GlobalPosition,
    events: readonly RecordedEvent[],
    to: GlobalPosition,
  ): Promise<number> {
    const { name, version } = this.projection;
    const current = await lockCheckpoint(trx, name);
    if (!current) throw new CheckpointMovedError(`${name}: checkpoint row is gone`);
    if (current.version !== version) {
      throw new ProjectionVersionConflictError(
        `${name}: the database holds version ${current.version}, this process runs version ${version}; ` +
          'another process runs a different version of it, so this one leaves it alone',
      );
    }
    if (comparePositions(current.position, from) !== 0) throw new CheckpointMovedError(`${name}: checkpoint moved`);
    // The runner only knows its own slice of the schema; the projection gets the full database type it declared.
    const projectionTrx = trx as unknown as Transaction<DB>;
    const handled = this.handledOf(events);
    if (handled.length > 0 && this.projection.applyBatch) {
      await this.projection.applyBatch(projectionTrx, handled);
    } else {
      for (const event of handled) await this.projection.apply(projectionTrx, event);
    }
    const applied = handled.length;
    await writeCheckpoint(trx, { name, version, position: to });
    return applied;
  }
}
