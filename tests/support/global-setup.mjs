// Plain ESM on purpose: Jest loads global setup outside its module mapper, so this imports the built infra
// (`npm test` runs `tsc -b` first).
import path from 'node:path';
import { startEmbeddedPostgres } from '@console/infra';
import pg from 'pg';
import { CHROMIUM_MISSING_LINE, chromiumMissing } from './browser-check.mjs';

/** Whether a process of this machine still runs (a run's base template is named after its pid). */
const running = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return e.code === 'EPERM';
  }
};

/** The base templates of runs that were killed before their teardown (base-template.ts), on this server. */
const dropAbandonedTemplates = async (url) => {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const { rows } = await admin.query("SELECT datname FROM pg_database WHERE datname LIKE 'console_test_base_%'");
    for (const { datname } of rows) {
      const pid = Number(/^console_test_base_(\d+)_/.exec(datname)?.[1]);
      if (!Number.isInteger(pid) || running(pid)) continue;
      await admin.query(`ALTER DATABASE "${datname}" IS_TEMPLATE false`);
      await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    }
  } finally {
    await admin.end();
  }
};

/**
 * Tests run against DATABASE_URL when set (CI sets it); otherwise against the embedded default, started once for
 * the whole run in a folder of its own (removed afterwards) so it never touches the data of `npm start`.
 */
export default async function globalSetup() {
  // CI installs chromium (.ci/run): a run there without it fails at once, before any test, with what to install.
  if (process.env.CI === 'true' && chromiumMissing()) throw new Error(CHROMIUM_MISSING_LINE);
  if (process.env.DATABASE_URL) {
    console.log(`\n[tests] PostgreSQL: DATABASE_URL`);
  } else {
    // A cluster of its own per run, so two runs (or a run beside `npm start`) never share a data folder.
    const dir = path.resolve('.data/pg-test', String(process.pid));
    const pg = await startEmbeddedPostgres(dir, 'console_tests');
    globalThis.__embeddedPgDir = dir;
    process.env.DATABASE_URL = pg.url;
    globalThis.__embeddedPg = pg;
    console.log(`\n[tests] PostgreSQL: embedded (${pg.url})`);
  }
  await dropAbandonedTemplates(process.env.DATABASE_URL).catch((e) =>
    console.warn(`[tests] abandoned base templates not dropped: ${e.message}`),
  );
  // Names this run's base template database (tests/support/base-template.ts); the workers inherit it.
  process.env.CONSOLE_TEST_RUN = `${process.pid}_${Date.now().toString(36)}`;
  console.log(`[tests] NATS: ${process.env.NATS_URL ?? 'unset, in-process bus'}`);
  console.log(`[tests] EventStoreDB: ${process.env.EVENTSTORE_URL ?? 'unset'}`);
}
