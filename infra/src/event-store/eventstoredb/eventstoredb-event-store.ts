import { defaultEventLimits, serializeWithinLimits, type EventLimits } from '../event-limits.js';
import { type GlobalPosition, type NewEvent, type RecordedEvent, START } from '@console/contracts';
import {
  type Position,
  BACKWARDS,
  END,
  EventStoreDBClient,
  FORWARDS,
  StreamNotFoundError,
  WrongExpectedVersionError as EsdbWrongExpectedVersionError,
} from '@eventstore/db-client';
import { WrongExpectedVersionError } from '../event-store.errors.js';
import type {
  AppendResult,
  EventStore,
  EventSubscription,
  ExpectedVersion,
  ReadAllFilter,
  ReadStreamRange,
  StartedStreams,
} from '../event-store.port.js';
import {
  fromAllStreamEvent,
  fromEsdbEvent,
  fromEsdbPosition,
  toActualVersion,
  toEventData,
  toExpectedRevision,
  toReadPosition,
  toServerFilter,
} from './eventstoredb-mapping.js';

/** Events read at once by a scan of the log. */
const SCAN_PAGE = 10_000;
import { EventStoreDbSubscription } from './eventstoredb-subscription.js';

/** How far back from a stream's end a retried append looks for the events it already wrote. */
const duplicateSearchDepth = 1_000n;

/**
 * The event store on EventStoreDB (the distributed deployment, ARCHITECTURE §4). It owns its client: close()
 * disposes it. Optimistic concurrency, idempotency by event id and the order of $all are the server's.
 */
export class EventStoreDbEventStore implements EventStore {
  readonly kind = 'eventstoredb';
  private readonly subscriptions = new Set<EventStoreDbSubscription>();

  constructor(
    private readonly client: EventStoreDBClient,
    private readonly limits: EventLimits = defaultEventLimits,
  ) {}

  /** `esdb://host:2113?tls=false`, as EVENTSTORE_URL holds it. */
  static fromConnectionString(url: string, limits: EventLimits = defaultEventLimits): EventStoreDbEventStore {
    return new EventStoreDbEventStore(EventStoreDBClient.connectionString(url), limits);
  }

  async append(streamId: string, events: readonly NewEvent[], expected: ExpectedVersion): Promise<AppendResult> {
    if (events.length === 0) throw new RangeError(`append to ${streamId}: no events`);
    serializeWithinLimits(streamId, events, this.limits);
    const last = events[events.length - 1];
    try {
      const result = await this.client.appendToStream(streamId, events.map(toEventData), {
        expectedRevision: toExpectedRevision(expected),
      });
      if (result.position) {
        return {
          nextExpectedVersion: Number(result.nextExpectedRevision) + 1,
          position: fromEsdbPosition(result.position),
        };
      }
      // The server reports no position when the events were already written (an idempotent retry): answer with
      // where they were written, as the first append did.
      return await this.resultOfEarlierAppend(streamId, last?.id ?? '');
    } catch (error) {
      if (error instanceof EsdbWrongExpectedVersionError) {
        throw new WrongExpectedVersionError(streamId, expected, toActualVersion(error.actualVersion));
      }
      throw error;
    }
  }

  async readStream(streamId: string, range: ReadStreamRange = {}): Promise<RecordedEvent[]> {
    const fromVersion = Math.max(range.fromVersion ?? 1, 1);
    const toVersion = range.toVersion;
    if (toVersion !== undefined && toVersion < fromVersion) return [];
    const read = this.client.readStream(streamId, {
      direction: FORWARDS,
      fromRevision: BigInt(fromVersion - 1),
      ...(toVersion !== undefined ? { maxCount: BigInt(toVersion - fromVersion + 1) } : {}),
    });
    const events: RecordedEvent[] = [];
    try {
      for await (const resolved of read) {
        if (resolved.event) events.push(fromEsdbEvent(resolved.event, resolved.event.position));
      }
    } catch (error) {
      if (error instanceof StreamNotFoundError) return [];
      throw error;
    }
    return events;
  }

  /** EventStoreDB reads one stream per call: the streams are read side by side. */
  async readStreams(streamIds: readonly string[]): Promise<Map<string, RecordedEvent[]>> {
    const ids = [...new Set(streamIds)];
    const read = await Promise.all(ids.map((id) => this.readStream(id)));
    return new Map(ids.map((id, i) => [id, read[i]!]));
  }

  /** Each stream read backwards from its end, one event, side by side. */
  async readLastEvents(streamIds: readonly string[]): Promise<Map<string, RecordedEvent>> {
    const ids = [...new Set(streamIds)];
    const read = await Promise.all(ids.map((id) => this.readLastEvent(id)));
    const out = new Map<string, RecordedEvent>();
    ids.forEach((id, i) => {
      const e = read[i];
      if (e) out.set(id, e);
    });
    return out;
  }

  private async readLastEvent(streamId: string): Promise<RecordedEvent | undefined> {
    const read = this.client.readStream(streamId, { direction: BACKWARDS, fromRevision: END, maxCount: 1n });
    try {
      for await (const resolved of read) {
        if (resolved.event) return fromEsdbEvent(resolved.event, resolved.event.position);
      }
    } catch (error) {
      if (error instanceof StreamNotFoundError) return undefined;
      throw error;
    }
    return undefined;
  }

  /** One append expecting no stream each, side by side: EventStoreDB writes no transaction across streams. */
  async startStreams(
    first: readonly { readonly streamId: string; readonly event: NewEvent }[],
  ): Promise<StartedStreams> {
    const existing: string[] = [];
    let position: GlobalPosition | undefined;
    await Promise.all(
      first.map(async ({ streamId, event }) => {
        try {
          const r = await this.append(streamId, [event], 'no_stream');
          if (position === undefined || r.position.major > position.major) position = r.position;
        } catch (e) {
          if (!(e instanceof WrongExpectedVersionError)) throw e;
          existing.push(streamId);
        }
      }),
    );
    return { position, existing };
  }

  /**
   * No index here: the log is read through, keeping the category's first events (the `$ce-` system projection may
   * be off). The PostgreSQL store reads an index instead.
   */
  async streamsOfCategory(category: string, after: string | null, limit: number): Promise<string[]> {
    const streams: string[] = [];
    let from: GlobalPosition = START;
    for (;;) {
      const page = await this.readAll(from, SCAN_PAGE, { categories: [category] });
      for (const e of page)
        if (e.streamVersion === 1 && (after === null || e.streamId > after)) streams.push(e.streamId);
      if (page.length < SCAN_PAGE) break;
      from = page[page.length - 1]!.position;
    }
    return streams.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)).slice(0, limit);
  }

  async readAll(from: GlobalPosition, limit: number, filter?: ReadAllFilter): Promise<RecordedEvent[]> {
    const events: RecordedEvent[] = [];
    if (limit <= 0) return events;
    // No server-side filter on reads in this client: read on until `limit` events pass, then stop the call.
    const read = this.client.readAll({ direction: FORWARDS, fromPosition: toReadPosition(from) });
    try {
      for await (const resolved of read) {
        const recorded = resolved.event ? fromAllStreamEvent(resolved.event, from, filter) : undefined;
        if (recorded) events.push(recorded);
        if (events.length >= limit) break;
      }
    } finally {
      await read.cancel().catch(() => undefined);
    }
    return events;
  }

  subscribeAll(from: GlobalPosition, filter?: ReadAllFilter): EventSubscription {
    const source = this.client.subscribeToAll({ fromPosition: toReadPosition(from), filter: toServerFilter(filter) });
    const subscription = new EventStoreDbSubscription(source, from, filter, (s) => this.subscriptions.delete(s));
    this.subscriptions.add(subscription);
    return subscription;
  }

  async headPosition(): Promise<GlobalPosition> {
    const read = this.client.readAll({ direction: BACKWARDS, fromPosition: END, maxCount: 1 });
    let head: Position | undefined;
    for await (const resolved of read) head = resolved.event?.position ?? head;
    return head ? fromEsdbPosition(head) : START;
  }

  committedHeadPosition(): Promise<GlobalPosition> {
    return this.headPosition();
  }

  async ping(): Promise<void> {
    await this.headPosition();
  }

  async close(): Promise<void> {
    await Promise.all([...this.subscriptions].map((s) => s.close()));
    await this.client.dispose();
  }

  /** The result an append of events ending with `lastEventId` had, found from the end of the stream. */
  private async resultOfEarlierAppend(streamId: string, lastEventId: string): Promise<AppendResult> {
    const read = this.client.readStream(streamId, {
      direction: BACKWARDS,
      fromRevision: END,
      maxCount: duplicateSearchDepth,
    });
    try {
      for await (const resolved of read) {
        const event = resolved.event;
        if (event?.id === lastEventId && event.position) {
          return { nextExpectedVersion: Number(event.revision) + 1, position: fromEsdbPosition(event.position) };
        }
      }
    } finally {
      await read.cancel().catch(() => undefined);
    }
    throw new Error(`append to ${streamId}: the server wrote nothing and event ${lastEventId} is not in the stream`);
  }
}
