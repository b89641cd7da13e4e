import type pg from 'pg';
import { comparePositions, positionToString, START, type GlobalPosition, type RecordedEvent } from '@console/contracts';
import {
  retryDelayMs,
  type Bus,
  type BusLogger,
  type EventStore,
  type EventSubscription,
  type PublishedMark,
} from '@console/infra';
import { AckWindow } from './ack-window.js';
import { CheckpointWriter } from './checkpoint-writer.js';
import { migrateRelaySchema, RelayCheckpoints } from './relay-checkpoint.js';
import { ParkedMessages, refusedForItself, type ParkedMessage } from './relay-parking.js';

export interface RelayOptions {
  readonly store: EventStore;
  readonly bus: Bus;
  /** Where the relay keeps its checkpoint (table relay.checkpoint). */
  readonly pool: pg.Pool;
  /** The checkpoint's name; default 'relay'. */
  readonly name?: string;
  /** Publishes awaiting their acknowledgement at most; default 256. */
  readonly maxInFlight?: number;
  /** Least time between checkpoint writes; default 250 ms. */
  readonly checkpointIntervalMs?: number;
  /**
   * Resume after the newest event the bus holds when it is later than the checkpoint (default true): nothing is
   * republished even after a checkpoint write was lost and JetStream's duplicate window has passed. False resumes
   * from the checkpoint and leaves the republished tail to JetStream's de-duplication (tests use it to prove that).
   */
  readonly resumeFromBus?: boolean;
  readonly logger?: BusLogger;
}

export interface RelayLag {
  readonly running: boolean;
  /** Every event up to here is acknowledged by the bus. */
  readonly published: GlobalPosition;
  /** What PostgreSQL holds (trails `published` by at most a checkpoint interval). */
  readonly checkpoint: GlobalPosition;
  /** The newest event of the store. */
  readonly head: GlobalPosition;
  readonly caughtUp: boolean;
  /** Events between `published` and `head`, counted up to the limit passed to lag(). */
  readonly behind: number;
  readonly behindCapped: boolean;
  /** The last failure that made the relay restart, if any since start(). */
  readonly lastError: string | undefined;
  /** Events the bus refused for themselves (too large), parked so the relay went on; the newest first. */
  readonly parked: readonly ParkedMessage[];
}

const consoleRelayLogger: BusLogger = {
  warn: (m) => console.warn(`[relay] ${m}`),
  error: (m, e) => console.error(`[relay] ${m}`, e instanceof Error ? e.message : (e ?? '')),
};

/**
 * Publishes every event of the store to the bus, in order (ARCHITECTURE §1): catch-up then live from its
 * checkpoint, with up to `maxInFlight` publishes unacknowledged, the checkpoint moved over the acknowledged prefix
 * only. Any failure (store read, publish) ends the pass; the next one starts, after a back-off, from what the bus
 * acknowledged, so a crash or a failure republishes at most the unacknowledged tail, which JetStream drops by event
 * id — and with `resumeFromBus`, not even that.
 */
export class Relay {
  readonly name: string;
  private readonly maxInFlight: number;
  private readonly resumeFromBus: boolean;
  private readonly checkpointIntervalMs: number;
  private readonly logger: BusLogger;
  private readonly checkpoints: RelayCheckpoints;
  private readonly parking: ParkedMessages;
  private published: GlobalPosition = START;
  private writer: CheckpointWriter | undefined;
  private running: Promise<void> | undefined;
  private stopping = false;
  private subscription: EventSubscription | undefined;
  private window: AckWindow | undefined;
  private cancelBackoff: (() => void) | undefined;
  private lastError: string | undefined;

  constructor(private readonly options: RelayOptions) {
    this.name = options.name ?? 'relay';
    this.maxInFlight = options.maxInFlight ?? 256;
    this.resumeFromBus = options.resumeFromBus ?? true;
    this.checkpointIntervalMs = options.checkpointIntervalMs ?? 250;
    this.logger = options.logger ?? consoleRelayLogger;
    this.checkpoints = new RelayCheckpoints(options.pool);
    this.parking = new ParkedMessages(options.pool);
  }

  /** Creates the relay's table (idempotent). */
  migrate(): Promise<void> {
    return migrateRelaySchema(this.options.pool);
  }

  /** Creates its table if missing, loads the checkpoint and starts relaying in the background. */
  async start(): Promise<void> {
    if (this.running) throw new Error(`Relay ${this.name} is already running`);
    await this.migrate();
    this.stopping = false;
    this.lastError = undefined;
    const saved = await this.checkpoints.load(this.name);
    this.published = saved;
    this.writer = new CheckpointWriter(this.checkpoints, this.name, this.checkpointIntervalMs, this.logger, saved);
    this.running = this.loop();
  }

  /** Stops reading, waits for the publishes in flight and writes the checkpoint. */
  async stop(): Promise<void> {
    if (!this.running) return;
    this.stopping = true;
    this.cancelBackoff?.();
    this.window?.release();
    await this.subscription?.close();
    await this.running;
    this.running = undefined;
    await this.writer?.flush();
  }

  /** How far the relay trails the store, for /healthz. Counting reads at most `countUpTo` events. */
  async lag(countUpTo = 100): Promise<RelayLag> {
    const { store } = this.options;
    const head = await store.headPosition();
    const published = this.published;
    const caughtUp = comparePositions(published, head) >= 0;
    const behind = caughtUp ? 0 : (await store.readAll(published, countUpTo)).length;
    return {
      running: this.running !== undefined,
      published,
      checkpoint: this.writer?.persisted ?? (await this.checkpoints.load(this.name)),
      head,
      caughtUp,
      behind,
      behindCapped: behind >= countUpTo,
      lastError: this.lastError,
      parked: await this.parking.list(this.name, 20),
    };
  }

  private async loop(): Promise<void> {
    let failures = 0;
    while (!this.stopping) {
      try {
        await this.pass();
      } catch (e) {
        if (this.stopping) break;
        failures++;
        this.lastError = e instanceof Error ? e.message : String(e);
        this.logger.error(
          `relay ${this.name}: restarting from ${positionToString(this.published)} (failure ${failures})`,
          e,
        );
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, retryDelayMs(failures));
          this.cancelBackoff = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        this.cancelBackoff = undefined;
        continue;
      }
      failures = 0;
    }
  }

  /** One subscription's worth of relaying; returns only when stopping, throws on any failure. */
  private async pass(): Promise<void> {
    const { store, bus } = this.options;
    const from = await this.resumePosition();
    if (this.stopping) return;
    const sub = store.subscribeAll(from);
    // Closing the subscription ends the loop below even while it waits for the next event.
    const window = new AckWindow(
      this.maxInFlight,
      (p) => this.acknowledged(p),
      () => void sub.close(),
    );
    this.subscription = sub;
    this.window = window;
    try {
      if (this.stopping) await sub.close();
      for await (const event of sub) {
        while (window.size >= this.maxInFlight && !window.failure && !this.stopping) await window.room();
        if (this.stopping || window.failure) break;
        window.track(event, bus.publishEvent(event));
      }
    } finally {
      await sub.close();
      await window.settled();
      this.subscription = undefined;
      this.window = undefined;
    }
    if (window.failure) {
      const refused = window.firstUnacknowledged();
      // Never blocks on one message: one the bus refuses for itself is parked, and the next pass starts after it.
      if (refused && refusedForItself(refused.error) && !this.stopping) return this.park(refused.event, refused.error);
      throw window.failure.error;
    }
    if (!this.stopping) throw new Error('the event store subscription ended');
  }

  /**
   * Records the event in relay.parked and moves past it as if acknowledged. The bus's order guard stays sound: the
   * next pass re-reads the stream's last message, which is the event before this one.
   */
  private async park(event: RecordedEvent, error: unknown): Promise<void> {
    await this.parking.park(this.name, event, error);
    const reason = error instanceof Error ? error.message : String(error);
    this.lastError = `parked ${event.type} ${event.id} at ${positionToString(event.position)}: ${reason}`;
    this.logger.error(
      `relay ${this.name}: the bus refused ${event.type} ${event.id} (${event.streamId}); parked, going on`,
      error,
    );
    this.acknowledged(event.position);
  }

  private acknowledged(p: GlobalPosition): void {
    if (comparePositions(p, this.published) > 0) this.published = p;
    this.writer?.advance(this.published);
  }

  /** After what this relay knows was acknowledged, or after the bus's newest event if that is later and genuine. */
  private async resumePosition(): Promise<GlobalPosition> {
    // Also re-arms the bus's order guard after a failed publish.
    const mark = await this.options.bus.resumePublishing();
    if (mark && this.resumeFromBus && comparePositions(mark.position, this.published) > 0) {
      if (await this.storeHolds(mark)) {
        this.acknowledged(mark.position);
      } else {
        // A stream left from another database (a wiped development store): trusting it would skip events.
        this.logger.warn(
          `relay ${this.name}: the bus's newest event ${mark.eventId} is not in the event store at ` +
            `${positionToString(mark.position)}; resuming from the checkpoint`,
        );
      }
    }
    return this.published;
  }

  private async storeHolds(mark: PublishedMark): Promise<boolean> {
    const [e] = await this.options.store.readStream(mark.streamId, {
      fromVersion: mark.streamVersion,
      toVersion: mark.streamVersion,
    });
    return e !== undefined && e.id === mark.eventId && comparePositions(e.position, mark.position) === 0;
  }
}
