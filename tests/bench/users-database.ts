import { performance } from 'node:perf_hooks';
import type { GlobalPosition } from '@console/contracts';
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

type Log = (line: string) => void;

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

const countOf = async (started: Started, sql: string): Promise<number> => {
  const { rows } = await started.infra.pool.query<{ n: number }>(sql);
  return rows[0]?.n ?? 0;
};
const demoCustomers = (started: Started) =>
  countOf(started, `SELECT count(*)::int AS n FROM rm.users WHERE email LIKE 'customer%@example.com'`);
const storedEvents = (started: Started) => countOf(started, 'SELECT count(*)::int AS n FROM es.events');

/**
 * The position of the last event stored, whether or not a reader may see it yet. `store.headPosition()` answers the
 * newest *readable* event: below the snapshot fence (the oldest transaction still open anywhere on the server,
 * projector batches and other sessions included), so right after a burst of commands it can be well short of the
 * last one, and waiting for it returned with hundreds of events still to apply. Waiting for this one does not.
 */
const lastStoredPosition = async (started: Started): Promise<GlobalPosition> => {
  const { rows } = await started.infra.pool.query<{ major: string; minor: string }>(
    `SELECT transaction_id::text AS major, global_position::text AS minor FROM es.events
      ORDER BY transaction_id DESC, global_position DESC LIMIT 1`,
  );
  const row = rows[0];
  return row ? { major: BigInt(row.major), minor: BigInt(row.minor) } : started.infra.store.headPosition();
};

/** Waits until every projection has applied every event stored so far (call it once the writers are done). */
export const catchUp = async (started: Started, timeoutMs = CATCH_UP_TIMEOUT_MS): Promise<void> => {
  const head = await lastStoredPosition(started);
  if (!(await started.infra.readModels.waitFor(head, timeoutMs))) {
    throw new Error(`the read models did not catch up within ${Math.round(timeoutMs / 60_000)} minutes`);
  }
};

/** The seeding of a fresh database, kept beside the data so a re-run on the cached database can still report it. */
const SEEDING_TABLE = `CREATE TABLE IF NOT EXISTS public.bench_seeding (
  customers integer NOT NULL, seconds double precision NOT NULL, events integer NOT NULL, at timestamptz NOT NULL)`;

const earlierSeeding = async (started: Started, present: number): Promise<Seeding> => {
  const { rows } = await started.infra.pool.query<{ customers: number; seconds: number; events: number; at: Date }>(
    'SELECT customers, seconds, events, at FROM public.bench_seeding ORDER BY at DESC LIMIT 1',
  );
  const s = rows[0];
  return s
    ? { customers: s.customers, seconds: s.seconds, events: s.events, at: s.at.toISOString(), cached: true }
    : { customers: present, seconds: Number.NaN, events: Number.NaN, at: 'unknown', cached: true };
};

const progressPrinter = (log: Log) => {
  const started = performance.now();
  let last = started;
  return (done: number, total: number) => {
    const now = performance.now();
    if (done < total && now - last < 5_000) return;
    last = now;
    const rate = done / ((now - started) / 1000);
    const eta = rate > 0 ? Math.round((total - done) / rate) : 0;
    const left = `eta ${Math.floor(eta / 60)}m${eta % 60}s`;
    log(`seeding: ${thousands(done)}/${thousands(total)} customers, ${thousands(rate)}/s, ${left}`);
  };
};

/** Issues the demo commands up to `customers` (seedDemo skips what exists) and waits for the read models. */
const seed = async (services: Services, app: App, started: Started, customers: number, present: number, log: Log) => {
  log(`seeding: ${thousands(present)} customers there, issuing commands up to ${thousands(customers)}`);
  const eventsBefore = await storedEvents(started);
  const t0 = performance.now();
  await services.seedDemo(app, started.infra, { customers, concurrency: 16, onProgress: progressPrinter(log) });
  const commandsDone = performance.now();
  log('seeding: commands done, waiting for the read models');
  await catchUp(started);
  const seconds = (performance.now() - t0) / 1000;
  const [commandSeconds, catchUpSeconds] = [(commandsDone - t0) / 1000, seconds - (commandsDone - t0) / 1000];
  log(`seeding: commands ${commandSeconds.toFixed(1)} s, read models caught up ${catchUpSeconds.toFixed(1)} s later`);
  const events = (await storedEvents(started)) - eventsBefore;
  if (present === 0) {
    const insert = 'INSERT INTO public.bench_seeding VALUES ($1, $2, $3, now())';
    await started.infra.pool.query(insert, [customers, seconds, events]);
  }
  return { customers: customers - present, seconds, events, at: new Date().toISOString(), cached: false };
};

type Role = Parameters<Services['startInfrastructure']>[1] extends ReadonlySet<infer R> ? R : never;
const ALL_ROLES: readonly Role[] = ['api', 'projector', 'relay'];

/**
 * The whole console in this process (API, projector, relay unless `roles` says otherwise) on the given database,
 * listening on a free port, with `customers` demo customers made by issuing commands (seedDemo) and the read
 * models caught up. With `webDist` (the built console) it serves the console at / too, as `npm start` does.
 */
export const startConsole = async (
  services: Services,
  databaseUrl: string,
  customers: number,
  log: Log,
  roles: readonly Role[] = ALL_ROLES,
  webDist?: string,
): Promise<RunningConsole> => {
  const config = { ...loadConfig(), databaseUrl, seedOnEmpty: false };
  const started = await services.startInfrastructure(config, new Set(roles));
  let app: App | undefined;
  try {
    app = await services.createApp(started.infra, webDist);
    await app.listen(0, '127.0.0.1');
    const address = app.getHttpServer().address();
    const port = typeof address === 'object' && address ? address.port : 0;
    log('read models: catching up with the stored events');
    await catchUp(started);
    await started.infra.pool.query(SEEDING_TABLE);
    const present = await demoCustomers(started);
    let seeding: Seeding;
    if (present >= customers) {
      log(`seeding: ${thousands(present)} customers already there (cached database)`);
      seeding = await earlierSeeding(started, present);
    } else {
      seeding = await seed(services, app, started, customers, present, log);
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
  const row = { budget: 'Seeding by commands (seedDemo, concurrency 16)', target: undefined, pass: undefined };
  if (Number.isNaN(rate)) return { ...row, measured: 'not known', notes: `${when}; no timing recorded` };
  return {
    ...row,
    measured: `${thousands(rate)} customers/s`,
    notes:
      `${thousands(s.customers)} customers, ${thousands(s.events)} events in ${(s.seconds / 60).toFixed(1)} min ` +
      `incl. read-model catch-up (${thousands(s.events / s.seconds)} events/s); ${when}`,
  };
};
