import { thousands, type BudgetRow } from './budget-row.js';
import { ensureGenerated, generationRow, type Generation, type GenerationPlan } from './command-generation.js';
import type { Services } from './services.js';
import type { RunningConsole } from './users-database.js';

type Log = (line: string) => void;

/** Records worked at once: the commands wait on commits far more than on the CPU here (64 gave about twice 16). */
const CONCURRENCY = 64;

/** Demo customers of the orders database: one for every 10 orders, 30,000 for the 300,000 of the budget. */
export const salesCustomers = (orders: number): number => Math.max(1_000, Math.min(30_000, Math.round(orders / 10)));

/**
 * The leads and orders of the sales budgets: the demo seed's order commands (seedOrders: create, then the actions
 * up to each record's status, 64 records at a time), the seed skipping the references it finds.
 */
const orders = (services: Services): GenerationPlan => ({
  noun: 'orders',
  found: 'demo leads and orders',
  countSql: `SELECT count(*) AS n FROM rm.orders WHERE ref LIKE 'DEMO-%'`,
  concurrency: CONCURRENCY,
  prepare:
    async ({ app, started }) =>
    (wanted, onProgress) =>
      services.seedOrders(app, started.infra, { orders: wanted, concurrency: CONCURRENCY, onProgress }),
  vacuum: ['rm.orders'],
});

/** The leads and orders of the sales budgets on the orders database (cached across runs). */
export const ensureOrders = (
  services: Services,
  running: RunningConsole,
  wanted: number,
  log: Log,
): Promise<Generation> => ensureGenerated(running, orders(services), wanted, log);

export const ordersGenerationRow = (g: Generation, customers: number): BudgetRow =>
  generationRow(g, {
    budget: `Leads and orders by commands (seedOrders, concurrency ${CONCURRENCY})`,
    base: `${thousands(g.records)} leads and orders over ${thousands(customers)} demo customers, every status`,
    noun: 'orders',
    endToEnd: true,
  });
