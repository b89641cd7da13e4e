import { createPool } from '../../database/pg-pool.js';
import { createScratchDatabase } from '../../database/test-database.js';
import { WriterConnections } from './writer-connections.js';

const server = (): string => {
  const url = process.env['DATABASE_URL'];
  if (!url) throw new Error('DATABASE_URL is not set: run the tests through `npm test` (global-setup sets it)');
  return url;
};

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test('keeps at most its connections while writing, and gives them all back once unused', async () => {
  const database = await createScratchDatabase(server(), 'es_writer_connections');
  const pool = createPool(database.url, 8);
  const writers = new WriterConnections(pool, 2, 50);
  try {
    const pids = new Set<number>();
    await Promise.all(
      Array.from({ length: 6 }, async () => {
        for (let i = 0; i < 5; i++) {
          const { rows } = await writers.query<{ pid: number }>({ text: 'SELECT pg_backend_pid() AS pid' });
          pids.add(rows[0]!.pid);
        }
      }),
    );
    // Two kept connections, and the pool's own for what came while both were busy.
    expect(pool.totalCount - pool.idleCount).toBeLessThanOrEqual(2);
    await settle(200);
    expect(pool.totalCount - pool.idleCount).toBe(0);
    expect(pids.size).toBeGreaterThan(0);
  } finally {
    writers.close();
    await pool.end();
    await database.drop();
  }
});

test('a statement error keeps the connection; one lost while kept is dropped and the next query works', async () => {
  const database = await createScratchDatabase(server(), 'es_writer_connections');
  const pool = createPool(database.url, 4);
  const writers = new WriterConnections(pool, 1, 10_000);
  try {
    const pidOf = async () =>
      (await writers.query<{ pid: number }>({ text: 'SELECT pg_backend_pid() AS pid' })).rows[0]!.pid;
    const first = await pidOf();
    await expect(writers.query({ text: 'SELECT 1/0' })).rejects.toMatchObject({ code: '22012' });
    expect(await pidOf()).toBe(first);

    await pool.query('SELECT pg_terminate_backend($1)', [first]);
    await settle(100); // the kept connection's 'error' event: without a listener it would end the process
    const next = await pidOf();
    expect(next).not.toBe(first);
  } finally {
    writers.close();
    await pool.end();
    await database.drop();
  }
});
