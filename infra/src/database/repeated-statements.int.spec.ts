import crypto from 'node:crypto';
import { createEventStore } from '../event-store/create-event-store.js';
import { readAllSql } from '../event-store/postgres/read-all.sql.js';
import { createPool } from './pg-pool.js';
import { prepareRepeatedStatements } from './repeated-statements.js';
import { createScratchDatabase } from '../testing.js';

let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
beforeAll(async () => {
  const server = process.env['DATABASE_URL'];
  if (!server) throw new Error('DATABASE_URL is not set');
  scratch = await createScratchDatabase(server, 'repeated_statements');
});
afterAll(() => scratch.drop());

/** The statements the pool's one connection holds prepared, by text. */
const preparedOn = async (pool: ReturnType<typeof createPool>): Promise<string[]> =>
  (await pool.query<{ statement: string }>('SELECT statement FROM pg_prepared_statements ORDER BY statement')).rows.map(
    (r) => r.statement,
  );

it('prepares a statement with parameters from its second use on, and answers the same rows', async () => {
  const pool = createPool(scratch.url, 1);
  prepareRepeatedStatements(pool, { minUses: 2 });
  try {
    const text = 'SELECT $1::int + 1 AS n';
    expect((await pool.query(text, [1])).rows).toEqual([{ n: 2 }]);
    expect(await preparedOn(pool)).toEqual([]);
    expect((await pool.query(text, [2])).rows).toEqual([{ n: 3 }]);
    expect((await pool.query(text, [3])).rows).toEqual([{ n: 4 }]);
    expect(await preparedOn(pool)).toEqual([text]);
    // Without parameters a text may hold several statements, which a prepared statement cannot: never prepared.
    for (let i = 0; i < 3; i++) await pool.query('SELECT 1; SELECT 2');
    // Nor a statement of more parameters than a live batch has (a catch-up's hundreds of rows).
    const wide = `SELECT ${Array.from({ length: 101 }, (_, i) => `$${i + 1}::int`).join(' + ')} AS n`;
    for (let i = 0; i < 3; i++) expect((await pool.query(wide, new Array(101).fill(1))).rows).toEqual([{ n: 101 }]);
    expect(await preparedOn(pool)).toEqual([text]);
  } finally {
    await pool.end();
  }
});

it('keeps at most its share of statements prepared on a connection, and runs the rest unprepared', async () => {
  const pool = createPool(scratch.url, 1);
  prepareRepeatedStatements(pool, { minUses: 1, perConnection: 3 });
  try {
    for (let k = 0; k < 6; k++) {
      for (let i = 0; i < 2; i++)
        expect((await pool.query(`SELECT $1::int * ${k} AS n`, [i])).rows).toEqual([{ n: i * k }]);
    }
    expect(await preparedOn(pool)).toEqual([0, 1, 2].map((k) => `SELECT $1::int * ${k} AS n`));
  } finally {
    await pool.end();
  }
});

it('gives each connection of the pool its own prepared statements', async () => {
  const pool = createPool(scratch.url, 2);
  prepareRepeatedStatements(pool, { minUses: 1 });
  try {
    const a = await pool.connect();
    const b = await pool.connect();
    const text = 'SELECT $1::text AS s';
    expect((await a.query(text, ['a'])).rows).toEqual([{ s: 'a' }]);
    // The text is known to the pool, not yet to b's connection: b prepares it too, and both answer.
    expect((await b.query(text, ['b'])).rows).toEqual([{ s: 'b' }]);
    for (const c of [a, b]) {
      expect((await c.query('SELECT count(*)::int AS n FROM pg_prepared_statements')).rows).toEqual([{ n: 1 }]);
      c.release();
    }
  } finally {
    await pool.end();
  }
});

/**
 * A plan made without the values and kept for the connection's life would outlive the tables it was made for: on
 * the empty log of a first start, the store's log read (in key order, with a limit) was planned as a bitmap scan
 * and a sort of every later event, and stayed so as the log grew. The pool's statements are planned for each run.
 */
it('plans a prepared statement again for the table it meets, not for the empty one it was first run on', async () => {
  const pool = createPool(scratch.url, 1);
  prepareRepeatedStatements(pool, { minUses: 1 });
  const storePool = createPool(scratch.url, 2);
  const store = await createEventStore({ pool: storePool });
  try {
    const from = ['0', '0', 100, null, null];
    for (let i = 0; i < 8; i++) await pool.query(readAllSql, from);
    const metadata = { userId: null, partnerId: null, correlationId: 'c', causationId: null, command: 'c' };
    for (let s = 0; s < 40; s++) {
      const events = Array.from({ length: 250 }, (_, k) => ({
        id: crypto.randomUUID(),
        type: 'Counted',
        data: { k },
        metadata: { ...metadata, occurredAt: new Date().toISOString() },
      }));
      await store.append(`counter-${s}`, events, 'no_stream');
    }
    const name = (await pool.query<{ name: string }>('SELECT name FROM pg_prepared_statements')).rows[0]!.name;
    const plan = (await pool.query<{ 'QUERY PLAN': string }>(`EXPLAIN EXECUTE ${name}('0', '0', 100, NULL, NULL)`)).rows
      .map((r) => r['QUERY PLAN'])
      .join('\n');
    expect(plan).toMatch(/Index Scan using events_transaction_position_idx/);
    expect(plan).not.toMatch(/Sort/);
  } finally {
    await store.close();
    await storePool.end();
    await pool.end();
  }
});
