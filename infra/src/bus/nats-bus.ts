import { connect, type NatsConnection, type Subscription } from '@nats-io/transport-node';
import { jetstream, jetstreamManager, type JetStreamClient, type JetStreamManager } from '@nats-io/jetstream';
import type { RecordedEvent } from '@console/contracts';
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
import { consoleBusLogger, type BusLogger } from './bus-logger.js';
import { rootedFilter } from './event-subjects.js';
import { decodeNotice, encodeNotice } from './event-wire.js';
import { NatsEventPublisher } from './nats-event-publisher.js';
import { subscribeDurable, subscribeEphemeral, type NatsSubscriptionContext } from './nats-event-subscription.js';
import { ensureEventStream, readLastMessage } from './nats-stream.js';

export interface NatsBusOptions {
  /** e.g. nats://127.0.0.1:4222 (several: comma-separated). */
  readonly url: string;
  /** The JetStream stream of events; tests use their own (EVENTS_TEST_x) so they never meet a running app's. */
  readonly streamName?: string;
  /** The root of event subjects in place of `events` (tests); callers still write filters from `events.`. */
  readonly subjectPrefix?: string;
  /** Unacknowledged publishes at most; default 256. */
  readonly maxInFlight?: number;
  /** JetStream's duplicate window; default 2 minutes (the server's default). */
  readonly duplicateWindowMs?: number;
  /** How long the stream keeps events; default 0 = for ever. */
  readonly maxAgeMs?: number;
  /** Acknowledgement timeout of one publish; default 10 s. */
  readonly publishTimeoutMs?: number;
  /** ack_wait of durable subscriptions; default 30 s. */
  readonly ackWaitMs?: number;
  /** The connection's name as the server shows it. */
  readonly connectionName?: string;
  readonly logger?: BusLogger;
}

/** The bus on NATS: events on a JetStream stream, notices on core NATS (ARCHITECTURE §1, §4). */
export class NatsBus implements Bus {
  readonly kind = 'nats' as const;
  private readonly subscriptions = new Set<BusSubscription>();
  private closing: Promise<void> | undefined;

  private constructor(
    private readonly nc: NatsConnection,
    private readonly jsm: JetStreamManager,
    private readonly js: JetStreamClient,
    private readonly publisher: NatsEventPublisher,
    readonly streamName: string,
    /** The root of this bus's event subjects (`events` unless configured otherwise). */
    readonly subjectRoot: string,
    private readonly ackWaitMs: number,
    private readonly logger: BusLogger,
    /** The server(s) it connected to, so a tool can open a bus of its own beside it. */
    readonly url: string,
  ) {}

  /** Connects and creates (or updates) the event stream. */
  static async connect(options: NatsBusOptions): Promise<NatsBus> {
    const streamName = options.streamName ?? 'EVENTS';
    const root = options.subjectPrefix ?? EVENTS_SUBJECT_ROOT;
    const logger = options.logger ?? consoleBusLogger;
    const nc = await connect({
      servers: options.url.split(',').map((s) => s.trim()),
      name: options.connectionName ?? 'console',
      // Keep trying for ever: the relay and subscribers outlive a NATS restart.
      maxReconnectAttempts: -1,
      // Every JetStream publish is a request, for which nats.js would build two errors with captured stacks ahead
      // of time, in case it fails: 1.5 % of the console's CPU with eight clients renaming (issue 13). Our logs
      // print a bus error's message, never its stack, and the relay's names the event it was publishing.
      noAsyncTraces: true,
    });
    try {
      const jsm = await jetstreamManager(nc);
      await ensureEventStream(jsm, {
        name: streamName,
        root,
        duplicateWindowMs: options.duplicateWindowMs ?? 120_000,
        maxAgeMs: options.maxAgeMs ?? 0,
      });
      const js = jetstream(nc);
      const publisher = new NatsEventPublisher(
        js,
        root,
        options.maxInFlight ?? 256,
        options.publishTimeoutMs ?? 10_000,
        () => readLastMessage(jsm, streamName),
        logger,
      );
      return new NatsBus(nc, jsm, js, publisher, streamName, root, options.ackWaitMs ?? 30_000, logger, options.url);
    } catch (e) {
      await nc.close();
      throw e;
    }
  }

  publishEvent(event: RecordedEvent): Promise<void> {
    return this.publisher.publish(event);
  }

  resumePublishing(): Promise<PublishedMark | undefined> {
    return this.publisher.resume();
  }

  async subscribeEvents(
    subjectFilter: string,
    handler: EventHandler,
    options: SubscribeEventsOptions = {},
  ): Promise<BusSubscription> {
    const filter = rootedFilter(subjectFilter, this.subjectRoot);
    const ctx: NatsSubscriptionContext = {
      js: this.js,
      jsm: this.jsm,
      stream: this.streamName,
      ackWaitMs: this.ackWaitMs,
      logger: this.logger,
    };
    const { durableName } = options;
    const inner =
      durableName === undefined
        ? await subscribeEphemeral(ctx, filter, handler, options.deliverFrom ?? 'new')
        : await subscribeDurable(ctx, filter, handler, durableName, options.deliverFrom ?? 'all');
    return this.track(inner);
  }

  /** Removes a durable subscription's state from the server (its next subscriber starts afresh). */
  async deleteDurable(durableName: string): Promise<void> {
    await this.jsm.consumers.delete(this.streamName, durableName);
  }

  /** Deletes the whole event stream, after closing this bus's subscriptions: for tests and benchmarks only. */
  async deleteStream(): Promise<void> {
    await Promise.all([...this.subscriptions].map((s) => s.close()));
    await this.jsm.streams.delete(this.streamName);
  }

  publishNotice(subject: string, payload: NoticePayload): Promise<void> {
    // Core NATS: at most once, to whoever listens now, which is all a "read model changed" hint needs.
    this.nc.publish(subject, encodeNotice(payload));
    return Promise.resolve();
  }

  subscribeNotices(subject: string, handler: NoticeHandler): Promise<BusSubscription> {
    const sub: Subscription = this.nc.subscribe(subject, {
      callback: (err, msg) => {
        if (err) return this.logger.error(`notice subscription ${subject} failed`, err);
        let payload: unknown;
        try {
          payload = decodeNotice(msg.data);
        } catch (e) {
          return this.logger.error(`dropping a notice on ${msg.subject} that is not JSON`, e);
        }
        const report = (e: unknown) => this.logger.error(`notice handler for ${msg.subject} failed`, e);
        try {
          const r = handler({ subject: msg.subject, payload });
          if (r instanceof Promise) r.catch(report);
        } catch (e) {
          report(e);
        }
      },
    });
    return Promise.resolve(
      this.track({
        close: () => {
          sub.unsubscribe();
          return Promise.resolve();
        },
      }),
    );
  }

  async ping(): Promise<void> {
    if (this.nc.isClosed()) throw new Error('NATS connection is closed');
    await this.nc.rtt();
    await this.jsm.streams.info(this.streamName);
  }

  close(): Promise<void> {
    this.closing ??= (async () => {
      await this.publisher.close();
      await Promise.all([...this.subscriptions].map((s) => s.close()));
      await this.nc.drain().catch(() => this.nc.close());
    })();
    return this.closing;
  }

  private track(inner: BusSubscription): BusSubscription {
    const outer: BusSubscription = {
      close: async () => {
        this.subscriptions.delete(outer);
        await inner.close();
      },
    };
    this.subscriptions.add(outer);
    return outer;
  }
}
