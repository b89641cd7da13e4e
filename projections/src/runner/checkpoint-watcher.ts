import { comparePositions, isAtOrAfter, type GlobalPosition } from '@console/contracts';
import { sql, type Kysely } from 'kysely';
import type { RunnerTables } from '../read-models.js';
import { readCheckpoints, runnerView } from './checkpoint-store.js';
import { PositionWaiters, type AwaitedTables, type ProjectionWaiter } from './position-waiters.js';
import { sleep } from './sleep.js';

interface WatchedCheckpoint {
  readonly name: string;
  readonly position: GlobalPosition;
  /** Stopped on the event at `failedAt`, in the batch that ended at `batchEnd` (rm.projection_failures). */
  readonly failedAt: GlobalPosition | undefined;
  readonly batchEnd: GlobalPosition | undefined;
}

interface WatchedRow {
  readonly name: string;
  readonly major: string;
  readonly minor: string;
  readonly failed_major: string | null;
  readonly failed_minor: string | null;
  readonly end_major: string | null;
  readonly end_minor: string | null;
}

export interface CheckpointWatcherOptions {
  /** How often the checkpoints are read while someone waits. Default 25 ms. */
  readonly pollIntervalMs?: number;
}

/**
 * waitFor for an API that does not run the projector itself: it reads rm.projection_checkpoints. One poll loop
 * serves all pending waits and runs only while there are some, so an idle API costs no queries.
 */
export class CheckpointWatcher<DB extends RunnerTables = RunnerTables> implements ProjectionWaiter {
  private readonly waiters = new PositionWaiters();
  private readonly names: readonly string[];
  private readonly owners: ReadonlyMap<string, readonly string[]>;
  private readonly pollIntervalMs: number;
  private positions: readonly WatchedCheckpoint[] | undefined;
  private polling = false;

  /**
   * `projections`: those whose checkpoints must all reach the position (all projections of the app), by name, or
   * with the tables they own, so that a wait naming tables waits only for their owners.
   */
  constructor(
    private readonly db: Kysely<DB>,
    projections: readonly (string | { readonly name: string; readonly tables: readonly string[] })[],
    options: CheckpointWatcherOptions = {},
  ) {
    const named = projections.map((p) => (typeof p === 'string' ? { name: p, tables: undefined } : p));
    this.names = [...new Set(named.map((p) => p.name))];
    this.owners = new Map(named.flatMap((p) => (p.tables ? [[p.name, p.tables] as const] : [])));
    this.pollIntervalMs = options.pollIntervalMs ?? 25;
  }

  waitFor(position: GlobalPosition, timeoutMs: number, tables?: readonly string[]): Promise<boolean> {
    const waiting = this.waiters.wait(position, timeoutMs, () => false, undefined, tables);
    void this.poll();
    return waiting;
  }

  /** Per projection, its checkpoint against `head` (the store's headPosition), for /healthz in an API process. */
  async lag(
    head: GlobalPosition,
  ): Promise<{ name: string; checkpoint: GlobalPosition | undefined; behind: boolean }[]> {
    const rows = await readCheckpoints(this.db, this.names);
    return this.names.map((name) => {
      const checkpoint = rows.find((r) => r.name === name)?.position;
      return { name, checkpoint, behind: checkpoint === undefined || comparePositions(checkpoint, head) < 0 };
    });
  }

  /** As Projector.reached: a projection stopped on an event of an earlier batch is not waited for. */
  private readonly reached = (target: GlobalPosition, tables: AwaitedTables): boolean =>
    this.positions !== undefined &&
    this.concerned(this.positions, tables).every(
      (p) => isAtOrAfter(p.position, target) || (p.batchEnd !== undefined && comparePositions(target, p.batchEnd) > 0),
    );

  private readonly never = (target: GlobalPosition, tables: AwaitedTables): boolean =>
    this.positions !== undefined &&
    this.concerned(this.positions, tables).some(
      (p) =>
        p.failedAt !== undefined &&
        p.batchEnd !== undefined &&
        comparePositions(target, p.failedAt) >= 0 &&
        comparePositions(target, p.batchEnd) <= 0,
    );

  /** Those a wait for `tables` waits for: the owners of one of them (a projection of unknown tables counts), or all. */
  private concerned(positions: readonly WatchedCheckpoint[], tables: AwaitedTables): readonly WatchedCheckpoint[] {
    if (!tables) return positions;
    return positions.filter((p) => {
      const owned = this.owners.get(p.name);
      return owned === undefined || owned.some((t) => tables.includes(t));
    });
  }

  /** Checkpoints and stopped projections in one query, each poll. */
  private async readWatched(): Promise<WatchedCheckpoint[]> {
    const { rows } = await sql<WatchedRow>`
      SELECT c.name, c.major::text AS major, c.minor::text AS minor,
             f.major::text AS failed_major, f.minor::text AS failed_minor,
             f.batch_end_major::text AS end_major, f.batch_end_minor::text AS end_minor
        FROM rm.projection_checkpoints c
        LEFT JOIN rm.projection_failures f ON f.name = c.name AND f.version = c.version
       WHERE c.name = ANY (${[...this.names]}::text[])`.execute(runnerView(this.db));
    const at = (major: string | null, minor: string | null): GlobalPosition | undefined =>
      major === null || minor === null ? undefined : { major: BigInt(major), minor: BigInt(minor) };
    return rows.map((r) => ({
      name: r.name,
      position: { major: BigInt(r.major), minor: BigInt(r.minor) },
      failedAt: at(r.failed_major, r.failed_minor),
      batchEnd: at(r.end_major, r.end_minor),
    }));
  }

  private async poll(): Promise<void> {
    if (this.polling) return;
    this.polling = true;
    try {
      while (this.waiters.size > 0) {
        try {
          const rows = await this.readWatched();
          // A projection without a checkpoint row has reached nothing yet.
          this.positions = rows.length === this.names.length ? rows : undefined;
          this.waiters.check(this.reached, this.never);
        } catch (error) {
          // The waits time out by themselves; keep trying until they do.
          console.error('[checkpoint-watcher] reading checkpoints failed:', error);
        }
        if (this.waiters.size > 0) await sleep(this.pollIntervalMs);
      }
    } finally {
      this.polling = false;
    }
  }
}
