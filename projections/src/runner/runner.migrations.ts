import { sql, type Kysely, type Migration } from 'kysely';
import type { ReadModelMigrations } from '../migrations/migration-set.js';

// Migrations see the database as it was when they were written, so they take an untyped kysely, as kysely advises.
const createCheckpoints: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('rm.projection_checkpoints')
      .addColumn('name', 'text', (c) => c.primaryKey())
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('major', 'bigint', (c) => c.notNull())
      .addColumn('minor', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('rm.projection_checkpoints').execute();
  },
};

const createFailures: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('rm.projection_failures')
      .addColumn('name', 'text', (c) => c.primaryKey())
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('major', 'bigint', (c) => c.notNull())
      .addColumn('minor', 'bigint', (c) => c.notNull())
      .addColumn('event_id', 'uuid', (c) => c.notNull())
      .addColumn('stream_id', 'text', (c) => c.notNull())
      .addColumn('stream_version', 'integer', (c) => c.notNull())
      .addColumn('event_type', 'text', (c) => c.notNull())
      .addColumn('error', 'text', (c) => c.notNull())
      .addColumn('batch_end_major', 'bigint', (c) => c.notNull())
      .addColumn('batch_end_minor', 'bigint', (c) => c.notNull())
      .addColumn('failed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('retry_requested', 'boolean', (c) => c.notNull().defaultTo(false))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('rm.projection_failures').execute();
  },
};

/**
 * A batch opens its transaction and moves its checkpoints in one round trip (shared-batch.ts): a statement list
 * returns no rows to check, so the check that every checkpoint moved raises instead, with its own SQLSTATE.
 */
const expectCheckpointsMoved: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      CREATE FUNCTION rm.expect_checkpoints_moved(moved bigint, expected integer) RETURNS void
      LANGUAGE plpgsql AS $$
      BEGIN
        IF moved <> expected THEN
          RAISE EXCEPTION 'a checkpoint moved or its version changed' USING ERRCODE = ${sql.lit(CHECKPOINT_MOVED_SQLSTATE)};
        END IF;
      END $$`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`DROP FUNCTION rm.expect_checkpoints_moved(bigint, integer)`.execute(db);
  },
};

/** What rm.expect_checkpoints_moved raises. */
export const CHECKPOINT_MOVED_SQLSTATE = 'RMCPM';

/** The projector runner's own tables; migrateReadModels always runs it, whatever the caller registers. */
export const runnerMigrations: ReadModelMigrations = {
  context: 'runner',
  migrations: {
    '0001_projection_checkpoints': createCheckpoints,
    '0002_projection_failures': createFailures,
    '0003_expect_checkpoints_moved': expectCheckpointsMoved,
  },
};
