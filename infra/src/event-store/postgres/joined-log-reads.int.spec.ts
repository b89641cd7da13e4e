import { START } from '@console/contracts';
import { createPool } from '../../database/pg-pool.js';
import { createScratchDatabase } from '../../database/test-database.js';
import { collect, newEvent, uniqueCategory } from '../event-store.contract.js';
import { PostgresEventStore } from './postgres-event-store.js';

/** The log reads (readAll's and an unfiltered subscription's query) this pool has sent. */
const countLogReads = (pool: ReturnType<typeof createPool>) => {
  const sent: string[] = [];
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  (pool as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    const text = typeof args[0] === 'string' ? args[0] : '';
    if (/FROM es\.events\s+WHERE \(transaction_id, global_position\) >/.test(text)) sent.push(text);
    return query(...args);
  };
  return sent;
};

describe('PostgresEventStore: unfiltered log reads of one turn share a query (issue 13)', () => {
  let dispose: () => Promise<void>;
  let store: PostgresEventStore;
  let reads: string[];

  beforeAll(async () => {
    const database = await createScratchDatabase(process.env['DATABASE_URL']!, 'es_joined_reads');
    const pool = createPool(database.url, 6);
    store = new PostgresEventStore(pool);
    await store.migrate();
    reads = countLogReads(pool);
    dispose = async () => {
      await store.close();
      await pool.end();
      await database.drop();
    };
  });
  afterAll(() => dispose());

  test('two readAll of one turn: one query, each its own events up to its limit', async () => {
    const stream = `${uniqueCategory()}-1`;
    await store.append(stream, [newEvent('A'), newEvent('B'), newEvent('C')], 'no_stream');
    reads.length = 0;
    const [three, two] = await Promise.all([store.readAll(START, 3), store.readAll(START, 2)]);
    expect(reads).toHaveLength(1);
    expect(three.map((e) => e.type)).toEqual(['A', 'B', 'C']);
    expect(two.map((e) => e.type)).toEqual(['A', 'B']);
    expect(two).not.toBe(three);
    // A filtered read is a query of its own.
    reads.length = 0;
    await Promise.all([store.readAll(START, 3), store.readAll(START, 3, { types: ['B'] })]);
    expect(reads).toHaveLength(2);
  });

  test('a read asked after the query left is not answered by it: it sees what was appended meanwhile', async () => {
    const stream = `${uniqueCategory()}-1`;
    const head = (await store.readAll(START, 10_000)).at(-1)!.position;
    const first = store.readAll(head, 10);
    await new Promise((resolve) => setImmediate(resolve)); // the first read's query has left
    await store.append(stream, [newEvent('Late')], 'no_stream');
    const second = store.readAll(head, 10);
    expect((await second).map((e) => e.type)).toEqual(['Late']);
    expect((await first).length).toBeLessThanOrEqual(1);
  });

  test("an append wakes an unfiltered subscription and the projector's kind of reader: one query for both", async () => {
    const head = (await store.readAll(START, 10_000)).at(-1)!.position;
    const subscription = store.subscribeAll(head);
    const live = collect(subscription, 1, 5_000);
    // Let the subscription read the (empty) tail and wait for an append.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const woken = new Promise<void>((resolve) => {
      const stop = store.watchAppends(() => {
        stop();
        // The projector's loop reads when the doorbell rings: in the same turn as the subscription's wake.
        void store.readAll(head, 1000).then(() => resolve());
      });
    });
    reads.length = 0;
    await store.append(`${uniqueCategory()}-1`, [newEvent('Both')], 'no_stream');
    const [events] = await Promise.all([live, woken]);
    expect(events.map((e) => e.type)).toEqual(['Both']);
    expect(reads).toHaveLength(1);
  });
});
