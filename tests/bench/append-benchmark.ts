import crypto from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { NewEvent } from '@console/contracts';
import type { EventStore } from '@console/infra';
import { appendOneQuery, oneEventValues } from '@console/infra/testing';
import type pg from 'pg';

export interface AppendBenchmarkOptions {
  readonly writers: number;
  readonly eventsPerWriter: number;
  /** Streams each writer spreads its events over; default 10. */
  readonly streamsPerWriter?: number;
}

export interface AppendBenchmarkResult {
  readonly writers: number;
  readonly events: number;
  readonly elapsedMs: number;
  readonly eventsPerSecond: number;
  /** Latency of one append (one event, one transaction). */
  readonly latencyMs: { readonly p50: number; readonly p99: number; readonly max: number };
}

export interface RawInsertBenchmarkOptions {
  readonly rows: number;
  readonly rowsPerStatement: number;
}

export interface RawInsertBenchmarkResult {
  readonly rows: number;
  readonly statements: number;
  readonly elapsedMs: number;
  readonly rowsPerSecond: number;
}

/** A payload the size of a typical event of this system (an order status change with who and why). */
const benchData = (i: number): Record<string, unknown> => ({
  orderId: 100_000 + i,
  status: 'confirmed',
  previousStatus: 'quoted',
  assigneeId: 42,
  amount: 1_250_000,
  currency: 'AED',
  note: 'Customer confirmed the quote by phone; pickup window agreed for the morning slot.',
});

/**
 * The event every bench append writes, `i` its number: raw-insert comparisons (issue 13) write the same data and
 * metadata, so both sides move the same bytes.
 */
export const benchEvent = (i: number): NewEvent => ({
  id: crypto.randomUUID(),
  type: 'OrderConfirmed',
  data: benchData(i),
  metadata: {
    userId: 7,
    partnerId: 1,
    correlationId: crypto.randomUUID(),
    causationId: null,
    command: 'ConfirmOrder',
    occurredAt: new Date().toISOString(),
  },
});

const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;

const round = (n: number): number => Math.round(n * 100) / 100;

/**
 * The write path as command handlers use it: every append is one event in its own transaction with an expected
 * version, `writers` of them concurrently, each on its own streams (a category of its own per run).
 */
export const benchmarkAppends = async (
  store: EventStore,
  { writers, eventsPerWriter, streamsPerWriter = 10 }: AppendBenchmarkOptions,
): Promise<AppendBenchmarkResult> => {
  const run = crypto.randomBytes(4).toString('hex');
  const latencies: number[] = [];
  const writer = async (w: number): Promise<void> => {
    const versions = new Array<number>(streamsPerWriter).fill(0);
    for (let i = 0; i < eventsPerWriter; i++) {
      const s = i % streamsPerWriter;
      const started = performance.now();
      const result = await store.append(`bench${run}-${w}x${s}`, [benchEvent(i)], versions[s] ?? 0);
      latencies.push(performance.now() - started);
      versions[s] = result.nextExpectedVersion;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: writers }, (_, w) => writer(w)));
  const elapsedMs = performance.now() - started;
  const sorted = latencies.sort((a, b) => a - b);
  const events = writers * eventsPerWriter;
  return {
    writers,
    events,
    elapsedMs: round(elapsedMs),
    eventsPerSecond: Math.round((events * 1000) / elapsedMs),
    latencyMs: {
      p50: round(percentile(sorted, 50)),
      p99: round(percentile(sorted, 99)),
      max: round(sorted.at(-1) ?? 0),
    },
  };
};

/**
 * The store's own statement for a command's append (append-one.sql.ts), `events` times on one held connection,
 * with no store around it: one event per transaction at its expected version, over 10 streams of a category of
 * its own. Beside the store's rate it tells the server's part of an append from the store's JavaScript. Events/s.
 */
export const benchmarkBareAppends = async (pool: pg.Pool, events: number): Promise<number> => {
  const category = `bare${crypto.randomBytes(4).toString('hex')}`;
  const versions = new Array<number>(10).fill(0);
  const client = await pool.connect();
  try {
    const started = performance.now();
    for (let i = 0; i < events; i++) {
      const s = i % versions.length;
      const event = benchEvent(i);
      const streamId = `${category}-${s}`;
      const { rowCount } = await client.query({
        ...appendOneQuery,
        values: oneEventValues(streamId, {
          eventId: event.id,
          expected: versions[s] ?? 0,
          type: event.type,
          data: JSON.stringify(event.data),
          metadata: JSON.stringify(event.metadata),
        }),
      });
      if (rowCount !== 1) throw new Error(`bare append to ${streamId} wrote nothing`);
      versions[s] = (versions[s] ?? 0) + 1;
    }
    return Math.round((events * 1000) / (performance.now() - started));
  } finally {
    client.release();
  }
};

/**
 * The ceiling the store is measured against: plain multi-row INSERTs of event-sized rows into a scratch table of
 * the same shape (no expected-version check, no fence, no notification), one statement per transaction.
 */
export const benchmarkRawInserts = async (
  pool: pg.Pool,
  { rows, rowsPerStatement }: RawInsertBenchmarkOptions,
): Promise<RawInsertBenchmarkResult> => {
  const table = `bench_raw_events_${crypto.randomBytes(4).toString('hex')}`;
  await pool.query(`
    CREATE TABLE ${table} (
      global_position bigserial PRIMARY KEY,
      event_id uuid NOT NULL,
      stream_id text NOT NULL,
      stream_version integer NOT NULL,
      type text NOT NULL,
      data jsonb NOT NULL,
      metadata jsonb NOT NULL,
      recorded_at timestamptz NOT NULL DEFAULT now()
    )`);
  try {
    const columns = 6;
    const valueTuples = Array.from(
      { length: rowsPerStatement },
      (_, r) => `(${Array.from({ length: columns }, (_, c) => `$${r * columns + c + 1}`).join(', ')})`,
    ).join(', ');
    const text = `INSERT INTO ${table} (event_id, stream_id, stream_version, type, data, metadata) VALUES ${valueTuples}`;
    const statements = Math.ceil(rows / rowsPerStatement);
    const started = performance.now();
    for (let s = 0; s < statements; s++) {
      const values: unknown[] = [];
      for (let r = 0; r < rowsPerStatement; r++) {
        const i = s * rowsPerStatement + r;
        const event = benchEvent(i);
        const [data, metadata] = [JSON.stringify(event.data), JSON.stringify(event.metadata)];
        values.push(event.id, `bench-${i % 100}`, i, event.type, data, metadata);
      }
      await pool.query({ name: `${table}_insert`, text, values });
    }
    const elapsedMs = performance.now() - started;
    const written = statements * rowsPerStatement;
    const rowsPerSecond = Math.round((written * 1000) / elapsedMs);
    return { rows: written, statements, elapsedMs: round(elapsedMs), rowsPerSecond };
  } finally {
    await pool.query(`DROP TABLE IF EXISTS ${table}`);
  }
};
