import type { RecordedEvent } from '@console/contracts';
import { LRUCache } from 'lru-cache';
import {
  EVENTS_SUBJECT_ROOT,
  type Bus,
  type BusSubscription,
  type EventHandler,
  type NoticeHandler,
  type NoticePayload,
  type PublishedMark,
  type SubscribeEventsOptions,
} from './bus.port.js';
import { consoleBusLogger, retryDelayMs, type BusLogger } from './bus-logger.js';
import { eventSubject, rootedFilter, subjectMatches } from './event-subjects.js';

export interface InProcessBusOptions {
  /** How many recent events stay for late subscribers (the stream's history, in memory). Default 10,000. */
  readonly retain?: number;
  /** How many recent event ids are remembered to drop re-publications (JetStream's duplicate window). Default 100,000. */
  readonly dedupeIds?: number;
  readonly logger?: BusLogger;
}

interface Entry {
  readonly seq: number;
  readonly subject: string;
  readonly event: RecordedEvent;
}

/**
 * The bus of the single-process mode (NATS_URL unset): the same semantics as the NATS adapter within one process —
 * events de-duplicated by id and delivered to each subscription one at a time, in order, a failing handler retried
 * before any later event; durable subscriptions resume from their place (for the life of the process); notices go
 * to whoever listens now.
 */
export class InProcessBus implements Bus {
  readonly kind = 'in-process' as const;
  private readonly log: Entry[] = [];
  private nextSeq = 1;
  /** The last `dedupeIds` event ids published, the oldest forgotten first (`has` does not refresh one). */
  private readonly seenIds: LRUCache<string, true>;
  private lastMark: PublishedMark | undefined;
  /** Last handled sequence of each durable subscription, kept while nobody is subscribed. */
  private readonly durableCursors = new Map<string, number>();
  private readonly pumps = new Set<Pump>();
  private readonly noticeSubs = new Set<{ readonly filter: string; readonly handler: NoticeHandler }>();
  private closed = false;
  private readonly retain: number;
  private readonly logger: BusLogger;

  constructor(options: InProcessBusOptions = {}) {
    this.retain = options.retain ?? 10_000;
    this.seenIds = new LRUCache({ max: options.dedupeIds ?? 100_000 });
    this.logger = options.logger ?? consoleBusLogger;
  }

  publishEvent(event: RecordedEvent): Promise<void> {
    if (this.closed) return Promise.reject(new Error('The bus is closed'));
    if (this.seenIds.has(event.id)) return Promise.resolve();
    this.seenIds.set(event.id, true);
    this.log.push({ seq: this.nextSeq++, subject: eventSubject(event), event });
    // Trim in chunks: Array#splice is linear, so not once per event.
    if (this.log.length > this.retain + Math.ceil(this.retain / 4)) this.log.splice(0, this.log.length - this.retain);
    this.lastMark = {
      eventId: event.id,
      streamId: event.streamId,
      streamVersion: event.streamVersion,
      position: event.position,
    };
    for (const p of this.pumps) p.wake();
    return Promise.resolve();
  }

  /** Publishing here cannot fail, so there is no guard to re-arm: only the newest event of this process's life. */
  resumePublishing(): Promise<PublishedMark | undefined> {
    return Promise.resolve(this.lastMark);
  }

  subscribeEvents(
    subjectFilter: string,
    handler: EventHandler,
    options: SubscribeEventsOptions = {},
  ): Promise<BusSubscription> {
    if (this.closed) return Promise.reject(new Error('The bus is closed'));
    // Validate like the NATS adapter does, though subjects here keep the plain root.
    const filter = rootedFilter(subjectFilter, EVENTS_SUBJECT_ROOT);
    const { durableName } = options;
    const from = options.deliverFrom ?? (durableName ? 'all' : 'new');
    const saved = durableName === undefined ? undefined : this.durableCursors.get(durableName);
    const startCursor = saved ?? (from === 'all' ? 0 : this.nextSeq - 1);
    const pump = new Pump(
      this,
      filter,
      handler,
      startCursor,
      (cursor) => {
        if (durableName !== undefined) this.durableCursors.set(durableName, cursor);
      },
      this.logger,
    );
    if (durableName !== undefined) {
      for (const p of this.pumps) {
        if (p.durableName === durableName)
          return Promise.reject(new Error(`Durable subscription ${durableName} is already active`));
      }
      pump.durableName = durableName;
      this.durableCursors.set(durableName, startCursor);
    }
    this.pumps.add(pump);
    pump.start();
    return Promise.resolve({
      close: async () => {
        this.pumps.delete(pump);
        await pump.stop();
      },
    });
  }

  /** The first retained entry after `cursor` matching `filter`; `skipped` when the ones it wanted were trimmed. */
  nextAfter(cursor: number, filter: string): { entry: Entry | undefined; skipped: boolean } {
    const first = this.log[0];
    if (first === undefined) return { entry: undefined, skipped: false };
    const skipped = cursor + 1 < first.seq;
    for (let i = Math.max(0, cursor + 1 - first.seq); i < this.log.length; i++) {
      const e = this.log[i];
      if (e !== undefined && subjectMatches(filter, e.subject)) return { entry: e, skipped };
    }
    return { entry: undefined, skipped };
  }

  get headSeq(): number {
    return this.nextSeq - 1;
  }

  publishNotice(subject: string, payload: NoticePayload): Promise<void> {
    if (this.closed) return Promise.reject(new Error('The bus is closed'));
    // Through JSON, as on the wire: a subscriber never shares (or mutates) the publisher's object.
    const body = JSON.stringify(payload);
    for (const sub of this.noticeSubs) {
      if (!subjectMatches(sub.filter, subject)) continue;
      queueMicrotask(() => {
        try {
          const r = sub.handler({ subject, payload: JSON.parse(body) as unknown });
          if (r instanceof Promise)
            r.catch((e: unknown) => this.logger.error(`notice handler for ${subject} failed`, e));
        } catch (e) {
          this.logger.error(`notice handler for ${subject} failed`, e);
        }
      });
    }
    return Promise.resolve();
  }

  subscribeNotices(subject: string, handler: NoticeHandler): Promise<BusSubscription> {
    const sub = { filter: subject, handler };
    this.noticeSubs.add(sub);
    return Promise.resolve({
      close: () => {
        this.noticeSubs.delete(sub);
        return Promise.resolve();
      },
    });
  }

  ping(): Promise<void> {
    return this.closed ? Promise.reject(new Error('The bus is closed')) : Promise.resolve();
  }

  async close(): Promise<void> {
    this.closed = true;
    this.noticeSubs.clear();
    const pumps = [...this.pumps];
    this.pumps.clear();
    await Promise.all(pumps.map((p) => p.stop()));
  }
}

/** One subscription's delivery loop: the next matching event, its handler awaited (retried until it succeeds). */
class Pump {
  durableName: string | undefined;
  private stopped = false;
  private wakeUp: (() => void) | undefined;
  private done: Promise<void> = Promise.resolve();
  private cancelRetry: (() => void) | undefined;

  constructor(
    private readonly bus: InProcessBus,
    private readonly filter: string,
    private readonly handler: EventHandler,
    private cursor: number,
    private readonly onHandled: (cursor: number) => void,
    private readonly logger: BusLogger,
  ) {}

  start(): void {
    this.done = this.run();
  }

  wake(): void {
    const w = this.wakeUp;
    this.wakeUp = undefined;
    w?.();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.wake();
    this.cancelRetry?.();
    await this.done;
  }

  private async run(): Promise<void> {
    let failures = 0;
    while (!this.stopped) {
      const { entry, skipped } = this.bus.nextAfter(this.cursor, this.filter);
      if (skipped && failures === 0) {
        this.logger.warn(
          `subscription ${this.durableName ?? this.filter} fell behind the retained events; some were dropped`,
        );
      }
      if (entry === undefined) {
        // Nothing matching yet: everything up to the head has been looked at.
        this.cursor = Math.max(this.cursor, this.bus.headSeq);
        this.onHandled(this.cursor);
        await new Promise<void>((r) => (this.wakeUp = r));
        continue;
      }
      try {
        await this.handler(entry.event);
        failures = 0;
        this.cursor = entry.seq;
        this.onHandled(this.cursor);
      } catch (e) {
        failures++;
        this.logger.error(
          `handler of ${this.durableName ?? this.filter} failed on ${entry.event.type} ${entry.event.id} (attempt ${failures})`,
          e,
        );
        // Only stop() cuts the wait short: new events must not defeat the back-off.
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, retryDelayMs(failures));
          this.cancelRetry = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        this.cancelRetry = undefined;
      }
    }
  }
}
