import { comparePositions, isAtOrAfter, type GlobalPosition, type RecordedEvent } from '@console/contracts';
import type { EventStore } from '@console/infra';
import type { Kysely } from 'kysely';
import type { RunnerTables } from '../read-models.js';
import { runnerView } from './checkpoint-store.js';
import { PositionWaiters, type AwaitedTables, type ProjectionWaiter } from './position-waiters.js';
import type { Projection } from '../core/projection.js';
import type { StoppedProjection } from './projection-failures.js';
import { ProjectionLoop, type RunMode } from './projection-loop.js';
import {
  ProjectionWorker,
  type CommittedBatch,
  type ProjectionFailure,
  type WorkerState,
} from './projection-worker.js';
import { SharedReader } from './shared-reader.js';
import { StoreNotifier } from './store-notifier.js';

export interface ProjectorOptions<DB extends RunnerTables> {
  readonly store: EventStore;
  /** The read-model database; migrateReadModels must have run. */
  readonly db: Kysely<DB>;
  readonly projections: readonly Projection<DB>[];
  /** Most events per transaction. Default 1000. */
  readonly batchSize?: number;
  /** Transactions one batch may commit in at once, the handling projections spread over them. Default 3. */
  readonly lanes?: number;
  /** After each commit that changed a projection's tables (publish "read model changed" here). Errors are logged. */
  readonly onCommitted?: (batch: CommittedBatch) => void | Promise<void>;
  /**
   * Synchronously, right after a transaction committed a projection's rows (its tables, the events it applied) and
   * before any read-your-writes wait on it answers: for caches of this process that must never be older than an
   * answer already given.
   */
  readonly onTablesChanged?: (tables: readonly string[], events: readonly RecordedEvent[]) => void;
  /** A batch failed and was rolled back. Default: console.error. */
  readonly onError?: (failure: ProjectionFailure) => void;
  /** Delay before retry number `attempt` (1, 2, ...). Default 250 ms doubling up to 30 s. */
  readonly retryDelayMs?: (attempt: number) => number;
  /** An idle projection reads again after this long even if the store's subscription said nothing. Default 5 s. */
  readonly idlePollMs?: number;
  /**
   * The store reader, shared with the other runners of the process (task recorder, storage mover) so that one read
   * of the log after an append serves them all. Default: a reader of its own.
   */
  readonly reader?: SharedReader;
}

export interface ProjectionLag {
  readonly name: string;
  readonly version: number;
  readonly state: WorkerState;
  /** undefined until the checkpoint has been read. */
  readonly checkpoint: GlobalPosition | undefined;
  readonly head: GlobalPosition;
  readonly behind: boolean;
  readonly lastError: string | undefined;
  /** Set when the projection stopped on an event it cannot apply (the others go on). */
  readonly stoppedAt: StoppedProjection | undefined;
}

export interface CatchUpResult {
  readonly projections: readonly {
    readonly name: string;
    readonly eventsRead: number;
    readonly eventsApplied: number;
  }[];
  readonly head: GlobalPosition;
  readonly ms: number;
}

const defaultRetryDelay = (attempt: number): number => Math.min(30_000, 250 * 2 ** Math.min(attempt - 1, 10));

const defaultOnError = (f: ProjectionFailure): void => {
  const message = f.error instanceof Error ? (f.error.stack ?? f.error.message) : String(f.error);
  const next = f.retryInMs === undefined ? 'stopped' : `retry in ${f.retryInMs} ms`;
  console.error(`[projector] ${f.projection} failed (attempt ${f.attempt}, ${next}): ${message}`);
};

/** Refuses a set of projections that would corrupt each other: shared names or shared tables. */
const checkDistinct = (projections: readonly Pick<Projection<never>, 'name' | 'tables'>[]): void => {
  const names = new Set<string>();
  const owners = new Map<string, string>();
  for (const p of projections) {
    if (names.has(p.name)) throw new Error(`Two projections are named '${p.name}'`);
    names.add(p.name);
    for (const table of p.tables) {
      const owner = owners.get(table);
      if (owner)
        throw new Error(
          `Table ${table} is owned by both ${owner} and ${p.name}: a rebuild of one would empty the other`,
        );
      owners.set(table, p.name);
    }
  }
};

/**
 * Runs projections over the event store (ARCHITECTURE §5) in one loop (projection-loop.ts): read the checkpoints
 * (rebuilding a projection whose version changed), catch up with readAll in batches, then follow live, woken by
 * one store subscription. Each batch commits for all projections in one transaction, every projection's writes
 * with its checkpoint, so a crash loses and repeats nothing. A projection that cannot apply an event stops alone.
 */
export class Projector<DB extends RunnerTables> implements ProjectionWaiter {
  private readonly workers: readonly ProjectionWorker<DB>[];
  private readonly loop: ProjectionLoop<DB>;
  private readonly waiters = new PositionWaiters();
  private readonly notifier: StoreNotifier;
  private readonly abort = new AbortController();
  private running: Promise<unknown> | undefined;

  constructor(private readonly options: ProjectorOptions<DB>) {
    checkDistinct(options.projections);
    const onError = options.onError ?? defaultOnError;
    this.notifier = new StoreNotifier(options.store, (error) =>
      console.error('[projector] store subscription failed, projections fall back to polling:', error),
    );
    const onCommitted = options.onCommitted;
    this.workers = options.projections.map((projection) => new ProjectionWorker(projection));
    this.loop = new ProjectionLoop(this.workers, {
      db: runnerView(options.db),
      reader: options.reader ?? new SharedReader(options.store),
      batchSize: options.batchSize ?? 1000,
      lanes: options.lanes ?? 3,
      signal: this.abort.signal,
      notifier: this.notifier,
      idlePollMs: options.idlePollMs ?? 5000,
      awaited: () => this.waiters.size > 0,
      awaitedTables: () => this.waiters.awaitedTables(),
      retryDelayMs: options.retryDelayMs ?? defaultRetryDelay,
      onProgress: () => this.waiters.check(this.reached, this.never),
      ...(options.onTablesChanged ? { onTablesChanged: options.onTablesChanged } : {}),
      onCommitted: async (batch) => {
        try {
          await onCommitted?.(batch);
        } catch (error) {
          console.error(`[projector] onCommitted failed for ${batch.projection}:`, error);
        }
      },
      onError,
    });
  }

  /** Starts every projection in the background: catch-up, then live, until stop(). Resolves once started. */
  async start(): Promise<void> {
    if (this.running) throw new Error('Projector already started');
    // The doorbell listens from the head now; what is before it, the projections' catch-up reads anyway.
    this.notifier.start(await this.options.store.headPosition());
    this.running = this.loop.run({ follow: true, retry: true });
  }

  /**
   * Runs every projection up to `until` (default: the head now) and returns, without following live; the first
   * error rejects. Used by the rebuild. A projector runs once: start() or catchUp(), not both.
   */
  async catchUp(until?: GlobalPosition): Promise<CatchUpResult> {
    if (this.running) throw new Error('Projector already started');
    const started = performance.now();
    const head = until ?? (await this.options.store.headPosition());
    const mode: RunMode = { until: head, follow: false, retry: false };
    const run = this.loop.run(mode);
    this.running = run;
    await run;
    return {
      projections: this.workers.map((w) => ({
        name: w.projection.name,
        eventsRead: w.eventsRead,
        eventsApplied: w.eventsApplied,
      })),
      head,
      ms: performance.now() - started,
    };
  }

  /** Stops after the batches in progress commit; pending waitFor calls answer false. */
  async stop(): Promise<void> {
    this.abort.abort();
    await this.notifier.stop();
    await this.running?.catch(() => undefined);
    this.waiters.cancelAll();
  }

  /**
   * Read-your-writes in the projector's own process: settles on the commits themselves, no polling. With `tables`,
   * as soon as the projections owning them have committed the position (each lane of a batch settles its own).
   */
  waitFor(position: GlobalPosition, timeoutMs: number, tables?: readonly string[]): Promise<boolean> {
    if (this.abort.signal.aborted) return Promise.resolve(this.reached(position, tables));
    const waiting = this.waiters.wait(position, timeoutMs, this.reached, this.never, tables);
    // Look now rather than at the doorbell's pace, unless the loop has read the position already, or the append's own
    // doorbell rang after it committed (an append of this process, the usual answer's wait) and the loop has not
    // read since or is reading now: a ring then would only make it read the log once more for nothing after its
    // batch (issue 13). A read since that came back without it met the fence: ring, to look again at once.
    const announced = this.notifier.announcedAt(position);
    const covered = announced !== undefined && this.loop.readsAfter(announced);
    if (this.waiters.size > 0 && !this.loop.hasRead(position) && !covered) this.notifier.ring();
    return waiting;
  }

  /**
   * Tries a projection stopped on an event again (an admin's retry, after a fix). false: it is not stopped here.
   * In a process without the projector, requestRetry() on the database does the same at the projector's next look.
   */
  retry(name: string): boolean {
    return this.loop.retry(name);
  }

  /** For an in-process writer: something was just appended, look now rather than at the subscription's pace. */
  notifyAppended(): void {
    this.notifier.ring();
  }

  /** Per projection, its checkpoint against the store's head, for /healthz. */
  async lag(): Promise<ProjectionLag[]> {
    const head = await this.options.store.headPosition();
    return this.workers.map((w) => ({
      name: w.projection.name,
      version: w.projection.version,
      state: w.state,
      checkpoint: w.position,
      head,
      behind: w.position === undefined || comparePositions(w.position, head) < 0,
      lastError: w.lastError,
      stoppedAt: w.stopped ? w.failure : undefined,
    }));
  }

  /**
   * Every projection has `target`, or stopped on an event of an earlier batch: a read-your-writes wait never waits
   * on a stopped projection for a command that came after its failure (issue 11).
   */
  private readonly reached = (target: GlobalPosition, tables: AwaitedTables): boolean =>
    this.concerned(tables).every(
      (w) => w.position !== undefined && (isAtOrAfter(w.position, target) || w.stoppedBefore(target)),
    );

  /** A projection stopped on an event of the batch that holds `target`: that command answers "not caught up" now. */
  private readonly never = (target: GlobalPosition, tables: AwaitedTables): boolean =>
    this.concerned(tables).some((w) => w.stoppedOn(target));

  /** The workers a wait for `tables` waits for: those owning one of them, or all. */
  private concerned(tables: AwaitedTables): readonly ProjectionWorker<DB>[] {
    if (!tables) return this.workers;
    return this.workers.filter((w) => w.projection.tables.some((t) => tables.includes(t)));
  }
}
