import { createPool } from '../../database/pg-pool.js';
import { createScratchDatabase } from '../../database/test-database.js';
import { describeEventStoreContract, newEvent, uniqueCategory } from '../event-store.contract.js';
import { GroupedReadsEventStore } from '../grouped-reads-event-store.js';
import { PostgresEventStore } from './postgres-event-store.js';

const openStore = async (prefix: string) => {
  const server = process.env['DATABASE_URL'];
  if (!server) throw new Error('DATABASE_URL is not set: run the tests through `npm test` (global-setup sets it)');
  const database = await createScratchDatabase(server, prefix);
  const pool = createPool(database.url, 12);
  const inner = new PostgresEventStore(pool);
  await inner.migrate();
  return {
    pool,
    inner,
    store: new GroupedReadsEventStore(inner),
    dispose: async () => {
      await inner.close();
      await pool.end();
      await database.drop();
    },
  };
};

// Reads that go together must still read exactly what the store's own do.
describeEventStoreContract('PostgreSQL with grouped reads', () => openStore('es_grouped_reads_contract'));

describe('GroupedReadsEventStore', () => {
  it('answers reads asked at once with one query each kind, each caller its own streams, after its own writes', async () => {
    const { inner, store, dispose } = await openStore('es_grouped_reads');
    try {
      const category = uniqueCategory();
      const ids = Array.from({ length: 20 }, (_, i) => `${category}-${i + 1}`);
      for (const [i, id] of ids.entries())
        await store.append(
          id,
          Array.from({ length: (i % 3) + 1 }, (_, n) => newEvent('ThingCreated', { n })),
          'any',
        );
      const queries: string[] = [];
      const readStreams = inner.readStreams.bind(inner);
      const readLastEvents = inner.readLastEvents.bind(inner);
      inner.readStreams = (s) => (queries.push('readStreams'), readStreams(s));
      inner.readLastEvents = (s) => (queries.push('readLastEvents'), readLastEvents(s));

      const [whole, one, last, missing] = await Promise.all([
        Promise.all(ids.map((id) => store.readStream(id))),
        store.readStreams([ids[0]!, `${category}-missing`]),
        Promise.all(ids.map((id) => store.readLastEvents([id]))),
        store.readLastEvents([`${category}-missing`]),
      ]);
      expect(queries.sort()).toEqual(['readLastEvents', 'readStreams']);
      expect(whole.map((events) => events.length)).toEqual(ids.map((_, i) => (i % 3) + 1));
      expect([...one.keys()]).toEqual([ids[0], `${category}-missing`]);
      expect(one.get(`${category}-missing`)).toEqual([]);
      expect(last.map((m) => [...m.values()].map((e) => e.streamVersion))).toEqual(ids.map((_, i) => [(i % 3) + 1]));
      expect(missing.size).toBe(0);

      // A read asked after an append sees it, even while an earlier read is under way.
      const earlier = store.readStream(ids[0]!);
      await store.append(ids[0]!, [newEvent('ThingRenamed')], 1);
      expect((await store.readStream(ids[0]!)).map((e) => e.type)).toEqual(['ThingCreated', 'ThingRenamed']);
      await earlier;
    } finally {
      await dispose();
    }
  });
});
