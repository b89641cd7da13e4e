import crypto from 'node:crypto';
import { BILLING_EVENT_CODECS, billedMonthKey, streamIdOf, type RecordedEvent } from '@console/contracts';
import { sql } from 'kysely';
import { AggregateRepository } from '../../services/src/core/aggregate-repository.js';
import { billingDecider } from '../../services/src/accounting/billing/billing.decider.js';
import { MonthlyBillingRun } from '../../services/src/accounting/billing/monthly-billing.run.js';
import { listExistingStorages } from '../../services/src/operations/list-existing-storages.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { withActors } from '../support/actors.js';

let app: TestApp;
let admin: string;

beforeAll(async () => ({ app, admin } = await withActors(await startTestApp(0), { admin: 'admin' })), 180_000);
afterAll(() => app.stop());

let serial = 0;
const customer = async (): Promise<number> => {
  const r = await app.call('POST', '/api/users', admin, {
    name: 'Streamed Customer',
    email: `billstreams${Date.now().toString(36)}${(serial += 1)}@example.com`,
    phone: '+971501234567',
    countryId: 1,
  });
  expect([201, 202]).toContain(r.status);
  return r.body.id as number;
};
const storage = async (userId: number, from: string): Promise<number> => {
  const r = await app.call('POST', '/api/storages', admin, { userId, storagetypeId: 5, size: 1, from });
  expect([201, 202]).toContain(r.status);
  return r.body.id as number;
};
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
/** The storages' read model as if it had not caught up with these storages yet. */
const forgetInReadModel = async (storageIds: number[]) => {
  await settle();
  await sql`DELETE FROM rm.storages WHERE id = ANY(${storageIds})`.execute(app.infra.db);
};
const billedMonths = async (userId: number) => {
  await settle();
  const r = await sql<{ storageId: number; month: number }>`
    SELECT "storageId", month FROM rm.charges WHERE "userId" = ${userId} ORDER BY "storageId", year, month`.execute(
    app.infra.db,
  );
  return r.rows.map((c) => [Number(c.storageId), Number(c.month)]);
};

it('bills a storage the read model does not hold, from the customer’s own stream of storages', async () => {
  const userId = await customer();
  const a = await storage(userId, '2026-10-01');
  await forgetInReadModel([a]);
  const r = await app.call('POST', '/api/billing', admin, { userId, till: '2026-11-01' });
  expect(r.body).toMatchObject({ message: 'bill', months: 2 });
  expect(await billedMonths(userId)).toEqual([
    [a, 10],
    [a, 11],
  ]);
});

it('lists, once, a storage made before the listings, which billing then finds', async () => {
  const userId = await customer();
  const id = await app.infra.ids.next('storage');
  // A storage as it was made before the listing existed: its StorageCreated alone.
  await app.infra.store.append(
    streamIdOf('storage', id),
    [
      {
        id: crypto.randomUUID(),
        type: 'StorageCreated',
        data: {
          id,
          createdAt: '2026-10-01T08:00:00.000Z',
          fields: { userId, partnerId: 1, countryId: 1, size: 1, from: '2026-10-01', status: 'stored', orderId: null },
        },
        metadata: {
          userId: null,
          partnerId: null,
          correlationId: crypto.randomUUID(),
          causationId: null,
          command: 'CreateStorage',
          occurredAt: '2026-10-01T08:00:00.000Z',
        },
      },
    ],
    'no_stream',
  );
  expect((await app.call('POST', '/api/billing', admin, { userId, till: '2026-10-01' })).body).toMatchObject({
    message: 'bill_nothing',
  });
  expect(await listExistingStorages(app.infra.store)).toBeGreaterThanOrEqual(1);
  expect(await listExistingStorages(app.infra.store)).toBe(0);
  expect((await app.call('POST', '/api/billing', admin, { userId, till: '2026-10-01' })).body).toMatchObject({
    message: 'bill',
    months: 1,
  });
});

it('bills a storage given to another customer to that customer only', async () => {
  const [first, second] = [await customer(), await customer()];
  const moved = await storage(first, '2026-10-01');
  expect((await app.call('PATCH', `/api/storages/${moved}`, admin, { userId: second })).status).toBeLessThan(300);
  await forgetInReadModel([moved]);
  expect((await app.call('POST', '/api/billing', admin, { userId: first, till: '2026-10-01' })).body).toMatchObject({
    message: 'bill_nothing',
  });
  expect((await app.call('POST', '/api/billing', admin, { userId: second, till: '2026-10-01' })).body).toMatchObject({
    message: 'bill',
    months: 1,
  });
});

it('the monthly run finds a customer whose storages the read model does not hold', async () => {
  const userId = await customer();
  const [a, b] = [await storage(userId, '2026-12-01'), await storage(userId, '2026-11-20')];
  await forgetInReadModel([a, b]);
  const outcome = await app.nest.get(MonthlyBillingRun).run('2026-12-02');
  expect(outcome.completed).toBe(true);
  expect(await billedMonths(userId)).toEqual([
    [a, 12],
    [b, 11],
    [b, 12],
  ]);
});

it('decides a customer’s billing from the last event of its billing stream, however many months it holds', async () => {
  const userId = await customer();
  const a = await storage(userId, '2026-06-01');
  for (const till of ['2026-07-01', '2026-09-01', '2026-11-01'])
    expect((await app.call('POST', '/api/billing', admin, { userId, till })).body).toMatchObject({ message: 'bill' });

  // Every read of the store a load makes, recorded.
  const calls: string[] = [];
  const store = app.infra.store;
  const counting = new Proxy(store, {
    get(target, key, receiver) {
      const v: unknown = Reflect.get(target, key, receiver);
      return typeof v === 'function' && String(key).startsWith('read')
        ? (...args: unknown[]) => {
            calls.push(String(key));
            return (v as (...a: unknown[]) => Promise<unknown>).apply(target, args);
          }
        : v;
    },
  });
  const loaded = await new AggregateRepository(counting).load(billingDecider, BILLING_EVENT_CODECS, userId);
  expect(calls).toEqual(['readLastEvents']);

  // The same state as the whole stream folds to: June to November billed, no run open.
  const events: RecordedEvent[] = await store.readStream(streamIdOf('billing', userId));
  expect(events.length).toBe(6);
  const whole = new AggregateRepository(store).fold(billingDecider, BILLING_EVENT_CODECS, events);
  expect(loaded.version).toBe(6);
  expect([...loaded.state.billed].sort()).toEqual([...whole.state.billed].sort());
  expect(loaded.state.billed.size).toBe(6);
  expect(loaded.state.billed.has(billedMonthKey(a, 2026, 6))).toBe(true);
  expect(loaded.state.open).toBeNull();
  expect((await app.call('POST', '/api/billing', admin, { userId, till: '2026-11-30' })).body).toMatchObject({
    message: 'bill_nothing',
  });
});

it('bills a storage month once whoever owns it: a storage given to another customer, and back', async () => {
  const [first, second] = [await customer(), await customer()];
  const moved = await storage(first, '2026-10-01');
  const bill = async (userId: number, till: string) =>
    (await app.call('POST', '/api/billing', admin, { userId, till })).body as { message: string; months?: number };
  const give = async (userId: number) =>
    expect((await app.call('PATCH', `/api/storages/${moved}`, admin, { userId })).status).toBeLessThan(300);

  expect(await bill(first, '2026-10-01')).toMatchObject({ message: 'bill', months: 1 });
  await give(second);
  // October was billed to the first customer: the second is billed from November only.
  expect(await bill(second, '2026-11-01')).toMatchObject({ message: 'bill', months: 1 });
  expect(await bill(first, '2026-11-01')).toMatchObject({ message: 'bill_nothing' });
  await give(first);
  expect(await bill(first, '2026-12-01')).toMatchObject({ message: 'bill', months: 1 });
  expect(await bill(second, '2026-12-01')).toMatchObject({ message: 'bill_nothing' });
  expect(await billedMonths(first)).toEqual([
    [moved, 10],
    [moved, 12],
  ]);
  expect(await billedMonths(second)).toEqual([[moved, 11]]);
});
