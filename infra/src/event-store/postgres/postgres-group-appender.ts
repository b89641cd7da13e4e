import { type GlobalPosition, latestPosition, type NewEvent, streamCategory } from '@console/contracts';
import { positionOfRow } from './event-row.js';
import type pg from 'pg';
import { WrongExpectedVersionError } from '../event-store.errors.js';
import type { AppendResult, ExpectedVersion } from '../event-store.port.js';
import { appendBatchFunctionSql } from './append-batch-function.js';
import { appendManyQuery } from './append-many.sql.js';
import { oneEventValues, type OneEventAppend } from './append-one.sql.js';

interface BatchRow {
  readonly ord: number;
  readonly outcome: 'appended' | 'duplicate' | 'conflict';
  readonly version: number;
  readonly position_major: string | null;
  readonly position_minor: string | null;
}

interface WrittenRow {
  readonly event_id: string;
  readonly position_major: string;
  readonly position_minor: string;
}

interface Pending {
  readonly streamId: string;
  readonly events: readonly NewEvent[];
  readonly expected: ExpectedVersion;
  /**
   * The events as the JSON array es.append_events takes, when the caller can make it from what it serialized
   * already; made only when the append goes in a batch (one alone is written without it).
   */
  readonly eventsJson: (() => string) | undefined;
  /** Set when the append is one event at an expected version: a batch of only such appends is one INSERT. */
  readonly one: OneEventAppend | undefined;
  /** How this append is written when it is alone in its batch. */
  readonly alone: () => Promise<AppendResult>;
  readonly resolve: (result: AppendResult) => void;
  readonly reject: (error: unknown) => void;
}

/** What the appender sends its statements through: a pool, or the store's writer connections. */
export interface Queryable {
  query<R extends pg.QueryResultRow>(config: pg.QueryConfig): Promise<pg.QueryResult<R>>;
}

/** How one append of a batch is written alone when its batch failed as a whole. */
export type SingleAppend = (
  streamId: string,
  events: readonly NewEvent[],
  expected: ExpectedVersion,
) => Promise<AppendResult>;

export interface GroupAppenderOptions {
  /** Appends written in one transaction at most (default 500). */
  readonly maxBatch?: number;
  /**
   * Batches written at once, each on its own connection (default 1). Above 1, each batch locks its streams in
   * stream id order (appends to one stream keep their order), so two batches never wait for each other in a cycle.
   */
  readonly maxInFlight?: number;
  /**
   * After a batch of two or more committed with at least one append written (wake the store's readers), with the
   * newest event it wrote.
   */
  readonly onCommitted?: (last: GlobalPosition) => void;
}

const batchQuery = {
  name: 'es_append_events_batch',
  text: `SELECT ord, outcome, version, position_major, position_minor::text AS position_minor
           FROM es.append_events_batch($1)`,
};

/**
 * Group commit for bulk writers of the PostgreSQL store: `append` has the store's contract (same expectations,
 * same errors, resolved once committed), but the appends that arrive while a batch is being written wait and go
 * together in the next one, one transaction for up to `maxBatch` appends to any streams (es.append_events_batch).
 * A writer that awaits each append before its next sees exactly what it would see with the store itself; many such
 * writers at once share commits, which is what makes the demo data of `npm start` fast. A batch that fails as a
 * whole (a duplicate event id in some append) is written again one append at a time, so only the faulty append
 * fails. An append alone in its batch (one writer, or a quiet moment) goes by the single path, es.append_events,
 * which costs less than the batch function for one.
 */
export class PostgresGroupAppender {
  private queue: Pending[] = [];
  private inFlight = 0;
  private readonly maxBatch: number;
  private readonly maxInFlight: number;
  private readonly onCommitted: ((last: GlobalPosition) => void) | undefined;

  constructor(
    private readonly pool: Queryable,
    private readonly single: SingleAppend,
    options: GroupAppenderOptions = {},
  ) {
    this.maxBatch = options.maxBatch ?? 500;
    this.maxInFlight = Math.max(1, options.maxInFlight ?? 1);
    this.onCommitted = options.onCommitted;
  }

  /** Creates es.append_events_batch (idempotent); the store's own schema must be there first. */
  async migrate(): Promise<void> {
    await this.pool.query({ text: appendBatchFunctionSql });
  }

  /**
   * `prepared`, from a caller that serialized the events already: their JSON array, and how to write this append
   * alone (default: the single path given to the constructor).
   */
  append(
    streamId: string,
    events: readonly NewEvent[],
    expected: ExpectedVersion,
    prepared?: {
      readonly eventsJson: () => string;
      readonly alone: () => Promise<AppendResult>;
      readonly one?: OneEventAppend | undefined;
    },
  ): Promise<AppendResult> {
    if (events.length === 0) return Promise.reject(new RangeError(`append to ${streamId}: no events`));
    const alone = prepared?.alone ?? (() => this.single(streamId, events, expected));
    const one = prepared?.one;
    return new Promise<AppendResult>((resolve, reject) => {
      this.queue.push({ streamId, events, expected, eventsJson: prepared?.eventsJson, one, alone, resolve, reject });
      this.drain();
    });
  }

  /** Starts batches while there are appends waiting and a batch may start: they go together in the next one. */
  private drain(): void {
    while (this.queue.length > 0 && this.inFlight < this.maxInFlight) {
      const taken = this.queue.slice(0, this.maxBatch);
      this.queue = this.queue.slice(taken.length);
      // A stable sort: appends to one stream stay in the order they came.
      const batch =
        this.maxInFlight > 1
          ? [...taken].sort((a, b) => (a.streamId < b.streamId ? -1 : a.streamId > b.streamId ? 1 : 0))
          : taken;
      this.inFlight += 1;
      void this.write(batch).finally(() => {
        this.inFlight -= 1;
        this.drain();
      });
    }
  }

  private async write(batch: readonly Pending[]): Promise<void> {
    if (batch.length === 1) {
      const [p] = batch as [Pending];
      await p.alone().then(p.resolve, p.reject);
      return;
    }
    if (batch.every((p) => p.one)) return this.writeOneEventAppends(batch);
    let rows: BatchRow[];
    try {
      const payload = `[${batch
        .map((p) => {
          const expected = p.expected === 'any' ? null : p.expected === 'no_stream' ? 0 : p.expected;
          const events =
            p.eventsJson?.() ??
            JSON.stringify(p.events.map((e) => ({ id: e.id, type: e.type, data: e.data, metadata: e.metadata })));
          return `{"stream":${JSON.stringify(p.streamId)},"category":${JSON.stringify(streamCategory(p.streamId))},"expected":${JSON.stringify(expected)},"events":${events}}`;
        })
        .join(',')}]`;
      rows = (await this.pool.query<BatchRow>({ ...batchQuery, values: [payload] })).rows;
    } catch {
      // Nothing of the batch was written: each append alone, so the one at fault fails and the others succeed.
      return eachAlone(batch);
    }
    const last = latestPosition(
      rows.flatMap((r) =>
        r.outcome === 'appended' && r.position_major !== null && r.position_minor !== null
          ? [positionOfRow({ position_major: r.position_major, position_minor: r.position_minor })]
          : [],
      ),
    );
    if (last) this.onCommitted?.(last);
    const byOrd = new Map(rows.map((r) => [r.ord, r]));
    batch.forEach((p, i) => {
      const row = byOrd.get(i + 1);
      if (!row) return p.reject(new Error(`append to ${p.streamId}: es.append_events_batch returned no row`));
      if (row.outcome === 'conflict')
        return p.reject(new WrongExpectedVersionError(p.streamId, p.expected, row.version));
      if (row.position_major === null || row.position_minor === null) {
        return p.reject(new Error(`append to ${p.streamId}: es.append_events_batch returned no position`));
      }
      p.resolve({
        nextExpectedVersion: row.version,
        position: positionOfRow({ position_major: row.position_major, position_minor: row.position_minor }),
      });
    });
  }

  /**
   * A batch of commands' usual appends as one INSERT (append-many.sql.ts), far cheaper for the server than the
   * batch function's JSON. An append whose event was not written (its expected version is not the stream's, or
   * another append of the batch took the version) goes again alone, after the batch committed, and gets its true
   * outcome there. A batch that fails as a whole (a duplicate event id) goes one append at a time, as above.
   */
  private async writeOneEventAppends(batch: readonly Pending[]): Promise<void> {
    const ones = batch.map((p) => p.one!);
    let rows: WrittenRow[];
    try {
      ({ rows } = await this.pool.query<WrittenRow>({
        ...appendManyQuery(batch.length),
        values: batch.flatMap((p, i) => oneEventValues(p.streamId, ones[i]!)),
      }));
    } catch {
      return eachAlone(batch);
    }
    const written = new Map(rows.map((r) => [r.event_id, positionOfRow(r)]));
    const last = latestPosition([...written.values()]);
    if (last) this.onCommitted?.(last);
    const again: Pending[] = [];
    batch.forEach((p, i) => {
      const one = ones[i]!;
      // uuid::text is lower case; a caller's id need not be.
      const position = written.get(one.eventId.toLowerCase());
      if (position) p.resolve({ nextExpectedVersion: one.expected + 1, position });
      else again.push(p);
    });
    await eachAlone(again);
  }
}

/** Writes each append by its single path and settles it with the outcome. */
const eachAlone = async (appends: readonly Pending[]): Promise<void> => {
  await Promise.all(appends.map((p) => p.alone().then(p.resolve, p.reject)));
};
