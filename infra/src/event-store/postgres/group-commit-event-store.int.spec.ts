import { createPool } from '../../database/pg-pool.js';
import { createScratchDatabase } from '../../database/test-database.js';
import { WrongExpectedVersionError } from '../event-store.errors.js';
import { describeEventStoreContract, newEvent, uniqueCategory } from '../event-store.contract.js';
import { GroupCommitEventStore } from './group-commit-event-store.js';
import { PostgresEventStore } from './postgres-event-store.js';

const openStore = async (prefix: string) => {
  const server = process.env['DATABASE_URL'];
  if (!server) throw new Error('DATABASE_URL is not set: run the tests through `npm test` (global-setup sets it)');
  const database = await createScratchDatabase(server, prefix);
  const pool = createPool(database.url, 12);
  const inner = new PostgresEventStore(pool);
  await inner.migrate();
  const store = await GroupCommitEventStore.over(inner, pool, { maxBatch: 50 });
  return {
    pool,
    store,
    dispose: async () => {
      await inner.close();
      await pool.end();
      await database.drop();
    },
  };
};

// Appends that commit together must still behave exactly as the store's own.
describeEventStoreContract('PostgreSQL with group commit', () => openStore('es_group_contract'));

describe('GroupCommitEventStore', () => {
  let fixture: Awaited<ReturnType<typeof openStore>>;
  beforeAll(async () => {
    fixture = await openStore('es_group');
  });
  afterAll(() => fixture.dispose());

  const transactionsOf = async (category: string) =>
    Number(
      (
        await fixture.pool.query<{ n: string }>(
          `SELECT count(DISTINCT transaction_id) AS n FROM es.events WHERE category = $1`,
          [category],
        )
      ).rows[0]!.n,
    );

  test('appends issued together share commits, in batches of at most maxBatch, and each gets its own result', async () => {
    const category = uniqueCategory();
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        fixture.store.append(`${category}-${i}`, [newEvent('A'), newEvent('B')], 'no_stream'),
      ),
    );
    expect(results.every((r) => r.nextExpectedVersion === 2)).toBe(true);
    // The first append goes alone (nothing else was waiting), the 199 others in batches of 50.
    const transactions = await transactionsOf(category);
    expect(transactions).toBeGreaterThanOrEqual(5);
    expect(transactions).toBeLessThanOrEqual(6);
    const stream = await fixture.store.readStream(`${category}-7`);
    expect(stream.map((e) => e.type)).toEqual(['A', 'B']);
    expect(stream[1]!.position).toEqual(results[7]!.position);
  });

  test('a stale expectation fails only its own append of the batch', async () => {
    const category = uniqueCategory();
    await fixture.store.append(`${category}-taken`, [newEvent('A')], 'no_stream');
    const outcomes = await Promise.allSettled([
      fixture.store.append(`${category}-1`, [newEvent('A')], 'no_stream'),
      fixture.store.append(`${category}-taken`, [newEvent('A')], 'no_stream'),
      fixture.store.append(`${category}-2`, [newEvent('A')], 'no_stream'),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    const refused = (outcomes[1] as PromiseRejectedResult).reason;
    expect(refused).toBeInstanceOf(WrongExpectedVersionError);
    expect((refused as WrongExpectedVersionError).actual).toBe(1);
    expect(await fixture.store.readStream(`${category}-taken`)).toHaveLength(1);
  });

  test('an event id already stored in another stream fails its append, and the rest of its batch is written', async () => {
    const category = uniqueCategory();
    const reused = newEvent('A');
    await fixture.store.append(`${category}-first`, [reused], 'no_stream');
    const outcomes = await Promise.allSettled([
      fixture.store.append(`${category}-1`, [newEvent('A')], 'no_stream'),
      fixture.store.append(`${category}-2`, [reused], 'no_stream'),
      fixture.store.append(`${category}-3`, [newEvent('A')], 'no_stream'),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(await fixture.store.readStream(`${category}-2`)).toHaveLength(0);
    expect(await fixture.store.readStream(`${category}-3`)).toHaveLength(1);
  });
});
