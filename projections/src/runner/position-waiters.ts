import type { GlobalPosition } from '@console/contracts';

/**
 * The read-model tables an answer reads: a wait that names them is over once the projections owning them have
 * applied the position (the others may follow a moment later); a wait without them waits for every projection.
 */
export type AwaitedTables = readonly string[] | undefined;

/** Whoever can tell when the read models have caught up with a position (read-your-writes, ARCHITECTURE §1). */
export interface ProjectionWaiter {
  /**
   * True once every projection's checkpoint is at or after `position` (only those owning one of `tables`, when
   * given); false after `timeoutMs`.
   */
  waitFor(position: GlobalPosition, timeoutMs: number, tables?: readonly string[]): Promise<boolean>;
}

/** Whether the projections concerned by `tables` (all when undefined) hold `target`. */
export type Reached = (target: GlobalPosition, tables: AwaitedTables) => boolean;

interface Waiter {
  readonly target: GlobalPosition;
  readonly tables: AwaitedTables;
  readonly finish: (reached: boolean) => void;
}

/** The pending waitFor calls of one process, settled by whoever learns that checkpoints moved. */
export class PositionWaiters {
  private readonly waiters = new Set<Waiter>();

  get size(): number {
    return this.waiters.size;
  }

  /** The tables the pending waits name; undefined when one of them waits for every projection. */
  awaitedTables(): ReadonlySet<string> | undefined {
    const out = new Set<string>();
    for (const w of this.waiters) {
      if (!w.tables) return undefined;
      for (const t of w.tables) out.add(t);
    }
    return out;
  }

  /**
   * Waits for `reached(target)` to hold; it is asked now and at every `check()`. `never(target)`: it cannot hold
   * (a projection stopped on that event), answer false at once instead of at the timeout.
   */
  wait(
    target: GlobalPosition,
    timeoutMs: number,
    reached: Reached,
    never: Reached = () => false,
    tables?: readonly string[],
  ): Promise<boolean> {
    if (reached(target, tables)) return Promise.resolve(true);
    if (never(target, tables)) return Promise.resolve(false);
    return new Promise((resolve) => {
      const waiter: Waiter = {
        target,
        tables,
        finish: (ok) => {
          clearTimeout(timer);
          this.waiters.delete(waiter);
          resolve(ok);
        },
      };
      const timer = setTimeout(() => waiter.finish(false), Math.max(0, timeoutMs));
      this.waiters.add(waiter);
    });
  }

  check(reached: Reached, never: Reached = () => false): void {
    for (const waiter of [...this.waiters]) {
      if (reached(waiter.target, waiter.tables)) waiter.finish(true);
      else if (never(waiter.target, waiter.tables)) waiter.finish(false);
    }
  }

  /** Answers every pending wait with false (the process is stopping). */
  cancelAll(): void {
    for (const waiter of [...this.waiters]) waiter.finish(false);
  }
}
