import { performance } from 'node:perf_hooks';
import { thousands, type BudgetRow } from './budget-row.js';
import type { Services, Started } from './services.js';
import { catchUp, type RunningConsole } from './users-database.js';

type Log = (line: string) => void;
type SeedStoragesModule = typeof import('../../services/src/seed/seed-storages.js');
type SeedWarehousesModule = typeof import('../../services/src/seed/seed-warehouses.js');

/** The projector may trail the commands: wait for it this long at most. */
const CATCH_UP_TIMEOUT_MS = 2 * 60 * 60_000;
/** Storages worked at once: their commands wait on commits far more than on the CPU. */
const CONCURRENCY = 96;

/** Demo customers of the storages database: one for every 50 storages, 20,000 for the 1,000,000 of the budget. */
export const storagesCustomers = (storages: number): number => Math.max(1_000, Math.min(20_000, Math.round(storages / 50)));
export const storagesDatabaseName = (storages: number): string =>
  `console_bench_storages_${storages % 1_000_000 === 0 ? `${storages / 1_000_000}m` : storages % 1000 === 0 ? `${storages / 1000}k` : storages}`;

// The seeds are not package exports of @console/services: loaded from the built modules, like services.ts does.
const servicesDist = new URL('../../../services/dist/', import.meta.url);
const load = <M>(path: string): Promise<M> => import(new URL(path, servicesDist).href) as Promise<M>;

export interface StoragesGeneration {
  readonly storages: number;
  readonly made: number;
  readonly events: number;
  readonly commandSeconds: number;
  readonly catchUpSeconds: number;
  readonly at: string;
  readonly cached: boolean;
}

const GENERATION_TABLE = `CREATE TABLE IF NOT EXISTS public.bench_storages_generation (
  storages integer NOT NULL, made integer NOT NULL, events integer NOT NULL, command_seconds double precision NOT NULL,
  catch_up_seconds double precision NOT NULL, at timestamptz NOT NULL)`;

const numberOf = async (started: Started, sql: string): Promise<number> => {
  const { rows } = await started.infra.pool.query<{ n: string | number | null }>(sql);
  return Number(rows[0]?.n ?? 0);
};
const storedEvents = (started: Started) => numberOf(started, 'SELECT count(*) AS n FROM es.events');
const presentStorages = (started: Started) => numberOf(started, 'SELECT count(*) AS n FROM rm.storages');

const earlierGeneration = async (started: Started, present: number): Promise<StoragesGeneration> => {
  const { rows } = await started.infra.pool.query<{
    storages: number; made: number; events: number; command_seconds: number; catch_up_seconds: number; at: Date;
  }>('SELECT * FROM public.bench_storages_generation ORDER BY at DESC LIMIT 1');
  const g = rows[0];
  return g
    ? { storages: present, made: g.made, events: g.events, commandSeconds: g.command_seconds, catchUpSeconds: g.catch_up_seconds, at: g.at.toISOString(), cached: true }
    : { storages: present, made: Number.NaN, events: Number.NaN, commandSeconds: Number.NaN, catchUpSeconds: Number.NaN, at: 'unknown', cached: true };
};

/**
 * The storages of the storages budget, made the product's way: the console on the storages database with its demo
 * customers, the demo warehouses and locations (seedWarehouses), then the demo seed's storage commands (create,
 * about 70 % checked in to a location, a fifth of those checked out) up to `storages`, 96 at a time; then it waits
 * for the read models and VACUUM (ANALYZE)s the tables. A database that holds them already is used as it is; an
 * interrupted generation resumes where it stopped.
 */
export const ensureStorages = async (running: RunningConsole, storages: number, log: Log): Promise<StoragesGeneration> => {
  const { started } = running;
  await started.infra.pool.query(GENERATION_TABLE);
  const present = await presentStorages(started);
  if (present >= storages) {
    log(`storages: ${thousands(present)} storages already there (cached database)`);
    return earlierGeneration(started, present);
  }
  const [{ seedStorages }, { seedWarehouses }] = await Promise.all([
    load<SeedStoragesModule>('seed/seed-storages.js'),
    load<SeedWarehousesModule>('seed/seed-warehouses.js'),
  ]);
  await seedWarehouses(started.infra);
  log(`storages: ${thousands(present)} there; issuing the seed's commands up to ${thousands(storages)} (concurrency ${CONCURRENCY})`);
  const eventsBefore = await storedEvents(started);
  const t0 = performance.now();
  let last = { at: t0, done: 0 };
  const progress = (done: number, total: number) => {
    const now = performance.now();
    if (done < total && now - last.at < 15_000) return;
    const rate = done / ((now - t0) / 1000);
    const recent = (done - last.done) / ((now - last.at) / 1000);
    const eta = Math.round((total - done) / Math.max(1, rate));
    log(`storages: ${thousands(done)}/${thousands(total)}, ${thousands(rate)} storages/s (last interval ${thousands(recent)}/s), eta ${Math.floor(eta / 60)}m${eta % 60}s`);
    last = { at: now, done };
  };
  await seedStorages(running.app, started.infra, { storages, concurrency: CONCURRENCY, moveStatuses: false, onProgress: progress });
  const commandsDone = performance.now();
  log('storages: commands done, waiting for the read models');
  await catchUp(started, CATCH_UP_TIMEOUT_MS);
  const caughtUp = performance.now();
  log('storages: VACUUM (ANALYZE) rm.storages, rm.storage_records');
  await started.infra.pool.query('VACUUM (ANALYZE) rm.storages');
  await started.infra.pool.query('VACUUM (ANALYZE) rm.storage_records');
  const total = await presentStorages(started);
  const events = (await storedEvents(started)) - eventsBefore;
  const generation: StoragesGeneration = {
    storages: total,
    made: total - present,
    events,
    commandSeconds: (commandsDone - t0) / 1000,
    catchUpSeconds: (caughtUp - commandsDone) / 1000,
    at: new Date().toISOString(),
    cached: false,
  };
  log(`storages: ${thousands(generation.made)} made in ${(generation.commandSeconds / 60).toFixed(1)} min (${thousands(events)} events)`);
  await started.infra.pool.query('INSERT INTO public.bench_storages_generation VALUES ($1, $2, $3, $4, $5, now())', [
    generation.storages,
    generation.made,
    events,
    generation.commandSeconds,
    generation.catchUpSeconds,
  ]);
  return generation;
};

export const storagesGenerationRow = (g: StoragesGeneration, customers: number): BudgetRow => {
  const row = { budget: `Storages by commands (seedStorages, concurrency ${CONCURRENCY})`, target: undefined, pass: undefined };
  const when = g.cached ? `cached database, made ${g.at.slice(0, 10)}` : 'made in this run';
  const base = `${thousands(g.storages)} storages over ${thousands(customers)} demo customers, ~70 % checked in to the 3 demo warehouses' 2,160 locations, a fifth of those out again`;
  if (Number.isNaN(g.commandSeconds)) return { ...row, measured: 'not known', notes: `${base}; ${when}; no timing recorded` };
  return {
    ...row,
    measured: `${thousands(g.made / g.commandSeconds)} storages/s`,
    notes:
      `${base}; ${thousands(g.made)} made with ${thousands(g.events)} events in ${(g.commandSeconds / 60).toFixed(1)} min ` +
      `(${thousands(g.events / g.commandSeconds)} events/s), read models caught up ${g.catchUpSeconds.toFixed(0)} s later; ${when}`,
  };
};
