import { comparePositions, isAtOrAfter, type GlobalPosition } from '@console/contracts';
import type { Kysely } from 'kysely';
import type { RunnerTables } from '../read-models.js';
import { readCheckpoints } from './checkpoint-store.js';
import { PositionWaiters, type ProjectionWaiter } from './position-waiters.js';
import { sleep } from './sleep.js';

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
  private readonly pollIntervalMs: number;
  private positions: readonly GlobalPosition[] | undefined;
  private polling = false;

  /** `projections`: the names whose checkpoints must all reach the position (all projections of the app). */
  constructor(
    private readonly db: Kysely<DB>,
    projections: readonly string[],
    options: CheckpointWatcherOptions = {},
  ) {
    this.names = [...new Set(projections)];
    this.pollIntervalMs = options.pollIntervalMs ?? 25;
  }

  waitFor(position: GlobalPosition, timeoutMs: number): Promise<boolean> {
    const waiting = this.waiters.wait(position, timeoutMs, () => false);
    void this.poll();
    return waiting;
  }

  /** Per projection, its checkpoint against `head` (the store's headPosition), for /healthz in an API process. */
  async lag(head: GlobalPosition): Promise<{ name: string; checkpoint: GlobalPosition | undefined; behind: boolean }[]> {
    const rows = await readCheckpoints(this.db, this.names);
    return this.names.map((name) => {
      const checkpoint = rows.find((r) => r.name === name)?.position;
      return { name, checkpoint, behind: checkpoint === undefined || comparePositions(checkpoint, head) < 0 };
    });
  }

  private readonly reached = (target: GlobalPosition): boolean =>
    this.positions !== undefined && this.positions.every((p) => isAtOrAfter(p, target));

  private async poll(): Promise<void> {
    if (this.polling) return;
    this.polling = true;
    try {
      while (this.waiters.size > 0) {
        try {
          const rows = await readCheckpoints(this.db, this.names);
          // A projection without a checkpoint row has reached nothing yet.
          this.positions = rows.length === this.names.length ? rows.map((r) => r.position) : undefined;
          this.waiters.check(this.reached);
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
