import type { GlobalPosition } from '@console/contracts';

/** Whoever can tell when the read models have caught up with a position (read-your-writes, ARCHITECTURE §1). */
export interface ProjectionWaiter {
  /** True once every projection's checkpoint is at or after `position`; false after `timeoutMs`. */
  waitFor(position: GlobalPosition, timeoutMs: number): Promise<boolean>;
}

interface Waiter {
  readonly target: GlobalPosition;
  readonly finish: (reached: boolean) => void;
}

/** The pending waitFor calls of one process, settled by whoever learns that checkpoints moved. */
export class PositionWaiters {
  private readonly waiters = new Set<Waiter>();

  get size(): number {
    return this.waiters.size;
  }

  /**
   * Waits for `reached(target)` to hold; it is asked now and at every `check()`. `never(target)`: it cannot hold
   * (a projection stopped on that event), answer false at once instead of at the timeout.
   */
  wait(
    target: GlobalPosition,
    timeoutMs: number,
    reached: (target: GlobalPosition) => boolean,
    never: (target: GlobalPosition) => boolean = () => false,
  ): Promise<boolean> {
    if (reached(target)) return Promise.resolve(true);
    if (never(target)) return Promise.resolve(false);
    return new Promise((resolve) => {
      const waiter: Waiter = {
        target,
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

  check(reached: (target: GlobalPosition) => boolean, never: (target: GlobalPosition) => boolean = () => false): void {
    for (const waiter of [...this.waiters]) {
      if (reached(waiter.target)) waiter.finish(true);
      else if (never(waiter.target)) waiter.finish(false);
    }
  }

  /** Answers every pending wait with false (the process is stopping). */
  cancelAll(): void {
    for (const waiter of [...this.waiters]) waiter.finish(false);
  }
}
