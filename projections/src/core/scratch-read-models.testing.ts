import { createPool } from '@console/infra';
import { createScratchDatabase } from '@console/infra/testing';
import { Kysely, PostgresDialect, sql } from 'kysely';
import type { ReadModels } from '../read-models.js';

/**
 * For a test file of the core's helpers: a scratch database with an empty `rm` schema for the whole file, dropped
 * after it. Returns the database as a getter (it exists once beforeAll has run).
 */
export const useScratchReadModels = (prefix: string): (() => Kysely<ReadModels>) => {
  let drop: (() => Promise<void>) | undefined;
  let db: Kysely<ReadModels> | undefined;
  beforeAll(async () => {
    const server = process.env['DATABASE_URL'];
    if (!server) throw new Error('DATABASE_URL is not set: run the tests through jest (global-setup sets it)');
    const scratch = await createScratchDatabase(server, prefix);
    drop = scratch.drop;
    db = new Kysely<ReadModels>({ dialect: new PostgresDialect({ pool: createPool(scratch.url, 2) }) });
    await sql`CREATE SCHEMA rm`.execute(db);
  });
  afterAll(async () => {
    await db?.destroy();
    await drop?.();
  });
  return () => {
    if (!db) throw new Error('the scratch read-model database is made in beforeAll');
    return db;
  };
};
