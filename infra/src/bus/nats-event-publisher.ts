import { headers, type MsgHdrs } from '@nats-io/transport-node';
import type { JetStreamClient, StoredMsg } from '@nats-io/jetstream';
import { positionFromString, positionToString, type RecordedEvent } from '@console/contracts';
import { BusPublishHaltedError, type PublishedMark } from './bus.port.js';
import type { BusLogger } from './bus-logger.js';
import { eventSubject } from './event-subjects.js';
import { encodeEventMessage } from './event-wire.js';

/** Headers on every event message, so tools, filters and a restarting relay need not parse the body. */
export const EventHeaders = {
  msgId: 'Nats-Msg-Id',
  streamId: 'Event-Stream-Id',
  streamVersion: 'Event-Stream-Version',
  type: 'Event-Type',
  position: 'Event-Position',
} as const;

/** The mark of a stored event message; undefined for a message that is not one of ours. */
export const markOf = (msg: StoredMsg | undefined): PublishedMark | undefined => {
  const h: MsgHdrs | undefined = msg?.header;
  const eventId = h?.get(EventHeaders.msgId);
  const streamId = h?.get(EventHeaders.streamId);
  const version = Number(h?.get(EventHeaders.streamVersion));
  const position = h?.get(EventHeaders.position);
  if (!eventId || !streamId || !Number.isInteger(version) || !position || !/^\d+:\d+$/.test(position)) return undefined;
  return { eventId, streamId, streamVersion: version, position: positionFromString(position) };
};

interface Job {
  readonly event: RecordedEvent;
  readonly resolve: () => void;
  readonly reject: (e: unknown) => void;
}

/**
 * Publishes events to JetStream asynchronously with at most `maxInFlight` unacknowledged (awaiting each ack caps
 * a connection near 4,500 msgs/s; a window of 256 gives several times that), sent strictly in call order.
 *
 * Order in the stream is guarded, not assumed: each message carries its event id as `Nats-Msg-Id` (JetStream drops
 * a re-publication within its duplicate window) and expects the previous event's id as the stream's last
 * (`Nats-Expected-Last-Msg-Id`). If one message is lost (a reconnect, a rejection), every later one already in
 * flight is refused too instead of landing after a gap, and new publishes are refused until `resume()` re-reads the
 * stream's last message; the caller then republishes after it. The server checks duplicates before the
 * expectation, so a republished tail is acknowledged as duplicate.
 */
export class NatsEventPublisher {
  private readonly queue: Job[] = [];
  private inFlight = 0;
  /** The id the next message expects as the stream's last (undefined: an empty stream). */
  private lastMsgId: string | undefined;
  private state:
    | { readonly kind: 'unsynchronised' | 'synchronising' | 'ready' }
    | { readonly kind: 'halted'; readonly cause: unknown } = {
    kind: 'unsynchronised',
  };
  private closed = false;
  private idle: (() => void)[] = [];

  constructor(
    private readonly js: JetStreamClient,
    private readonly root: string,
    private readonly maxInFlight: number,
    private readonly ackTimeoutMs: number,
    private readonly readLastMessage: () => Promise<StoredMsg | undefined>,
    private readonly logger: BusLogger,
  ) {}

  publish(event: RecordedEvent): Promise<void> {
    if (this.closed) return Promise.reject(new Error('The bus is closed'));
    if (this.state.kind === 'halted') return Promise.reject(new BusPublishHaltedError(this.state.cause));
    return new Promise<void>((resolve, reject) => {
      this.queue.push({ event, resolve, reject });
      // Synchronously when there is room, so call order is send order.
      this.pump();
    });
  }

  /** Waits for the publishes in flight, then re-arms the guard on the stream's last message and returns its mark. */
  async resume(): Promise<PublishedMark | undefined> {
    await this.drained();
    const last = await this.readLastMessage();
    // A last message without an id (not published here) cannot be expected; the next publish then expects nothing.
    this.lastMsgId = last?.header.get(EventHeaders.msgId) || undefined;
    this.state = { kind: 'ready' };
    this.pump();
    return markOf(last);
  }

  /** Resolves when nothing is queued or in flight. */
  drained(): Promise<void> {
    if (this.queue.length === 0 && this.inFlight === 0) return Promise.resolve();
    return new Promise((r) => this.idle.push(r));
  }

  /** Refuses new publishes and waits for those under way. */
  async close(): Promise<void> {
    this.closed = true;
    if (this.state.kind !== 'ready') this.rejectQueued(new Error('The bus is closed'));
    await this.drained();
  }

  private pump(): void {
    if (this.state.kind === 'unsynchronised' && this.queue.length > 0) void this.synchroniseFirst();
    while (this.state.kind === 'ready' && this.queue.length > 0 && this.inFlight < this.maxInFlight) {
      const job = this.queue.shift();
      if (job !== undefined) this.send(job);
    }
    if (this.queue.length === 0 && this.inFlight === 0) for (const r of this.idle.splice(0)) r();
  }

  /** The first publish of a bus nobody resumed explicitly: read the stream's last id once. */
  private async synchroniseFirst(): Promise<void> {
    this.state = { kind: 'synchronising' };
    try {
      const last = await this.readLastMessage();
      this.lastMsgId = last?.header.get(EventHeaders.msgId) || undefined;
      this.state = { kind: 'ready' };
    } catch (e) {
      this.logger.error('cannot read the last message of the event stream', e);
      this.state = { kind: 'unsynchronised' };
      this.rejectQueued(e);
    }
    this.pump();
  }

  private send(job: Job): void {
    const { event } = job;
    const h = headers();
    h.set(EventHeaders.streamId, event.streamId);
    h.set(EventHeaders.streamVersion, String(event.streamVersion));
    h.set(EventHeaders.type, event.type);
    h.set(EventHeaders.position, positionToString(event.position));
    const expect = this.lastMsgId === undefined ? undefined : { lastMsgID: this.lastMsgId };
    this.lastMsgId = event.id;
    this.inFlight++;
    this.js
      .publish(eventSubject(event, this.root), encodeEventMessage(event), {
        msgID: event.id,
        headers: h,
        timeout: this.ackTimeoutMs,
        ...(expect ? { expect } : {}),
      })
      .then(
        () => job.resolve(),
        (e: unknown) => {
          // Whatever failed, the stream may now lack this event: nothing more until the caller resumes.
          if (this.state.kind !== 'halted') this.state = { kind: 'halted', cause: e };
          this.rejectQueued(new BusPublishHaltedError(e));
          job.reject(e);
        },
      )
      .finally(() => {
        this.inFlight--;
        this.pump();
      });
  }

  private rejectQueued(e: unknown): void {
    for (const j of this.queue.splice(0)) j.reject(e);
  }
}
