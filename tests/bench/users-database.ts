import { performance } from 'node:perf_hooks';
import { loadConfig } from '@console/infra';
import pg from 'pg';
import { thousands, type BudgetRow } from './budget-row.js';
import type { App, Services, Started } from './services.js';

/** How the customers got there: seeded in this run, or found in the cached database (seeded by an earlier run). */
export interface Seeding {
  readonly customers: number;
  readonly seconds: number;
  readonly events: number;
  readonly at: string;
  readonly cached: boolean;
}

export interface RunningConsole {
  readonly started: Started;
  readonly app: App;
  readonly port: number;
  readonly seeding: Seeding;
  close(): Promise<void>;
}

const CATCH_UP_TIMEOUT_MS = 60 * 60_000;

/** The cached database by name: created when missing, kept across runs so a re-run does not seed again. */
export const ensureDatabase = async (serverUrl: string, name: string): Promise<string> => {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

const demoCustomers = async (started: Started): Promise<number> => {
  const { rows } = await started.infra.pool.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM rm.users WHERE email LIKE 'customer%@example.com'`,
  );
  return rows[0]?.n ?? 0;
};

const eventCount = async (started: Started): Promise<number> => {
  const { rows } = await started.infra.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM es.events');
  return rows[0]?.n ?? 0;
};

/** The seeding of a fresh database, kept beside the data so a re-run on the cached database can still report it. */
const SEEDING_TABLE = `CREATE TABLE IF NOT EXISTS public.bench_seeding (
  customers integer NOT NULL, seconds double precision NOT NULL, events integer NOT NULL, at timestamptz NOT NULL)`;

const progressPrinter = (log: (line: string) => void) => {
  const started = performance.now();
  let last = started;
  return (done: number, total: number) => {
    const now = performance.now();
    if (done < total && now - last < 5_000) return;
    last = now;
    const rate = done / ((now - started) / 1000);
    const eta = rate > 0 ? Math.round((total - done) / rate) : 0;
    log(`seeding: ${thousands(done)}/${thousands(total)} customers, ${thousands(rate)}/s, eta ${Math.floor(eta / 60)}m${eta % 60}s`);
  };
};

/**
 * The whole console in this process (API, projector, relay) on the users database, listening on a free port, with
 * `customers` demo customers made by issuing commands (seedDemo) and the read models caught up.
 */
export const startConsole = async (
  services: Services,
  databaseUrl: string,
  customers: number,
  log: (line: string) => void,
): Promise<RunningConsole> => {
  const config = { ...loadConfig(), databaseUrl, seedOnEmpty: false };
  const started = await services.startInfrastructure(config, new Set(['api', 'projector', 'relay'] as const));
  let app: App | undefined;
  try {
    app = await services.createApp(started.infra);
    await app.listen(0, '127.0.0.1');
    const address = app.getHttpServer().address();
    const port = typeof address === 'object' && address ? address.port : 0;
    log('read models: catching up with the stored events');
    await started.infra.readModels.waitFor(await started.infra.store.headPosition(), CATCH_UP_TIMEOUT_MS);
    await started.infra.pool.query(SEEDING_TABLE);
    const present = await demoCustomers(started);
    let seeding: Seeding;
    if (present >= customers) {
      const { rows } = await started.infra.pool.query<{ customers: number; seconds: number; events: number; at: Date }>(
        'SELECT customers, seconds, events, at FROM public.bench_seeding ORDER BY at DESC LIMIT 1',
      );
      const earlier = rows[0];
      seeding = earlier
        ? { customers: earlier.customers, seconds: earlier.seconds, events: earlier.events, at: earlier.at.toISOString(), cached: true }
        : { customers: present, seconds: Number.NaN, events: Number.NaN, at: 'unknown', cached: true };
      log(`seeding: ${thousands(present)} customers already there (cached database)`);
    } else {
      log(`seeding: ${thousands(present)} customers there, issuing commands up to ${thousands(customers)}`);
      const eventsBefore = await eventCount(started);
      const t0 = performance.now();
      await services.seedDemo(app, started.infra, { customers, concurrency: 16, onProgress: progressPrinter(log) });
      const commandsDone = performance.now();
      log('seeding: commands done, waiting for the read models');
      const caughtUp = await started.infra.readModels.waitFor(await started.infra.store.headPosition(), CATCH_UP_TIMEOUT_MS);
      if (!caughtUp) throw new Error('the read models did not catch up with the seeding within an hour');
      const seconds = (performance.now() - t0) / 1000;
      log(`seeding: commands ${((commandsDone - t0) / 1000).toFixed(1)} s, read models caught up ${((performance.now() - commandsDone) / 1000).toFixed(1)} s later`);
      const events = (await eventCount(started)) - eventsBefore;
      seeding = { customers: customers - present, seconds, events, at: new Date().toISOString(), cached: false };
      if (present === 0) {
        await started.infra.pool.query('INSERT INTO public.bench_seeding VALUES ($1, $2, $3, now())', [customers, seconds, events]);
      }
    }
    const running = app;
    return {
      started,
      app: running,
      port,
      seeding,
      close: async () => {
        await running.close();
        await started.stop();
      },
    };
  } catch (e) {
    await app?.close().catch(() => undefined);
    await started.stop();
    throw e;
  }
};

export const seedingRow = (s: Seeding): BudgetRow => {
  const rate = s.customers / s.seconds;
  const when = s.cached ? `cached database, seeded ${s.at.slice(0, 10)}` : 'seeded in this run';
  return {
    budget: 'Seeding by commands (seedDemo, concurrency 16)',
    target: undefined,
    measured: Number.isNaN(rate) ? 'not known' : `${thousands(rate)} customers/s`,
    pass: undefined,
    notes: Number.isNaN(rate)
      ? `${when}; no timing recorded`
      : `${thousands(s.customers)} customers, ${thousands(s.events)} events in ${(s.seconds / 60).toFixed(1)} min incl. read-model catch-up (${thousands(s.events / s.seconds)} events/s); ${when}`,
  };
};
