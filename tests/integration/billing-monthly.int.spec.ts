import { billableMonths, BILLING_EVENT_CODECS, streamIdOf } from '@console/contracts';
import { sql } from 'kysely';
import { AggregateRepository } from '../../services/src/core/aggregate-repository.js';
import { systemContext } from '../../services/src/core/command-context.js';
import { billingDecider } from '../../services/src/accounting/billing/billing.decider.js';
import { MonthlyBillingRun } from '../../services/src/accounting/billing/monthly-billing.run.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { withActors } from '../support/actors.js';

let app: TestApp;
let admin: string;

beforeAll(async () => ({ app, admin } = await withActors(await startTestApp(0), { admin: 'admin' })), 180_000);
afterAll(() => app.stop());

/** Waits past another session's long transaction on the shared server (see billing.int.spec.ts). */
const settle = async () => {
  for (let attempt = 1; ; attempt++) {
    try {
      return await app.settle();
    } catch (e) {
      if (attempt >= 4) throw e;
    }
  }
};

let serial = 0;
const customerWithStorages = async (sizes: number[]): Promise<{ userId: number; storageIds: number[] }> => {
  const email = `monthly${Date.now().toString(36)}${(serial += 1)}@example.com`;
  const user = await app.call('POST', '/api/users', admin, {
    name: 'Monthly Customer',
    email,
    phone: '+971501234567',
    countryId: 1,
  });
  const userId = user.body.id as number;
  const storageIds: number[] = [];
  for (const size of sizes)
    storageIds.push(
      (await app.call('POST', '/api/storages', admin, { userId, storagetypeId: 5, size, from: '2026-10-01' })).body
        .id as number,
    );
  return { userId, storageIds };
};

const monthsBilled = async () => {
  await settle();
  const r = await sql<{ storageId: number; year: number; month: number; n: string }>`
    SELECT "storageId", year, month, count(*) AS n FROM rm.charges WHERE metadata->>'source' = 'billing' GROUP BY 1, 2, 3`.execute(
    app.infra.db,
  );
  return r.rows.map((x) => ({ ...x, n: Number(x.n) }));
};

it('bills every customer once per storage month, resuming after a kill and completing a run a crash left open', async () => {
  const customers = [];
  for (const sizes of [[1], [2, 1], [3], [1.5, 0.5, 2]]) customers.push(await customerWithStorages(sizes));
  await settle();

  // A crash of an earlier call for the second customer: its October month reserved, no charge, no invoice yet.
  const crashed = customers[1]!;
  const repo = new AggregateRepository(app.infra.store);
  const basis = {
    storageId: crashed.storageIds[0]!,
    orderId: null,
    countryId: 1,
    size: 2,
    start: '2026-10-01',
    end: null,
    storageRate: null,
    order: null,
  };
  const [chargeId] = await app.infra.ids.nextMany('charge', 1);
  const invoiceId = await app.infra.ids.next('invoice');
  await repo.run({
    decider: billingDecider,
    codecs: BILLING_EVENT_CODECS,
    id: crashed.userId,
    command: {
      type: 'StartBillingRun',
      userId: crashed.userId,
      runId: 'crashed-run',
      till: '2026-10-01',
      drafts: billableMonths(basis, '2026-10-01', () => false),
      chargeIds: [chargeId!],
      invoice: { id: invoiceId, date: '2026-10-01' },
    },
    ctx: systemContext(),
  });

  // The run is killed after its first checkpoint (one customer per batch), then started again.
  const run = app.nest.get(MonthlyBillingRun);
  const kill = new AbortController();
  const first = await run.run('2026-11-03', {
    batchSize: 1,
    concurrency: 1,
    signal: kill.signal,
    onCheckpoint: () => kill.abort(),
  });
  expect(first).toMatchObject({ period: '2026-11', completed: false, customers: 1 });
  const second = await run.run('2026-11-03', { batchSize: 2 });
  expect(second).toMatchObject({ period: '2026-11', completed: true, customers: 4 });

  // 7 storages × October and November, each once; the crashed run's charge and invoice were made.
  const billed = await monthsBilled();
  expect(billed).toHaveLength(14);
  expect(billed.every((m) => m.n === 1)).toBe(true);
  expect((await app.call('GET', `/api/charges/${chargeId}`, admin)).body).toMatchObject({ invoiceId, month: 10 });
  expect((await app.call('GET', `/api/invoices/${invoiceId}`, admin)).body).toMatchObject({
    type: 'recurring',
    chargeIds: [chargeId],
  });

  // A third start of the month's run, and a bill of each customer, bill nothing more.
  expect(await run.run('2026-11-20')).toMatchObject({ completed: true, customers: 4 });
  for (const c of customers) {
    expect(
      (await app.call('POST', '/api/billing', admin, { userId: c.userId, till: '2026-11-30' })).body,
    ).toMatchObject({ message: 'bill_nothing' });
  }
  expect(await monthsBilled()).toHaveLength(14);

  // What the run made carries its correlation, caused by the run's checkpoint events.
  const runEvents = await app.infra.store.readStream(streamIdOf('billingrun', 202611));
  const runIds = new Set(runEvents.map((e) => e.id));
  const made = await app.infra.store.readStream(streamIdOf('billing', customers[3]!.userId));
  expect(made.length).toBeGreaterThan(0);
  for (const e of made) {
    expect(e.metadata.correlationId).toBe(runEvents[0]!.metadata.correlationId);
    expect(runIds.has(e.metadata.causationId!)).toBe(true);
  }
  const charge = (
    await app.infra.store.readStream(streamIdOf('charge', (await monthsOf(customers[3]!.userId))[0]!))
  )[0]!;
  expect(charge.metadata.correlationId).toBe(runEvents[0]!.metadata.correlationId);
});

const monthsOf = async (userId: number) =>
  (
    await sql<{ id: number }>`SELECT id FROM rm.charges WHERE "userId" = ${userId} ORDER BY id`.execute(app.infra.db)
  ).rows.map((r) => Number(r.id));
