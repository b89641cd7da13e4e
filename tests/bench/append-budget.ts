import { createEventStore, createPool, type EventStore } from '@console/infra';
import { createScratchDatabase } from '@console/infra/testing';
import { benchmarkAppends, benchmarkRawInserts } from './append-benchmark.js';
import { thousands, type BudgetRow } from './budget-row.js';

const ONE_WRITER_EVENTS = 3_000;
/** Each figure is the median of this many rounds: the machine is shared, a single round can catch a stall. */
const ROUNDS = 3;
const percentOf = (part: number, whole: number) => `${Math.round((100 * part) / whole)}%`;
const FOUR_WRITERS_EVENTS_EACH = 1_500;

interface Rounds<R> {
  readonly median: R;
  readonly range: string;
}

/** Runs `measure` ROUNDS times and keeps the median round by `rate`, with the range of the rates. */
const medianOf = async <R>(measure: () => Promise<R>, rate: (r: R) => number): Promise<Rounds<R>> => {
  const results: R[] = [];
  for (let i = 0; i < ROUNDS; i++) results.push(await measure());
  results.sort((a, b) => rate(a) - rate(b));
  const range = `median of ${ROUNDS} rounds, ${thousands(rate(results[0]!))}–${thousands(rate(results.at(-1)!))}`;
  return { median: results[Math.floor(ROUNDS / 2)]!, range };
};

/**
 * Budget 1: appends of one event per transaction (the write path of every command), on a fresh database, with
 * the raw ceiling of the same server beside it: plain INSERTs of event-sized rows.
 */
export const measureAppends = async (serverUrl: string, log: (line: string) => void): Promise<BudgetRow[]> => {
  const scratch = await createScratchDatabase(serverUrl, 'console_bench_append');
  const pool = createPool(scratch.url, 8);
  let store: EventStore | undefined;
  try {
    store = await createEventStore({ pool });
    log('append: warm-up');
    await benchmarkAppends(store, { writers: 1, eventsPerWriter: 300 });
    const events = (r: { eventsPerSecond: number }) => r.eventsPerSecond;
    const rows = (r: { rowsPerSecond: number }) => r.rowsPerSecond;
    const s = store;
    log(`append: 1 writer × ${thousands(ONE_WRITER_EVENTS)} events, ${ROUNDS} rounds`);
    const ones = await medianOf(() => benchmarkAppends(s, { writers: 1, eventsPerWriter: ONE_WRITER_EVENTS }), events);
    log(`append: 4 writers × ${thousands(FOUR_WRITERS_EVENTS_EACH)} events, ${ROUNDS} rounds`);
    const fours = await medianOf(
      () => benchmarkAppends(s, { writers: 4, eventsPerWriter: FOUR_WRITERS_EVENTS_EACH }),
      events,
    );
    log(`raw INSERT: 1 row per statement, then 100 rows per statement, ${ROUNDS} rounds`);
    const singles = await medianOf(
      () => benchmarkRawInserts(pool, { rows: ONE_WRITER_EVENTS, rowsPerStatement: 1 }),
      rows,
    );
    const batches = await medianOf(() => benchmarkRawInserts(pool, { rows: 50_000, rowsPerStatement: 100 }), rows);
    const [one, four, rawSingle, rawBatch] = [ones.median, fours.median, singles.median, batches.median];
    const share = percentOf(one.eventsPerSecond, rawSingle.rowsPerSecond);
    const latency = (l: { p50: number; p99: number }) => `append latency p50 ${l.p50} ms, p99 ${l.p99} ms`;
    return [
      {
        budget: '1a. Append, 1 writer, 1 event/transaction',
        target: '≥ 1,000 events/s',
        measured: `${thousands(one.eventsPerSecond)} events/s`,
        pass: one.eventsPerSecond >= 1_000,
        notes: `${thousands(one.events)} events; ${ones.range}; ${latency(one.latencyMs)}`,
      },
      {
        budget: '1b. Append, 4 writers, 1 event/transaction',
        target: '≥ 3,000 events/s',
        measured: `${thousands(four.eventsPerSecond)} events/s`,
        pass: four.eventsPerSecond >= 3_000,
        notes: `${thousands(four.events)} events; ${fours.range}; ${latency(four.latencyMs)}`,
      },
      {
        budget: '1c. Raw ceiling: INSERT 1 event-sized row/statement',
        target: undefined,
        measured: `${thousands(rawSingle.rowsPerSecond)} rows/s`,
        pass: undefined,
        notes: `1 connection, autocommit; ${singles.range}; one writer of the store reaches ${share} of it`,
      },
      {
        budget: '1d. Raw ceiling: INSERT 100 event-sized rows/statement',
        target: undefined,
        measured: `${thousands(rawBatch.rowsPerSecond)} rows/s`,
        pass: undefined,
        notes:
          `${thousands(rawBatch.rows)} rows, ${thousands(rawBatch.statements)} statements, 1 connection; ` +
          batches.range,
      },
    ];
  } finally {
    await store?.close();
    await pool.end();
    await scratch.drop();
  }
};
