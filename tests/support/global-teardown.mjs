import fs from 'node:fs';
import pg from 'pg';

/** Drops this run's base template database (base-template.ts), then stops the embedded PostgreSQL if it started one. */
export default async function globalTeardown() {
  const run = process.env.CONSOLE_TEST_RUN;
  if (run && process.env.DATABASE_URL && !globalThis.__embeddedPg) {
    const name = `console_test_base_${run.replace(/[^a-z0-9_]/gi, '_')}`;
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    try {
      await admin.query(`ALTER DATABASE "${name}" IS_TEMPLATE false`).catch(() => undefined);
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    } finally {
      await admin.end();
    }
  }
  if (globalThis.__embeddedPg) await globalThis.__embeddedPg.stop();
  if (globalThis.__embeddedPgDir) fs.rmSync(globalThis.__embeddedPgDir, { recursive: true, force: true });
}
