import { gatewayBooks, assertMoneyInvariants } from '../support/money-invariants.js';
import {
  makeCard,
  makeCharge,
  makeCustomer,
  makeInvoice,
  manualPayment,
  must,
  refundCall,
  refusalProblem,
  today,
  YEAR,
  type Customer,
} from '../support/money-fixtures.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { withActors } from '../support/actors.js';

/**
 * Issue 30 Deliver 11, the race suite: each race fires 10 calls at once on one record (an invoice, a payment, a
 * charge list, a customer's billing), then the money invariants (support/money-invariants.ts) must hold: a loser
 * is refused with 409, 400 or 422 and a message, never a 5xx, and nothing is billed, paid, refunded or charged
 * twice. The gateways' books are compared with the card payments after every race (all customers of this file).
 */
let app: TestApp;
let admin: string;
const everyone: number[] = [];
const AT_ONCE = 10;

beforeAll(async () => ({ app, admin } = await withActors(await startTestApp(0), { admin: 'admin' })), 300_000);
afterAll(() => app.stop());

const customer = async (countryId = 1, over: Record<string, unknown> = {}): Promise<Customer> => {
  const c = await makeCustomer(app, admin, countryId, over);
  everyone.push(c.id);
  return c;
};
const fire = (calls: readonly [string, string, unknown?][]) =>
  Promise.all(calls.map(([method, path, body]) => app.call(method, path, admin, body)));
const times = <T>(n: number, f: (i: number) => T): T[] => Array.from({ length: n }, (_, i) => f(i));

type Answer = { status: number; body: any };
/** Every answer a success or an allowed refusal (409/400/422 with a message); the successes. */
const judge = (answers: readonly Answer[]): Answer[] => {
  const bad = answers
    .map(
      (r, i) =>
        (r.status < 300 ? undefined : refusalProblem(r)) && `call ${i}: ${refusalProblem(r)} ${JSON.stringify(r.body)}`,
    )
    .filter(Boolean);
  expect(bad).toEqual([]);
  return answers.filter((r) => r.status < 300);
};
/** The invariants of the race's customer; with the gateways' books against every card payment of this file. */
const invariants = (c: Customer) => assertMoneyInvariants(app, [c.id]);
const gatewayInvariants = () => assertMoneyInvariants(app, everyone, { gateway: true });
/** The answers in short, shown when a count of winners is not the one expected. */
const seen = (answers: readonly Answer[]) =>
  answers.map((r) => `${r.status} ${r.body?.errors?.[0]?.message ?? r.body?.message ?? r.body?.status ?? ''}`);
/** Asserts how many calls were accepted (exactly `n`, or at most `max`), showing every answer when not. */
const expectWinners = (answers: readonly Answer[], n: number | { max: number } | { min: number }): number => {
  const won = judge(answers).length;
  const ok = typeof n === 'number' ? won === n : 'max' in n ? won <= n.max : won >= n.min;
  if (!ok)
    throw new Error(
      `${won} of ${answers.length} calls accepted, expected ${JSON.stringify(n)}: ${seen(answers).join(' | ')}`,
    );
  return won;
};
const get = async (path: string) => {
  await app.settle();
  return app.call('GET', path, admin);
};

it('10 full manual payments of one invoice: one is accepted, the rest refused; paid once', async () => {
  const c = await customer();
  const inv = await makeInvoice(app, admin, c, [await makeCharge(app, admin, c)]);
  const answers = await fire(times(AT_ONCE, () => ['POST', '/api/payments', manualPayment(c, inv.amount, inv.id)]));
  expectWinners(answers, 1);
  expect((await get(`/api/invoices/${inv.id}`)).body).toMatchObject({ status: 'paid', amountPaid: inv.amount });
  const complete = (await get(`/api/payments?userId=${c.id}&status=complete&$limit=50`)).body.data;
  expect(complete).toHaveLength(1);
  await invariants(c);
});

it('10 partial manual payments that together exceed the invoice: accepted ones never exceed its amount', async () => {
  const c = await customer();
  const inv = await makeInvoice(app, admin, c, [await makeCharge(app, admin, c)]);
  // Each a quarter of the invoice (AED 26.25): four fit, the other six go beyond the open balance.
  const quarter = inv.amount / 4;
  const answers = await fire(times(AT_ONCE, () => ['POST', '/api/payments', manualPayment(c, quarter, inv.id)]));
  expectWinners(answers, 4);
  expect((await get(`/api/invoices/${inv.id}`)).body).toMatchObject({ status: 'paid', amountPaid: inv.amount });
  await invariants(c);
});

it('10 whole refunds of one payment at once: refunded once', async () => {
  const c = await customer();
  const inv = await makeInvoice(app, admin, c, [await makeCharge(app, admin, c)]);
  const paid = await must(app, admin, 'POST', '/api/payments', manualPayment(c, inv.amount, inv.id));
  await app.settle();
  expectWinners(await fire(times(AT_ONCE, () => refundCall(paid.id))), 1);
  expect((await get(`/api/v1/ledger/${c.id}`)).body.balances['cash'] ?? 0).toBe(0);
  await invariants(c);
});

it('10 PATCH {status: refunded} of one complete payment at once: never paid back twice', async () => {
  // Spec 3 §2: a complete payment is not editable; were a PATCH a refund, it would be one refund.
  const c = await customer();
  const inv = await makeInvoice(app, admin, c, [await makeCharge(app, admin, c)]);
  const paid = await must(app, admin, 'POST', '/api/payments', manualPayment(c, inv.amount, inv.id));
  await app.settle();
  const answers = await fire(times(AT_ONCE, () => ['PATCH', `/api/payments/${paid.id}`, { status: 'refunded' }]));
  const won = expectWinners(answers, { max: 1 });
  expect((await get(`/api/v1/ledger/${c.id}`)).body.balances['cash'] ?? 0).toBe(won === 1 ? 0 : inv.amount);
  await invariants(c);
});

it('10 partial refunds of one payment at once: what is refunded never exceeds the payment', async () => {
  const c = await customer();
  const inv = await makeInvoice(app, admin, c, [await makeCharge(app, admin, c)]);
  const paid = await must(app, admin, 'POST', '/api/payments', manualPayment(c, inv.amount, inv.id));
  await app.settle();
  const third = Math.floor(inv.amount / 300) * 100;
  // Three thirds fit in the payment; the fourth and later go beyond what is left of it.
  expectWinners(await fire(times(AT_ONCE, () => refundCall(paid.id, third))), 3);
  expect((await get(`/api/v1/ledger/${c.id}`)).body.balances['cash'] ?? 0).toBe(inv.amount - 3 * third);
  await invariants(c);
});

it('10 refunds naming no payment, for a customer who paid nothing net: all refused', async () => {
  const c = await customer();
  const answers = await fire(
    times(AT_ONCE, () => [
      'POST',
      '/api/payments',
      { userId: c.id, type: 'refund', mode: 'cod', amount: 10_000_000, paidAt: new Date().toISOString() },
    ]),
  );
  expectWinners(answers, 0);
  await invariants(c);
});

it('5 charge edits and 5 charge deletes on one invoice at once: no edit lost, no deleted charge billed', async () => {
  const c = await customer();
  const ids: number[] = [];
  for (let i = 0; i < AT_ONCE; i++) ids.push(await makeCharge(app, admin, c, { amount: 1_000_000 + i * 10_000 }));
  const inv = await makeInvoice(app, admin, c, ids);
  const answers = await fire(
    ids.map((id, i): [string, string, unknown?] =>
      i % 2 === 0
        ? ['PATCH', `/api/charges/${id}`, { amount: 2_000_000 + i * 2_000 }]
        : ['DELETE', `/api/charges/${id}`],
    ),
  );
  judge(answers);
  await app.settle();
  for (const [i, id] of ids.entries()) {
    const r = await app.call('GET', `/api/charges/${id}`, admin);
    if (answers[i]!.status >= 300) continue;
    if (i % 2 === 0)
      expect({ id, amount: r.body.amount, invoiceId: r.body.invoiceId }).toEqual({
        id,
        amount: 2_000_000 + i * 2_000,
        invoiceId: inv.id,
      });
    // A deleted charge is not found, or read by its own page with its deletedAt (spec 3 §3).
    else expect({ id, deleted: r.status === 404 || Boolean(r.body?.deletedAt) }).toEqual({ id, deleted: true });
  }
  await invariants(c);
});

it('10 edits of one charge on an invoice at once: the invoice bills the amount the charge ends with', async () => {
  const c = await customer();
  const charge = await makeCharge(app, admin, c);
  const inv = await makeInvoice(app, admin, c, [charge, await makeCharge(app, admin, c)]);
  judge(await fire(times(AT_ONCE, (i) => ['PATCH', `/api/charges/${charge}`, { amount: 3_000_000 + i * 2_000 }])));
  expect((await get(`/api/charges/${charge}`)).body.invoiceId).toBe(inv.id);
  await invariants(c);
});

/**
 * Concurrent edits of one invoice's charge list merge, as the charges' own streams decide membership (decisions,
 * 'Charges and invoices under races'): each accepted edit is a change from the list its author saw, and none is lost —
 * every charge an accepted edit added is on the invoice, every charge one took off is not.
 */
it('10 PATCH invoice chargeIds at once: every accepted edit applies, each charge on one invoice', async () => {
  const c = await customer();
  const kept = await makeCharge(app, admin, c);
  const base = [kept, await makeCharge(app, admin, c)];
  const inv = await makeInvoice(app, admin, c, base);
  const free: number[] = [];
  for (let i = 0; i < AT_ONCE; i++) free.push(await makeCharge(app, admin, c, { amount: 500_000 + i * 2_000 }));
  const lists = free.map((f, i) => (i % 2 === 0 ? [kept, f] : [kept, f, free[(i + 1) % AT_ONCE]!]));
  const answers = await fire(
    lists.map((chargeIds): [string, string, unknown] => ['PATCH', `/api/invoices/${inv.id}`, { chargeIds }]),
  );
  expectWinners(answers, { min: 1 });
  const final = ((await get(`/api/invoices/${inv.id}`)).body.chargeIds as number[]).sort((a, b) => a - b);
  const accepted = lists.filter((_, i) => answers[i]!.status < 300);
  const removed = new Set(accepted.flatMap((l) => base.filter((b) => !l.includes(b))));
  const added = new Set(accepted.flatMap((l) => l.filter((x) => !base.includes(x))));
  const expected = [...new Set([...base.filter((b) => !removed.has(b)), ...added])].sort((a, b) => a - b);
  expect(final).toEqual(expected);
  await invariants(c);
});

it('10 PATCH invoice chargeIds of two invoices at once, moving the same charges: each charge on one invoice', async () => {
  const c = await customer();
  const shared = [await makeCharge(app, admin, c), await makeCharge(app, admin, c)];
  const a = await makeInvoice(app, admin, c, [await makeCharge(app, admin, c), shared[0]!]);
  const b = await makeInvoice(app, admin, c, [await makeCharge(app, admin, c)]);
  const aOwn = (await get(`/api/invoices/${a.id}`)).body.chargeIds.filter((x: number) => !shared.includes(x));
  const bOwn = (await get(`/api/invoices/${b.id}`)).body.chargeIds;
  judge(
    await fire(
      times(AT_ONCE, (i): [string, string, unknown] =>
        i % 2 === 0
          ? ['PATCH', `/api/invoices/${a.id}`, { chargeIds: [...aOwn, ...shared.slice(0, 1 + (i % 4 === 0 ? 1 : 0))] }]
          : ['PATCH', `/api/invoices/${b.id}`, { chargeIds: [...bOwn, ...shared] }],
      ),
    ),
  );
  await invariants(c);
});

it('10 invoice creations claiming the same charges: one invoice bills them', async () => {
  const c = await customer();
  const ids = [await makeCharge(app, admin, c), await makeCharge(app, admin, c), await makeCharge(app, admin, c)];
  const answers = await fire(
    times(AT_ONCE, () => ['POST', '/api/invoices', { userId: c.id, type: 'other', date: today(), chargeIds: ids }]),
  );
  expectWinners(answers, 1);
  await invariants(c);
});

it('10 invoice creations claiming overlapping charges (a ring): each charge on at most one invoice', async () => {
  const c = await customer();
  const ids: number[] = [];
  for (let i = 0; i < AT_ONCE; i++) ids.push(await makeCharge(app, admin, c));
  const won = judge(
    await fire(
      times(AT_ONCE, (i) => [
        'POST',
        '/api/invoices',
        { userId: c.id, type: 'other', date: today(), chargeIds: [ids[i]!, ids[(i + 1) % AT_ONCE]!] },
      ]),
    ),
  );
  expect(won.length).toBeGreaterThanOrEqual(1);
  expect(won.length).toBeLessThanOrEqual(AT_ONCE / 2);
  await invariants(c);
});

// Spec 3 §9: Pay by saved card on an invoice is for country 1 (PayFort); Tap captures carry no invoice.
it('10 PayFort captures of one invoice at once: one gateway charge, one payment, the invoice paid once', async () => {
  const c = await customer(1);
  await makeCard(app, admin, c);
  const inv = await makeInvoice(app, admin, c, [await makeCharge(app, admin, c, { amount: 1_000_000 })]);
  const before = await gatewayBooks(app);
  const answers = await fire(
    times(AT_ONCE, () => [
      'POST',
      '/api/payfort-capture',
      { userId: c.id, amount: inv.amount, invoiceId: inv.id, urlConstructionSource: 'AutoChargeInvoice' },
    ]),
  );
  expectWinners(answers, 1);
  const after = await gatewayBooks(app);
  expect({ charges: after.charges - before.charges, money: after.money - before.money }).toEqual({
    charges: 1,
    money: inv.amount,
  });
  expect((await get(`/api/invoices/${inv.id}`)).body).toMatchObject({ status: 'paid', amountPaid: inv.amount });
  await invariants(c);
  await gatewayInvariants();
});

describe('billing races', () => {
  it('10 POST billing of one customer at once: each storage month billed once, on one invoice', async () => {
    const c = await customer();
    await must(app, admin, 'POST', '/api/storages', { userId: c.id, storagetypeId: 5, size: 2, from: `${YEAR}-01-01` });
    await app.settle();
    const till = today();
    const answers = await fire(times(AT_ONCE, () => ['POST', '/api/billing', { userId: c.id, till }]));
    expect(judge(answers).filter((r) => r.body?.message === 'bill').length).toBe(1);
    await app.settle();
    const charges = (await get(`/api/charges?userId=${c.id}&$limit=200`)).body.data as {
      storageId: number | null;
      year: number;
      month: number;
    }[];
    const months = charges.filter((x) => x.storageId !== null).map((x) => `${x.storageId}:${x.year}-${x.month}`);
    expect(new Set(months).size).toBe(months.length);
    expect(months.length).toBeGreaterThan(0);
    await invariants(c);
  });

  it('10 send-pending-invoices of a postpaid customer at once: its pending charges on one invoice', async () => {
    const c = await customer(1);
    await must(app, admin, 'PATCH', `/api/users/${c.id}`, { isPostpaidInvoiceEnabled: true });
    await must(app, admin, 'POST', '/api/storages', { userId: c.id, storagetypeId: 5, size: 1, from: `${YEAR}-01-01` });
    await app.settle();
    await must(app, admin, 'POST', '/api/billing', { userId: c.id, till: today() });
    await app.settle();
    const answers = await fire(times(AT_ONCE, () => ['POST', `/api/v1/billing/send-pending-invoices/${c.id}`]));
    const won = judge(answers);
    expect(won.filter((r) => typeof r.body?.invoiceId === 'number').length).toBeLessThanOrEqual(1);
    await invariants(c);
  });

  it('billing, send-pending, charge creation and invoice creation of one customer at once', async () => {
    const c = await customer(1);
    await must(app, admin, 'POST', '/api/storages', { userId: c.id, storagetypeId: 5, size: 1, from: `${YEAR}-01-01` });
    const free = [await makeCharge(app, admin, c), await makeCharge(app, admin, c)];
    await app.settle();
    judge(
      await fire([
        ...times(4, (): [string, string, unknown] => ['POST', '/api/billing', { userId: c.id, till: today() }]),
        ...times(3, (): [string, string] => ['POST', `/api/v1/billing/send-pending-invoices/${c.id}`]),
        ...times(3, (): [string, string, unknown] => [
          'POST',
          '/api/invoices',
          { userId: c.id, type: 'other', date: today(), chargeIds: free },
        ]),
      ]),
    );
    await invariants(c);
  });
});

it('after all races: the invariants hold over every customer of this file at once', async () => {
  await assertMoneyInvariants(app, everyone, { gateway: true });
});
