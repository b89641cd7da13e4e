import pg from 'pg';
import { scratchDatabase } from './scratch-database.js';

test('a scratch database is reachable', async () => {
  const db = await scratchDatabase('smoke');
  const c = new pg.Client({ connectionString: db.url });
  await c.connect();
  const r = await c.query('select 1 as one');
  expect(r.rows[0].one).toBe(1);
  await c.end();
  await db.drop();
});
