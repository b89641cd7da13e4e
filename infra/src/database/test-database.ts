import crypto from 'node:crypto';
import pg from 'pg';

/**
 * A fresh, empty database on the server at `serverUrl`, for one test file or one benchmark run, so suites never
 * see each other's rows. `drop` removes it.
 */
export const createScratchDatabase = async (
  serverUrl: string,
  prefix: string,
  /** A template database to copy (PostgreSQL copies its files): a prepared state instead of an empty one. */
  template?: string,
): Promise<{ url: string; drop: () => Promise<void> }> => {
  const name = `${prefix.replace(/[^a-z0-9_]/gi, '_').toLowerCase()}_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(template ? `CREATE DATABASE "${name}" TEMPLATE "${template}"` : `CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await c.end();
    },
  };
};
