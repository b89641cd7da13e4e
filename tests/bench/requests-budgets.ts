import type pg from 'pg';
import { thousands, type BudgetRow } from './budget-row.js';
import type { HttpClient } from './http-client.js';
import { formatLatency, measureSequential } from './latency.js';

type Log = (line: string) => void;

const LIST_REQUESTS = 200;
const LIST_WARM_UP = 20;
const LIST_BUDGET_MS = 50;
/** The requests screen (spec 2 §2): date descending, 20 a page. */
const SCREEN = { sortBy: 'date', sortOrder: 'DESC', limit: 20, page: 1 } as const;

interface ListPage {
  readonly results: readonly { readonly id: number }[];
  readonly totalCount: number;
}

/** Values of the data for the filters: the busiest customer, an assignee, team, warehouse, city, ids, a name. */
interface Probe {
  readonly userId: number;
  readonly assigneeId: number;
  readonly teamId: number;
  readonly warehouseId: number;
  readonly cityId: number;
  readonly ids: readonly number[];
  readonly lastName: string;
}

const first = async <T extends pg.QueryResultRow>(pool: pg.Pool, sql: string): Promise<T | undefined> =>
  (await pool.query<T>(sql)).rows[0];

const probeData = async (pool: pg.Pool): Promise<Probe> => {
  const user = await first<{ userId: number; userName: string }>(
    pool,
    `SELECT "userId", min("userName") AS "userName" FROM rm.requests WHERE "userId" IS NOT NULL GROUP BY "userId" ORDER BY count(*) DESC, "userId" LIMIT 1`,
  );
  const assignee = await first<{ assigneeId: number }>(
    pool,
    `SELECT "assigneeId" FROM rm.requests WHERE "assigneeId" IS NOT NULL LIMIT 1`,
  );
  const team = await first<{ teamId: number }>(
    pool,
    `SELECT "teamId" FROM rm.requests WHERE "teamId" IS NOT NULL LIMIT 1`,
  );
  const warehouse = await first<{ warehouseId: number }>(
    pool,
    `SELECT "warehouseId" FROM rm.requests WHERE "warehouseId" IS NOT NULL LIMIT 1`,
  );
  const city = await first<{ cityId: number }>(
    pool,
    `SELECT "cityId" FROM rm.requests WHERE "cityId" IS NOT NULL LIMIT 1`,
  );
  const ids = await pool.query<{ id: number }>(
    `SELECT id FROM rm.requests WHERE id > (SELECT max(id) / 3 FROM rm.requests) ORDER BY id LIMIT 20`,
  );
  return {
    userId: user?.userId ?? 1,
    assigneeId: assignee?.assigneeId ?? 1,
    teamId: team?.teamId ?? 1,
    warehouseId: warehouse?.warehouseId ?? 1,
    cityId: city?.cityId ?? 1,
    ids: ids.rows.map((r) => r.id),
    lastName: (user?.userName ?? 'haddad').split(' ').pop()!.toLowerCase(),
  };
};

/** Each filter of spec 1 §7.2 alone, as the requests screen sends it (date descending, 20 a page), and the defaults. */
const listCases = (p: Probe): { name: string; body: Record<string, unknown> }[] => [
  { name: 'the default view (date DESC, 20 a page)', body: { ...SCREEN } },
  { name: 'no filter, the call default (id DESC)', body: { limit: 20 } },
  { name: "statuses ['approved']", body: { ...SCREEN, statuses: ['approved'] } },
  { name: "statuses ['complete'] (the largest)", body: { ...SCREEN, statuses: ['complete'] } },
  { name: "types ['delivery']", body: { ...SCREEN, types: ['delivery'] } },
  { name: 'userIds [the busiest customer]', body: { ...SCREEN, userIds: [p.userId] } },
  { name: 'partnerIds [2]', body: { ...SCREEN, partnerIds: [2] } },
  { name: 'countryIds [2]', body: { ...SCREEN, countryIds: [2] } },
  { name: `cityIds [${p.cityId}]`, body: { ...SCREEN, cityIds: [p.cityId] } },
  { name: 'assigneeIds [one staff user]', body: { ...SCREEN, assigneeIds: [p.assigneeId] } },
  { name: `teamIds [${p.teamId}]`, body: { ...SCREEN, teamIds: [p.teamId] } },
  { name: `warehouseIds [${p.warehouseId}]`, body: { ...SCREEN, warehouseIds: [p.warehouseId] } },
  { name: 'orderIds [1, 2, 3]', body: { ...SCREEN, orderIds: [1, 2, 3] } },
  { name: 'dates 1 month', body: { ...SCREEN, dates: { from: '2025-11-01', to: '2025-11-30' } } },
  { name: "chargeTypes ['delivery']", body: { ...SCREEN, chargeTypes: ['delivery'] } },
  { name: 'ids [20 ids]', body: { ...SCREEN, ids: p.ids } },
  { name: 'excludeIds [20 ids]', body: { ...SCREEN, excludeIds: p.ids } },
  { name: 'excludeLines true', body: { ...SCREEN, excludeLines: true } },
  { name: `searchTerm '${p.lastName}' (a last name)`, body: { ...SCREEN, searchTerm: p.lastName } },
  { name: `searchTerm '${p.ids[0] ?? 1}' (an id)`, body: { ...SCREEN, searchTerm: String(p.ids[0] ?? 1) } },
];

/** Budget: POST /api/v1/requests/list with each filter alone and the default view, over real HTTP, one after the other. */
export const measureRequestLists = async (
  client: HttpClient,
  pool: pg.Pool,
  requests: number,
  log: Log,
): Promise<BudgetRow[]> => {
  const probe = await probeData(pool);
  const rows: BudgetRow[] = [];
  for (const c of listCases(probe)) {
    log(`requests list: ${c.name}`);
    let totalCount = 0;
    const latency = await measureSequential(LIST_REQUESTS, LIST_WARM_UP, async () => {
      const answer = await client.expect(200, 'POST', '/api/v1/requests/list', c.body);
      totalCount = (answer.body as ListPage).totalCount;
    });
    rows.push({
      budget: `POST /api/v1/requests/list: ${c.name}`,
      target: `p95 ≤ ${LIST_BUDGET_MS} ms`,
      measured: formatLatency(latency),
      pass: latency.p95 <= LIST_BUDGET_MS,
      notes: `${thousands(requests)} requests; ${thousands(totalCount)} match; ${latency.count} sequential requests after ${LIST_WARM_UP} warm-up, page of ${Number(c.body['limit'] ?? 20)} with its lines`,
    });
  }
  return rows;
};
