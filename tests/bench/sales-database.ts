import { performance } from 'node:perf_hooks';
import { thousands, type BudgetRow } from './budget-row.js';
import type { Services, Started } from './services.js';
import { catchUp, type RunningConsole } from './users-database.js';

type Log = (line: string) => void;

/** The projector may trail the commands by a lot on this machine: wait for it this long at most. */
const CATCH_UP_TIMEOUT_MS = 2 * 60 * 60_000;
/** Records worked at once: the commands wait on commits far more than on the CPU here (64 gave about twice 16). */
const CONCURRENCY = 64;

/** Demo customers of the orders database: one for every 10 orders, 30,000 for the 300,000 of the budget. */
export const salesCustomers = (orders: number): number => Math.max(1_000, Math.min(30_000, Math.round(orders / 10)));

/** How the orders got there: made in this run, or found in the cached database. */
export interface OrdersGeneration {
  readonly orders: number;
  readonly made: number;
  readonly events: number;
  readonly commandSeconds: number;
  readonly catchUpSeconds: number;
  readonly at: string;
  readonly cached: boolean;
}

const GENERATION_TABLE = `CREATE TABLE IF NOT EXISTS public.bench_orders_generation (
  orders integer NOT NULL, made integer NOT NULL, events integer NOT NULL, command_seconds double precision NOT NULL,
  catch_up_seconds double precision NOT NULL, at timestamptz NOT NULL)`;

const numberOf = async (started: Started, sql: string): Promise<number> => {
  const { rows } = await started.infra.pool.query<{ n: string | number | null }>(sql);
  return Number(rows[0]?.n ?? 0);
};
const demoOrders = (started: Started) => numberOf(started, `SELECT count(*) AS n FROM rm.orders WHERE ref LIKE 'DEMO-%'`);
const storedEvents = (started: Started) => numberOf(started, 'SELECT count(*) AS n FROM es.events');

const earlierGeneration = async (started: Started, present: number): Promise<OrdersGeneration> => {
  const { rows } = await started.infra.pool.query<{
    orders: number; made: number; events: number; command_seconds: number; catch_up_seconds: number; at: Date;
  }>('SELECT * FROM public.bench_orders_generation ORDER BY at DESC LIMIT 1');
  const g = rows[0];
  return g
    ? { orders: g.orders, made: g.made, events: g.events, commandSeconds: g.command_seconds, catchUpSeconds: g.catch_up_seconds, at: g.at.toISOString(), cached: true }
    : { orders: present, made: Number.NaN, events: Number.NaN, commandSeconds: Number.NaN, catchUpSeconds: Number.NaN, at: 'unknown', cached: true };
};

/**
 * The leads and orders of the sales budgets, made the product's way: the console runs on the orders database with
 * its demo customers (startConsole + seedDemo); this issues the demo seed's order commands (seedOrders: create, then
 * the actions up to each record's status, 64 records at a time) up to `orders`, waits for the read models and
 * VACUUM (ANALYZE)s rm.orders. A database that holds them already (a re-run) is used as it is; an interrupted
 * generation resumes (the seed skips the references it finds).
 */
export const ensureOrders = async (services: Services, running: RunningConsole, orders: number, log: Log): Promise<OrdersGeneration> => {
  const { started } = running;
  await started.infra.pool.query(GENERATION_TABLE);
  const present = await demoOrders(started);
  if (present >= orders) {
    log(`orders: ${thousands(present)} demo leads and orders already there (cached database)`);
    return earlierGeneration(started, present);
  }
  log(`orders: ${thousands(present)} there; issuing the seed's commands up to ${thousands(orders)} (concurrency ${CONCURRENCY})`);
  const eventsBefore = await storedEvents(started);
  const t0 = performance.now();
  let last = { at: t0, done: present };
  const progress = (done: number, total: number) => {
    const now = performance.now();
    if (done < total && now - last.at < 15_000) return;
    const rate = (done - present) / ((now - t0) / 1000);
    const recent = (done - last.done) / ((now - last.at) / 1000);
    const eta = Math.round((total - done) / Math.max(1, rate));
    log(`orders: ${thousands(done)}/${thousands(total)}, ${thousands(rate)} orders/s (last interval ${thousands(recent)}/s), eta ${Math.floor(eta / 60)}m${eta % 60}s`);
    last = { at: now, done };
  };
  await services.seedOrders(running.app, started.infra, { orders, concurrency: CONCURRENCY, onProgress: progress });
  const commandsDone = performance.now();
  log('orders: commands done, waiting for the read models');
  await catchUp(started, CATCH_UP_TIMEOUT_MS);
  const caughtUp = performance.now();
  log('orders: VACUUM (ANALYZE) rm.orders');
  await started.infra.pool.query('VACUUM (ANALYZE) rm.orders');
  const made = (await demoOrders(started)) - present;
  const events = (await storedEvents(started)) - eventsBefore;
  const generation: OrdersGeneration = {
    orders: made + present,
    made,
    events,
    commandSeconds: (commandsDone - t0) / 1000,
    catchUpSeconds: (caughtUp - commandsDone) / 1000,
    at: new Date().toISOString(),
    cached: false,
  };
  log(
    `orders: ${thousands(made)} made in ${(generation.commandSeconds / 60).toFixed(1)} min (${thousands(made / generation.commandSeconds)}/s, ` +
      `${thousands(events)} events), read models caught up ${generation.catchUpSeconds.toFixed(0)} s later`,
  );
  await started.infra.pool.query('INSERT INTO public.bench_orders_generation VALUES ($1, $2, $3, $4, $5, now())', [
    generation.orders,
    made,
    events,
    generation.commandSeconds,
    generation.catchUpSeconds,
  ]);
  return generation;
};

export const ordersGenerationRow = (g: OrdersGeneration, customers: number): BudgetRow => {
  const row = { budget: `Leads and orders by commands (seedOrders, concurrency ${CONCURRENCY})`, target: undefined, pass: undefined };
  const when = g.cached ? `cached database, made ${g.at.slice(0, 10)}` : 'made in this run';
  const base = `${thousands(g.orders)} leads and orders over ${thousands(customers)} demo customers, every status`;
  if (Number.isNaN(g.commandSeconds)) return { ...row, measured: 'not known', notes: `${base}; ${when}; no timing recorded` };
  const total = g.commandSeconds + g.catchUpSeconds;
  return {
    ...row,
    measured: `${thousands(g.made / g.commandSeconds)} orders/s`,
    notes:
      `${base}; ${thousands(g.made)} made with ${thousands(g.events)} events in ${(g.commandSeconds / 60).toFixed(1)} min ` +
      `(${thousands(g.events / g.commandSeconds)} events/s), read models caught up ${g.catchUpSeconds.toFixed(0)} s later ` +
      `(${(total / 60).toFixed(1)} min end to end); ${when}`,
  };
};
