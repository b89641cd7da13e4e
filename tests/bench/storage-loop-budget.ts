import type pg from 'pg';
import { thousands, type BudgetRow } from './budget-row.js';
import type { HttpClient } from './http-client.js';

type Log = (line: string) => void;

/** Issue 14: receiving a pickup of 200 storages (each moved and checked in, projections caught up) in ≤ 2 s. */
export const STORAGE_LOOP_STORAGES = 200;
export const STORAGE_LOOP_BUDGET_MS = 2000;
export const storageLoopDatabaseName = 'console_bench_storage_loop';
const RUNS = 3;

const idOf = (body: unknown): number => (body as { id: number }).id;

/** How many of `ids` the storages read model shows in `status`. */
const countIn = async (pool: pg.Pool, ids: readonly number[], status: string): Promise<number> => {
  const r = await pool.query<{ n: string }>(
    'SELECT count(*) AS n FROM rm.storages WHERE id = ANY($1::int[]) AND status = $2',
    [ids, status],
  );
  return Number(r.rows[0]?.n ?? 0);
};

const waitFor = async (pool: pg.Pool, ids: readonly number[], status: string, timeoutMs: number): Promise<boolean> => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if ((await countIn(pool, ids, status)) === ids.length) return true;
    await new Promise((r) => setTimeout(r, 5));
  }
  return false;
};

/**
 * A pickup of 200 storages taken to transit (approve, Picked Up: the storages forpickup, then pickedup), then
 * Received is sent and the clock runs until the storages list's read model shows all 200 `in` at the warehouse's IN:
 * the request's event, the storage mover's 200 check-ins (each on the storage's own stream, caused by it), and the
 * storages projection, end to end. Three runs, each with 200 new storages.
 */
export const measureStorageLoop = async (client: HttpClient, pool: pg.Pool, log: Log): Promise<BudgetRow[]> => {
  const users = await client.expect(200, 'GET', '/api/users?email=customer1@example.com');
  const customerId = idOf((users.body as { data: unknown[] }).data[0]);
  const warehouseId = idOf(
    (await client.expect(201, 'POST', '/api/warehouses', { name: `Loop ${Date.now()}`, countryId: 1, cityId: 1 })).body,
  );
  const teams = (await client.expect(200, 'GET', '/api/teams?$limit=1')).body as { data: { id: number }[] };
  const teamId =
    teams.data[0]?.id ??
    idOf((await client.expect(201, 'POST', '/api/teams', { name: 'Loop team', countryId: 1 })).body);
  const figures: number[] = [];
  for (let run = 1; run <= RUNS; run++) {
    const ids: number[] = [];
    for (let i = 0; i < STORAGE_LOOP_STORAGES; i++) {
      ids.push(
        idOf(
          (await client.expect(201, 'POST', '/api/storages', { userId: customerId, storagetypeId: 2, countryId: 1 }))
            .body,
        ),
      );
    }
    const request = idOf(
      (
        await client.expect(201, 'POST', '/api/requests', {
          type: 'pickup',
          userId: customerId,
          partnerId: 1,
          countryId: 1,
          cityId: 1,
          date: '2026-12-21',
          from: 9,
          to: 13,
          paymentMode: 'card',
          addressId: 1,
          request_lines: ids.map((storageId) => ({ storageId, qty: 1 })),
        })
      ).body,
    );
    const act = (action: string, body: unknown = {}) =>
      client.expect(200, 'POST', `/api/v1/requests/${request}/actions/${action}`, body);
    await act('confirm');
    await act('approve', { warehouseId, teamId });
    await act('pickedUp', { emptyStorageIds: [] });
    if (!(await waitFor(pool, ids, 'pickedup', 60_000))) throw new Error('the storages were not picked up within 60 s');
    const t0 = performance.now();
    await act('received', { emptyStorageIds: [] });
    const answered = performance.now() - t0;
    if (!(await waitFor(pool, ids, 'in', 60_000))) throw new Error('the storages were not checked in within 60 s');
    const took = performance.now() - t0;
    figures.push(took);
    log(
      `storage loop run ${run}: Received answered in ${answered.toFixed(0)} ms, ${STORAGE_LOOP_STORAGES} storages in after ${took.toFixed(0)} ms`,
    );
  }
  const worst = Math.max(...figures);
  return [
    {
      budget: '14. Receive a pickup of 200 storages (moved, checked in, projections caught up)',
      target: `≤ ${thousands(STORAGE_LOOP_BUDGET_MS)} ms`,
      measured: `${worst.toFixed(0)} ms (worst of ${RUNS}; ${figures.map((f) => f.toFixed(0)).join(', ')})`,
      pass: worst <= STORAGE_LOOP_BUDGET_MS,
      notes:
        'from sending Received to all 200 rows of rm.storages in `in`: request event → storage mover (16 storages at once) → storages projection',
    },
  ];
};
