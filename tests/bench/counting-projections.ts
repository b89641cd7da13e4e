import { createPool } from '@console/infra';
import type { Projection, ReadModels } from '@console/projections';
import { sql } from 'kysely';

/** How many counting projections the write bench adds (issue 13: the cost must not move with the count). */
export const EXTRA_PROJECTIONS = 12;

/** The table the counting projections write, made before the console starts. */
export const createCountsTable = async (databaseUrl: string): Promise<void> => {
  const pool = createPool(databaseUrl, 1);
  try {
    await pool.query('CREATE SCHEMA IF NOT EXISTS rm');
    await pool.query(
      'CREATE TABLE rm.bench_counts (name text, type text, n bigint NOT NULL, PRIMARY KEY (name, type))',
    );
  } finally {
    await pool.end();
  }
};

/**
 * Trivial projections as a new feature would add them: each counts the sales events (leads and orders) by type
 * in a row of its own. A customer's rename is none of them, so they must cost that command nothing.
 */
export const countingProjections = (): Projection<ReadModels>[] =>
  Array.from({ length: EXTRA_PROJECTIONS }, (_, i) => ({
    name: `bench.counting-${i + 1}`,
    version: 1,
    handles: ['LeadCreated', 'LeadAssigned', 'LeadQuoted', 'LeadConfirmed', 'OrderConfirmed', 'OrderCancelled'],
    tables: [],
    async apply(trx, event) {
      await sql`INSERT INTO rm.bench_counts (name, type, n) VALUES (${`bench.counting-${i + 1}`}, ${event.type}, 1)
                ON CONFLICT (name, type) DO UPDATE SET n = rm.bench_counts.n + 1`.execute(trx);
    },
  }));
