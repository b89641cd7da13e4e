import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { ReadModels } from '@console/projections';
import { createScratchDatabase } from '@console/infra/testing';
import { IdSequence } from './id-sequence.js';

/** A scratch database with the ids schema, for `work`. */
const withIds = async (work: (db: Kysely<ReadModels>) => Promise<void>): Promise<void> => {
  const server = process.env['DATABASE_URL'];
  if (!server) throw new Error('DATABASE_URL is not set');
  const scratch = await createScratchDatabase(server, 'ids');
  const pool = new pg.Pool({ connectionString: scratch.url, max: 12 });
  // pool.end() resolves before its clients' sockets close: the forced drop below may end one, which is no failure.
  pool.on('error', () => undefined);
  const db = new Kysely<ReadModels>({ dialect: new PostgresDialect({ pool }) });
  try {
    await IdSequence.migrate(db);
    await work(db);
  } finally {
    await db.destroy();
    await scratch.drop();
  }
};

/**
 * The catalogue seed creates its records with fixed ids all at once and moves each category's sequence past them:
 * a move for a lower id finishing after one for a higher id must not take the sequence back, or the next create
 * collides with a seeded record (a CI run answered 409 to the first new service type).
 */
it('keeps the sequence past the highest id when many callers move it at once', async () => {
  await withIds(async (db) => {
    for (let round = 0; round < 20; round++) {
      const ids = new IdSequence(db);
      const category = `race_${round}`;
      const highest = 40;
      await Promise.all(Array.from({ length: highest }, (_, i) => ids.atLeast(category, i + 1)));
      expect(await ids.next(category)).toBe(highest + 1);
    }
  });
});

/**
 * The seed creates its records by `next()` and then `atLeast()` with the id it got, 128 at once. A move that read
 * the sequence's last value and set it after another caller's `next()` took the sequence back, and two records got
 * one id: the second create was a conflict, which the seed skips, so a demo customer had no address and a request
 * for them was refused ("Address is required"; the first start stopped its demo data).
 */
it('never hands one id out twice while callers take ids and move the sequence at once', async () => {
  await withIds(async (db) => {
    const ids = new IdSequence(db);
    const taken: number[] = [];
    await Promise.all(
      Array.from({ length: 64 }, async () => {
        for (let i = 0; i < 40; i++) {
          const id = await ids.next('race');
          taken.push(id);
          await ids.atLeast('race', id);
        }
      }),
    );
    expect(taken).toHaveLength(64 * 40);
    expect(new Set(taken).size).toBe(taken.length);
    // Moves past ids given from outside still hold, a near one and one far ahead.
    await ids.atLeast('race', Math.max(...taken) + 10);
    expect(await ids.next('race')).toBe(Math.max(...taken) + 11);
    await ids.atLeast('race', 2_000_000_000);
    expect(await ids.next('race')).toBe(2_000_000_001);
  });
});

/**
 * Each process (and, in one process, the API's and the storage mover's) has its own IdSequence, and the first id of
 * a category creates its sequence. Two creating it at once made the loser's CREATE SEQUENCE IF NOT EXISTS fail on
 * the catalogue's unique index, and the failure was kept: every later id of that category failed in that
 * IdSequence until a restart (a 5xx on each create).
 */
it('makes the schema, and the first ids of a new category, for several owners at once, and the next ids too', async () => {
  await withIds(async (db) => {
    // Processes starting together on a new database each make sure of the schema.
    for (let round = 0; round < 10; round++) {
      await sql`DROP SCHEMA ids CASCADE`.execute(db);
      await Promise.all(Array.from({ length: 4 }, () => IdSequence.migrate(db)));
    }
    const owners = Array.from({ length: 4 }, () => new IdSequence(db));
    for (let round = 0; round < 25; round++) {
      const category = `first_${round}`;
      const first = await Promise.all(owners.map((ids) => ids.next(category)));
      const next = await Promise.all(owners.map((ids) => ids.next(category)));
      expect([...first, ...next].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    }
  });
});
