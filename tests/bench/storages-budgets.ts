import type pg from 'pg';
import { thousands, type BudgetRow } from './budget-row.js';
import type { HttpClient } from './http-client.js';
import { formatLatency, measureSequential } from './latency.js';

type Log = (line: string) => void;

const LIST_REQUESTS = 200;
const LIST_WARM_UP = 20;
const LIST_BUDGET_MS = 50;

interface ListPage {
  readonly results: readonly { readonly id: number }[];
  readonly totalCount: number;
  readonly totalCountCapped?: boolean;
}

/** Values of the data for the filters: a customer with storages, an order, a parent, ids, a room. */
interface Probe {
  readonly userId: number;
  readonly parentId: number | null;
  readonly ids: readonly number[];
  readonly code: string;
  /** That customer's full name: a search that finds the storages of the customers of that name. */
  readonly userName: string;
  /** A storage type's name: the demo storages are named after their type, so about a tenth of them match. */
  readonly typeName: string;
}

const probeData = async (pool: pg.Pool): Promise<Probe> => {
  const user = await pool.query<{ userId: number; userName: string | null }>(
    `SELECT "userId", "userName" FROM rm.storages WHERE "userId" IS NOT NULL AND id >= (SELECT max(id) / 2 FROM rm.storages) ORDER BY id LIMIT 1`,
  );
  const parent = await pool.query<{ parentId: number }>(
    `SELECT "parentId" FROM rm.storages WHERE "parentId" IS NOT NULL LIMIT 1`,
  );
  const type = await pool.query<{ name: string }>(
    `SELECT name FROM rm.storages WHERE "storagetypeId" = 6 AND name IS NOT NULL LIMIT 1`,
  );
  const ids = await pool.query<{ id: number; code: string }>(
    `SELECT id, code FROM rm.storages WHERE id > (SELECT max(id) / 3 FROM rm.storages) ORDER BY id LIMIT 20`,
  );
  return {
    userId: user.rows[0]?.userId ?? 1,
    parentId: parent.rows[0]?.parentId ?? null,
    ids: ids.rows.map((r) => r.id),
    code: ids.rows[0]?.code ?? 'S0000001',
    userName: user.rows[0]?.userName ?? 'customer',
    typeName: type.rows[0]?.name ?? 'box',
  };
};

/** Each filter of spec 1 §7.2 alone, as the storages screen sends it (id descending, a page of 10). */
const listCases = (p: Probe): { name: string; body: Record<string, unknown> }[] => [
  { name: 'no filter (the screen: id DESC)', body: {} },
  { name: 'no filter, default sort (id ASC)', body: { sortOrder: 'ASC' } },
  { name: "statuses ['in']", body: { statuses: ['in'] } },
  { name: "statuses ['new', 'forpickup']", body: { statuses: ['new', 'forpickup'] } },
  { name: 'partnerIds [2]', body: { partnerIds: [2] } },
  { name: 'userIds [one customer]', body: { userIds: [p.userId] } },
  { name: 'storagetypeIds [6]', body: { storagetypeIds: [6] } },
  { name: 'isPart true', body: { isPart: true } },
  { name: 'isPart false', body: { isPart: false } },
  { name: 'countryIds [2]', body: { countryIds: [2] } },
  { name: 'parentIds [one storage]', body: { parentIds: [p.parentId ?? 1] } },
  { name: "storagetypeCodes ['BOX-M']", body: { storagetypeCodes: ['BOX-M'] } },
  { name: 'orderIds [1, 2, 3]', body: { orderIds: [1, 2, 3] } },
  { name: 'roomId 3', body: { roomId: 3 } },
  { name: "roomName 'Kitchen'", body: { roomName: 'Kitchen' } },
  { name: 'warehouseIds [2]', body: { warehouseIds: [2] } },
  { name: 'ids [20 ids]', body: { ids: p.ids } },
  { name: `searchTerm '${p.code.toLowerCase()}' (one code)`, body: { searchTerm: p.code } },
  { name: `searchTerm '${p.userName}' (a customer's name)`, body: { searchTerm: p.userName } },
  { name: `searchTerm '${p.typeName}' (a storage type's name: a tenth of the rows)`, body: { searchTerm: p.typeName } },
];

/** Budget: POST /api/v1/storages/list with each filter alone, over real HTTP, one request after the other. */
export const measureStorageLists = async (
  client: HttpClient,
  pool: pg.Pool,
  storages: number,
  log: Log,
): Promise<BudgetRow[]> => {
  const probe = await probeData(pool);
  const rows: BudgetRow[] = [];
  for (const c of listCases(probe)) {
    log(`storages list: ${c.name}`);
    let totalCount = 0;
    let capped = false;
    const body = { limit: 10, page: 1, sortBy: 'id', sortOrder: 'DESC', ...c.body };
    const latency = await measureSequential(LIST_REQUESTS, LIST_WARM_UP, async () => {
      const answer = await client.expect(200, 'POST', '/api/v1/storages/list', body);
      totalCount = (answer.body as ListPage).totalCount;
      capped = (answer.body as ListPage).totalCountCapped === true;
    });
    rows.push({
      budget: `POST /api/v1/storages/list: ${c.name}`,
      target: `p95 ≤ ${LIST_BUDGET_MS} ms`,
      measured: formatLatency(latency),
      pass: latency.p95 <= LIST_BUDGET_MS,
      notes: `${thousands(storages)} storages; ${capped ? `more than ${thousands(totalCount)} (the search count cap)` : thousands(totalCount)} match; ${latency.count} sequential requests after ${LIST_WARM_UP} warm-up, page of 10`,
    });
  }
  return rows;
};
