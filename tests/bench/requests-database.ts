import { thousands, type BudgetRow } from './budget-row.js';
import { ensureGenerated, generationRow, type Generation, type GenerationPlan } from './command-generation.js';
import { loadBuilt } from './services.js';
import type { RunningConsole } from './users-database.js';

type Log = (line: string) => void;
type SeedRequestsModule = typeof import('../../services/src/seed/seed-requests.js');

/** Requests worked at once: their commands wait on commits far more than on the CPU. */
const CONCURRENCY = 64;

/** The budget's requests (issue 6). */
export const BUDGET_REQUESTS = 300_000;
/** Demo customers of the requests database: one for every 30 requests, 10,000 for the 300,000 of the budget. */
export const requestsCustomers = (requests: number): number =>
  Math.max(1_000, Math.min(10_000, Math.round(requests / 30)));
export const requestsDatabaseName = (requests: number): string =>
  `console_bench_requests_${requests % 1000 === 0 ? `${requests / 1000}k` : requests}`;

/**
 * The requests of the requests budget: the demo seed's request commands (seedRequests: create, then the lifecycle's
 * actions up to each request's status, 64 requests at a time), the seed continuing after the requests it finds.
 */
const REQUESTS: GenerationPlan = {
  noun: 'requests',
  countSql: 'SELECT count(*) AS n FROM rm.requests',
  concurrency: CONCURRENCY,
  prepare: async ({ app, started }) => {
    // The seed is not a package export of @console/services: loaded from the built modules, like services.ts does.
    const { seedRequests } = await loadBuilt<SeedRequestsModule>('seed/seed-requests.js');
    return (requests, onProgress) =>
      seedRequests(app, started.infra, { requests, concurrency: CONCURRENCY, onProgress });
  },
  vacuum: ['rm.requests', 'rm.request_lines', 'rm.request_search'],
};

/** The requests of the requests budget on the requests database (`console_bench_requests_300k`, cached across runs). */
export const ensureRequests = (running: RunningConsole, requests: number, log: Log): Promise<Generation> =>
  ensureGenerated(running, REQUESTS, requests, log);

export const requestsGenerationRow = (g: Generation, customers: number): BudgetRow =>
  generationRow(g, {
    budget: `Requests by commands (seedRequests, concurrency ${CONCURRENCY})`,
    base: `${thousands(g.records)} requests over ${thousands(customers)} demo customers, every status and type, 0–4 lines each`,
    noun: 'requests',
  });
