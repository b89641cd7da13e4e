import {
  type GlobalPosition,
  latestPosition,
  type NewEvent,
  type RecordedEvent,
  START,
  streamCategory,
} from '@console/contracts';
import type pg from 'pg';
import { sqlStateOf } from '../../database/sql-state.js';
import { WrongExpectedVersionError } from '../event-store.errors.js';
import { filtersEvents } from '../event-filter.js';
import { defaultEventLimits, serializeWithinLimits, type EventLimits } from '../event-limits.js';
import type {
  AppendListener,
  AppendResult,
  EventStore,
  EventSubscription,
  ExpectedVersion,
  ReadAllFilter,
  ReadStreamRange,
  StartedStreams,
} from '../event-store.port.js';
import { AppendNotifier } from './append-notifier.js';
import { JoinedLogReads } from './joined-log-reads.js';
import { appendOneQuery, oneEventValues, type OneEventAppend } from './append-one.sql.js';
import { WriterConnections } from './writer-connections.js';
import { type EventRow, eventColumns, positionOfRow, toRecordedEvent } from './event-row.js';
import { migrateEventStoreSchema } from './migrate-event-store-schema.js';
import { type GroupAppenderOptions, PostgresGroupAppender } from './postgres-group-appender.js';
import { everyEventWindows, filteredWindows, PostgresSubscription } from './postgres-subscription.js';
import { headPositionSql, readAllParameters, readAllSql } from './read-all.sql.js';

interface AppendRow {
  readonly outcome: 'appended' | 'duplicate' | 'conflict';
  readonly version: number;
  readonly position_major: string | null;
  readonly position_minor: string | null;
}

interface PositionRow {
  readonly position_major: string;
  readonly position_minor: string;
}

/** Named, so each connection parses and plans it once. The minor half comes back as text (see event-row.ts). */
const appendQuery = {
  name: 'es_append_events',
  text: `SELECT outcome, version, position_major, position_minor::text AS position_minor
           FROM es.append_events($1, $2, $3, $4)`,
};

const readStreamSql = `
SELECT ${eventColumns}
  FROM es.events
 WHERE stream_id = $1 AND stream_version BETWEEN $2 AND $3
 ORDER BY stream_version`;

const readStreamsSql = `
SELECT ${eventColumns}
  FROM es.events
 WHERE stream_id = ANY($1::text[])
 ORDER BY stream_id, stream_version`;

/**
 * Committed first events are enough: a stream exists once its first event committed, whatever readers of the log
 * may see yet (the fence orders events; it does not decide which streams exist). The partial index serves it.
 */
/** New streams' first events in one statement; a stream taken already (its version 1) is skipped, not an error. */
const startStreamsSql = `
INSERT INTO es.events (event_id, stream_id, stream_version, category, type, data, metadata)
SELECT e.id, e.stream, 1, e.category, e.type, e.data, e.metadata
  FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::jsonb[], $6::jsonb[])
       WITH ORDINALITY AS e(id, stream, category, type, data, metadata, ord)
 ORDER BY e.ord
ON CONFLICT DO NOTHING
RETURNING stream_id, transaction_id::text AS position_major, global_position::text AS position_minor`;

export const streamsOfCategorySql = `
SELECT stream_id
  FROM es.events
 WHERE category = $1 AND stream_version = 1 AND stream_id > $2
 ORDER BY stream_id
 LIMIT $3`;

const readLastEventsSql = `
SELECT DISTINCT ON (stream_id) ${eventColumns}
  FROM es.events
 WHERE stream_id = ANY($1::text[])
 ORDER BY stream_id, stream_version DESC`;

/**
 * The event store in PostgreSQL's `es` schema (ARCHITECTURE §4): the default, and the store of the embedded setup.
 * It uses the pool it is given and leaves it open on close (the read-model database shares it); it owns only its
 * subscriptions and their LISTEN connection.
 * Appends commit in groups (issue 13): one write is on its way at a time. An append that finds none goes at once,
 * alone (one autocommit INSERT, or es.append_events); the appends that arrive meanwhile wait for it and then go
 * together in one transaction: one INSERT when each is one event at an expected version (append-many.sql.ts, the
 * commands' usual append), es.append_events_batch otherwise. So one writer pays what it paid before, and many
 * writers share commits and statements instead of competing for the two cores with one each.
 */
export class PostgresEventStore implements EventStore {
  readonly kind = 'postgresql';
  private readonly notifier: AppendNotifier;
  private readonly subscriptions = new Set<PostgresSubscription>();
  private readonly appender: PostgresGroupAppender;
  private readonly writers: WriterConnections;
  private readonly joinedReads = new JoinedLogReads((from, limit) => this.queryAll(from, limit, undefined));

  constructor(
    private readonly pool: pg.Pool,
    private readonly limits: EventLimits = defaultEventLimits,
    groupCommit: GroupAppenderOptions = {},
  ) {
    this.notifier = new AppendNotifier(pool);
    // One batch at a time. Measured on the 2-core bench machine (docs/decisions.md, "Event store"): with the
    // one-INSERT batch, 4 writers reached 1.05–1.15 × the raw 4-connection rate, where 4 appends at once, each
    // alone, reached 0.70–0.82 × (and 2 batches at once 0.87–0.90 ×).
    const maxInFlight = groupCommit.maxInFlight ?? 1;
    // A batch's appends that were not written in it go again alone, at once: up to a few at a time.
    this.writers = new WriterConnections(pool, Math.max(4, maxInFlight));
    this.appender = new PostgresGroupAppender(this.writers, (s, e, x) => this.append(s, e, x), {
      maxBatch: 100,
      ...groupCommit,
      maxInFlight,
      onCommitted: (last) => this.notifier.appended(last),
    });
  }

  /** Creates or updates the `es` schema; safe to run at every start, from several processes at once. */
  migrate(): Promise<void> {
    return migrateEventStoreSchema(this.pool);
  }

  async append(streamId: string, events: readonly NewEvent[], expected: ExpectedVersion): Promise<AppendResult> {
    if (events.length === 0) throw new RangeError(`append to ${streamId}: no events`);
    // Serialized once: for the size check (what the bus can carry) and as the function's argument.
    const serialized = serializeWithinLimits(streamId, events, this.limits);
    // The JSON array es.append_events takes, made only when needed: the usual append (one event at an expected
    // version, alone) is a plain INSERT of the serialized parts.
    const payload = () =>
      `[${serialized
        .map(
          (s) =>
            `{"id":${JSON.stringify(s.event.id)},"type":${JSON.stringify(s.event.type)},"data":${s.data},"metadata":${s.metadata}}`,
        )
        .join(',')}]`;
    const only = serialized.length === 1 ? serialized[0] : undefined;
    const one: OneEventAppend | undefined =
      only && expected !== 'any'
        ? {
            eventId: only.event.id,
            expected: expected === 'no_stream' ? 0 : expected,
            type: only.event.type,
            data: only.data,
            metadata: only.metadata,
          }
        : undefined;
    return this.appender.append(streamId, events, expected, {
      eventsJson: payload,
      one,
      alone: async () =>
        (one ? await this.appendOne(streamId, one) : undefined) ?? this.appendAlone(streamId, payload(), expected),
    });
  }

  /**
   * The usual command's append, one event at an expected version, as one plain INSERT (no function, no JSON array
   * to unpack: issue 13). It writes only where es.append_events would: the expected version exists (no gap) and
   * the next one is free (the primary key: an append that took it makes this statement fail). Anything else (a
   * conflict, a retried command) is left to es.append_events, which says which: undefined.
   */
  private async appendOne(streamId: string, one: OneEventAppend): Promise<AppendResult | undefined> {
    let rows: PositionRow[];
    try {
      ({ rows } = await this.writers.query<PositionRow>({ ...appendOneQuery, values: oneEventValues(streamId, one) }));
    } catch (error) {
      if (isVersionTaken(error)) return undefined;
      throw error;
    }
    const row = rows[0];
    if (!row) return undefined;
    const position = positionOfRow(row);
    this.notifier.appended(position);
    return { nextExpectedVersion: one.expected + 1, position };
  }

  /** One append in one autocommit call of es.append_events. */
  private async appendAlone(streamId: string, payload: string, expected: ExpectedVersion): Promise<AppendResult> {
    const expectedParameter = expected === 'any' ? null : expected === 'no_stream' ? 0 : expected;
    const values = [streamId, streamCategory(streamId), expectedParameter, payload];
    let rows: AppendRow[];
    for (let attempt = 1; ; attempt++) {
      try {
        ({ rows } = await this.writers.query<AppendRow>({ ...appendQuery, values }));
        break;
      } catch (error) {
        // Another append took some of the versions of this one's events (see es.append_events): nothing was
        // written, and the next try sees that append.
        if (sqlStateOf(error) !== '40001' || attempt >= 5) throw error;
      }
    }
    const row = rows[0];
    if (!row) throw new Error(`append to ${streamId}: es.append_events returned no row`);
    if (row.outcome === 'conflict') throw new WrongExpectedVersionError(streamId, expected, row.version);
    if (row.position_major === null || row.position_minor === null) {
      throw new Error(`append to ${streamId}: es.append_events returned no position`);
    }
    const position = positionOfRow({ position_major: row.position_major, position_minor: row.position_minor });
    // Outside the append's transaction: NOTIFY inside it would serialize every commit of the server (issue 13).
    if (row.outcome === 'appended') this.notifier.appended(position);
    return { nextExpectedVersion: row.version, position };
  }

  async startStreams(
    first: readonly { readonly streamId: string; readonly event: NewEvent }[],
  ): Promise<StartedStreams> {
    if (first.length === 0) return { position: undefined, existing: [] };
    const serialized = first.map((f) => serializeWithinLimits(f.streamId, [f.event], this.limits)[0]!);
    const { rows } = await this.pool.query<{ stream_id: string; position_major: string; position_minor: string }>(
      startStreamsSql,
      [
        first.map((f) => f.event.id),
        first.map((f) => f.streamId),
        first.map((f) => streamCategory(f.streamId)),
        first.map((f) => f.event.type),
        serialized.map((s) => s.data),
        serialized.map((s) => s.metadata),
      ],
    );
    const written = new Set(rows.map((r) => r.stream_id));
    const last = latestPosition(rows.map(positionOfRow));
    if (last) this.notifier.appended(last);
    return { position: last, existing: first.map((f) => f.streamId).filter((id) => !written.has(id)) };
  }

  async readStream(streamId: string, range: ReadStreamRange = {}): Promise<RecordedEvent[]> {
    const { rows } = await this.pool.query<EventRow>(readStreamSql, [
      streamId,
      range.fromVersion ?? 1,
      range.toVersion ?? 2_147_483_647,
    ]);
    return rows.map(toRecordedEvent);
  }

  async readStreams(streamIds: readonly string[]): Promise<Map<string, RecordedEvent[]>> {
    const out = new Map<string, RecordedEvent[]>(streamIds.map((id) => [id, []]));
    if (streamIds.length === 0) return out;
    const { rows } = await this.pool.query<EventRow>(readStreamsSql, [[...new Set(streamIds)]]);
    for (const row of rows) {
      const event = toRecordedEvent(row);
      out.get(event.streamId)?.push(event);
    }
    return out;
  }

  async readLastEvents(streamIds: readonly string[]): Promise<Map<string, RecordedEvent>> {
    const out = new Map<string, RecordedEvent>();
    if (streamIds.length === 0) return out;
    const { rows } = await this.pool.query<EventRow>(readLastEventsSql, [[...new Set(streamIds)]]);
    for (const row of rows) {
      const event = toRecordedEvent(row);
      out.set(event.streamId, event);
    }
    return out;
  }

  async streamsOfCategory(category: string, after: string | null, limit: number): Promise<string[]> {
    const { rows } = await this.pool.query<{ stream_id: string }>(streamsOfCategorySql, [category, after ?? '', limit]);
    return rows.map((r) => r.stream_id);
  }

  readAll(from: GlobalPosition, limit: number, filter?: ReadAllFilter): Promise<RecordedEvent[]> {
    return filtersEvents(filter) ? this.queryAll(from, limit, filter) : this.joinedReads.read(from, limit);
  }

  private async queryAll(from: GlobalPosition, limit: number, filter: ReadAllFilter | undefined) {
    const { rows } = await this.pool.query<EventRow>(readAllSql, readAllParameters(from, limit, filter));
    return rows.map(toRecordedEvent);
  }

  subscribeAll(from: GlobalPosition, filter?: ReadAllFilter): EventSubscription {
    // An unfiltered subscription (the relay) reads as readAll does: its reads join the projector's (JoinedLogReads).
    const windows = filtersEvents(filter)
      ? filteredWindows(this.pool, filter)
      : everyEventWindows((after, limit) => this.joinedReads.read(after, limit));
    const subscription = new PostgresSubscription(this.notifier, from, windows, (s) => this.subscriptions.delete(s));
    this.subscriptions.add(subscription);
    return subscription;
  }

  async headPosition(): Promise<GlobalPosition> {
    const { rows } = await this.pool.query<PositionRow>(headPositionSql);
    const row = rows[0];
    return row ? positionOfRow(row) : START;
  }

  async committedHeadPosition(): Promise<GlobalPosition> {
    const { rows } = await this.pool.query<PositionRow>(
      `SELECT transaction_id::text AS position_major, global_position::text AS position_minor
         FROM es.events ORDER BY transaction_id DESC, global_position DESC LIMIT 1`,
    );
    const row = rows[0];
    return row ? positionOfRow(row) : START;
  }

  /**
   * Appends written on this store's pool by someone else in this process (a group-commit wrapper) committed, `last`
   * the newest of their events.
   */
  announceAppended(last: GlobalPosition): void {
    this.notifier.appended(last);
  }

  watchAppends(onAppend: AppendListener): () => void {
    return this.notifier.listen(onAppend);
  }

  async ping(): Promise<void> {
    await this.pool.query('SELECT 1');
  }

  async close(): Promise<void> {
    await Promise.all([...this.subscriptions].map((s) => s.close()));
    await this.notifier.close();
    this.writers.close();
  }
}

/** The next version of the stream was taken (by a concurrent append, or by this very event: a retried command). */
const isVersionTaken = (error: unknown): boolean =>
  sqlStateOf(error) === '23505' && (error as { constraint?: unknown }).constraint === 'events_stream_version_pkey';
