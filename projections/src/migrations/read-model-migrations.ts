import { inspect } from 'node:util';
import { Migrator, sql, type Kysely, type Migration, type MigrationProvider, type MigrationResult } from 'kysely';
import { runnerMigrations } from '../runner/runner.migrations.js';
import type { ReadModelMigrations } from './migration-set.js';

/** Where kysely keeps its bookkeeping: in `rm` beside the read models, apart from the event store's `es`. */
const SCHEMA = 'rm';
const SEPARATOR = '/';
const CONTEXT_NAME = /^[a-z][a-z0-9_-]*$/;

/** Migration keys are `<context>/<name>`, so contexts can never collide and each keeps its own order. */
const keyOf = (context: string, name: string): string => `${context}${SEPARATOR}${name}`;
const contextOf = (key: string): string => key.slice(0, key.indexOf(SEPARATOR));

/** Collects the callers' migration sets into one kysely provider, refusing duplicates and malformed names. */
export class ReadModelMigrationProvider implements MigrationProvider {
  private readonly all: Readonly<Record<string, Migration>>;

  constructor(sets: readonly ReadModelMigrations[]) {
    const all: Record<string, Migration> = {};
    const seen = new Set<string>();
    for (const set of sets) {
      if (!CONTEXT_NAME.test(set.context)) throw new Error(`Bad read-model migration context name: '${set.context}'`);
      if (seen.has(set.context)) throw new Error(`Read-model migrations of '${set.context}' are registered twice`);
      seen.add(set.context);
      for (const [name, migration] of Object.entries(set.migrations)) {
        if (name.length === 0 || name.includes(SEPARATOR))
          throw new Error(`Bad migration name '${name}' in ${set.context}`);
        all[keyOf(set.context, name)] = migration;
      }
    }
    this.all = all;
  }

  getMigrations(): Promise<Record<string, Migration>> {
    return Promise.resolve({ ...this.all });
  }
}

const migratorFor = (db: Kysely<unknown>, sets: readonly ReadModelMigrations[]): Migrator =>
  new Migrator({
    db,
    provider: new ReadModelMigrationProvider(sets),
    migrationTableSchema: SCHEMA,
    // Contexts are independent (no read-model table refers to another context's), so a context registered later
    // may run its first migration after other contexts' newer ones. Order *within* a context is still enforced,
    // by ensureOrderWithinContexts below.
    allowUnorderedMigrations: true,
  });

/**
 * kysely's own order check is global, which we had to switch off; this keeps its guarantee per context: the
 * executed migrations of a context are a prefix of its migrations in name order (a migration added with a name
 * before an executed one is a mistake, not something to run late).
 */
const ensureOrderWithinContexts = async (migrator: Migrator): Promise<void> => {
  const pendingSeen = new Set<string>();
  for (const info of await migrator.getMigrations()) {
    const context = contextOf(info.name);
    if (info.executedAt === undefined) pendingSeen.add(context);
    else if (pendingSeen.has(context)) {
      throw new Error(`Read-model migration ${info.name} ran, but an earlier-named one of '${context}' has not`);
    }
  }
};

/**
 * Brings schema `rm` up to date: the runner's own table (checkpoints) and every context's migrations, given in
 * registration order (`allMigrations()`). Safe to call from several processes at once: kysely takes a lock.
 * Throws on failure, after kysely has rolled the failed migration back.
 */
export const migrateReadModels = async <DB>(
  db: Kysely<DB>,
  sets: readonly ReadModelMigrations[],
): Promise<readonly MigrationResult[]> => {
  const untyped = db as unknown as Kysely<unknown>; // migrations see the schema as it was, not as DB says it is
  await sql`create schema if not exists ${sql.id(SCHEMA)}`.execute(untyped);
  const migrator = migratorFor(untyped, [runnerMigrations, ...sets]);
  await ensureOrderWithinContexts(migrator);
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error !== undefined) {
    const failed = results.find((r) => r.status === 'Error')?.migrationName ?? 'a read-model migration';
    throw new Error(
      `Read-model migration failed at ${failed}: ${error instanceof Error ? error.message : inspect(error)}`,
      {
        cause: error,
      },
    );
  }
  return results;
};
