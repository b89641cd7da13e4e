import { thousands, type BudgetRow } from './budget-row.js';
import { ensureGenerated, generationRow, type Generation, type GenerationPlan } from './command-generation.js';
import { loadBuilt } from './services.js';
import type { RunningConsole } from './users-database.js';

type Log = (line: string) => void;
type SeedStoragesModule = typeof import('../../services/src/seed/seed-storages.js');
type SeedWarehousesModule = typeof import('../../services/src/seed/seed-warehouses.js');

/** Storages worked at once: their commands wait on commits far more than on the CPU. */
const CONCURRENCY = 96;

/** Demo customers of the storages database: one for every 50 storages, 20,000 for the 1,000,000 of the budget. */
export const storagesCustomers = (storages: number): number =>
  Math.max(1_000, Math.min(20_000, Math.round(storages / 50)));
export const storagesDatabaseName = (storages: number): string =>
  `console_bench_storages_${storages % 1_000_000 === 0 ? `${storages / 1_000_000}m` : storages % 1000 === 0 ? `${storages / 1000}k` : storages}`;

/**
 * The storages of the storages budget: the demo warehouses and locations (seedWarehouses), then the demo seed's
 * storage commands (create, about 70 % checked in to a location, a fifth of those checked out), 96 at a time.
 */
const STORAGES: GenerationPlan = {
  noun: 'storages',
  countSql: 'SELECT count(*) AS n FROM rm.storages',
  concurrency: CONCURRENCY,
  prepare: async ({ app, started }) => {
    // The seeds are not package exports of @console/services: loaded from the built modules, like services.ts does.
    const [{ seedStorages }, { seedWarehouses }] = await Promise.all([
      loadBuilt<SeedStoragesModule>('seed/seed-storages.js'),
      loadBuilt<SeedWarehousesModule>('seed/seed-warehouses.js'),
    ]);
    await seedWarehouses(started.infra);
    return (storages, onProgress) =>
      seedStorages(app, started.infra, { storages, concurrency: CONCURRENCY, moveStatuses: false, onProgress });
  },
  // seedStorages counts only the storages it made.
  progressOfThisRun: true,
  vacuum: ['rm.storages', 'rm.storage_records'],
};

/** The storages of the storages budget on the storages database (cached across runs). */
export const ensureStorages = (running: RunningConsole, storages: number, log: Log): Promise<Generation> =>
  ensureGenerated(running, STORAGES, storages, log);

export const storagesGenerationRow = (g: Generation, customers: number): BudgetRow =>
  generationRow(g, {
    budget: `Storages by commands (seedStorages, concurrency ${CONCURRENCY})`,
    base: `${thousands(g.records)} storages over ${thousands(customers)} demo customers, ~70 % checked in to the 3 demo warehouses' 2,160 locations, a fifth of those out again`,
    noun: 'storages',
  });
