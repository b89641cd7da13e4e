import { OrderStatus } from '@console/contracts';
import { sql } from 'kysely';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { expectSameTables, rebuild } from '../support/rebuild.js';

let app: TestApp;
beforeAll(async () => {
  // The demo data with leads and orders made by seedDemo's commands.
  app = await startTestApp(60, undefined, 400);
});
afterAll(() => app.stop());

const snapshot = async (table: string) =>
  (await sql<Record<string, unknown>>`SELECT * FROM ${sql.table(table)} ORDER BY 1, 2`.execute(app.infra.db)).rows;

it('the demo leads and orders cover every status', async () => {
  const { rows } = await sql<{
    status: string;
    n: number;
  }>`SELECT status, count(*)::int AS n FROM rm.orders GROUP BY status`.execute(app.infra.db);
  expect(rows.map((r) => r.status).sort()).toEqual([...OrderStatus.values].sort());
  expect(rows.reduce((a, r) => a + r.n, 0)).toBe(400);
});

it('a full rebuild of the sales read models gives the live tables, row for row', async () => {
  const admin = await app.token('admin');
  // Changes of every kind, including renames the order rows copy (customer, assignee, partner, city, country).
  const leads = (
    await app.call('POST', '/api/v1/orders/list', admin, { resource: 'leads', limit: 40, statuses: ['new'] })
  ).body.results as {
    id: number;
    userId: number;
  }[];
  const sales = (await app.call('GET', '/api/users?email=sales2@demo.test', admin)).body.data[0].id;
  for (const [i, lead] of leads.entries()) {
    if (i % 4 === 0) await app.call('PATCH', `/api/leads/${lead.id}`, admin, { notes: `note ${i}` });
    if (i % 4 === 1) await app.call('PATCH', `/api/leads/${lead.id}`, admin, { assigneeId: sales });
    if (i % 4 === 2) await app.call('PATCH', `/api/users/${lead.userId}`, admin, { name: `Renamed Customer ${i}` });
    if (i % 7 === 3) await app.call('DELETE', `/api/leads/${lead.id}`, admin);
  }
  await app.call('PATCH', `/api/users/${sales}`, admin, { name: 'Omar Senior Sales' });
  await app.call('PATCH', '/api/partners/2', admin, { name: 'Desert Storage Group' });
  await app.call('PATCH', '/api/city/6', admin, { name: 'Kuwait City Centre' });
  await app.call('PATCH', '/api/country/3', admin, { name: 'Saudi Arabia' });
  // The reason names and the customers' postpaid invoicing the rows copy; a task edited.
  await app.call('PATCH', '/api/hold-reasons/1', admin, { reason: 'On holiday' });
  await app.call('PATCH', '/api/cancel-reasons/1', admin, { reason: 'Plans changed' });
  await app.call('PATCH', `/api/users/${leads[0]!.userId}`, admin, { isPostpaidInvoiceEnabled: true });
  const task = (await app.call('GET', '/api/tasks?$limit=1', admin)).body.data[0] as { id: number };
  await app.call('PATCH', `/api/tasks/${task.id}`, admin, { status: 'paused', priority: 3 });
  await app.settle();

  const tables = [
    'rm.orders',
    'rm.order_refs',
    'rm.tasks',
    'rm.task_logs',
    'rm.order_request_links',
    'rm.order_search',
  ];
  const live = await Promise.all(tables.map(snapshot));
  // The narrow search table holds each order's search text, partner and status, as the triggers keep them.
  const narrow = await sql<
    Record<string, unknown>
  >`SELECT id, "partnerId", search, status FROM rm.orders ORDER BY 1, 2`.execute(app.infra.db);
  expect(live[5]).toEqual(narrow.rows);
  expect(live[0]!.some((o) => o['assigneeName'] === 'Omar Senior Sales')).toBe(true);
  expect(live[0]!.some((o) => o['partnerName'] === 'Desert Storage Group')).toBe(true);
  expect(live[0]!.some((o) => o['cityName'] === 'Kuwait City Centre')).toBe(true);
  expect(live[0]!.some((o) => o['countryName'] === 'Saudi Arabia')).toBe(true);
  expect(live[0]!.some((o) => String(o['userName']).startsWith('Renamed Customer'))).toBe(true);
  expect(live[0]!.some((o) => o['holdReasonName'] === 'On holiday')).toBe(true);
  expect(live[0]!.some((o) => o['cancelReasonName'] === 'Plans changed')).toBe(true);
  expect(live[0]!.some((o) => o['customerPostpaid'] === true)).toBe(true);
  // The demo's Send Quote, Thank You and Confirmation made their tasks.
  expect(live[2]!.length).toBeGreaterThan(50);

  expect((await rebuild(app, ['orders', 'tasks'])).sort()).toEqual(['orders', 'tasks']);
  expectSameTables(tables, await Promise.all(tables.map(snapshot)), live);
  // One event at a time (batches of 1) gives the same rows as the batched run.
  expect((await rebuild(app, ['orders', 'tasks'], 1)).sort()).toEqual(['orders', 'tasks']);
  expectSameTables(tables, await Promise.all(tables.map(snapshot)), live);
});
