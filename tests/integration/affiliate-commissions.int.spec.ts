import type { AffiliateAnalytics, AffiliateCommission } from '@console/contracts';
import { allProjections, rebuildProjections } from '@console/projections';
import { sql } from 'kysely';
import { makeCharge, makeInvoice, manualPayment, must, refundCall, type Customer } from '../support/money-fixtures.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { withActors } from '../support/actors.js';

/**
 * Issue 35 §7: an affiliate's commission is its commissionsPercent of what is collected on the invoices of its
 * orders (an order is the affiliate's when a storage of it names the affiliate's user), taken back when a payment
 * is refunded or the invoice cancelled; the affiliate user reads only its own, admin all; rebuild == live.
 */
let app: TestApp;
let admin: string;
beforeAll(
  async () => ({ app, admin } = await withActors(await startTestApp(3, undefined, 4), { admin: 'admin' })),
  200_000,
);
afterAll(() => app.stop());

const userIdOf = async (email: string): Promise<number> =>
  (await sql<{ id: number }>`SELECT id FROM rm.users WHERE email = ${email}`.execute(app.infra.db)).rows[0]!.id;

const TABLES = ['rm.affiliate_commissions', 'rm.affiliate_commission_links'];
const snapshotAll = () =>
  Promise.all(
    TABLES.map(async (t) => (await sql`SELECT * FROM ${sql.table(t)} ORDER BY 1, 2`.execute(app.infra.db)).rows),
  );

const commissions = async (token: string, body: Record<string, unknown> = {}) => {
  const r = await app.call('POST', '/api/v1/affiliate-commissions/list', token, { limit: 50, ...body });
  expect(r.status).toBe(200);
  return r.body as { results: AffiliateCommission[]; totalCount: number };
};

/** An order of country 1 with a customer, and a request of the customer (a charge names one). */
const orderCustomer = async (skip: number): Promise<{ orderId: number; customer: Customer }> => {
  const { rows } = await sql<{ id: number; userId: number }>`
    SELECT id, "userId" FROM rm.orders WHERE "countryId" = 1 AND "userId" IS NOT NULL ORDER BY id OFFSET ${skip} LIMIT 1`.execute(
    app.infra.db,
  );
  const order = rows[0]!;
  const request = await must(app, admin, 'POST', '/api/requests', {
    type: 'delivery',
    partnerId: 1,
    countryId: 1,
    cityId: 1,
    userId: order.userId,
    date: `${new Date().getUTCFullYear() + 1}-04-02`,
    from: 9,
    to: 13,
    request_lines: [{ qty: 1 }],
  });
  return { orderId: order.id, customer: { id: order.userId, countryId: 1, currency: 'AED', requestId: request.id } };
};

it('credits the percent of what is collected, takes it back on refund and cancellation; each affiliate its own', async () => {
  const affiliateUser = await userIdOf('affiliate@demo.test');
  const otherUser = await userIdOf('staff@demo.test');
  const mine = await must(app, admin, 'POST', '/api/affiliates', {
    name: 'Own Affiliate',
    countryId: 1,
    commissionsPercent: 12.5,
    userId: affiliateUser,
  });
  const theirs = await must(app, admin, 'POST', '/api/affiliates', {
    name: 'Other Affiliate',
    countryId: 1,
    commissionsPercent: 10,
    userId: otherUser,
  });

  const a = await orderCustomer(0);
  const b = await orderCustomer(1);
  // The orders become the affiliates' through a storage naming the affiliate's user.
  await must(app, admin, 'POST', '/api/storages', {
    userId: a.customer.id,
    orderId: a.orderId,
    storagetypeId: 5,
    size: 1.5,
    affiliateUserId: affiliateUser,
  });
  await must(app, admin, 'POST', '/api/storages', {
    userId: b.customer.id,
    orderId: b.orderId,
    storagetypeId: 5,
    size: 1.5,
    affiliateUserId: otherUser,
  });
  await app.settle();

  // AED 100.00 + 5 % VAT = AED 105.00 (1,050,000 Money) billed on each order.
  const invA = await makeInvoice(app, admin, a.customer, [await makeCharge(app, admin, a.customer)], {
    orderId: a.orderId,
  });
  const invB = await makeInvoice(app, admin, b.customer, [await makeCharge(app, admin, b.customer)], {
    orderId: b.orderId,
  });
  expect(invA.amount).toBe(1_050_000);
  // Collected on A: 40.01 then the rest; on B: all of it at once.
  const p1 = await must(app, admin, 'POST', '/api/payments', manualPayment(a.customer, 400_100, invA.id));
  await must(app, admin, 'POST', '/api/payments', manualPayment(a.customer, 649_900, invA.id));
  const p3 = await must(app, admin, 'POST', '/api/payments', manualPayment(b.customer, 1_050_000, invB.id));
  await app.settle();

  let all = await commissions(admin);
  const sumOf = (rows: AffiliateCommission[], affiliateId: number) =>
    rows.filter((r) => r.affiliateId === affiliateId).reduce((s, r) => s + r.amount, 0);
  // 12.5 % of 40.01 = 5.00125 → AED 5.00 (fils); of 64.99 = 8.12375 → 8.12; 10 % of 105.00 = 10.50.
  expect(
    all.results
      .filter((r) => r.affiliateId === mine.id)
      .map((r) => r.amount)
      .sort((x, y) => x - y),
  ).toEqual([50_000, 81_200]);
  expect(sumOf(all.results, theirs.id)).toBe(105_000);
  expect(all.results.every((r) => r.currency === 'AED' && r.reason === 'collected')).toBe(true);
  expect(all.results.find((r) => r.affiliateId === mine.id)).toMatchObject({
    affiliateName: 'Own Affiliate',
    orderId: a.orderId,
    invoiceId: invA.id,
  });

  // A refund takes back the commission on what it gives back, at the percent it was credited at.
  await app.call('PATCH', `/api/affiliates/${mine.id}`, admin, { commissionsPercent: 50 });
  const [method, path, body] = refundCall(p1.id);
  await must(app, admin, method, path, body);
  // B's payment refunded in part: 10 % of the AED 50.00 given back.
  const [m3, path3, body3] = refundCall(p3.id, 500_000);
  await must(app, admin, m3, path3, body3);
  await app.settle();
  all = await commissions(admin);
  expect(sumOf(all.results, mine.id)).toBe(81_200);
  expect(all.results.find((r) => r.affiliateId === mine.id && r.reason === 'refunded')?.amount).toBe(-50_000);
  expect(sumOf(all.results, theirs.id)).toBe(55_000);
  // An invoice holding payments is not cancelled (INVOICE_MESSAGES.withPayments): the rest refunded first, then
  // the cancellation finds nothing left to take back.
  const [m4, path4, body4] = refundCall(p3.id);
  await must(app, admin, m4, path4, body4);
  await app.settle();
  expect((await app.call('DELETE', `/api/invoices/${invB.id}`, admin)).status).toBeLessThan(300);
  await app.settle();
  all = await commissions(admin);
  expect(sumOf(all.results, theirs.id)).toBe(0);
  expect(all.results.filter((r) => r.affiliateId === theirs.id).map((r) => r.reason)).toEqual([
    'refunded',
    'refunded',
    'collected',
  ]);

  // The affiliate user reads its own rows only, whatever it asks for; marketing and admin every affiliate's.
  const affiliate = await app.token('affiliate');
  const own = await commissions(affiliate, { affiliateIds: [theirs.id, mine.id] });
  expect(own.results.length).toBeGreaterThan(0);
  expect(own.results.every((r) => r.affiliateId === mine.id)).toBe(true);
  expect((await commissions(await app.token('marketing-staff'))).totalCount).toBe(all.totalCount);
  for (const role of ['sales-staff', 'partner', 'warehouse-staff']) {
    const r = await app.call('POST', '/api/v1/affiliate-commissions/list', await app.token(role), {});
    expect({ role, status: r.status }).toEqual({ role, status: 403 });
  }
  // Newest first, and the range filter on createdAt.
  const dates = all.results.map((r) => r.createdAt);
  expect([...dates].sort().reverse()).toEqual(dates);
  expect((await commissions(admin, { createdDateRange: { to: '2000-01-01' } })).totalCount).toBe(0);

  const today = new Date().toISOString().slice(0, 10);
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const analytics = await app.call('GET', `/api/affiliate-analytics?fromDate=${today}&toDate=${tomorrow}`, affiliate);
  expect(analytics.status).toBe(200);
  expect((analytics.body as AffiliateAnalytics).results).toEqual([
    { currency: 'AED', collected: 649_900, commission: 81_200, invoices: 1 },
  ]);
  const bad = await app.call('GET', `/api/affiliate-analytics?fromDate=${tomorrow}&toDate=${today}`, affiliate);
  expect(bad.status).toBe(400);
  expect((await app.call('GET', `/api/affiliate-analytics?fromDate=x&toDate=${today}`, affiliate)).status).toBe(400);
  expect(
    (
      await app.call(
        'GET',
        `/api/affiliate-analytics?fromDate=${today}&toDate=${today}`,
        await app.token('sales-staff'),
      )
    ).status,
  ).toBe(403);

  // Rebuild == live, batched and one event at a time.
  const live = await snapshotAll();
  for (const batchSize of [undefined, 1]) {
    await rebuildProjections({
      store: app.infra.store,
      db: app.infra.db,
      projections: allProjections(),
      names: ['affiliate-commissions'],
      ...(batchSize ? { batchSize } : {}),
    });
    expect(await snapshotAll()).toEqual(live);
  }
}, 200_000);
