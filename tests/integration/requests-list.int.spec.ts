import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * POST /api/v1/requests/list with every filter of spec 1 §7.2 (and the generic GET /api/requests of the calendar),
 * over real HTTP on a known set of requests; the copied names follow renames.
 */
let app: TestApp;
let admin: string;
let c1: number;
let c2: number;
let opsId: number;
const ids: Record<'A' | 'B' | 'C' | 'D' | 'E', number> = { A: 0, B: 0, C: 0, D: 0, E: 0 };

const ok = async (method: string, path: string, body?: unknown) => {
  const r = await app.call(method, path, admin, body);
  if (r.status >= 300) throw new Error(`${method} ${path} answered ${r.status}: ${JSON.stringify(r.body)}`);
  return r.body;
};
const idOf = async (email: string) =>
  (await app.call('GET', `/api/users?email=${email}`, admin)).body.data[0].id as number;

beforeAll(async () => {
  app = await startTestApp(10);
  admin = await app.token('admin');
  [c1, c2, opsId] = (await Promise.all(
    ['customer1@example.com', 'customer2@example.com', 'operations-lead@demo.test'].map(idOf),
  )) as [number, number, number];
  const base = { from: 9, to: 13, request_lines: [{ qty: 1 }] };
  ids.A = (
    await ok('POST', '/api/requests', {
      ...base,
      type: 'pickup',
      userId: c1,
      partnerId: 1,
      countryId: 1,
      cityId: 1,
      date: '2026-01-10',
      chargeTypes: ['pickup'],
      orderId: 501,
    })
  ).id;
  // An address: a delivery is approved only with one (issue 14).
  ids.B = (
    await ok('POST', '/api/requests', {
      ...base,
      type: 'delivery',
      userId: c1,
      partnerId: 2,
      countryId: 2,
      cityId: 6,
      date: '2026-02-15',
      chargeTypes: ['delivery'],
      assigneeId: opsId,
      addressId: 1,
    })
  ).id;
  ids.C = (
    await ok('POST', '/api/requests', {
      ...base,
      type: 'drop',
      userId: c2,
      partnerId: 1,
      countryId: 1,
      cityId: 2,
      date: '2026-02-15',
    })
  ).id;
  ids.D = (
    await ok('POST', '/api/requests', {
      ...base,
      type: 'survey',
      userId: c2,
      partnerId: 3,
      countryId: 3,
      cityId: 8,
      date: '2026-03-01',
      request_lines: [],
    })
  ).id;
  ids.E = (
    await ok('POST', '/api/requests', {
      ...base,
      type: 'pickup',
      userId: c2,
      partnerId: 1,
      countryId: 1,
      cityId: 1,
      date: '2026-03-20',
      orderId: 502,
    })
  ).id;
  await ok('POST', `/api/v1/requests/${ids.B}/actions/confirm`);
  await ok('POST', `/api/v1/requests/${ids.B}/actions/approve`, { warehouseId: 11, teamId: 21 });
  await ok('POST', `/api/v1/requests/${ids.C}/actions/cancel`, { reason: 'Customer away' });
  await ok('POST', `/api/v1/requests/${ids.E}/actions/confirm`);
});
afterAll(() => app.stop());

const list = async (body: Record<string, unknown>) => {
  const r = await ok('POST', '/api/v1/requests/list', { limit: 100, ...body });
  return { ids: (r.results as { id: number }[]).map((x) => x.id), total: r.totalCount as number, rows: r.results };
};

it('defaults to id DESC and pages', async () => {
  const all = await list({});
  expect(all.ids).toEqual([ids.E, ids.D, ids.C, ids.B, ids.A]);
  expect(all.total).toBe(5);
  const second = await list({ limit: 2, page: 2 });
  expect(second.ids).toEqual([ids.C, ids.B]);
  expect(second.total).toBe(5);
});

it('the screen default: date DESC (then id)', async () => {
  expect((await list({ sortBy: 'date', sortOrder: 'DESC' })).ids).toEqual([ids.E, ids.D, ids.C, ids.B, ids.A]);
  expect((await list({ sortBy: 'date', sortOrder: 'ASC' })).ids).toEqual([ids.A, ids.B, ids.C, ids.D, ids.E]);
  const bad = await app.call('POST', '/api/v1/requests/list', admin, { sortBy: 'secret' });
  expect(bad.status).toBe(400);
});

it.each([
  ['statuses', { statuses: ['confirmed'] }, ['E']],
  ['statuses (two)', { statuses: ['approved', 'cancelled'] }, ['C', 'B']],
  ['types', { types: ['pickup'] }, ['E', 'A']],
  ['userIds', () => ({ userIds: [c2] }), ['E', 'D', 'C']],
  ['partnerIds', { partnerIds: [2, 3] }, ['D', 'B']],
  ['countryIds', { countryIds: [1] }, ['E', 'C', 'A']],
  ['cityIds', { cityIds: [6, 8] }, ['D', 'B']],
  ['assigneeIds', () => ({ assigneeIds: [opsId] }), ['B']],
  ['teamIds', { teamIds: [21] }, ['B']],
  ['warehouseIds', { warehouseIds: [11] }, ['B']],
  ['orderIds', { orderIds: [501, 502] }, ['E', 'A']],
  ['dates (whole days)', { dates: { from: '2026-02-15', to: '2026-03-01' } }, ['D', 'C', 'B']],
  ['dates (instants)', { dates: { from: '2026-02-15T00:00:00Z', to: '2026-02-15T23:59:59Z' } }, ['C', 'B']],
  ['chargeTypes', { chargeTypes: ['delivery', 'pickup'] }, ['B', 'A']],
  ['chargeTypes (one)', { chargeTypes: ['pickup'] }, ['A']],
  ['partnerIds with excludeIds', () => ({ partnerIds: [1], excludeIds: [ids.A] }), ['E', 'C']],
  ['ids', () => ({ ids: [ids.A, ids.D] }), ['D', 'A']],
  ['excludeIds', () => ({ excludeIds: [ids.A, ids.D] }), ['E', 'C', 'B']],
  ['searchTerm (a type)', { searchTerm: 'surv' }, ['D']],
] as const)('filter %s', async (_name, body, expected) => {
  const query = typeof body === 'function' ? body() : body;
  const r = await list(query);
  expect(r.ids).toEqual(expected.map((k) => ids[k]));
  expect(r.total).toBe(expected.length);
});

it('rows carry their lines unless excludeLines, and the copied names', async () => {
  const withLines = await list({ ids: [ids.A] });
  expect(withLines.rows[0].request_lines).toHaveLength(1);
  expect(withLines.rows[0]).toMatchObject({
    lineCount: 1,
    cityName: expect.any(String),
    partnerName: expect.any(String),
    userName: expect.any(String),
  });
  const without = await list({ ids: [ids.A], excludeLines: true });
  expect(without.rows[0].request_lines).toBeUndefined();
  const b = (await list({ ids: [ids.B] })).rows[0];
  expect(b.assigneeName).toBe('Operations Lead Demo');
  // a rename follows into the rows
  await ok('PATCH', `/api/users/${opsId}`, { name: 'Ops Lead Renamed' });
  await ok('PATCH', '/api/city/6', { name: 'Kuwait City Renamed' });
  await app.settle();
  const renamed = (await list({ ids: [ids.B] })).rows[0];
  expect(renamed).toMatchObject({ assigneeName: 'Ops Lead Renamed', cityName: 'Kuwait City Renamed' });
  expect((await list({ searchTerm: 'kuwait city renamed' })).ids).toEqual([ids.B]);
});

it('the generic call the calendar uses: a date range, excluding complete, rejected, cancelled', async () => {
  const r = await ok(
    'GET',
    '/api/requests?date[$gte]=2026-02-01&date[$lte]=2026-03-31&status[$nin]=complete,rejected,cancelled&$limit=100&$sort[date]=1',
  );
  expect(r.data.map((x: { id: number }) => x.id)).toEqual([ids.B, ids.D, ids.E]);
  expect(r.total).toBe(3);
});
