import { sql } from 'kysely';
import { requestOfCustomer } from '../support/customer-request.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { withActors } from '../support/actors.js';
import { expectSameTables, rebuild } from '../support/rebuild.js';

/**
 * user-stats, partner-stats and user-usages (issue 15 §6): the figures the projections keep equal what the list
 * calls count and what the ledger owes; a check-in and check-out move the stored volume and the daily usage; the
 * routes check permission and partner scope; a rebuild gives the live tables.
 */
let app: TestApp;
let admin: string;
let partner: string;

const today = new Date().toISOString().slice(0, 10);

beforeAll(
  async () =>
    ({ app, admin, partner } = await withActors(await startTestApp(6, undefined, 30), {
      admin: 'admin',
      partner: 'partner',
    })),
  300_000,
);
afterAll(() => app.stop());

const get = async (path: string, token = admin) => {
  await app.settle();
  return app.call('GET', path, token);
};
const total = async (path: string, body: Record<string, unknown>): Promise<number> => {
  const r = await app.call('POST', path, admin, { limit: 1, ...body });
  expect(r.status).toBe(200);
  return r.body.totalCount as number;
};
const ok = async (method: string, path: string, body?: unknown, token = admin) => {
  const r = await app.call(method, path, token, body);
  expect([200, 201, 202]).toContain(r.status);
  await app.settle();
  return r.body as { id: number };
};

it("each customer's stats equal what the list calls count, and outstanding is the ledger's receivable", async () => {
  await app.settle();
  const users = (await app.call('POST', '/api/v1/invoices/list', admin, { limit: 100 })).body.results as {
    userId: number;
  }[];
  const ids = [...new Set(users.map((u) => u.userId))].slice(0, 6);
  expect(ids.length).toBeGreaterThan(2);
  let someRent = false;
  for (const id of ids) {
    const s = (await get(`/api/user-stats/${id}`)).body;
    const byUser = { userIds: [id] };
    expect(s.invoices).toBe(await total('/api/v1/invoices/list', byUser));
    expect(s.payments).toBe(await total('/api/v1/payments/list', byUser));
    expect(s.cards).toBe(await total('/api/v1/cards/list', byUser));
    expect(s.chargeCount).toBe(await total('/api/v1/charges/list', byUser));
    expect(s.requests).toBe(await total('/api/v1/requests/list', byUser));
    expect(s.storages).toBe(await total('/api/v1/storages/list', byUser));
    expect(s.orders).toBe(await total('/api/v1/orders/list', byUser));
    expect(s.charges.reduce((n: number, g: { value: number }) => n + g.value, 0)).toBe(s.chargeCount);
    const ledger = (await get(`/api/v1/ledger/${id}`)).body as { outstanding: number };
    expect(s.billing.amountOutstanding).toBe(ledger.outstanding);
    expect(s.billing.amountOutstanding).toBe(s.billing.amountBilled - s.billing.amountPaid);
    const invoices = await app.infra.db
      .selectFrom('rm.invoices')
      .select(['amount', 'amountPaid', 'status'])
      .where('userId', '=', id)
      .execute();
    const live = invoices.filter((i) => i.status !== 'cancelled');
    expect(s.billing.amountBilled).toBe(live.reduce((n, i) => n + Number(i.amount), 0));
    const rent = await app.infra.db
      .selectFrom('rm.charges')
      .select(['amount'])
      .where('userId', '=', id)
      .where('type', '=', 'storage')
      .execute();
    expect(s.billing.rent).toBe(rent.reduce((n, c) => n + Number(c.amount), 0));
    if (s.billing.rent > 0) someRent = true;
  }
  expect(someRent).toBe(true);
}, 120_000);

it("a partner's stats equal its lists' counts, by storage status too", async () => {
  const s = (await get('/api/partner-stats/1')).body;
  const byPartner = { partnerIds: [1] };
  expect(s.invoices).toBe(await total('/api/v1/invoices/list', byPartner));
  expect(s.payments).toBe(await total('/api/v1/payments/list', byPartner));
  expect(s.chargeCount).toBe(await total('/api/v1/charges/list', byPartner));
  expect(s.storages).toBe(await total('/api/v1/storages/list', byPartner));
  for (const g of s.storageStatuses as { category: string; value: number }[]) {
    expect(g.value).toBe(await total('/api/v1/storages/list', { ...byPartner, statuses: [g.category] }));
  }
  const owed = await sql<{
    n: string;
  }>`SELECT COALESCE(sum(balance), 0)::text AS n FROM rm.invoices WHERE "partnerId" = 1 AND status <> 'cancelled'`.execute(
    app.infra.db,
  );
  expect(s.billing.amountOutstanding).toBe(Number(owed.rows[0]!.n));
  expect(s.billing.currency).toBe('AED');
}, 120_000);

describe('a new customer of partner 2', () => {
  let userId: number;
  let storageId: number;
  beforeAll(async () => {
    userId = (
      await ok('POST', '/api/users', {
        name: 'Stats Owner',
        email: `stats-${Date.now()}@example.com`,
        phone: '+971501234567',
        partnerId: 2,
      })
    ).id;
    const warehouseId = (await ok('POST', '/api/warehouses', { name: `Stats DXB ${Date.now()}`, countryId: 1 })).id;
    storageId = (
      await ok('POST', '/api/storages', { userId, storagetypeId: 5, size: 1.25, countryId: 1, partnerId: 2 })
    ).id;
    const second = (
      await ok('POST', '/api/storages', { userId, storagetypeId: 5, size: 2.5, countryId: 1, partnerId: 2 })
    ).id;
    await ok('POST', `/api/v1/storages/${storageId}/check-in`, { warehouseId });
    await ok('POST', `/api/v1/storages/${second}/check-in`, { warehouseId });
    await ok('POST', `/api/v1/storages/${second}/check-out`);
  }, 120_000);

  it('stores the volume checked in and not out, counts its storages by status, and bills nothing yet', async () => {
    const s = (await get(`/api/user-stats/${userId}`)).body;
    expect(s).toMatchObject({
      id: userId,
      storages: 2,
      size: 1.25,
      requests: 0,
      orders: 0,
      chargeCount: 0,
      invoices: 0,
      payments: 0,
      cards: 0,
    });
    expect(s.billing).toEqual({
      amountOutstanding: 0,
      rent: 0,
      amountBilled: 0,
      amountPaid: 0,
      credits: 0,
      currency: 'AED',
      countryId: 1,
    });
    expect(s.storageStatuses).toEqual([
      { category: 'in', value: 1, unit: 'storages' },
      { category: 'out', value: 1, unit: 'storages' },
    ]);
  });

  it('answers the daily volume: today the storage checked in, 0 on the days before', async () => {
    const r = await get(`/api/user-usages?userId=${userId}`);
    expect(r.status).toBe(200);
    const days = r.body.data as { date: string; type: string; value: number }[];
    expect(days).toHaveLength(30);
    expect(days.at(-1)).toEqual({ date: today, type: 'volume', value: 1.25 });
    expect(days[0]).toMatchObject({ type: 'volume', value: 0 });
    const range = await get(`/api/user-usages?userId=${userId}&date[$gte]=${today}&date[$lte]=${today}`);
    expect(range.body.data).toEqual([{ date: today, type: 'volume', value: 1.25 }]);
    expect((await get(`/api/user-usages?userId=${userId}&date[$gte]=2026-02-01&date[$lte]=2026-01-01`)).status).toBe(
      400,
    );
    expect((await get('/api/user-usages?userId=abc')).status).toBe(400);
  });

  it('a card, a charge, an invoice and a partial payment move the counts and the billing', async () => {
    await ok('POST', '/api/cards', {
      userId,
      cardNumber: '4111********1111',
      tokenName: `tok-${Date.now()}`,
      mode: 'payfort',
      status: 'active',
    });
    const charge = await ok('POST', '/api/charges', {
      userId,
      countryId: 1,
      currency: 'AED',
      type: 'custom',
      description: 'stats',
      amount: 1_000_000,
      year: 2026,
      month: 11,
      startDate: 1,
      endDate: 30,
      requestId: await requestOfCustomer(app, admin, userId),
    });
    const invoice = await ok('POST', '/api/invoices', { userId, type: 'other', date: today, chargeIds: [charge.id] });
    const issued = (await get(`/api/invoices/${invoice.id}`)).body as { amount: number };
    await ok('POST', '/api/payments', {
      userId,
      mode: 'cod',
      amount: 300_000,
      paidAt: new Date().toISOString(),
      invoiceIds: [invoice.id],
    });
    const s = (await get(`/api/user-stats/${userId}`)).body;
    expect(s).toMatchObject({ chargeCount: 1, invoices: 1, payments: 1, cards: 1 });
    expect(s.charges).toEqual([{ category: 'custom', value: 1, unit: 'charges' }]);
    expect(s.billing).toMatchObject({
      amountBilled: issued.amount,
      amountPaid: 300_000,
      amountOutstanding: issued.amount - 300_000,
    });
    expect(s.billing.amountOutstanding).toBe(
      ((await get(`/api/v1/ledger/${userId}`)).body as { outstanding: number }).outstanding,
    );
    // A second invoice bills more; cancelling it takes it off what is billed and owed again.
    const more = await ok('POST', '/api/charges', {
      userId,
      countryId: 1,
      currency: 'AED',
      type: 'custom',
      description: 'stats 2',
      amount: 2_000_000,
      year: 2026,
      month: 11,
      startDate: 1,
      endDate: 30,
      requestId: await requestOfCustomer(app, admin, userId),
    });
    const second = await ok('POST', '/api/invoices', { userId, type: 'other', date: today, chargeIds: [more.id] });
    const secondAmount = ((await get(`/api/invoices/${second.id}`)).body as { amount: number }).amount;
    expect((await get(`/api/user-stats/${userId}`)).body.billing).toMatchObject({
      amountBilled: issued.amount + secondAmount,
      amountOutstanding: issued.amount + secondAmount - 300_000,
    });
    await ok('DELETE', `/api/invoices/${second.id}`);
    const after = (await get(`/api/user-stats/${userId}`)).body;
    expect(after).toMatchObject({ invoices: 2, chargeCount: 2 });
    expect(after.billing).toMatchObject({
      amountBilled: issued.amount,
      amountPaid: 300_000,
      amountOutstanding: issued.amount - 300_000,
    });
    expect(after.billing.amountOutstanding).toBe(
      ((await get(`/api/v1/ledger/${userId}`)).body as { outstanding: number }).outstanding,
    );
  });

  it('the partner reads its own customer and itself, not another partner; the roles without the permission are refused', async () => {
    expect((await get(`/api/user-stats/${userId}`, partner)).status).toBe(200);
    const other = (
      await app.infra.db
        .selectFrom('rm.users')
        .select('id')
        .where('partnerId', '=', 1)
        .where('type', '<>', 'staff')
        .executeTakeFirstOrThrow()
    ).id;
    expect((await get(`/api/user-stats/${other}`, partner)).status).toBe(404);
    expect((await get('/api/user-stats/987654')).status).toBe(404);
    // Issue 30 §10: a partner user reads its own partner-stats (spec 3 §2 Partners show), with no billing figures
    // (spec 3 §6), and not another partner's; other roles need partner-stats-view (analytics: admin and business).
    const own = await get('/api/partner-stats/2', partner);
    expect(own.status).toBe(200);
    expect(own.body.billing).toBeNull();
    expect((await get(`/api/user-stats/${userId}`, partner)).body.billing).toBeNull();
    expect((await get('/api/partner-stats/1', partner)).status).toBe(404);
    expect((await get('/api/partner-stats/2', await app.token('business'))).status).toBe(200);
    expect((await get('/api/partner-stats/2', await app.token('sales-staff'))).status).toBe(403);
    expect((await get('/api/partner-stats/999')).status).toBe(404);
    expect((await get(`/api/user-usages?userId=${userId}`, partner)).status).toBe(403);
    expect((await get(`/api/user-stats/${userId}`, await app.token('warehouse-staff'))).status).toBe(403);
  });
});

it('generic calls: users by tagsand / tagsor, charges with invoiceId null (spec 3 §7)', async () => {
  const tag = `t${Date.now()}`;
  const both = await ok('POST', '/api/users', {
    name: 'Tagged Both',
    email: `both-${tag}@example.com`,
    phone: '+971501234567',
    tags: [`${tag}-gold`, `${tag}-late`],
  });
  const one = await ok('POST', '/api/users', {
    name: 'Tagged One',
    email: `one-${tag}@example.com`,
    phone: '+971501234567',
    tags: [`${tag}-gold`],
  });
  const ids = async (path: string) =>
    ((await get(path)).body.data as { id: number }[]).map((u) => u.id).sort((a, b) => a - b);
  expect(await ids(`/api/users?tagsand[0]=${tag}-gold&tagsand[1]=${tag}-late`)).toEqual([both.id]);
  expect(await ids(`/api/users?tagsor[0]=${tag}-late&tagsor[1]=${tag}-gold`)).toEqual(
    [both.id, one.id].sort((a, b) => a - b),
  );
  expect(await ids(`/api/users?tagsand=${tag}-gold&id[$ne]=${both.id}`)).toEqual([one.id]);
  expect(await ids(`/api/non-staff-users?tagsor=${tag}-late`)).toEqual([both.id]);
  expect((await get('/api/users?tagsand=')).status).toBe(400);
  const charge = await ok('POST', '/api/charges', {
    userId: one.id,
    countryId: 1,
    currency: 'AED',
    type: 'custom',
    description: 'free',
    amount: 10_000,
    year: 2026,
    month: 11,
    startDate: 1,
    endDate: 30,
    requestId: await requestOfCustomer(app, admin, one.id),
  });
  const billed = await ok('POST', '/api/charges', {
    userId: one.id,
    countryId: 1,
    currency: 'AED',
    type: 'custom',
    description: 'billed',
    amount: 10_000,
    year: 2026,
    month: 11,
    startDate: 1,
    endDate: 30,
    requestId: await requestOfCustomer(app, admin, one.id),
  });
  await ok('POST', '/api/invoices', { userId: one.id, type: 'other', date: today, chargeIds: [billed.id] });
  expect(await ids(`/api/charges?userId=${one.id}&invoiceId=null`)).toEqual([charge.id]);
  expect(await ids(`/api/charges?userId=${one.id}&invoiceId[$ne]=null`)).toEqual([billed.id]);
});

it('rebuild == live for customer-stats and user-usages', async () => {
  await app.settle();
  const tables = [
    'rm.customer_stats',
    'rm.customer_stat_groups',
    'rm.customer_stat_members',
    'rm.usage_records',
    'rm.user_usage_days',
  ];
  // Whole rows sorted: rows equal in their first columns come back in storage order, which batching may change.
  const snapshot = async (table: string) =>
    (await sql<Record<string, unknown>>`SELECT * FROM ${sql.table(table)}`.execute(app.infra.db)).rows
      .map((row) => ({ row, key: JSON.stringify(row) }))
      .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
      .map(({ row }) => row);
  const live = await Promise.all(tables.map(snapshot));
  expect(live[0]!.length).toBeGreaterThan(10);
  expect(live[4]!.length).toBeGreaterThan(0);
  await rebuild(app, ['customer-stats', 'user-usages']);
  const rebuilt = await Promise.all(tables.map(snapshot));
  expectSameTables(tables, rebuilt, live);
}, 300_000);
