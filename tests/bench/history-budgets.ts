import type pg from 'pg';
import { thousands, type BudgetRow } from './budget-row.js';
import { HISTORY_RECORD_EVENTS } from './history-database.js';
import type { HttpClient } from './http-client.js';
import { formatLatency, measureSequential, type LatencySummary } from './latency.js';

const REQUESTS = 200;
const WARM_UP = 20;
const LIST_BUDGET_MS = 80;
const TAB_BUDGET_MS = 300;
const TIME_TRAVEL_BUDGET_MS = 50;

/** A month in the middle of the two years of demo data, as the list's "created from / to" pickers send it. */
const MONTH = { from: '2025-11-01', to: '2025-11-30T23:59:59.999Z' };
const DEFAULT_PAGE = '$limit=10&$skip=0&$sort[createdAt]=-1';

/** The filters of the /revisions list, each with the same filter in SQL to check the total it answers. */
interface RevisionCase {
  readonly name: string;
  readonly query: string;
  readonly where: string;
  readonly params: readonly unknown[];
  readonly rows: number;
}

export const REVISION_CASES: readonly RevisionCase[] = [
  { name: 'default view', query: DEFAULT_PAGE, where: 'true', params: [], rows: 10 },
  { name: 'model=user', query: `model=user&${DEFAULT_PAGE}`, where: 'model = $1', params: ['user'], rows: 10 },
  {
    name: 'model=storage (no such rows yet)',
    query: `model=storage&${DEFAULT_PAGE}`,
    where: 'model = $1',
    params: ['storage'],
    rows: 0,
  },
  {
    name: `createdAt ${MONTH.from} to ${MONTH.to.slice(0, 10)}`,
    query: `createdAt[$gte]=${MONTH.from}&createdAt[$lte]=${MONTH.to}&${DEFAULT_PAGE}`,
    where: '"createdAt" >= $1 AND "createdAt" <= $2',
    params: [MONTH.from, MONTH.to],
    rows: 10,
  },
  {
    name: `model=user + createdAt ${MONTH.from} to ${MONTH.to.slice(0, 10)}`,
    query: `model=user&createdAt[$gte]=${MONTH.from}&createdAt[$lte]=${MONTH.to}&${DEFAULT_PAGE}`,
    where: 'model = $1 AND "createdAt" >= $2 AND "createdAt" <= $3',
    params: ['user', MONTH.from, MONTH.to],
    rows: 10,
  },
  {
    name: 'later page ($skip=1000)',
    query: '$limit=10&$skip=1000&$sort[createdAt]=-1',
    where: 'true',
    params: [],
    rows: 10,
  },
];

interface Page {
  readonly total: number;
  readonly data: readonly { readonly id: number; readonly revision: number }[];
}

const sampled = (latency: LatencySummary) => `${latency.count} sequential requests after ${WARM_UP} warm-up`;

/** Budget 6: GET /api/revisions, each filter of the list over real HTTP, one request after the other. */
export const measureRevisionLists = async (
  client: HttpClient,
  pool: pg.Pool,
  revisions: number,
  log: (line: string) => void,
): Promise<BudgetRow[]> => {
  const rows: BudgetRow[] = [];
  for (const c of REVISION_CASES) {
    log(`revisions: ${c.name}`);
    let page: Page = { total: -1, data: [] };
    const latency = await measureSequential(REQUESTS, WARM_UP, async () => {
      page = (await client.expect(200, 'GET', `/api/revisions?${c.query}`)).body as Page;
    });
    if (page.data.length !== c.rows)
      throw new Error(`/api/revisions?${c.query} answered ${page.data.length} rows, ${c.rows} expected`);
    // The answer's total comes from the per-day counts: say whether it is the exact count of the same filter.
    const exact = await pool.query<{ n: string }>(`SELECT count(*) AS n FROM rm.revisions WHERE ${c.where}`, [
      ...c.params,
    ]);
    const n = Number(exact.rows[0]?.n);
    const total =
      n === page.total
        ? `total ${thousands(page.total)} (= count(*))`
        : `total ${thousands(page.total)} but count(*) ${thousands(n)}`;
    rows.push({
      budget: `6. GET /api/revisions: ${c.name}`,
      target: `p95 ≤ ${LIST_BUDGET_MS} ms`,
      measured: formatLatency(latency),
      pass: latency.p95 <= LIST_BUDGET_MS && n === page.total,
      notes: `${thousands(revisions)} revision rows; ${total}; ${sampled(latency)}, page of 10`,
    });
  }
  return rows;
};

const kilobytes = (body: unknown) => `${thousands(Buffer.byteLength(JSON.stringify(body)) / 1024)} KB`;

/** Budget 7: the data call of the History tab of a record with 1,000 revisions. */
export const measureHistoryTab = async (
  client: HttpClient,
  recordId: number,
  log: (line: string) => void,
): Promise<BudgetRow> => {
  const path = `/api/revisions?model=user&documentId=${recordId}&$sort[revision]=1&$limit=1000`;
  log(`history tab: GET ${path}`);
  let page: Page = { total: -1, data: [] };
  const latency = await measureSequential(REQUESTS, WARM_UP, async () => {
    page = (await client.expect(200, 'GET', path)).body as Page;
  });
  const inOrder = page.data.every((r, i) => r.revision === i + 1);
  if (page.data.length !== HISTORY_RECORD_EVENTS || !inOrder) {
    throw new Error(
      `${path} answered ${page.data.length} rows (in order: ${inOrder}), ${HISTORY_RECORD_EVENTS} expected`,
    );
  }
  return {
    budget: '7. History tab of a record with 1,000 revisions: its data call',
    target: `p95 ≤ ${TAB_BUDGET_MS} ms`,
    measured: formatLatency(latency),
    pass: latency.p95 <= TAB_BUDGET_MS,
    notes:
      `the server part of opening the tab (the browser's rendering of the rows is not in it): ` +
      `GET /api/revisions?model=user&documentId=<id>&$sort[revision]=1&$limit=1000, ` +
      `${thousands(page.data.length)} rows of ${thousands(page.total)}, ${kilobytes(page)} of JSON; ${sampled(latency)}`,
  };
};

interface AsOf {
  readonly revision: number;
  readonly at: string | null;
}

/** Budget 8: the record as of a revision, and as of an instant, replayed from its stream of 1,000 events. */
export const measureTimeTravel = async (
  client: HttpClient,
  pool: pg.Pool,
  recordId: number,
  log: (line: string) => void,
): Promise<BudgetRow[]> => {
  const { rows } = await pool.query<{ first: Date; last: Date }>(
    `SELECT min("createdAt") AS first, max("createdAt") AS last FROM rm.revisions WHERE model = 'user' AND "documentId" = $1`,
    [recordId],
  );
  const span = rows[0]!;
  const middle = new Date((span.first.getTime() + span.last.getTime()) / 2).toISOString();
  const cases = [
    { name: `?revision=${HISTORY_RECORD_EVENTS}`, query: `revision=${HISTORY_RECORD_EVENTS}` },
    { name: '?at=<the instant halfway between its first and last event>', query: `at=${middle}` },
  ];
  const result: BudgetRow[] = [];
  for (const c of cases) {
    const path = `/api/v1/history/user/${recordId}?${c.query}`;
    log(`time travel: GET ${path}`);
    let answer: AsOf = { revision: -1, at: null };
    const latency = await measureSequential(REQUESTS, WARM_UP, async () => {
      answer = (await client.expect(200, 'GET', path)).body as AsOf;
    });
    if (answer.revision < 1) throw new Error(`${path} answered revision ${answer.revision}`);
    result.push({
      budget: `8. Time travel, stream of 1,000 events: GET /api/v1/history/user/:id${c.name}`,
      target: `p95 ≤ ${TIME_TRAVEL_BUDGET_MS} ms`,
      measured: formatLatency(latency),
      pass: latency.p95 <= TIME_TRAVEL_BUDGET_MS,
      notes:
        `${c.query.startsWith('at=') ? `at=${middle}: ` : ''}answered revision ${answer.revision} ` +
        `(as of ${answer.at ?? 'never'}), replayed from the event store; ${sampled(latency)}`,
    });
  }
  return result;
};
