import type pg from 'pg';
import { eventStoreSchemaSql } from './schema/index.js';

/** Any constant shared by every migrator of the `es` schema: two processes starting together take turns. */
const migrationLockKey = 7_242_001;

/**
 * Runs the schema statements in one transaction under an advisory lock: `IF NOT EXISTS` alone is not safe
 * against a concurrent creator (both pass the check, one fails on the catalog's unique key).
 */
export const migrateEventStoreSchema = async (pool: pg.Pool): Promise<void> => {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock($1)', [migrationLockKey]);
    for (const sql of eventStoreSchemaSql) await client.query(sql);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
};
