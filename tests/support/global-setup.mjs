// Plain ESM on purpose: Jest loads global setup outside its module mapper, so this imports the built infra
// (`npm test` runs `tsc -b` first).
import path from 'node:path';
import { startEmbeddedPostgres } from '@console/infra';

/**
 * Tests run against DATABASE_URL when set (CI sets it); otherwise against the embedded default, started once for
 * the whole run in a folder of its own (removed afterwards) so it never touches the data of `npm start`.
 */
export default async function globalSetup() {
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
  // Names this run's base template database (tests/support/base-template.ts); the workers inherit it.
  process.env.CONSOLE_TEST_RUN = `${process.pid}_${Date.now().toString(36)}`;
  console.log(`[tests] NATS: ${process.env.NATS_URL ?? 'unset, in-process bus'}`);
  console.log(`[tests] EventStoreDB: ${process.env.EVENTSTORE_URL ?? 'unset'}`);
}
