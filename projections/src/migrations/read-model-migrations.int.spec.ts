import { createPool } from '@console/infra';
import { createScratchDatabase } from '@console/infra/testing';
import { Kysely, PostgresDialect, sql, type Migration } from 'kysely';
import { migrateReadModels, ReadModelMigrationProvider } from './read-model-migrations.js';

let drop: () => Promise<void>;
let db: Kysely<unknown>;

beforeAll(async () => {
  const server = process.env['DATABASE_URL'];
  if (!server) throw new Error('DATABASE_URL is not set: run the tests through jest (global-setup sets it)');
  const scratch = await createScratchDatabase(server, 'rm_migrations');
  drop = scratch.drop;
  db = new Kysely<unknown>({ dialect: new PostgresDialect({ pool: createPool(scratch.url, 2) }) });
});
afterAll(async () => {
  await db?.destroy();
  await drop?.();
});

const createTable = (table: string): Migration => ({
  up: async (d) => void (await sql`create table ${sql.table(table)} (id int primary key)`.execute(d)),
});

const tables = async (): Promise<string[]> => {
  const { rows } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables where table_schema = 'rm' order by table_name`.execute(db);
  return rows.map((r) => r.name);
};

test('creates schema rm with the checkpoints table and each context’s tables; a second run does nothing', async () => {
  const first = await migrateReadModels(db, [
    { context: 'alpha', migrations: { '0001_a': createTable('rm.alpha_a') } },
  ]);
  expect(first.map((r) => r.migrationName).sort()).toEqual([
    'alpha/0001_a',
    'runner/0001_projection_checkpoints',
    'runner/0002_projection_failures',
    'runner/0003_expect_checkpoints_moved',
  ]);
  expect(await tables()).toEqual([
    'alpha_a',
    'kysely_migration',
    'kysely_migration_lock',
    'projection_checkpoints',
    'projection_failures',
  ]);
  expect(
    await migrateReadModels(db, [{ context: 'alpha', migrations: { '0001_a': createTable('rm.alpha_a') } }]),
  ).toEqual([]);
});

test('a context registered later runs its migrations, and so does a new migration of an existing context', async () => {
  const results = await migrateReadModels(db, [
    { context: 'alpha', migrations: { '0001_a': createTable('rm.alpha_a'), '0002_b': createTable('rm.alpha_b') } },
    { context: 'aaa', migrations: { '0001_first': createTable('rm.aaa_first') } },
  ]);
  expect(results.map((r) => r.migrationName).sort()).toEqual(['aaa/0001_first', 'alpha/0002_b']);
});

test('a migration named before one that already ran, in the same context, is refused', async () => {
  await expect(
    migrateReadModels(db, [
      {
        context: 'alpha',
        migrations: {
          '0000_late': createTable('rm.alpha_late'),
          '0001_a': createTable('rm.alpha_a'),
          '0002_b': createTable('rm.alpha_b'),
        },
      },
      { context: 'aaa', migrations: { '0001_first': createTable('rm.aaa_first') } },
    ]),
  ).rejects.toThrow(/alpha\/0001_a ran, but an earlier-named one of 'alpha' has not/);
});

test('a failing migration is rolled back and named', async () => {
  const failing: Migration = {
    up: async (d) => {
      await sql`create table rm.half_done (id int)`.execute(d);
      await sql`select no_such_function()`.execute(d);
    },
  };
  await expect(
    migrateReadModels(db, [
      { context: 'alpha', migrations: { '0001_a': createTable('rm.alpha_a'), '0002_b': createTable('rm.alpha_b') } },
      { context: 'aaa', migrations: { '0001_first': createTable('rm.aaa_first') } },
      { context: 'broken', migrations: { '0001_x': failing } },
    ]),
  ).rejects.toThrow(/Read-model migration failed at broken\/0001_x/);
  expect(await tables()).not.toContain('half_done');
});

test('a context registered twice, or a bad name, is refused', () => {
  expect(
    () =>
      new ReadModelMigrationProvider([
        { context: 'a', migrations: {} },
        { context: 'a', migrations: {} },
      ]),
  ).toThrow(/registered twice/);
  expect(() => new ReadModelMigrationProvider([{ context: 'A/b', migrations: {} }])).toThrow(
    /Bad read-model migration context/,
  );
  expect(() => new ReadModelMigrationProvider([{ context: 'a', migrations: { 'x/y': createTable('rm.x') } }])).toThrow(
    /Bad migration name/,
  );
});
