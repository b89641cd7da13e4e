import { comparePositions, type GlobalPosition } from '@console/contracts';
import type { EventStore, EventSubscription } from '@console/infra';
import { sleep } from './sleep.js';

/**
 * Wakes idle projections when the store has something new. The store's own append doorbell where it has one
 * (watchAppends: no read at all, rung in-process right after an append commits), else one live subscription used
 * only as a doorbell: projections then read their own batches with readAll, so catch-up and live are the same code
 * and a burst of events becomes one transaction, not one per event. A counter, not a flag, so a wake that comes
 * while a projection is busy is not lost (it compares the count it saw before its read).
 */
export class StoreNotifier {
  private count = 0;
  private lastRing = 0;
  /** The newest event of this process's appends whose commit rang the bell (watchAppends gives it), and the count that ring made. */
  private announcedThrough: GlobalPosition | undefined;
  private announcedAtCount = 0;
  private unwatch: (() => void) | undefined;
  private readonly sleepers = new Set<() => void>();
  private subscription: EventSubscription | undefined;
  private loop: Promise<void> | undefined;
  private stopped = false;
  private readonly stopping = new AbortController();

  constructor(
    private readonly store: EventStore,
    private readonly onError: (error: unknown) => void,
  ) {}

  get generation(): number {
    return this.count;
  }

  /** Starts listening for events after `from` (the head when the projector started). */
  start(from: GlobalPosition): void {
    if (this.loop || this.unwatch) return;
    if (this.store.watchAppends) this.unwatch = this.store.watchAppends((position) => this.ring(position));
    else this.loop = this.listen(from);
  }

  /**
   * The bell rang in the last `ms`: an announced event may still be behind the store's fence (an older transaction
   * is open), and nothing rings when that one ends, so a reader that found nothing looks again soon.
   */
  rangWithin(ms: number): boolean {
    return performance.now() - this.lastRing < ms;
  }

  /**
   * The count of the ring that came after an append of this process at or after `position` committed (the latest
   * such ring), or undefined when none did: a read the loop starts after that ring returns `position` unless the
   * store's fence still hides it.
   */
  announcedAt(position: GlobalPosition): number | undefined {
    if (this.announcedThrough === undefined || comparePositions(this.announcedThrough, position) < 0) return undefined;
    return this.announcedAtCount;
  }

  /**
   * Rings the bell: `position`, the newest event of an append of this process that has just committed (the store's
   * doorbell gives it); none for a ring by hand or from elsewhere.
   */
  ring(position?: GlobalPosition): void {
    this.count += 1;
    if (position && (this.announcedThrough === undefined || comparePositions(position, this.announcedThrough) > 0)) {
      this.announcedThrough = position;
      this.announcedAtCount = this.count;
    }
    this.lastRing = performance.now();
    for (const wake of [...this.sleepers]) wake();
  }

  /** Resolves when the count passes `seen`, after `timeoutMs` at most (a safety net should the doorbell fail). */
  waitForChange(seen: number, timeoutMs: number, signal: AbortSignal): Promise<void> {
    if (this.count !== seen || signal.aborted) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.sleepers.delete(done);
        signal.removeEventListener('abort', done);
        resolve();
      };
      const timer = setTimeout(done, timeoutMs);
      this.sleepers.add(done);
      signal.addEventListener('abort', done, { once: true });
    });
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.stopping.abort();
    this.unwatch?.();
    this.unwatch = undefined;
    await this.subscription?.close().catch(() => undefined);
    // close() should end the iteration; should a store's not, do not let it hold up shutdown.
    const guard = new AbortController();
    await Promise.race([this.loop, sleep(2000, guard.signal)]);
    guard.abort();
    this.ring();
  }

  private async listen(from: GlobalPosition): Promise<void> {
    let after = from;
    while (!this.stopped) {
      try {
        this.subscription = this.store.subscribeAll(after);
        for await (const event of this.subscription) {
          after = event.position;
          this.ring();
          if (this.stopped) break;
        }
      } catch (error) {
        if (this.stopped) break;
        this.onError(error);
        // Projections still poll meanwhile; retry the subscription without hammering a failing store.
        await sleep(1000, this.stopping.signal);
      } finally {
        await this.subscription?.close().catch(() => undefined);
        this.subscription = undefined;
      }
      if (!this.stopped) await sleep(100, this.stopping.signal); // a subscription that ended by itself: reopen it
    }
  }
}
