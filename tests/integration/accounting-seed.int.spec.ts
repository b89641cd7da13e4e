import { seedDemoRecords } from '@console/services';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * The accounting demo data (issue 15 §10, services/src/seed/seed-accounting.ts): a seeded database has invoices in
 * every status, credit notes, a month of billing, payments complete, refunded, pending and failed, and saved cards
 * with one default per customer that has cards, so every accounting screen has rows.
 */
let app: TestApp;
let admin: string;

beforeAll(async () => {
  app = await startTestApp(40, undefined, 150);
  await seedDemoRecords(app.nest, app.infra, {
    customers: 40,
    orders: 0,
    warehouses: true,
    storages: 150,
    accounting: true,
  });
  await app.settle();
  admin = await app.token('admin');
}, 300_000);
afterAll(() => app.stop());

const list = async (resource: string, body: Record<string, unknown>) => {
  const r = await app.call('POST', `/api/v1/${resource}/list`, admin, { limit: 1, ...body });
  expect(r.status).toBe(200);
  return r.body as { results: Record<string, unknown>[]; totalCount: number };
};

it('has invoices in every status and of the order, recurring and credit note types', async () => {
  for (const status of ['unpaid', 'partial', 'paid', 'cancelled'])
    expect((await list('invoices', { statuses: [status] })).results[0]).toMatchObject({ status });
  for (const type of ['order', 'recurring', 'creditNote', 'service'])
    expect((await list('invoices', { types: [type] })).results[0]).toMatchObject({ type });
  // A credit note holds a credit: its amount is below 0, nothing to collect (paid).
  const note = (await list('invoices', { types: ['creditNote'] })).results[0]!;
  expect(note).toMatchObject({ status: 'paid' });
  expect(note['amount'] as number).toBeLessThan(0);
  // The month of billing: a recurring invoice dated this month holding the storages' rent charges.
  const recurring = (await list('invoices', { types: ['recurring'] })).results[0]!;
  expect(String(recurring['date']).slice(0, 7)).toBe(new Date().toISOString().slice(0, 7));
  const billed = await app.call('GET', `/api/charges?invoiceId=${String(recurring['id'])}&$limit=5`, admin);
  expect(billed.body.data.length).toBeGreaterThan(0);
  // Each is a storage's month (type storage when the storage has an order, custom otherwise: billing.rules.ts).
  expect(billed.body.data.every((c: { storageId: number | null }) => c.storageId !== null)).toBe(true);
});

it('has payments complete, refunded, pending and failed', async () => {
  for (const status of ['complete', 'refunded', 'pending', 'failed'])
    expect((await list('payments', { statuses: [status] })).results[0]).toMatchObject({ status });
});

it('has saved cards, exactly one default per customer that has cards', async () => {
  const cards = (await app.call('POST', '/api/v1/cards/list', admin, { limit: 200 })).body.results as {
    userId: number;
    default: boolean;
    status: string;
  }[];
  expect(cards.length).toBeGreaterThan(5);
  const byCustomer = new Map<number, number>();
  for (const c of cards) byCustomer.set(c.userId, (byCustomer.get(c.userId) ?? 0) + (c.default ? 1 : 0));
  expect([...byCustomer.values()].every((n) => n === 1)).toBe(true);
});

it('a second run adds nothing', async () => {
  const before = await Promise.all(['invoices', 'payments', 'cards', 'charges'].map((r) => list(r, {})));
  await seedDemoRecords(app.nest, app.infra, { customers: 40, orders: 0, accounting: true });
  await app.settle();
  const after = await Promise.all(['invoices', 'payments', 'cards', 'charges'].map((r) => list(r, {})));
  expect(after.map((a) => a.totalCount)).toEqual(before.map((b) => b.totalCount));
});
