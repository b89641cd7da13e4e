import { sql, type Kysely, type Migration } from 'kysely';
import type { ReadModelMigrations } from '../migrations/read-model-migrations.js';

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

/** The projector runner's own table; migrateReadModels always runs it, whatever the caller registers. */
export const runnerMigrations: ReadModelMigrations = {
  context: 'runner',
  migrations: { '0001_projection_checkpoints': createCheckpoints },
};
