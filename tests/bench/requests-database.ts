import { performance } from 'node:perf_hooks';
import { thousands, type BudgetRow } from './budget-row.js';
import type { Started } from './services.js';
import { catchUp, type RunningConsole } from './users-database.js';

type Log = (line: string) => void;
type SeedRequestsModule = typeof import('../../services/src/seed/seed-requests.js');

/** The projector may trail the commands: wait for it this long at most. */
const CATCH_UP_TIMEOUT_MS = 2 * 60 * 60_000;
/** Requests worked at once: their commands wait on commits far more than on the CPU. */
const CONCURRENCY = 64;

/** The budget's requests (issue 6). */
export const BUDGET_REQUESTS = 300_000;
/** Demo customers of the requests database: one for every 30 requests, 10,000 for the 300,000 of the budget. */
export const requestsCustomers = (requests: number): number => Math.max(1_000, Math.min(10_000, Math.round(requests / 30)));
export const requestsDatabaseName = (requests: number): string =>
  `console_bench_requests_${requests % 1000 === 0 ? `${requests / 1000}k` : requests}`;

// The seed is not a package export of @console/services: loaded from the built modules, like services.ts does.
const servicesDist = new URL('../../../services/dist/', import.meta.url);
const load = <M>(path: string): Promise<M> => import(new URL(path, servicesDist).href) as Promise<M>;

export interface RequestsGeneration {
  readonly requests: number;
  readonly made: number;
  readonly events: number;
  readonly commandSeconds: number;
  readonly catchUpSeconds: number;
  readonly at: string;
  readonly cached: boolean;
}

const GENERATION_TABLE = `CREATE TABLE IF NOT EXISTS public.bench_requests_generation (
  requests integer NOT NULL, made integer NOT NULL, events integer NOT NULL, command_seconds double precision NOT NULL,
  catch_up_seconds double precision NOT NULL, at timestamptz NOT NULL)`;

const numberOf = async (started: Started, sql: string): Promise<number> => {
  const { rows } = await started.infra.pool.query<{ n: string | number | null }>(sql);
  return Number(rows[0]?.n ?? 0);
};
const storedEvents = (started: Started) => numberOf(started, 'SELECT count(*) AS n FROM es.events');
const presentRequests = (started: Started) => numberOf(started, 'SELECT count(*) AS n FROM rm.requests');

const earlierGeneration = async (started: Started, present: number): Promise<RequestsGeneration> => {
  const { rows } = await started.infra.pool.query<{
    requests: number; made: number; events: number; command_seconds: number; catch_up_seconds: number; at: Date;
  }>('SELECT * FROM public.bench_requests_generation ORDER BY at DESC LIMIT 1');
  const g = rows[0];
  return g
    ? { requests: present, made: g.made, events: g.events, commandSeconds: g.command_seconds, catchUpSeconds: g.catch_up_seconds, at: g.at.toISOString(), cached: true }
    : { requests: present, made: Number.NaN, events: Number.NaN, commandSeconds: Number.NaN, catchUpSeconds: Number.NaN, at: 'unknown', cached: true };
};

/**
 * The requests of the requests budget, made the product's way: the console on the requests database with its demo
 * customers, then the demo seed's request commands (seedRequests: create, then the lifecycle's actions up to each
 * request's status, 64 requests at a time) up to `requests`; then it waits for the read models and VACUUM (ANALYZE)s
 * the tables. A database that holds them already (`console_bench_requests_300k`, a re-run) is used as it is; an
 * interrupted generation resumes (the seed continues after the requests it finds).
 */
export const ensureRequests = async (running: RunningConsole, requests: number, log: Log): Promise<RequestsGeneration> => {
  const { started } = running;
  await started.infra.pool.query(GENERATION_TABLE);
  const present = await presentRequests(started);
  if (present >= requests) {
    log(`requests: ${thousands(present)} requests already there (cached database)`);
    return earlierGeneration(started, present);
  }
  const { seedRequests } = await load<SeedRequestsModule>('seed/seed-requests.js');
  log(`requests: ${thousands(present)} there; issuing the seed's commands up to ${thousands(requests)} (concurrency ${CONCURRENCY})`);
  const eventsBefore = await storedEvents(started);
  const t0 = performance.now();
  let last = { at: t0, done: present };
  const progress = (done: number, total: number) => {
    const now = performance.now();
    if (done < total && now - last.at < 15_000) return;
    const rate = (done - present) / ((now - t0) / 1000);
    const recent = (done - last.done) / ((now - last.at) / 1000);
    const eta = Math.round((total - done) / Math.max(1, rate));
    log(`requests: ${thousands(done)}/${thousands(total)}, ${thousands(rate)} requests/s (last interval ${thousands(recent)}/s), eta ${Math.floor(eta / 60)}m${eta % 60}s`);
    last = { at: now, done };
  };
  await seedRequests(running.app, started.infra, { requests, concurrency: CONCURRENCY, onProgress: progress });
  const commandsDone = performance.now();
  log('requests: commands done, waiting for the read models');
  await catchUp(started, CATCH_UP_TIMEOUT_MS);
  const caughtUp = performance.now();
  log('requests: VACUUM (ANALYZE) rm.requests, rm.request_lines, rm.request_search');
  await started.infra.pool.query('VACUUM (ANALYZE) rm.requests');
  await started.infra.pool.query('VACUUM (ANALYZE) rm.request_lines');
  await started.infra.pool.query('VACUUM (ANALYZE) rm.request_search');
  const total = await presentRequests(started);
  const events = (await storedEvents(started)) - eventsBefore;
  const generation: RequestsGeneration = {
    requests: total,
    made: total - present,
    events,
    commandSeconds: (commandsDone - t0) / 1000,
    catchUpSeconds: (caughtUp - commandsDone) / 1000,
    at: new Date().toISOString(),
    cached: false,
  };
  log(`requests: ${thousands(generation.made)} made in ${(generation.commandSeconds / 60).toFixed(1)} min (${thousands(events)} events)`);
  await started.infra.pool.query('INSERT INTO public.bench_requests_generation VALUES ($1, $2, $3, $4, $5, now())', [
    generation.requests,
    generation.made,
    events,
    generation.commandSeconds,
    generation.catchUpSeconds,
  ]);
  return generation;
};

export const requestsGenerationRow = (g: RequestsGeneration, customers: number): BudgetRow => {
  const row = { budget: `Requests by commands (seedRequests, concurrency ${CONCURRENCY})`, target: undefined, pass: undefined };
  const when = g.cached ? `cached database, made ${g.at.slice(0, 10)}` : 'made in this run';
  const base = `${thousands(g.requests)} requests over ${thousands(customers)} demo customers, every status and type, 0–4 lines each`;
  if (Number.isNaN(g.commandSeconds)) return { ...row, measured: 'not known', notes: `${base}; ${when}; no timing recorded` };
  return {
    ...row,
    measured: `${thousands(g.made / g.commandSeconds)} requests/s`,
    notes:
      `${base}; ${thousands(g.made)} made with ${thousands(g.events)} events in ${(g.commandSeconds / 60).toFixed(1)} min ` +
      `(${thousands(g.events / g.commandSeconds)} events/s), read models caught up ${g.catchUpSeconds.toFixed(0)} s later; ${when}`,
  };
};
