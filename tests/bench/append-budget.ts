import { benchmarkAppends, benchmarkRawInserts, createEventStore, createPool, createScratchDatabase, type EventStore } from '@console/infra';
import { thousands, type BudgetRow } from './budget-row.js';

const ONE_WRITER_EVENTS = 3_000;
const FOUR_WRITERS_EVENTS_EACH = 1_500;

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
    log(`append: 1 writer × ${thousands(ONE_WRITER_EVENTS)} events`);
    const one = await benchmarkAppends(store, { writers: 1, eventsPerWriter: ONE_WRITER_EVENTS });
    log(`append: 4 writers × ${thousands(FOUR_WRITERS_EVENTS_EACH)} events`);
    const four = await benchmarkAppends(store, { writers: 4, eventsPerWriter: FOUR_WRITERS_EVENTS_EACH });
    log('raw INSERT: 1 row per statement, then 100 rows per statement');
    const rawSingle = await benchmarkRawInserts(pool, { rows: ONE_WRITER_EVENTS, rowsPerStatement: 1 });
    const rawBatch = await benchmarkRawInserts(pool, { rows: 50_000, rowsPerStatement: 100 });
    const latency = (l: { p50: number; p99: number }) => `append latency p50 ${l.p50} ms, p99 ${l.p99} ms`;
    return [
      {
        budget: '1a. Append, 1 writer, 1 event/transaction',
        target: '≥ 1,000 events/s',
        measured: `${thousands(one.eventsPerSecond)} events/s`,
        pass: one.eventsPerSecond >= 1_000,
        notes: `${thousands(one.events)} events; ${latency(one.latencyMs)}`,
      },
      {
        budget: '1b. Append, 4 writers, 1 event/transaction',
        target: '≥ 3,000 events/s',
        measured: `${thousands(four.eventsPerSecond)} events/s`,
        pass: four.eventsPerSecond >= 3_000,
        notes: `${thousands(four.events)} events; ${latency(four.latencyMs)}`,
      },
      {
        budget: '1c. Raw ceiling: INSERT 1 event-sized row/statement',
        target: undefined,
        measured: `${thousands(rawSingle.rowsPerSecond)} rows/s`,
        pass: undefined,
        notes: `1 connection, autocommit; the store's single writer reaches ${Math.round((100 * one.eventsPerSecond) / rawSingle.rowsPerSecond)}% of it`,
      },
      {
        budget: '1d. Raw ceiling: INSERT 100 event-sized rows/statement',
        target: undefined,
        measured: `${thousands(rawBatch.rowsPerSecond)} rows/s`,
        pass: undefined,
        notes: `${thousands(rawBatch.rows)} rows in ${thousands(rawBatch.statements)} statements, 1 connection`,
      },
    ];
  } finally {
    await store?.close();
    await pool.end();
    await scratch.drop();
  }
};
