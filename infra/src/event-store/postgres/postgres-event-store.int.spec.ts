import { comparePositions, START, type GlobalPosition } from '@console/contracts';
import pg from 'pg';
import { createPool } from '../../database/pg-pool.js';
import { createScratchDatabase } from '../../database/test-database.js';
import { collect, describeEventStoreContract, newEvent, uniqueCategory } from '../event-store.contract.js';
import { appendManyQuery } from './append-many.sql.js';
import { PostgresEventStore, streamsOfCategorySql } from './postgres-event-store.js';

/** A fresh database on the run's server (DATABASE_URL, set by the tests' global setup). */
const scratch = (prefix: string) => {
  const server = process.env['DATABASE_URL'];
  if (!server) throw new Error('DATABASE_URL is not set: run the tests through `npm test` (global-setup sets it)');
  return createScratchDatabase(server, prefix);
};

const openStore = async (prefix: string) => {
  const database = await scratch(prefix);
  const pool = createPool(database.url, 12);
  const store = new PostgresEventStore(pool);
  await store.migrate();
  return {
    database,
    pool,
    store,
    dispose: async () => {
      await store.close();
      await pool.end();
      await database.drop();
    },
  };
};

describeEventStoreContract('PostgreSQL', () => openStore('es_contract'));

describe('PostgresEventStore', () => {
  let fixture: Awaited<ReturnType<typeof openStore>>;
  beforeAll(async () => {
    fixture = await openStore('es_postgres');
  });
  afterAll(() => fixture.dispose());

  test('migrate() is idempotent, also when several processes run it at once', async () => {
    const another = new PostgresEventStore(fixture.pool);
    await Promise.all([fixture.store.migrate(), fixture.store.migrate(), another.migrate()]);
    const { rows } = await fixture.pool.query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'es' ORDER BY table_name`,
    );
    expect(rows.map((r) => r.table_name)).toEqual(['events']);
  });

  test("a category's streams are listed from the index of first events, not by reading the log", async () => {
    const category = uniqueCategory();
    for (let i = 1; i <= 30; i++) {
      await fixture.store.append(`${category}-${i}`, [newEvent('ThingCreated'), newEvent('ThingRenamed')], 'no_stream');
      await fixture.store.append(`${uniqueCategory()}-${i}`, [newEvent('ThingCreated')], 'no_stream');
    }
    const client = await fixture.pool.connect();
    try {
      // The table is small here: the planner is told not to read it through, as it would not at full size.
      await client.query('BEGIN; SET LOCAL enable_seqscan = off');
      const plan = (
        await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${streamsOfCategorySql}`, [category, '', 10])
      ).rows
        .map((r) => r['QUERY PLAN'])
        .join('\n');
      expect(plan).toContain('events_category_streams_idx');
      await client.query('ROLLBACK');
    } finally {
      client.release();
    }
    expect(await fixture.store.streamsOfCategory(category, null, 100)).toHaveLength(30);
  });

  test('an empty store reads nothing and its head is START', async () => {
    const empty = await openStore('es_empty');
    try {
      expect(await empty.store.headPosition()).toEqual(START);
      expect(await empty.store.readAll(START, 10)).toEqual([]);
      await empty.store.ping();
    } finally {
      await empty.dispose();
    }
  });

  test('the fence: events of a transaction that commits late are held back, then come before later ones', async () => {
    const category = uniqueCategory();
    const subscription = fixture.store.subscribeAll(await fixture.store.headPosition(), { categories: [category] });
    const received = collect(subscription, 2, 20_000);

    // An append that starts first (the smaller transaction id) and commits last.
    const late = new pg.Client({ connectionString: fixture.pool.options.connectionString });
    await late.connect();
    try {
      await late.query('BEGIN');
      await late.query('SELECT * FROM es.append_events($1, $2, $3, $4)', [
        `${category}-late`,
        category,
        0,
        JSON.stringify([newEvent('Late')]),
      ]);
      const early = await fixture.store.append(`${category}-early`, [newEvent('Early')], 'no_stream');

      // Committed, but behind the fence while the older transaction runs: neither readAll nor subscribers see it.
      expect(await fixture.store.readAll(START, 100, { categories: [category] })).toEqual([]);
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(await fixture.store.readStream(`${category}-early`)).toHaveLength(1);

      await late.query('COMMIT');
      const events = await received;
      expect(events.map((e) => e.type)).toEqual(['Late', 'Early']);
      expect(events[1]?.position).toEqual(early.position);
    } finally {
      await late.end();
    }
  });

  test('the fence: a transaction running in another database of the server holds no reader here back', async () => {
    const other = await scratch('es_other_database');
    const elsewhere = new pg.Client({ connectionString: other.url });
    await elsewhere.connect();
    try {
      // Older than the append below, and still running: the server-wide oldest transaction.
      await elsewhere.query('BEGIN');
      await elsewhere.query('SELECT pg_current_xact_id()');
      const category = uniqueCategory();
      const appended = await fixture.store.append(`${category}-1`, [newEvent('Here')], 'no_stream');
      const read = await fixture.store.readAll(START, 100, { categories: [category] });
      expect(read.map((e) => e.position)).toEqual([appended.position]);
      expect(await fixture.store.headPosition()).toEqual(appended.position);
      await elsewhere.query('COMMIT');
    } finally {
      await elsewhere.end();
      await other.drop();
    }
  });

  test("more than 4 appends at once share commits; every stream stays gap-free and in each writer's order", async () => {
    const category = uniqueCategory();
    const writers = 16;
    const perWriter = 10;
    // Each writer appends to its own stream at expected versions and to one of 3 shared streams with 'any'.
    await Promise.all(
      Array.from({ length: writers }, async (_, w) => {
        for (let i = 0; i < perWriter; i++) {
          await fixture.store.append(`${category}-own${w}`, [newEvent(`W${w}E${i}`)], i === 0 ? 'no_stream' : i);
          await fixture.store.append(`${category}-shared${w % 3}`, [newEvent(`W${w}E${i}`)], 'any');
        }
      }),
    );
    const { rows } = await fixture.pool.query<{
      stream_id: string;
      versions: number[];
      types: string[];
      transactions: string;
    }>(
      `SELECT stream_id, array_agg(stream_version ORDER BY stream_version) AS versions,
              array_agg(type ORDER BY stream_version) AS types, count(DISTINCT transaction_id)::text AS transactions
         FROM es.events WHERE category = $1 GROUP BY stream_id`,
      [category],
    );
    expect(rows).toHaveLength(writers + 3);
    for (const row of rows) {
      expect(row.versions).toEqual(row.versions.map((_, i) => i + 1));
      if (row.stream_id.includes('-own')) {
        const w = row.stream_id.split('-own')[1];
        expect(row.types).toEqual(Array.from({ length: perWriter }, (_, i) => `W${w}E${i}`));
      } else {
        // One writer's events on a shared stream come in its order.
        for (let w = 0; w < writers; w++) {
          const mine = row.types.filter((t) => t.startsWith(`W${w}E`));
          expect(mine).toEqual([...mine].sort((a, b) => Number(a.split('E')[1]) - Number(b.split('E')[1])));
        }
      }
    }
    const {
      rows: [total],
    } = await fixture.pool.query<{ events: string; transactions: string }>(
      'SELECT count(*)::text AS events, count(DISTINCT transaction_id)::text AS transactions FROM es.events WHERE category = $1',
      [category],
    );
    expect(Number(total?.events)).toBe(2 * writers * perWriter);
    expect(Number(total?.transactions)).toBeLessThan(2 * writers * perWriter);
  });

  test('one-event appends that wait for a write go together in one INSERT, and each gets its own outcome', async () => {
    const category = uniqueCategory();
    const retried = newEvent('Retried');
    const original = await fixture.store.append(`${category}-retry`, [retried], 'no_stream');
    await fixture.store.append(`${category}-retry`, [newEvent('Later')], 1);
    // The statements of a store of its own, on a pool whose every connection says what it runs.
    const pool = createPool(fixture.database.url, 4);
    const statements: string[] = [];
    pool.on('connect', (client) => {
      const query = client.query.bind(client) as (...a: unknown[]) => unknown;
      client.query = ((config: unknown, ...rest: unknown[]) => {
        const name = typeof config === 'object' && config !== null ? (config as { name?: unknown }).name : undefined;
        if (typeof name === 'string') statements.push(name);
        return query(config, ...rest);
      }) as typeof client.query;
    });
    const store = new PostgresEventStore(pool);
    try {
      // Issued in one turn: the first goes alone at once, the others wait for it and go together.
      const results = await Promise.allSettled([
        store.append(`${category}-first`, [newEvent('First')], 'no_stream'),
        ...[1, 2, 3, 4].map((i) => store.append(`${category}-new${i}`, [newEvent('New')], 'no_stream')),
        store.append(`${category}-taken`, [newEvent('Winner')], 'no_stream'),
        store.append(`${category}-taken`, [newEvent('Loser')], 'no_stream'),
        // Its expected version is written by the append before it, in the same batch: it follows, not fails.
        store.append(`${category}-chain`, [newEvent('One')], 'no_stream'),
        store.append(`${category}-chain`, [newEvent('Two')], 1),
        // A retried command: its event is stored at that version already.
        store.append(`${category}-retry`, [retried], 'no_stream'),
        store.append(`${category}-retry`, [newEvent('Stale')], 1),
      ]);
      const outcome = (r: PromiseSettledResult<{ nextExpectedVersion: number }>) =>
        r.status === 'fulfilled' ? r.value.nextExpectedVersion : (r.reason as { name: string; actual: number });
      expect(results.map(outcome)).toEqual([
        1,
        1,
        1,
        1,
        1,
        1,
        expect.objectContaining({ name: 'WrongExpectedVersionError', actual: 1 }),
        1,
        2,
        1,
        expect.objectContaining({ name: 'WrongExpectedVersionError', actual: 2 }),
      ]);
      expect(results[9]).toEqual({ status: 'fulfilled', value: original });
    } finally {
      await store.close();
      await pool.end();
    }
    expect(statements.filter((n) => n.startsWith('es_append_many_'))).toEqual(['es_append_many_10']);
    const { rows } = await fixture.pool.query<{ stream_id: string; type: string; transaction_id: string }>(
      `SELECT stream_id, type, transaction_id::text FROM es.events WHERE category = $1 ORDER BY global_position`,
      [category],
    );
    expect(rows.map((r) => `${r.stream_id.slice(category.length + 1)}:${r.type}`)).toEqual([
      'retry:Retried',
      'retry:Later',
      'first:First',
      'new1:New',
      'new2:New',
      'new3:New',
      'new4:New',
      'taken:Winner',
      'chain:One',
      'chain:Two',
    ]);
    // The batch's writes are one transaction; the follower's own came after it.
    const batch = new Set(rows.slice(3, 9).map((r) => r.transaction_id));
    expect(batch.size).toBe(1);
    expect(rows[9]?.transaction_id).not.toBe(rows[8]?.transaction_id);
  });

  test('the batch INSERT looks expected versions up on the primary key, even planned while the log looked small', async () => {
    const database = await scratch('es_batch_plan');
    const pool = createPool(database.url, 2);
    try {
      const store = new PostgresEventStore(pool);
      await store.migrate();
      await store.close();
      // Statistics that never catch up: the planner believes the log is as small as when it was created.
      await pool.query('ALTER TABLE es.events SET (autovacuum_enabled = false)');
      const category = uniqueCategory();
      const many = appendManyQuery(4);
      const values = (n: number, expected: number) =>
        [0, 1, 2, 3].flatMap((s) => {
          const e = newEvent('Counted', { n });
          return [e.id, `${category}-${s}`, expected, category, e.type, JSON.stringify(e.data), '{}'];
        });
      // A connection that planned the batch while the log was small keeps that plan as the log grows.
      const client = await pool.connect();
      try {
        await client.query('SET plan_cache_mode = force_generic_plan');
        await client.query(`PREPARE batch AS ${many.text}`);
        const literals = (n: number) => values(n, n).map((v) => client.escapeLiteral(String(v)));
        await client.query(`EXECUTE batch(${literals(0).join(', ')})`);
        for (let n = 1; n < 1_500; n++) {
          const { rowCount } = await pool.query({ ...many, values: values(n, n) });
          expect(rowCount).toBe(4);
        }
        const { rows } = await client.query<{ 'QUERY PLAN': string }>(
          `EXPLAIN EXECUTE batch(${literals(1_500).join(', ')})`,
        );
        const plan = rows.map((r) => r['QUERY PLAN']).join('\n');
        expect(plan).toMatch(/Index (Only )?Scan using events_stream_version_pkey on events e/);
        expect(plan).not.toMatch(/Seq Scan on events/);
      } finally {
        client.release();
      }
    } finally {
      await pool.end();
      await database.drop();
    }
  });

  test('an aborted append leaves no event and no stream behind', async () => {
    const stream = `${uniqueCategory()}-1`;
    const client = await fixture.pool.connect();
    try {
      await client.query('BEGIN');
      const events = JSON.stringify([newEvent('A')]);
      await client.query('SELECT * FROM es.append_events($1, $2, $3, $4)', [stream, 'x', 0, events]);
      await client.query('ROLLBACK');
    } finally {
      client.release();
    }
    expect(await fixture.store.readStream(stream)).toEqual([]);
    expect((await fixture.store.append(stream, [newEvent('B')], 'no_stream')).nextExpectedVersion).toBe(1);
  });

  test('concurrent first appends to a stream: one wins with no_stream, the others get the actual version', async () => {
    const stream = `${uniqueCategory()}-reservation`;
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, (_, i) => fixture.store.append(stream, [newEvent('Reserved', { i })], 'no_stream')),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results) {
      if (r.status === 'rejected') expect(r.reason).toMatchObject({ name: 'WrongExpectedVersionError', actual: 1 });
    }

    const anyStream = `${uniqueCategory()}-any`;
    await Promise.all(
      Array.from({ length: 8 }, (_, i) => fixture.store.append(anyStream, [newEvent('Counted', { i })], 'any')),
    );
    expect((await fixture.store.readStream(anyStream)).map((e) => e.streamVersion)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  test("a retry with 'any' is idempotent too; a retry that overlaps only partly is a conflict", async () => {
    const stream = `${uniqueCategory()}-1`;
    const [a, b, c] = [newEvent('A'), newEvent('B'), newEvent('C')];
    const first = await fixture.store.append(stream, [a, b], 'any');
    await fixture.store.append(stream, [c], 'any');
    expect(await fixture.store.append(stream, [a, b], 'any')).toEqual(first);
    await expect(fixture.store.append(stream, [b, newEvent('D')], 'any')).rejects.toMatchObject({
      name: 'WrongExpectedVersionError',
      actual: 3,
    });
    await expect(fixture.store.append(stream, [b, a], 0)).rejects.toMatchObject({ actual: 3 });
    expect((await fixture.store.readStream(stream)).map((e) => e.type)).toEqual(['A', 'B', 'C']);
  });

  test('an event id stored in another stream is refused', async () => {
    const event = newEvent('A');
    await fixture.store.append(`${uniqueCategory()}-1`, [event], 'no_stream');
    await expect(fixture.store.append(`${uniqueCategory()}-2`, [event], 'no_stream')).rejects.toThrow(
      /events_event_id_key/,
    );
  });

  test('appends do not NOTIFY in their transaction; a subscriber of another process is woken by the NOTIFY sent after them', async () => {
    const { rows } = await fixture.pool.query<{ src: string }>(
      `SELECT prosrc AS src FROM pg_proc WHERE proname = 'append_events'`,
    );
    expect(rows[0]?.src).not.toMatch(/PERFORM\s+pg_notify/i);
    // A second store on its own pool stands for another process: only the NOTIFY (or its 100 ms poll) wakes it.
    const otherPool = new pg.Pool(fixture.pool.options);
    const other = new PostgresEventStore(otherPool);
    const category = uniqueCategory();
    const head = await fixture.store.headPosition();
    const subscription = other.subscribeAll(head, { categories: [category] });
    const received: string[] = [];
    const reading = (async () => {
      for await (const event of subscription) {
        received.push(event.id);
        if (received.length === 20) return;
      }
    })();
    const events = Array.from({ length: 20 }, () => newEvent('Pinged'));
    await Promise.all(events.map((e, i) => fixture.store.append(`${category}-${i % 4}`, [e], 'any')));
    await reading;
    expect(received.sort()).toEqual(events.map((e) => e.id).sort());
    await subscription.close();
    await other.close();
    await otherPool.end();
  });

  test('no NOTIFY while no other process listens; one again within a second once another does', async () => {
    const own = await openStore('es_notify');
    const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    // A bare LISTEN stands for a spy, not for a listening store: it does not hold the listeners' lock.
    const spy = new pg.Client(own.pool.options);
    await spy.connect();
    let heard = 0;
    spy.on('notification', () => (heard += 1));
    await spy.query('LISTEN es_events');
    try {
      const category = uniqueCategory();
      await own.store.append(`${category}-1`, [newEvent('A')], 'no_stream');
      await sleep(1200);
      heard = 0;
      await own.store.append(`${category}-1`, [newEvent('B')], 1);
      await sleep(300);
      expect(heard).toBe(0);
      // Another process's store listens: its LISTEN connection holds the lock (see append-notifier.ts).
      const other = new PostgresEventStore(new pg.Pool(own.pool.options));
      const stop = other.watchAppends(() => undefined);
      await sleep(1200);
      await own.store.append(`${category}-1`, [newEvent('C')], 2);
      await sleep(300);
      expect(heard).toBeGreaterThanOrEqual(1);
      stop();
      await other.close();
    } finally {
      await spy.end();
      await own.dispose();
    }
  });

  test("the doorbell names the newest event of each append of this process; another process's names none", async () => {
    const own: (GlobalPosition | undefined)[] = [];
    const stopOwn = fixture.store.watchAppends((position) => own.push(position));
    const otherPool = new pg.Pool(fixture.pool.options);
    const other = new PostgresEventStore(otherPool);
    const heard: (GlobalPosition | undefined)[] = [];
    const stopOther = other.watchAppends((position) => heard.push(position));
    const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    try {
      await sleep(1200); // the writer learns within a second that another process listens (append-notifier.ts)
      const category = uniqueCategory();
      const one = await fixture.store.append(`${category}-1`, [newEvent('One')], 'no_stream');
      expect(own.at(-1)).toEqual(one.position);
      const two = await fixture.store.append(`${category}-1`, [newEvent('Two'), newEvent('Three')], 'any');
      expect(own.at(-1)).toEqual(two.position);
      const started = await fixture.store.startStreams([{ streamId: `${category}-2`, event: newEvent('Four') }]);
      expect(own.at(-1)).toEqual(started.position);
      // More than 4 at once share commits (the group appender): each batch names its own newest event.
      own.length = 0;
      const many = await Promise.all(
        Array.from({ length: 12 }, (_, i) => fixture.store.append(`${category}-g${i}`, [newEvent('Many')], 'any')),
      );
      const newest = many.map((r) => r.position).reduce((a, b) => (comparePositions(a, b) >= 0 ? a : b));
      // (Its own NOTIFY comes back to its LISTEN connection too: those wake-ups name nothing.)
      const named = own.filter((p): p is GlobalPosition => p !== undefined);
      expect(named.reduce((a, b) => (comparePositions(a, b) >= 0 ? a : b))).toEqual(newest);
      await sleep(300);
      expect(heard.length).toBeGreaterThanOrEqual(1);
      expect(heard.every((p) => p === undefined)).toBe(true);
    } finally {
      stopOwn();
      stopOther();
      await other.close();
      await otherPool.end();
    }
  });

  test('an append with no events is refused', async () => {
    await expect(fixture.store.append(`${uniqueCategory()}-1`, [], 'any')).rejects.toThrow(RangeError);
  });

  test('close() ends open subscriptions and their LISTEN connection', async () => {
    const own = await openStore('es_close');
    const subscription = own.store.subscribeAll(START);
    const iteration = (async () => {
      for await (const _event of subscription) return 'event';
      return 'ended';
    })();
    await new Promise((resolve) => setTimeout(resolve, 300));
    const listening = async () => {
      const { rows } = await own.pool.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND query ILIKE 'LISTEN%'`,
      );
      return rows[0]?.n;
    };
    expect(await listening()).toBe(1);
    await own.store.close();
    await expect(iteration).resolves.toBe('ended');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await listening()).toBe(0);
    await own.pool.end();
    await own.database.drop();
  });
});
