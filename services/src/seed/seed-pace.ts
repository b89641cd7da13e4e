import type { GlobalPosition } from '@console/contracts';
import type { ReadModelWaiter } from '../core/infrastructure.js';

/** What the seed's loops call before each record: resolves at once, or once the projections have caught up. */
export interface SeedPace {
  pass(): Promise<void>;
}

export interface SeedPaceOptions {
  /** The log's head (what is committed so far). */
  readonly head: () => Promise<GlobalPosition>;
  /** Who follows the log: the projector (read models), the task recorder, the storage mover. */
  readonly followers: readonly ReadModelWaiter[];
  /** The seed pauses when a follower has not reached the head of this long ago. */
  readonly maxLagMs: number;
  /** How often the head is sampled and the followers looked at. */
  readonly everyMs: number;
  /** The longest a pause waits (then the seed goes on, and the next look may pause it again). */
  readonly pauseTimeoutMs?: number;
  readonly now?: () => number;
}

export interface SeedPaceStats {
  readonly pauses: number;
  readonly pausedMs: number;
}

/**
 * Back-pressure on the demo seed (issue 31): the seed writes faster than the projections apply, and a person's
 * command waits (read-your-writes, 2 s) behind everything the seed wrote before it. So every `everyMs` the pace
 * samples the log's head; when a follower has not yet reached the head sampled `maxLagMs` ago, the seed's loops
 * pause until every follower has reached the head of the moment of the pause, then go on. Positions are only
 * compared, never subtracted (contracts' position.ts): the lag is measured in time.
 */
export class LagPace implements SeedPace {
  private readonly samples: { at: number; head: GlobalPosition }[] = [];
  private looking: Promise<void> | undefined;
  private lastLook = Number.NEGATIVE_INFINITY;
  private stats = { pauses: 0, pausedMs: 0 };
  private readonly now: () => number;

  constructor(private readonly options: SeedPaceOptions) {
    this.now = options.now ?? (() => performance.now());
  }

  get totals(): SeedPaceStats {
    return { ...this.stats };
  }

  pass(): Promise<void> {
    if (this.looking) return this.looking;
    if (this.now() - this.lastLook < this.options.everyMs) return Promise.resolve();
    this.looking = this.look().finally(() => {
      this.lastLook = this.now();
      this.looking = undefined;
    });
    return this.looking;
  }

  private async look(): Promise<void> {
    const at = this.now();
    const head = await this.options.head();
    this.samples.push({ at, head });
    // The newest sample at least maxLagMs old: what every follower should hold by now.
    let due: GlobalPosition | undefined;
    while (this.samples.length > 0 && at - this.samples[0]!.at >= this.options.maxLagMs) {
      due = this.samples.shift()!.head;
    }
    if (due === undefined) return;
    const behind = await this.anyBehind(due, 0);
    if (!behind) return;
    // Behind: wait until they hold everything committed up to now, so the pause empties the backlog.
    this.stats.pauses++;
    const t0 = this.now();
    const timeout = this.options.pauseTimeoutMs ?? 60_000;
    await this.anyBehind(head, timeout);
    this.stats.pausedMs += this.now() - t0;
    this.samples.length = 0;
  }

  /** Whether a follower has not reached `position` within `timeoutMs` (0: right now). */
  private async anyBehind(position: GlobalPosition, timeoutMs: number): Promise<boolean> {
    const reached = await Promise.all(this.options.followers.map((f) => f.waitFor(position, timeoutMs)));
    return reached.includes(false);
  }
}

/** No pace: the seed writes as fast as it can (tests, benches, `npm run seed`). */
export const UNPACED: SeedPace = { pass: () => Promise.resolve() };
