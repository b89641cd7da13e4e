import { GroupCommitEventStore } from '@console/infra';
import type pg from 'pg';
import { thousands, type BudgetRow } from './budget-row.js';
import type { HttpClient } from './http-client.js';
import { formatLatency, measureSequential } from './latency.js';
import { seedBenchInvoices } from './seed-bench-invoices.js';
import { catchUp, type RunningConsole } from './users-database.js';

type Log = (line: string) => void;

const REQUESTS = 200;
const WARM_UP = 20;
const LIST_BUDGET_MS = 50;
const STATS_BUDGET_MS = 20;
const STATEMENT_BUDGET_MS = 300;
/** Statement PDFs measured (each renders the customer's every ledger line: fewer than the lists' requests). */
const STATEMENTS = 30;
const STATEMENT_WARM_UP = 3;

/** Demo customers of the accounting database: the invoices are spread over them. */
export const ACCOUNTING_CUSTOMERS = 2_000;
export const accountingDatabaseName = (invoices: number): string =>
  `console_bench_accounting_${invoices % 1000 === 0 ? `${invoices / 1000}k` : invoices}`;

export interface AccountingData {
  readonly invoices: number;
  readonly payments: number;
  readonly seeded: string;
}

const count = async (pool: pg.Pool, table: 'rm.invoices' | 'rm.payments'): Promise<number> =>
  Number((await pool.query<{ n: string }>(`SELECT count(*)::text AS n FROM ${table}`)).rows[0]?.n ?? 0);

const storedInvoices = async (pool: pg.Pool): Promise<number> =>
  Number(
    (await pool.query<{ n: string }>(`SELECT count(*)::text AS n FROM es.events WHERE type = 'InvoiceIssued'`)).rows[0]
      ?.n ?? 0,
  );

/**
 * The invoices and payments of the budget (seed-bench-invoices.ts):
 * appended in batches through the group-commit store, then projected; cached across runs.
 */
export const ensureInvoices = async (running: RunningConsole, invoices: number, log: Log): Promise<AccountingData> => {
  const { infra } = running.started;
  // Counted in the store, not the read model: a run stopped while the projections caught up must not append again.
  const present = await storedInvoices(infra.pool);
  if (present >= invoices) {
    log(`accounting database: ${thousands(present)} invoices already stored (cached database), catching up`);
    const t0 = performance.now();
    await catchUp(running.started);
    const caughtUp = (performance.now() - t0) / 1000;
    // What autovacuum does after a bulk load (the bench server may run without it): without it the trigram and
    // invoiceIds GIN indexes keep their pending lists and the planner its empty-table statistics, and a search or
    // an invoiceIds filter costs ten to a hundred times more (EXPLAIN on the 50,000-invoice database).
    await infra.pool.query('VACUUM (ANALYZE) rm.invoices');
    await infra.pool.query('VACUUM (ANALYZE) rm.payments');
    return {
      invoices: await count(infra.pool, 'rm.invoices'),
      payments: await count(infra.pool, 'rm.payments'),
      seeded:
        caughtUp < 1 ? 'cached database' : `cached database, its projections caught up in ${caughtUp.toFixed(0)} s`,
    };
  }
  const store = await GroupCommitEventStore.over(infra.store, infra.pool);
  const wanted = invoices - present;
  const t0 = performance.now();
  let last = t0;
  await seedBenchInvoices(
    { ...infra, store },
    {
      invoices: wanted,
      payments: Math.round(wanted * 1.2),
      onProgress: (done, total) => {
        const now = performance.now();
        if (done < total && now - last < 10_000) return;
        last = now;
        log(
          `accounting seed: ${thousands(done)}/${thousands(total)} invoices and payments appended, ${thousands(done / ((now - t0) / 1000))}/s`,
        );
      },
    },
  );
  const appended = (performance.now() - t0) / 1000;
  log('accounting seed: appended, waiting for the read models');
  await catchUp(running.started);
  const total = (performance.now() - t0) / 1000;
  await infra.pool.query('VACUUM (ANALYZE) rm.invoices');
  await infra.pool.query('VACUUM (ANALYZE) rm.payments');
  return {
    invoices: await count(infra.pool, 'rm.invoices'),
    payments: await count(infra.pool, 'rm.payments'),
    seeded: `appended in ${appended.toFixed(0)} s, projected (accounting, ledger, customer-stats) ${(total - appended).toFixed(0)} s later`,
  };
};

interface Probe {
  readonly userId: number;
  readonly invoiceIds: readonly number[];
  readonly paymentIds: readonly number[];
  readonly invoiceNumber: string;
  readonly userName: string;
  readonly customers: readonly number[];
  readonly partners: readonly number[];
  /** The customer with the most invoices (the seed gives one 500 at any size from 1,000), for the statement. */
  readonly statement: { readonly userId: number; readonly invoices: number };
}

const probe = async (pool: pg.Pool): Promise<Probe> => {
  const inv = await pool.query<{ id: number; userId: number; invoiceNumber: string; userName: string | null }>(
    `SELECT id, "userId", "invoiceNumber", "userName" FROM rm.invoices WHERE id >= (SELECT max(id) / 2 FROM rm.invoices) ORDER BY id LIMIT 20`,
  );
  const pay = await pool.query<{ id: number }>(
    `SELECT id FROM rm.payments WHERE id >= (SELECT max(id) / 2 FROM rm.payments) ORDER BY id LIMIT 20`,
  );
  const users = await pool.query<{ id: number }>(
    `SELECT "scopeId" AS id FROM rm.customer_stats WHERE scope = 'user' ORDER BY "scopeId" LIMIT 500`,
  );
  const partners = await pool.query<{ id: number }>(
    `SELECT "scopeId" AS id FROM rm.customer_stats WHERE scope = 'partner' ORDER BY "scopeId" LIMIT 50`,
  );
  const most = await pool.query<{ userId: number; n: string }>(
    `SELECT "userId", count(*)::text AS n FROM rm.invoices GROUP BY "userId" ORDER BY count(*) DESC, "userId" LIMIT 1`,
  );
  const first = inv.rows[0];
  return {
    userId: first?.userId ?? 1,
    invoiceIds: inv.rows.map((r) => r.id),
    paymentIds: pay.rows.map((r) => r.id),
    invoiceNumber: first?.invoiceNumber ?? 'INAE1',
    userName: first?.userName ?? 'customer',
    customers: users.rows.map((r) => r.id),
    partners: partners.rows.map((r) => r.id),
    statement: { userId: most.rows[0]?.userId ?? first?.userId ?? 1, invoices: Number(most.rows[0]?.n ?? 0) },
  };
};

const last30Days = (): { from: string; to: string } => {
  const to = new Date();
  const from = new Date(to.getTime() - 30 * 86_400_000);
  return { from: from.toISOString().slice(0, 10), to: to.toISOString().slice(0, 10) };
};

/** Each filter of spec 1 §7.2 alone, as the screens send it (id DESC, page of 10). */
const invoiceCases = (p: Probe): { name: string; body: Record<string, unknown> }[] => [
  { name: 'no filter (id DESC)', body: {} },
  { name: "statuses ['partial']", body: { statuses: ['partial'] } },
  { name: "statuses ['unpaid']", body: { statuses: ['unpaid'] } },
  { name: "types ['recurring']", body: { types: ['recurring'] } },
  { name: 'userIds [one customer]', body: { userIds: [p.userId] } },
  { name: 'partnerIds [2]', body: { partnerIds: [2] } },
  { name: 'countryIds [2]', body: { countryIds: [2] } },
  { name: 'dates (the last 30 days)', body: { dates: last30Days() } },
  { name: 'dueDates (the last 30 days)', body: { dueDates: last30Days() } },
  { name: `searchTerm '${p.invoiceNumber}' (one number)`, body: { searchTerm: p.invoiceNumber } },
  { name: `searchTerm '${p.userName}' (a customer's name)`, body: { searchTerm: p.userName } },
];

const paymentCases = (p: Probe): { name: string; body: Record<string, unknown> }[] => [
  { name: 'no filter (id DESC)', body: {} },
  { name: "statuses ['complete']", body: { statuses: ['complete'] } },
  { name: "types ['payment']", body: { types: ['payment'] } },
  { name: "modes ['tap']", body: { modes: ['tap'] } },
  { name: 'userIds [one customer]', body: { userIds: [p.userId] } },
  { name: 'partnerIds [2]', body: { partnerIds: [2] } },
  { name: 'countryIds [2]', body: { countryIds: [2] } },
  { name: "ecis ['RECURRING']", body: { ecis: ['RECURRING'] } },
  { name: 'dates (paidAt, the last 30 days)', body: { dates: last30Days() } },
  { name: 'ids [20 ids]', body: { ids: p.paymentIds } },
  { name: 'invoiceIds [20 invoices]', body: { invoiceIds: p.invoiceIds } },
  { name: "searchTerm 'bench-4242' (one reference)", body: { searchTerm: 'BENCH-4242' } },
  { name: `searchTerm '${p.userName}' (a customer's name)`, body: { searchTerm: p.userName } },
];

const listRows = async (
  client: HttpClient,
  path: string,
  cases: { name: string; body: Record<string, unknown> }[],
  data: AccountingData,
  log: Log,
): Promise<BudgetRow[]> => {
  const rows: BudgetRow[] = [];
  for (const c of cases) {
    log(`${path}: ${c.name}`);
    let totalCount = 0;
    let capped = false;
    const body = { limit: 10, page: 1, sortBy: 'id', sortOrder: 'DESC', ...c.body };
    const latency = await measureSequential(REQUESTS, WARM_UP, async () => {
      const answer = (await client.expect(200, 'POST', path, body)).body as {
        totalCount: number;
        totalCountCapped?: boolean;
      };
      totalCount = answer.totalCount;
      capped = answer.totalCountCapped === true;
    });
    rows.push({
      budget: `POST ${path}: ${c.name}`,
      target: `p95 ≤ ${LIST_BUDGET_MS} ms`,
      measured: formatLatency(latency),
      pass: latency.p95 <= LIST_BUDGET_MS,
      notes: `${thousands(data.invoices)} invoices, ${thousands(data.payments)} payments; ${capped ? `more than ${thousands(totalCount)}` : thousands(totalCount)} match; ${latency.count} sequential requests after ${WARM_UP} warm-up, page of 10`,
    });
  }
  return rows;
};

/** Budgets of issue 15: the invoices and payments lists, each filter alone, user-stats, partner-stats and the statement PDF. */
export const measureAccounting = async (
  client: HttpClient,
  pool: pg.Pool,
  data: AccountingData,
  log: Log,
): Promise<BudgetRow[]> => {
  const p = await probe(pool);
  const rows = [
    {
      budget: `Bench invoices and payments (seed-bench-invoices, batched appends)`,
      target: undefined,
      measured: `${thousands(data.invoices)} invoices, ${thousands(data.payments)} payments`,
      pass: undefined,
      notes: data.seeded,
    } satisfies BudgetRow,
    ...(await listRows(client, '/api/v1/invoices/list', invoiceCases(p), data, log)),
    ...(await listRows(client, '/api/v1/payments/list', paymentCases(p), data, log)),
  ];
  log('GET /api/user-stats/{id}');
  const latency = await measureSequential(REQUESTS, WARM_UP, async (i) => {
    await client.expect(200, 'GET', `/api/user-stats/${p.customers[i % p.customers.length] ?? p.userId}`);
  });
  rows.push({
    budget: 'GET /api/user-stats/{id}',
    target: `p95 ≤ ${STATS_BUDGET_MS} ms`,
    measured: formatLatency(latency),
    pass: latency.p95 <= STATS_BUDGET_MS,
    notes: `${thousands(p.customers.length)} customers in turn, each with ~${thousands(data.invoices / Math.max(1, p.customers.length))} invoices; ${latency.count} sequential requests after ${WARM_UP} warm-up`,
  });
  log('GET /api/partner-stats/{id}');
  const partnerLatency = await measureSequential(REQUESTS, WARM_UP, async (i) => {
    await client.expect(200, 'GET', `/api/partner-stats/${p.partners[i % Math.max(1, p.partners.length)] ?? 1}`);
  });
  rows.push({
    budget: 'GET /api/partner-stats/{id}',
    target: `p95 ≤ ${STATS_BUDGET_MS} ms`,
    measured: formatLatency(partnerLatency),
    pass: partnerLatency.p95 <= STATS_BUDGET_MS,
    notes: `${thousands(p.partners.length)} partners in turn; ${partnerLatency.count} sequential requests after ${WARM_UP} warm-up`,
  });
  log(`GET /pdf/statement?id=${p.statement.userId} (${thousands(p.statement.invoices)} invoices)`);
  let bytes = 0;
  const statement = await measureSequential(STATEMENTS, STATEMENT_WARM_UP, async () => {
    const answer = await client.expect(200, 'GET', `/pdf/statement?id=${p.statement.userId}`);
    bytes = typeof answer.body === 'string' ? answer.body.length : 0;
  });
  rows.push({
    budget: 'GET /pdf/statement?id= (statement of account PDF)',
    target: `≤ ${STATEMENT_BUDGET_MS} ms (p95)`,
    measured: formatLatency(statement),
    pass: statement.p95 <= STATEMENT_BUDGET_MS,
    notes: `customer ${p.statement.userId} with ${thousands(p.statement.invoices)} invoices and their payments (${thousands(bytes)} bytes); ${statement.count} sequential requests after ${STATEMENT_WARM_UP} warm-up`,
  });
  return rows;
};
