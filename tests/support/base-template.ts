import pg from 'pg';
import { createApp, seedCatalogue, seedStaffUsers, startInfrastructure } from '@console/services';
import { testConfig } from './test-config.js';

/**
 * The database every test console starts from: the catalogue and the demo staff users, made by commands and
 * projected, once per run (about 20 s under load, which every test file paid before), then copied by PostgreSQL for
 * each test file (CREATE DATABASE … TEMPLATE). The run's name comes from global-setup (CONSOLE_TEST_RUN), so the
 * workers of one run share it and two runs never do; the first worker to ask builds it under an advisory lock.
 * Without CONSOLE_TEST_RUN (a script outside jest) there is none and each console seeds its own.
 */
export const baseTemplate = (): Promise<string | undefined> => (prepared ??= prepare());

let prepared: Promise<string | undefined> | undefined;

export const baseTemplateName = (run: string) => `console_test_base_${run.replace(/[^a-z0-9_]/gi, '_')}`;

const prepare = async (): Promise<string | undefined> => {
  const run = process.env['CONSOLE_TEST_RUN'];
  const server = process.env['DATABASE_URL'];
  if (!run || !server) return undefined;
  const name = baseTemplateName(run);
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  try {
    await admin.query('SELECT pg_advisory_lock(hashtext($1))', [name]);
    const found = await admin.query<{ ready: boolean }>(
      'SELECT datistemplate AS ready FROM pg_database WHERE datname = $1',
      [name],
    );
    if (!found.rows[0]?.ready) {
      // A build that died half-way left a database that is not marked ready: start again.
      if (found.rowCount) await admin.query(`DROP DATABASE "${name}" WITH (FORCE)`);
      await admin.query(`CREATE DATABASE "${name}"`);
      await build(server, name);
      await admin.query(`ALTER DATABASE "${name}" IS_TEMPLATE true`);
    }
    return name;
  } finally {
    await admin.query('SELECT pg_advisory_unlock(hashtext($1))', [name]).catch(() => undefined);
    await admin.end();
  }
};

const build = async (server: string, name: string): Promise<void> => {
  const url = new URL(server);
  url.pathname = `/${name}`;
  const started = await startInfrastructure(testConfig(url.toString()), new Set(['api', 'projector', 'relay']));
  const app = await createApp(started.infra);
  try {
    await app.init();
    await seedCatalogue(started.infra);
    await seedStaffUsers(app);
    if (!(await started.settle(60_000))) throw new Error('the base template did not settle within 60 s');
  } finally {
    await app.close();
    const bus = started.infra.bus as { deleteStream?: () => Promise<void> };
    await bus.deleteStream?.().catch(() => undefined);
    await started.stop();
  }
};
