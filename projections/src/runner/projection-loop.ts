import { comparePositions, isAtOrAfter, type GlobalPosition, type RecordedEvent } from '@console/contracts';
import type { Kysely } from 'kysely';
import type { RunnerTables } from '../read-models.js';
import { moveCheckpoints, readCheckpoint, resetProjection } from './checkpoint-store.js';
import { clearFailure, readFailures } from './projection-failures.js';
import {
  CheckpointMovedError,
  ProjectionVersionConflictError,
  type CommittedBatch,
  type ProjectionFailure,
  type ProjectionWorker,
} from './projection-worker.js';
import { commitSharedBatch, type BatchPart } from './shared-batch.js';
import type { SharedReader } from './shared-reader.js';
import { sleep } from './sleep.js';
import type { StoreNotifier } from './store-notifier.js';

export interface LoopContext {
  readonly db: Kysely<RunnerTables>;
  readonly reader: SharedReader;
  readonly batchSize: number;
  /** Transactions a batch may use at once (see commit()); 1: the whole batch in one transaction. */
  readonly lanes: number;
  readonly signal: AbortSignal;
  /** Wakes the loop when it follows live and has read everything. */
  readonly notifier: StoreNotifier;
  readonly idlePollMs: number;
  /**
   * True while someone waits (read-your-writes) for a position these projections have not reached. The loop then
   * reads again after `FAST_POLL_MS` rather than waiting for the doorbell: the store's snapshot fence can hold a
   * committed event back until an older transaction (another command's append, this projector's own batch, the
   * relay's) ends, and nothing rings when that one ends.
   */
  readonly awaited: () => boolean;
  /** The tables the pending read-your-writes waits name; undefined when one waits for every projection. */
  readonly awaitedTables: () => ReadonlySet<string> | undefined;
  readonly retryDelayMs: (attempt: number) => number;
  /** After every change of a position or of a projection's state, so the projector can settle waitFor calls. */
  readonly onProgress: () => void;
  readonly onCommitted: (batch: CommittedBatch) => Promise<void>;
  /**
   * Right after a transaction committed a projection's rows, before any waiter of it is settled: its tables and
   * the events it applied (some of them, when it stopped on one).
   */
  readonly onTablesChanged?: (tables: readonly string[], events: readonly RecordedEvent[]) => void;
  readonly onError: (failure: ProjectionFailure) => void;
}

export interface RunMode {
  /** Stop once every checkpoint reaches it (a rebuild replays up to the head it started with). */
  readonly until?: GlobalPosition;
  /** Follow live after the catch-up (the projector), or stop at the end of the log (rebuild). */
  readonly follow: boolean;
  /**
   * The live projector: retry failed batches for ever, and stop a projection alone on an event it cannot apply.
   * false (rebuild): throw the first error.
   */
  readonly retry: boolean;
}

/** How soon the loop reads again while a command waits for events the fence still hides (a cheap indexed read). */
const FAST_POLL_MS = 2;
/** After an announced append, how long and how often the loop looks for it should the fence still hide it. */
const RECENT_MS = 1000;
const RECENT_POLL_MS = 100;

const minimum = (positions: readonly GlobalPosition[]): GlobalPosition =>
  positions.reduce((a, b) => (comparePositions(a, b) <= 0 ? a : b));

/**
 * Runs every projection of a projector over the log in one loop (issue 13): read once after the lowest
 * checkpoint, then commit the batch for all of them in one shared transaction (shared-batch.ts). A projection
 * that cannot apply an event stops alone there, recorded in rm.projection_failures; the others go on. It is tried
 * again when the process restarts or when someone asks (retry(), or rm.projection_failures.retry_requested from
 * an API in another process).
 */
export class ProjectionLoop<DB extends RunnerTables> {
  constructor(
    private readonly workers: readonly ProjectionWorker<DB>[],
    private readonly ctx: LoopContext,
  ) {}

  async run(mode: RunMode): Promise<void> {
    let attempt = 0;
    let loaded = false;
    while (!this.ctx.signal.aborted) {
      try {
        if (!loaded) {
          await this.load();
          loaded = true;
        }
        await this.takeRetryRequests();
        const active = this.workers.filter((w) => !w.stopped && w.position !== undefined);
        const { until } = mode;
        if (until && active.every((w) => isAtOrAfter(w.position!, until))) break;
        const seen = this.ctx.notifier.generation;
        const count = active.length === 0 ? 0 : await this.step(active, mode);
        attempt = 0;
        for (const w of active) w.lastError = undefined;
        if (count < this.ctx.batchSize) {
          // The end of the log as of that read.
          if (!mode.follow) break;
          for (const w of this.workers) if (!w.stopped) w.state = 'live';
          await this.flushSkipped(false);
          await this.ctx.notifier.waitForChange(seen, this.nextLookMs(), this.ctx.signal);
        }
      } catch (error) {
        loaded = false; // whatever happened, trust only the database's checkpoints from here
        if (error instanceof CheckpointMovedError) continue;
        attempt += 1;
        const active = this.workers.filter((w) => !w.stopped);
        const message = error instanceof Error ? error.message : String(error);
        for (const w of active) w.lastError = message;
        const retryInMs = mode.retry ? this.ctx.retryDelayMs(attempt) : undefined;
        this.ctx.onError({ projection: active.map((w) => w.name).join(', '), error, attempt, retryInMs });
        if (retryInMs === undefined) {
          for (const w of active) w.state = 'failed';
          throw error;
        }
        for (const w of active) w.state = 'retrying';
        await sleep(retryInMs, this.ctx.signal);
      }
    }
    await this.flushSkipped(true).catch((error: unknown) =>
      console.error('[projector] writing checkpoints at stop failed:', error),
    );
    for (const w of this.workers) if (w.state !== 'failed') w.state = 'stopped';
  }

  private lastFlush = 0;
  /** The newest event a read of this loop has returned: what is at or before it is applied or being applied. */
  private readThrough: GlobalPosition | undefined;

  /** The loop has read the event at `position` (its batch is being applied or is done): no need to wake it. */
  hasRead(position: GlobalPosition): boolean {
    return this.readThrough !== undefined && comparePositions(this.readThrough, position) >= 0;
  }

  /** The doorbell's count when the loop's latest read of the log started (-1: none yet), and whether it is on its way. */
  private readStartedAt = -1;
  private reading = false;

  /**
   * The loop will read the log after the ring that made the doorbell's count `generation`, or is reading since:
   * it has not started a read since (it will, woken by that ring), or the read it started since is on its way.
   * False once such a read came back: an event it did not return was hidden by the fence then.
   */
  readsAfter(generation: number): boolean {
    return this.readStartedAt < generation || this.reading;
  }

  /**
   * How long an idle loop waits for the doorbell: a command waiting for read-your-writes (FAST_POLL_MS), or an
   * event announced lately that the fence may still hide (RECENT_POLL_MS, for RECENT_MS after the last ring), make
   * it look again soon; else only the doorbell or the idle poll wake it.
   */
  private nextLookMs(): number {
    if (this.ctx.awaited()) return FAST_POLL_MS;
    return this.ctx.notifier.rangWithin(RECENT_MS) ? RECENT_POLL_MS : this.ctx.idlePollMs;
  }

  /**
   * Writes the checkpoints that only moved over unhandled events, at most once a second (or now, `force`): a lost
   * write only makes a restart read those events again, and an API in another process reads the checkpoints, so
   * they must not trail for long. One statement moves them all.
   */
  private async flushSkipped(force: boolean): Promise<void> {
    if (!force && Date.now() - this.lastFlush < 1000) return;
    const behind = this.workers.filter(
      (w) => !w.stopped && w.position && w.stored && comparePositions(w.position, w.stored) > 0,
    );
    if (behind.length === 0) return;
    this.lastFlush = Date.now();
    for (const target of new Set(behind.map((w) => w.position!))) {
      const group = behind.filter((w) => w.position === target);
      const moved = await this.ctx.db.transaction().execute((trx) =>
        moveCheckpoints(
          trx,
          group.map((w) => ({ name: w.name, version: w.projection.version, from: w.stored! })),
          target,
        ),
      );
      for (const w of group) if (moved.has(w.name)) w.stored = target;
      if (moved.size < group.length)
        throw new CheckpointMovedError('a checkpoint moved while its unhandled batches were being written');
    }
  }

  /** Asks a stopped projection to try its event again; false when it is not stopped on one. */
  retry(name: string): boolean {
    const worker = this.workers.find((w) => w.name === name);
    if (!worker?.stopped || !worker.failure) return false;
    this.resume(worker);
    this.ctx.notifier.ring();
    return true;
  }

  private resume(worker: ProjectionWorker<DB>): void {
    worker.stopped = false;
    worker.state = 'catching-up';
    this.ctx.onProgress();
  }

  /**
   * Reads every checkpoint; a projection never run, or run at another version, is rebuilt: its tables emptied and
   * its checkpoint put back to START, in one transaction. A process starts with no projection stopped, so one that
   * stopped before is tried again (it may have been fixed); later reloads (after a failed batch) leave it stopped.
   */
  private async load(): Promise<void> {
    for (const w of this.workers) {
      if (w.stopped && !w.failure) continue; // a version conflict: another process owns it now
      const { name, version } = w.projection;
      const stored = await readCheckpoint(this.ctx.db, name);
      if (stored && stored.version !== version && w.position !== undefined) {
        // Only a worker that has not loaded yet rebuilds over another version; later, someone else changed it.
        this.conflict(
          w,
          `${name}: the database now holds version ${stored.version}, this process runs version ${version}`,
        );
        continue;
      }
      if (!stored || stored.version !== version) {
        w.state = 'rebuilding';
        await resetProjection(this.ctx.db, w.projection);
        await clearFailure(this.ctx.db, name);
        w.failure = undefined;
        w.stopped = false;
        w.position = (await readCheckpoint(this.ctx.db, name))?.position;
        w.stored = w.position;
      } else {
        w.position = stored.position;
        w.stored = stored.position;
        if (!w.stopped) w.state = 'catching-up'; // until a read comes back short
      }
    }
    const failures = await readFailures(
      this.ctx.db,
      this.workers.map((w) => w.name),
    );
    for (const w of this.workers) {
      const found = failures.find((f) => f.name === w.name && f.version === w.projection.version);
      // Stopped on an event whose record someone cleared: nothing says why any more, so try again.
      if (w.stopped && w.failure && !found) this.resume(w);
      if (found || !w.stopped) w.failure = found;
    }
    this.ctx.onProgress();
  }

  private conflict(w: ProjectionWorker<DB>, message: string): void {
    const error = new ProjectionVersionConflictError(message);
    w.stopped = true;
    w.failure = undefined;
    w.state = 'failed';
    w.lastError = message;
    this.ctx.onError({ projection: w.name, error, attempt: 1, retryInMs: undefined });
    this.ctx.onProgress();
  }

  /** Resumes the stopped projections an admin asked to retry from another process (one query, only while any is stopped). */
  private async takeRetryRequests(): Promise<void> {
    if (!this.workers.some((w) => w.stopped && w.failure)) return;
    const failures = await readFailures(
      this.ctx.db,
      this.workers.filter((w) => w.stopped).map((w) => w.name),
    );
    for (const f of failures) {
      const w = this.workers.find((x) => x.name === f.name);
      if (f.retryRequested && w?.stopped && w.failure) this.resume(w);
    }
  }

  /**
   * Commits a batch in at most `lanes` transactions run at once, the projections that handle events spread over
   * them and those that only move their checkpoint riding in the first (the last while an answer waits for the
   * first): the read models' own statements, not the runner's, are most of a batch's time, and the server has more
   * than one core. Each lane is one transaction
   * (rows and checkpoints together), so a lane that fails leaves the others committed and the reload after it
   * starts each projection from its own checkpoint. The projections owning the tables a pending read-your-writes
   * wait names get the first lane to themselves, and each lane's projections move on as it commits: that answer
   * waits for its own tables' short lane, not for the batch's longest.
   */
  private async commit<DBX extends RunnerTables>(
    parts: readonly BatchPart<DBX>[],
    end: GlobalPosition,
    stopOnError: boolean,
    atEnd: boolean,
  ) {
    const handling = parts.filter((p) => p.handled.length > 0);
    const count = Math.max(1, Math.min(this.ctx.lanes, handling.length));
    const lanes: BatchPart<DBX>[][] = Array.from({ length: count }, () => []);
    const awaited = count > 1 ? this.ctx.awaitedTables() : undefined;
    const isAwaited = (p: BatchPart<DBX>): boolean =>
      !!awaited?.size && p.worker.projection.tables.some((t) => awaited.has(t));
    const first = handling.filter(isAwaited);
    const spread =
      first.length > 0 && first.length < handling.length ? handling.filter((p) => !isAwaited(p)) : handling;
    if (spread !== handling) lanes[0]!.push(...first);
    // The busiest first (events handled, a stand-in for cost), each to the emptiest lane (not the awaited one).
    const open = spread !== handling ? lanes.slice(1) : lanes;
    const load = new Array<number>(open.length).fill(0);
    for (const part of [...spread].sort((a, b) => b.handled.length - a.handled.length)) {
      const lane = load.indexOf(Math.min(...load));
      open[lane]!.push(part);
      load[lane]! += part.handled.length;
    }
    // The checkpoints of projections with nothing to apply ride along; not in the lane an answer waits for.
    lanes[spread !== handling ? lanes.length - 1 : 0]!.push(...parts.filter((p) => p.handled.length === 0));
    const results = await Promise.allSettled(
      lanes.map(async (lane) => {
        const outcomes = await commitSharedBatch(this.ctx.db, lane, end, stopOnError);
        // Committed: waits for these projections' tables may answer now (step() records the rest after all lanes).
        lane.forEach((part, i) => {
          if (outcomes[i]!.stopped) return;
          part.worker.position = outcomes[i]!.checkpoint;
          part.worker.stored = outcomes[i]!.checkpoint;
          if (atEnd) part.worker.state = 'live';
        });
        lane.forEach((part, i) => {
          if (outcomes[i]!.applied > 0) this.ctx.onTablesChanged?.(part.worker.projection.tables, part.handled);
        });
        if (lanes.length > 1) this.ctx.onProgress();
        return outcomes;
      }),
    );
    const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (failed) throw failed.reason;
    const byPart = new Map<BatchPart<DBX>, Awaited<ReturnType<typeof commitSharedBatch>>[number]>();
    results.forEach((r, i) => {
      if (r.status === 'fulfilled') lanes[i]!.forEach((part, j) => byPart.set(part, r.value[j]!));
    });
    return parts.map((p) => byPart.get(p)!);
  }

  /** One batch for every active projection: read after the lowest checkpoint, commit it. Returns the events read. */
  private async step(active: readonly ProjectionWorker<DB>[], mode: RunMode): Promise<number> {
    const from = minimum(active.map((w) => w.position!));
    this.readStartedAt = this.ctx.notifier.generation;
    this.reading = true;
    let events: readonly RecordedEvent[];
    try {
      events = await this.ctx.reader.read(from, this.ctx.batchSize);
    } finally {
      this.reading = false;
    }
    const last = events.at(-1);
    if (!last) return 0;
    // Catching up without following (a rebuild): a full batch's successor is read while this one commits, so
    // reading the log and applying it overlap (the shared reader joins the next step's read to this one).
    if (!mode.follow && events.length === this.ctx.batchSize)
      this.ctx.reader.read(last.position, this.ctx.batchSize).catch(() => undefined);
    // The read reached the end of the log: the projections that apply it are live from their commit on, before any
    // wait that commit settles answers (a caller's lag() right after its wait saw them still 'catching-up').
    const atEnd = mode.follow && events.length < this.ctx.batchSize;
    if (!this.readThrough || comparePositions(last.position, this.readThrough) > 0) this.readThrough = last.position;
    const parts: BatchPart<DB>[] = [];
    for (const worker of active) {
      const pending = worker.pendingOf(events);
      if (pending.length > 0)
        parts.push({
          worker,
          from: worker.position!,
          stored: worker.stored!,
          pending,
          handled: worker.handledOf(pending),
        });
    }
    if (mode.follow && parts.every((p) => p.handled.length === 0)) {
      // Nothing to apply (the task recorder's usual batch): no transaction, whose transaction id would hold every
      // reader of the log back at the fence; the checkpoints are written at the next idle moment (flushSkipped).
      for (const part of parts) {
        part.worker.position = last.position;
        part.worker.eventsRead += part.pending.length;
        if (atEnd) part.worker.state = 'live';
      }
      this.ctx.onProgress();
      return events.length;
    }
    // Effects (a process manager's appends) run before the transaction opens: see Projection.effects.
    for (const part of parts) {
      if (part.handled.length > 0 && part.worker.projection.effects) await part.worker.projection.effects(part.handled);
    }
    const outcomes = await this.commit(parts, last.position, mode.retry, atEnd);
    const committed: CommittedBatch[] = [];
    parts.forEach((part, i) => {
      const outcome = outcomes[i]!;
      const w = part.worker;
      w.position = outcome.checkpoint;
      w.stored = outcome.checkpoint;
      w.eventsRead += part.pending.length;
      w.eventsApplied += outcome.applied;
      // (At the end of the log, its lane made it 'live' as it committed: every part is in a lane.)
      if (w.state === 'rebuilding') w.state = 'catching-up';
      if (outcome.recovered) w.failure = undefined;
      if (outcome.stopped) {
        w.failure = outcome.stopped.failure;
        w.stopped = true;
        w.state = 'failed';
        w.lastError = outcome.stopped.failure.error;
      }
      if (outcome.applied > 0) {
        committed.push({
          projection: w.name,
          tables: w.projection.tables,
          position: outcome.checkpoint,
          events: outcome.applied,
        });
      }
    });
    this.ctx.onProgress();
    for (const part of parts) {
      const stopped = outcomes[parts.indexOf(part)]?.stopped;
      if (stopped) {
        this.ctx.onError({
          projection: part.worker.name,
          error: stopped.error,
          attempt: 1,
          retryInMs: undefined,
          stoppedAt: stopped.failure,
        });
      }
    }
    for (const batch of committed) await this.ctx.onCommitted(batch);
    return events.length;
  }
}
