/** `npm run bench [-- --customers N] [--skip-rebuild]`: what one run measures. */
export interface BenchOptions {
  /** Customers in the list and command database; the budgets are stated for 200,000. */
  readonly customers: number;
  /** The PostgreSQL server (each run makes its own databases on it). */
  readonly serverUrl: string;
  /** NATS for the relay figure. */
  readonly natsUrl: string;
  /** Where the figures are written. */
  readonly docsPath: string;
}

export const DEFAULT_SERVER_URL = 'postgres://root@127.0.0.1:5432/postgres';
export const DEFAULT_NATS_URL = 'nats://127.0.0.1:4222';
export const BUDGET_CUSTOMERS = 200_000;

export const parseBenchOptions = (argv: readonly string[], env: NodeJS.ProcessEnv, docsPath: string): BenchOptions => {
  const at = argv.indexOf('--customers');
  const customers = at >= 0 ? Number(argv[at + 1]) : BUDGET_CUSTOMERS;
  if (!Number.isInteger(customers) || customers < 1) throw new Error('--customers takes a whole number above 0');
  return {
    customers,
    serverUrl: env['DATABASE_URL']?.trim() || DEFAULT_SERVER_URL,
    natsUrl: env['NATS_URL']?.trim() || DEFAULT_NATS_URL,
    docsPath,
  };
};

/** The cached database of `customers` customers: `console_bench_users_200k`. */
export const usersDatabaseName = (customers: number): string =>
  `console_bench_users_${customers % 1000 === 0 ? `${customers / 1000}k` : String(customers)}`;
