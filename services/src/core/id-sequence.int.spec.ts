import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { ReadModels } from '@console/projections';
import { createScratchDatabase } from '@console/infra/testing';
import { IdSequence } from './id-sequence.js';

/**
 * The catalogue seed creates its records with fixed ids all at once and moves each category's sequence past them:
 * a move for a lower id finishing after one for a higher id must not take the sequence back, or the next create
 * collides with a seeded record (a CI run answered 409 to the first new service type).
 */
it('keeps the sequence past the highest id when many callers move it at once', async () => {
  const server = process.env['DATABASE_URL'];
  if (!server) throw new Error('DATABASE_URL is not set');
  const scratch = await createScratchDatabase(server, 'ids');
  const pool = new pg.Pool({ connectionString: scratch.url, max: 12 });
  // pool.end() resolves before its clients' sockets close: the forced drop below may end one, which is no failure.
  pool.on('error', () => undefined);
  const db = new Kysely<ReadModels>({ dialect: new PostgresDialect({ pool }) });
  try {
    await IdSequence.migrate(db);
    for (let round = 0; round < 20; round++) {
      const ids = new IdSequence(db);
      const category = `race_${round}`;
      const highest = 40;
      await Promise.all(Array.from({ length: highest }, (_, i) => ids.atLeast(category, i + 1)));
      expect(await ids.next(category)).toBe(highest + 1);
    }
  } finally {
    await db.destroy();
    await scratch.drop();
  }
});
