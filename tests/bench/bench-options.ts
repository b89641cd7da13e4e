/** `npm run bench [-- --only core|history|browser|sales] [--customers N] [--revisions N] [--orders N]`: what one run measures. */
export type BenchPart =
  | 'core'
  | 'history'
  | 'browser'
  | 'sales'
  | 'storages'
  | 'requests'
  | 'warehouse3d'
  | 'write'
  | 'start'
  | 'storage-loop'
  | 'billing'
  | 'accounting'
  | 'analytics'
  | 'analytics-page'
  | 'notifier'
  | 'communications'
  | 'language';

export interface BenchOptions {
  /** The parts this run measures: all three unless `--only` names one. */
  readonly parts: readonly BenchPart[];
  /** Customers in the list and command database (core, browser); the budgets are stated for 200,000. */
  readonly customers: number;
  /** Revision rows in the history database (history, browser); the budgets are stated for 2,000,000. */
  readonly revisions: number;
  /** Leads and orders in the orders database (sales); the budgets are stated for 300,000. */
  readonly orders: number;
  /** Storages the storages part measures over (the budget is stated for 1,000,000; a smaller run uses part of that database). */
  readonly storages: number;
  /** Invoices of the accounting part (issue 15: 500,000, with 1.2 payments each). */
  readonly invoices: number;
  /**
   * Where the first start's measure stops: once the demo data for every screen is there (`screens`, a minute or
   * two), or once all of it is (`complete`, the default: more than ten minutes on the 2-core machine).
   */
  readonly startUntil: 'screens' | 'complete';
  /** The PostgreSQL server (each run makes its own databases on it). */
  readonly serverUrl: string;
  /** NATS for the relay figure. */
  readonly natsUrl: string;
  /** Where the figures are written. */
  readonly docsPath: string;
  /** The command line that reproduces this run, for the report. */
  readonly command: string;
  /** The sizes this run was given other than the budgets' (`--orders 20000`): its figures are not the budgets'. */
  readonly sizes: readonly string[];
}

export const DEFAULT_SERVER_URL = 'postgres://root@127.0.0.1:5432/postgres';
export const DEFAULT_NATS_URL = 'nats://127.0.0.1:4222';
export const BUDGET_CUSTOMERS = 200_000;
export const BUDGET_REVISIONS = 2_000_000;
export const BUDGET_ORDERS = 300_000;
export const BUDGET_STORAGES = 1_000_000;
export const BUDGET_INVOICES = 500_000;
const PARTS: readonly BenchPart[] = [
  'core',
  'history',
  'browser',
  'sales',
  'storages',
  'requests',
  'warehouse3d',
  'write',
  'start',
  'storage-loop',
  'billing',
  'accounting',
  'analytics',
  'analytics-page',
  'notifier',
  'communications',
];
/**
 * Parts run only when named: `language` is the sign-in JavaScript and the language switch (issue 36), which the
 * browser part measures too, alone on the users database.
 */
const NAMED_ONLY: readonly BenchPart[] = ['language'];
const FLAGS = [
  '--only',
  '--customers',
  '--revisions',
  '--orders',
  '--storages',
  '--invoices',
  '--start-until',
] as const;
type Flag = (typeof FLAGS)[number];

/** `--flag value` or `--flag=value`; anything else on the command line is an error, not silently ignored. */
const readFlags = (argv: readonly string[]): Map<Flag, string> => {
  const flags = new Map<Flag, string>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const [name, inline] = arg.includes('=')
      ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)]
      : [arg, undefined];
    if (!(FLAGS as readonly string[]).includes(name)) {
      throw new Error(
        `unknown argument '${arg}': npm run bench [-- --only core|history|browser|sales] [--customers N] [--revisions N] [--orders N]`,
      );
    }
    const value = inline ?? argv[++i];
    if (value === undefined) throw new Error(`${name} needs a value`);
    flags.set(name as Flag, value);
  }
  return flags;
};

const wholeNumber = (flag: string, raw: string | undefined, fallback: number): number => {
  const n = raw === undefined ? fallback : Number(raw);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${flag} takes a whole number above 0`);
  return n;
};

export const parseBenchOptions = (argv: readonly string[], env: NodeJS.ProcessEnv, docsPath: string): BenchOptions => {
  const flags = readFlags(argv);
  const only = flags.get('--only');
  if (only !== undefined && ![...PARTS, ...NAMED_ONLY].includes(only as BenchPart))
    throw new Error(
      '--only takes core, history, browser, sales, storages, requests, warehouse3d, write, start, storage-loop, billing, accounting, analytics or analytics-page',
    );
  const customers = wholeNumber('--customers', flags.get('--customers'), BUDGET_CUSTOMERS);
  const revisions = wholeNumber('--revisions', flags.get('--revisions'), BUDGET_REVISIONS);
  const orders = wholeNumber('--orders', flags.get('--orders'), BUDGET_ORDERS);
  const storages = wholeNumber('--storages', flags.get('--storages'), BUDGET_STORAGES);
  const invoices = wholeNumber('--invoices', flags.get('--invoices'), BUDGET_INVOICES);
  const startUntil = flags.get('--start-until') ?? 'complete';
  if (startUntil !== 'screens' && startUntil !== 'complete') throw new Error('--start-until takes screens or complete');
  const parts: readonly BenchPart[] = only === undefined ? PARTS : [only as BenchPart];
  const sizes = [
    ...(customers !== BUDGET_CUSTOMERS ? [`--customers ${customers}`] : []),
    ...(revisions !== BUDGET_REVISIONS ? [`--revisions ${revisions}`] : []),
    ...(orders !== BUDGET_ORDERS ? [`--orders ${orders}`] : []),
    ...(storages !== BUDGET_STORAGES ? [`--storages ${storages}`] : []),
    ...(invoices !== BUDGET_INVOICES ? [`--invoices ${invoices}`] : []),
    ...(startUntil !== 'complete' ? [`--start-until ${startUntil}`] : []),
  ];
  const shown = [...(only !== undefined ? [`--only ${only}`] : []), ...sizes];
  return {
    parts,
    customers,
    revisions,
    orders,
    storages,
    invoices,
    startUntil,
    serverUrl: env['DATABASE_URL']?.trim() || DEFAULT_SERVER_URL,
    natsUrl: env['NATS_URL']?.trim() || DEFAULT_NATS_URL,
    docsPath,
    command: `npm run bench${shown.length ? ` -- ${shown.join(' ')}` : ''}`,
    sizes,
  };
};

/** 200000 → `200k`, 2000000 → `2m`, anything else as it is. */
const shortCount = (n: number): string =>
  n % 1_000_000 === 0 ? `${n / 1_000_000}m` : n % 1000 === 0 ? `${n / 1000}k` : String(n);

/** The cached database of `customers` customers: `console_bench_users_200k`. */
export const usersDatabaseName = (customers: number): string =>
  `console_bench_users_${customers % 1000 === 0 ? `${customers / 1000}k` : String(customers)}`;

/** The cached database of `revisions` revision rows: `console_bench_history_2m`. */
export const historyDatabaseName = (revisions: number): string => `console_bench_history_${shortCount(revisions)}`;

/** The cached database of `orders` leads and orders: `console_bench_orders_300k`. */
export const ordersDatabaseName = (orders: number): string => `console_bench_orders_${shortCount(orders)}`;
