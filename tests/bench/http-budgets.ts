import crypto from 'node:crypto';
import { thousands, type BudgetRow } from './budget-row.js';
import { ReadYourWritesTally, type HttpClient } from './http-client.js';
import { formatLatency, measureSequential, type LatencySummary } from './latency.js';

const LIST_REQUESTS = 200;
const LIST_WARM_UP = 20;
const COMMANDS = 300;
const COMMAND_WARM_UP = 20;
const BUDGET_MS = 50;

export const signInAsAdmin = async (client: HttpClient): Promise<void> => {
  const password = crypto.createHash('sha256').update('demo1234').digest('hex');
  const body = { strategy: 'local', email: 'admin@demo.test', password };
  const answer = await client.expect(201, 'POST', '/authentication', body);
  client.signIn((answer.body as { accessToken: string }).accessToken);
};

/** The list calls of budget 3: the screens' common filters over the whole customer base. */
export interface ListCase {
  readonly name: string;
  readonly body: Readonly<Record<string, unknown>>;
}

export const LIST_CASES: readonly ListCase[] = [
  { name: 'no filter', body: {} },
  { name: "searchTerm 'mans'", body: { searchTerm: 'mans' } },
  { name: "statuses ['active'] + countryIds [2]", body: { statuses: ['active'], countryIds: [2] } },
  { name: "tagsAnd ['vip','corporate']", body: { tagsAnd: ['vip', 'corporate'] } },
  {
    name: 'createdDateRange 3 months, sort name ASC',
    body: { createdDateRange: { from: '2025-03-01', to: '2025-05-31' }, sortBy: 'name', sortOrder: 'ASC' },
  },
];

interface ListPage {
  readonly results: readonly { readonly id: number; readonly name: string }[];
  readonly totalCount: number;
}

const listRow = (name: string, customers: number, latency: LatencySummary, totalCount: number): BudgetRow => ({
  budget: `3. POST /api/v1/users/list: ${name}`,
  target: `p95 ≤ ${BUDGET_MS} ms`,
  measured: formatLatency(latency),
  pass: latency.p95 <= BUDGET_MS,
  notes:
    `${thousands(customers)} customers; ${thousands(totalCount)} match; ` +
    `${latency.count} sequential requests after ${LIST_WARM_UP} warm-up, page of 10`,
});

/** Budget 3, each case over real HTTP, one request after the other. */
export const measureLists = async (
  client: HttpClient,
  customers: number,
  log: (line: string) => void,
): Promise<BudgetRow[]> => {
  const rows: BudgetRow[] = [];
  for (const c of LIST_CASES) {
    log(`list: ${c.name}`);
    let totalCount = 0;
    const latency = await measureSequential(LIST_REQUESTS, LIST_WARM_UP, async () => {
      const answer = await client.expect(200, 'POST', '/api/v1/users/list', c.body);
      totalCount = (answer.body as ListPage).totalCount;
    });
    rows.push(listRow(c.name, customers, latency, totalCount));
  }
  return rows;
};

/** A name that differs from `name`, and back again on the next run, so the cached data stays the same. */
const toggledName = (name: string): string => (name.endsWith(' Jr') ? name.slice(0, -3) : `${name} Jr`);

/**
 * Budget 4: PATCH /api/users/:id changing the name, answered once the read models have the change
 * (X-Read-Your-Writes: consistent), sequential, on customers of the middle of the base.
 */
export const measureCommands = async (client: HttpClient, log: (line: string) => void): Promise<BudgetRow> => {
  const total = COMMANDS + COMMAND_WARM_UP;
  const page = await client.expect(200, 'POST', '/api/v1/users/list', {
    userTypes: ['b2c'],
    sortBy: 'id',
    sortOrder: 'ASC',
    limit: total,
    page: 3,
  });
  const targets = (page.body as ListPage).results;
  if (targets.length < total) throw new Error(`only ${targets.length} customers to change, ${total} needed`);
  log(`command: ${COMMANDS} × PATCH /api/users/:id (name) after ${COMMAND_WARM_UP} warm-up`);
  const tally = new ReadYourWritesTally();
  const latency = await measureSequential(COMMANDS, COMMAND_WARM_UP, async (i, measured) => {
    const target = targets[i]!;
    const answer = await client.expect(200, 'PATCH', `/api/users/${target.id}`, { name: toggledName(target.name) });
    if (measured) tally.count(answer);
  });
  return {
    budget: '4. Customer command answered after read models caught up',
    target: `p95 ≤ ${BUDGET_MS} ms`,
    measured: formatLatency(latency),
    pass: latency.p95 <= BUDGET_MS && tally.consistent === COMMANDS,
    notes: `${COMMANDS} sequential PATCH /api/users/:id (name); ${tally.notes()}`,
  };
};
