import { drillPath, drillQuery, METRIC_BY_ID, METRICS, PAGE_METRICS, type AnalyticsSnapshot } from '@console/contracts';
import { factsSourceAsOf } from '@console/projections';
import { seedDemoRecords } from '@console/services';
import { sql } from 'kysely';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { expectSameTables, rebuild } from '../support/rebuild.js';

let app: TestApp;
/** The figures as they stood before the demo's storages, requests and accounting were seeded, and that instant. */
let early: { at: string; snapshot: AnalyticsSnapshot };
beforeAll(async () => {
  // The demo data: leads and orders of every status, their requests, storages and invoices.
  app = await startTestApp(40, undefined, 200);
  await app.settle();
  early = {
    snapshot: await snapshotOf(await app.token('business'), {
      metrics: ALL_METRICS.join(','),
      startDate: FROM,
      endDate: TODAY,
    }),
    at: new Date().toISOString(),
  };
  await new Promise((r) => setTimeout(r, 20));
  // Warehouses, storages checked in and out, requests, and the demo's invoices and payments.
  await seedDemoRecords(app.nest, app.infra, {
    customers: 40,
    orders: 0,
    warehouses: true,
    storages: 80,
    requests: 30,
    accounting: true,
  });
  await app.settle();
}, 400_000);
afterAll(() => app.stop());

/** Each table with the columns of its key. */
const KEYS: Readonly<Record<string, string>> = {
  'rm.analytics_daily': '1, 2, 3, 4, 5, 6',
  'rm.analytics_members': '1, 2',
  'rm.analytics_customers': '1',
  'rm.analytics_periods': '1',
  'rm.analytics_members_undo': '1, 2, 3',
  'rm.analytics_customers_undo': '1, 2',
  'rm.analytics_monthly': '1, 2, 3, 4, 5, 6',
  'rm.analytics_daily_totals': '1, 2, 3, 4',
};
const TABLES = Object.keys(KEYS);
const snapshot = async (table: string) =>
  (
    await sql<Record<string, unknown>>`SELECT * FROM ${sql.table(table)} ORDER BY ${sql.raw(KEYS[table]!)}`.execute(
      app.infra.db,
    )
  ).rows;
/**
 * The facts as they stood at the start of periods (what an asOf answer starts from). The undo rows
 * themselves may differ between a batched and a one-event run (a row made and emptied within one batch is never
 * written), what they add up to may not.
 */
const factsAtPeriods = async () => {
  const { rows } = await sql<{ period: number }>`SELECT period FROM rm.analytics_periods ORDER BY period`.execute(
    app.infra.db,
  );
  const out: Record<string, unknown>[] = [];
  // Eight periods spread over the log, the first and the one after the last among them (each read is a full scan).
  const all = [...rows.map((r) => r.period), rows.length + 1];
  const picked = [...new Set(Array.from({ length: 8 }, (_, i) => all[Math.round((i * (all.length - 1)) / 7)]!))];
  for (const period of picked) {
    const source = await factsSourceAsOf(app.infra.db, period, []);
    out.push(
      ...(
        await sql<Record<string, unknown>>`
          SELECT ${period}::int AS "atPeriod", metric, day, "countryId", "partnerId", segment, key, sum(count)::text AS count,
            sum(amount)::text AS amount, sum(size)::text AS size FROM ${source}
          GROUP BY 1, 2, 3, 4, 5, 6, 7 HAVING sum(count) <> 0 OR sum(amount) <> 0 OR sum(size) <> 0
          ORDER BY 1, 2, 3, 4, 5, 6, 7`.execute(app.infra.db)
      ).rows,
    );
  }
  return out;
};
const snapshotAll = async () => [...(await Promise.all(TABLES.map(snapshot))), await factsAtPeriods()];

/** A metric's All figure over every day, country and partner. */
const total = async (metric: string, column: 'count' | 'amount' = 'count'): Promise<number> => {
  const { rows } = await sql<{ v: string | null }>`
    SELECT sum(${sql.ref(column)})::text AS v FROM rm.analytics_daily WHERE metric = ${metric}`.execute(app.infra.db);
  return Number(rows[0]?.v ?? 0);
};

it('the daily facts are the sums of the records as the operational read models hold them', async () => {
  const db = app.infra.db;
  const orders = await sql<{ status: string; n: number; amount: string }>`
    SELECT status, count(*)::int AS n, coalesce(sum(amount), 0)::text AS amount FROM rm.orders GROUP BY status`.execute(
    db,
  );
  const count = (statuses: string[]) =>
    orders.rows.filter((r) => statuses.includes(r.status)).reduce((a, r) => a + r.n, 0);
  expect(await total('lead.num_leads')).toBe(count(orders.rows.map((r) => r.status)));
  expect(await total('lead.num_leads')).toBeGreaterThan(150);
  expect(await total('lead.num_leads_new')).toBe(count(['new']));
  expect(await total('lead.num_leads_lost')).toBe(count(['lost']));
  expect(await total('order.num_orders')).toBe(count(['confirmed', 'complete', 'cancelled']));
  expect(await total('lead.num_leads', 'amount')).toBe(orders.rows.reduce((a, r) => a + Number(r.amount), 0));
  const invoices = await sql<{ billed: string; paid: string; n: number }>`
    SELECT coalesce(sum(amount) FILTER (WHERE status <> 'cancelled'), 0)::text AS billed,
      count(*) FILTER (WHERE status <> 'cancelled')::int AS n,
      coalesce(sum("amountPaid"), 0)::text AS paid FROM rm.invoices`.execute(db);
  expect(await total('invoice.billed')).toBe(invoices.rows[0]!.n);
  expect(invoices.rows[0]!.n).toBeGreaterThan(5);
  expect(Number(invoices.rows[0]!.paid)).toBeGreaterThan(0);
  expect(await total('invoice.billed', 'amount')).toBe(Number(invoices.rows[0]!.billed));
  expect(await total('invoice.collected', 'amount')).toBe(Number(invoices.rows[0]!.paid));
  const stored = await sql<{ n: number }>`
    SELECT count(DISTINCT "storageId")::int AS n FROM rm.storage_records`.execute(db);
  expect(await total('storage.in')).toBe(stored.rows[0]!.n);
  expect(stored.rows[0]!.n).toBeGreaterThan(10);
  const requests = await sql<{ n: number }>`SELECT count(*)::int AS n FROM rm.requests`.execute(db);
  expect(await total('request')).toBe(requests.rows[0]!.n);
  expect(requests.rows[0]!.n).toBeGreaterThan(10);
});

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const TODAY = day(Date.now());
/** The demo data's two years. */
const FROM = day(Date.now() - 730 * 86_400_000);
const ALL_METRICS = METRICS.map((m) => m.id);

const snapshotOf = async (token: string, params: Record<string, string>) => {
  const r = await app.call(
    'GET',
    `/api/analytics?${new URLSearchParams({ id: 'snapshot', ...params }).toString()}`,
    token,
  );
  expect(r.status).toBe(200);
  return r.body as AnalyticsSnapshot;
};

it('the analytics calls answer admin and business, and refuse marketing-staff and the others', async () => {
  const business = await app.token('business');
  const params = `metrics=lead.num_leads,order.total_amount&countryId=1&startDate=${FROM}&endDate=${TODAY}`;
  for (const role of ['admin', 'business']) {
    const r = await app.call('GET', `/api/analytics?id=snapshot&${params}`, await app.token(role));
    expect(r.status).toBe(200);
  }
  for (const role of ['marketing-staff', 'sales-staff', 'warehouse-staff', 'partner', 'affiliate']) {
    const r = await app.call('GET', `/api/analytics?id=snapshot&${params}`, await app.token(role));
    expect({ role, status: r.status }).toEqual({ role, status: 403 });
  }
  // The sales dashboard's figures: the dashboard roles of spec 1 §2.4 read them, marketing-staff does not.
  const monthly = `/api/monthly-stats?countryId=1&startDate=${FROM}&endDate=${TODAY}`;
  for (const role of ['admin', 'staff', 'global-staff', 'transport-staff', 'warehouse-staff', 'partner']) {
    expect({ role, status: (await app.call('GET', monthly, await app.token(role))).status }).toEqual({
      role,
      status: 200,
    });
  }
  expect((await app.call('GET', monthly, await app.token('marketing-staff'))).status).toBe(403);

  // Bad input is a 400 with the field, never a 500.
  const bad = await app.call(
    'GET',
    `/api/analytics?id=snapshot&metrics=nope&startDate=${TODAY}&endDate=${TODAY}`,
    business,
  );
  expect(bad.status).toBe(400);
  const backwards = await app.call(
    'GET',
    `/api/analytics?id=graph&metrics=lead.num_leads&startDate=${TODAY}&endDate=${FROM}`,
    business,
  );
  expect(backwards.status).toBe(400);
  expect(JSON.stringify(backwards.body)).toContain('endDate');
  expect((await app.call('GET', '/api/analytics?id=nothing', business)).status).toBe(400);

  // The snapshot with its previous period; All = B2C + B2B; the monthly stats agree with it.
  const snap = await snapshotOf(business, {
    metrics: ALL_METRICS.join(','),
    countryId: '1',
    startDate: FROM,
    endDate: TODAY,
    startDatePrev: day(Date.now() - 1460 * 86_400_000),
    endDatePrev: day(Date.now() - 731 * 86_400_000),
  });
  expect(snap.currency).toBe('AED');
  expect(snap.previous).not.toBeNull();
  for (const id of ALL_METRICS) {
    const v = snap.current[id]!;
    expect({ id, all: v.all }).toEqual({ id, all: Math.round((v.b2c + v.b2b) * 1000) / 1000 });
  }
  expect(snap.current['lead.num_leads']!.all).toBeGreaterThan(0);
  const stats = (await app.call('GET', monthly, business)).body;
  expect(stats.lead.num_leads).toBe(snap.current['lead.num_leads']!.all);
  expect(stats.invoice.total_revenue).toBe(snap.current['invoice.total_revenue']!.all);
  expect(stats.leadData.reduce((a: number, d: { created: number }) => a + d.created, 0)).toBe(stats.lead.num_leads);

  // The graph: one point a day, whose sum is the snapshot's figure; a stock ends at the snapshot's.
  const graph = (
    await app.call(
      'GET',
      `/api/analytics?id=graph&metrics=lead.num_leads,storage.volume_stored&countryId=1&startDate=${FROM}&endDate=${TODAY}`,
      business,
    )
  ).body as { points: Record<string, number>[] };
  expect(graph.points).toHaveLength(731);
  expect(graph.points.reduce((a, p) => a + p['lead.num_leads']!, 0)).toBe(snap.current['lead.num_leads']!.all);
  expect(graph.points.at(-1)!['storage.volume_stored']).toBeCloseTo(snap.current['storage.volume_stored']!.all, 3);

  // status, usage and leadsurvey.
  const status = (await app.call('GET', `/api/analytics?id=status&startDate=${FROM}&endDate=${TODAY}`, business)).body;
  expect(status.results.length).toBeGreaterThan(0);
  const usage = (
    await app.call(
      'GET',
      `/api/analytics?id=usage&countryId=1&startDate=${FROM}&endDate=${day(Date.now() + 86_400_000)}`,
      business,
    )
  ).body;
  expect(usage.results.every((r: { date: string }) => r.date >= FROM)).toBe(true);
  const survey = (await app.call('GET', `/api/analytics?id=leadsurvey&startDate=${FROM}&endDate=${TODAY}`, business))
    .body;
  expect(Object.keys(survey).sort()).toEqual([
    'exitSurveyImprovement',
    'exitSurveyReason',
    'leadNeed',
    'leadReasonLost',
    'leadReasonOnHold',
    'leadReasonReject',
  ]);
  const lostAll = await snapshotOf(business, { metrics: 'lead.num_leads_lost', startDate: FROM, endDate: TODAY });
  expect(survey.leadReasonLost.reduce((a: number, r: { count: number }) => a + r.count, 0)).toBe(
    lostAll.current['lead.num_leads_lost']!.all,
  );
  expect(survey.leadReasonLost.every((r: { label: string }) => !/^\d+$/.test(r.label))).toBe(true);
  // The demo's answered exit surveys (issue 33 §6): named reasons and the customers' words, each figure the count
  // of the surveys its link lists.
  type Row = { key: string; label: string; count: number };
  expect((survey.exitSurveyReason as Row[]).reduce((a, r) => a + r.count, 0)).toBeGreaterThan(0);
  expect((survey.exitSurveyImprovement as Row[]).length).toBeGreaterThan(0);
  expect((survey.exitSurveyReason as Row[]).every((r) => !/^\d+$/.test(r.label))).toBe(true);
  const surveys = async (answer: string, key: string): Promise<number> => {
    const q = new URLSearchParams({
      status: 'completed',
      'createdAt[$gte]': `${FROM}T00:00:00.000Z`,
      'createdAt[$lte]': `${TODAY}T23:59:59.999Z`,
      [`surveyDataResponse[${answer}]`]: key,
    });
    return (await app.call('GET', `/api/surveys?${q.toString()}`, business)).body.total as number;
  };
  for (const r of survey.exitSurveyReason as Row[]) expect(await surveys('exitReason', r.key)).toBe(r.count);
  for (const r of survey.exitSurveyImprovement as Row[]) expect(await surveys('improvement', r.key)).toBe(r.count);
});

it('every figure of every page, All, B2C and B2B, is the count or sum of the rows its drill-down lists', async () => {
  const admin = await app.token('admin');
  const business = await app.token('business');
  const metrics = [...new Set(Object.values(PAGE_METRICS).flat())];
  // Every figure of the pages has a list (the storage figures too).
  expect(metrics.filter((id) => !drillQuery(id, { from: FROM, to: TODAY }))).toEqual([]);
  const listed = async (id: string, where: Parameters<typeof drillQuery>[1]): Promise<number> => {
    const q = drillQuery(id, where)!;
    let total = 0;
    for (let page = 1; ; page++) {
      const r = await app.call('POST', drillPath(q), admin, { ...q.body, limit: 500, page });
      expect(r.status).toBe(200);
      const rows = r.body.results as Record<string, number>[];
      if (q.sum === 'count') return r.body.totalCount as number;
      for (const row of rows)
        total += q.sum === 'outstanding' ? row['amount']! - row['amountPaid']! : Number(row[q.sum] ?? 0);
      if (rows.length < 500) return total;
    }
  };
  let b2b = 0;
  for (const countryId of [1, 2]) {
    const snap = await snapshotOf(business, {
      metrics: metrics.join(','),
      countryId: String(countryId),
      startDate: FROM,
      endDate: TODAY,
    });
    for (const id of metrics) {
      for (const column of ['all', 'b2c', 'b2b'] as const) {
        const customerType = column === 'all' ? undefined : column;
        const total = await listed(id, { countryId, from: FROM, to: TODAY, ...(customerType ? { customerType } : {}) });
        const value = snap.current[id]![column];
        if (column === 'b2b') b2b += value;
        // CBM are decimals: summed row by row they may differ in the last places.
        const same = METRIC_BY_ID.get(id)!.unit === 'cbm' ? Math.abs(value - total) < 1e-6 : value === total;
        expect({ id, countryId, column, listed: same ? value : total }).toEqual({
          id,
          countryId,
          column,
          listed: value,
        });
      }
    }
  }
  // The demo has business customers: the B2B cells are not all empty.
  expect(b2b).toBeGreaterThan(0);
});

it('asOf answers as the figures stood then, however many events came after', async () => {
  const business = await app.token('business');
  const params = { metrics: ALL_METRICS.join(','), startDate: FROM, endDate: TODAY };
  const before = await snapshotOf(business, params);
  const monthlyBefore = (await app.call('GET', `/api/monthly-stats?startDate=${FROM}&endDate=${TODAY}`, business)).body;
  const at = new Date().toISOString();
  await new Promise((r) => setTimeout(r, 20));
  const admin = await app.token('admin');
  const leads = (
    await app.call('POST', '/api/v1/orders/list', admin, { resource: 'leads', limit: 5, statuses: ['new'] })
  ).body.results as { id: number }[];
  for (const lead of leads) await app.call('PATCH', `/api/leads/${lead.id}`, admin, { amount: 99_990_000 });
  await app.call('DELETE', `/api/leads/${leads[0]!.id}`, admin);
  await app.settle();
  const after = await snapshotOf(business, params);
  expect(after.current['lead.num_leads']!.all).toBe(before.current['lead.num_leads']!.all - 1);
  expect(after.current['lead.total_amount']).not.toEqual(before.current['lead.total_amount']);

  expect(await snapshotOf(business, { ...params, asOf: at })).toEqual(before);
  const monthlyAsOf = await app.call(
    'GET',
    `/api/monthly-stats?startDate=${FROM}&endDate=${TODAY}&asOf=${at}`,
    business,
  );
  expect(monthlyAsOf.body).toEqual(monthlyBefore);
  // Before the demo's storages, requests and accounting (earlier periods: PERIOD_EVENTS a period).
  expect(await snapshotOf(business, { ...params, asOf: early.at })).toEqual(early.snapshot);
  // Now is the live answer.
  expect(await snapshotOf(business, { ...params, asOf: new Date().toISOString() })).toEqual(after);
});

it('affiliates: created and edited by admin and marketing-staff, listed by country id ascending; others refused', async () => {
  const admin = await app.token('admin');
  const marketing = await app.token('marketing-staff');
  const made: number[] = [];
  for (const [i, countryId] of [2, 1, 2].entries()) {
    const r = await app.call('POST', '/api/affiliates', i === 1 ? marketing : admin, {
      name: `Affiliate ${i}`,
      countryId,
      commissionsPercent: 7.5,
    });
    expect(r.status).toBe(201);
    made.push(r.body.id as number);
  }
  expect((await app.call('POST', '/api/affiliates', admin, { name: 'No percent', countryId: 1 })).status).toBe(400);
  expect((await app.call('PATCH', `/api/affiliates/${made[0]!}`, marketing, { commissionsPercent: 10 })).status).toBe(
    200,
  );
  await app.settle();
  const kuwait = (await app.call('GET', '/api/affiliates?countryId=2', admin)).body.data as {
    id: number;
    commissionsPercent: number;
  }[];
  // The demo's affiliate of that country first (seed-affiliates.ts), then the two made here, id ascending.
  expect(kuwait.map((a) => a.id)).toEqual([2, made[0], made[2]]);
  expect(kuwait[1]!.commissionsPercent).toBe(10);
  expect(
    (
      await app.call('POST', '/api/affiliates', await app.token('sales-staff'), {
        name: 'x',
        countryId: 1,
        commissionsPercent: 1,
      })
    ).status,
  ).toBe(403);
});

it('the demo affiliates: one per country with its own user, whose storages bring it orders', async () => {
  const admin = await app.token('admin');
  const listed = (await app.call('GET', '/api/affiliates', admin)).body.data as { id: number; userId: number | null }[];
  const demo = listed.filter((a) => a.id <= 3);
  expect(demo.map((a) => a.id)).toEqual([1, 2, 3]);
  expect(demo.every((a) => a.userId !== null)).toBe(true);
  const { rows } = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM rm.storages WHERE "affiliateUserId" = ${demo[0]!.userId}`.execute(app.infra.db);
  expect(rows[0]!.n).toBeGreaterThan(0);
  const own = await app.call('POST', '/api/v1/orders/list', await app.token('affiliate'), {
    resource: 'orders',
    limit: 500,
  });
  expect(own.status).toBe(200);
  expect(own.body.totalCount).toBeGreaterThan(0);
});

it('a full rebuild of the analytics read models gives the live tables, row for row', async () => {
  const admin = await app.token('admin');
  // Changes of every kind the facts follow: leads lost, on hold and deleted, a customer's type, an invoice cancelled.
  const leads = (
    await app.call('POST', '/api/v1/orders/list', admin, { resource: 'leads', limit: 30, statuses: ['new'] })
  ).body.results as { id: number; userId: number }[];
  for (const [i, lead] of leads.entries()) {
    if (i % 5 === 0) await app.call('PATCH', `/api/leads/${lead.id}`, admin, { amount: 1_234_500 + i });
    if (i % 5 === 1) await app.call('PATCH', `/api/users/${lead.userId}`, admin, { type: 'b2b' });
    if (i % 5 === 2) await app.call('PATCH', `/api/leads/${lead.id}`, admin, { countryId: 2 });
    if (i % 7 === 3) await app.call('DELETE', `/api/leads/${lead.id}`, admin);
  }
  await app.settle();
  const live = await snapshotAll();
  expect(live[0]!.some((r) => r['segment'] === 'b2b')).toBe(true);
  expect(live[0]!.some((r) => r['metric'] === 'storage.in')).toBe(true);

  expect(await rebuild(app, ['analytics'])).toEqual(['analytics']);
  const rebuilt = await snapshotAll();
  expectSameTables([...TABLES, 'facts at period starts'], rebuilt, live);

  // One event at a time gives the same rows as the batched run.
  await rebuild(app, ['analytics'], 1);
  const single = await snapshotAll();
  expectSameTables([...TABLES, 'facts at period starts'], single, live);
}, 300_000);
