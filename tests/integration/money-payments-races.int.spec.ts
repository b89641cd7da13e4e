import { streamIdOf } from '@console/contracts';
import { paymentLinkSignature } from '@console/services';
import { sql } from 'kysely';
import { moneyRecords } from '../support/money-fixtures.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { withActors } from '../support/actors.js';

/**
 * Issue 30 §3, §4, §8, §10: every payment reaches the balance, under races and bad input. Ten things at once —
 * full manual payments of one invoice, refunds of one payment, applications of one credit, opens of one payment
 * link — and after each race the invariants: each invoice's amountPaid is the allocations its stream records and
 * the payments' streams agree; receivable = outstanding; cash = complete payments − refunds; user stats = ledger.
 */
let app: TestApp;
let admin: string;
const AT_ONCE = 10;

beforeAll(async () => ({ app, admin } = await withActors(await startTestApp(1), { admin: 'admin' })), 300_000);
afterAll(() => app.stop());

const call = (method: string, path: string, body?: unknown, token = admin) => app.call(method, path, token, body);

const { customer, invoice: invoiceOf } = moneyRecords(
  () => app,
  () => admin,
);
/** An unpaid invoice of one custom charge (AED 100 and 5 % VAT unless told). */
const invoice = (userId: number, amount = 1_000_000) => invoiceOf(userId, amount);

const pay = (userId: number, amount: number, invoiceIds?: number[], mode = 'cod') =>
  call('POST', '/api/payments', {
    userId,
    mode,
    amount,
    paidAt: new Date().toISOString(),
    ...(invoiceIds ? { invoiceIds } : {}),
  });

const eventsOf = (stream: string) => app.infra.store.readStream(stream);

/** What the invoice's stream allocated, net of releases. */
const allocatedByInvoice = async (invoiceId: number): Promise<number> => {
  let sum = 0;
  for (const e of await eventsOf(streamIdOf('invoice', invoiceId))) {
    if (e.type === 'InvoicePaid' || e.type === 'InvoicePartiallyPaid') sum += (e.data as { amount: number }).amount;
    if (e.type === 'InvoicePaymentReleased') sum -= (e.data as { amount: number }).amount;
  }
  return sum;
};

/** What the payment's stream says it allocated, net, and what it paid back. */
const paymentSide = async (paymentId: number): Promise<{ allocated: number; refunded: number }> => {
  let allocated = 0;
  let refunded = 0;
  for (const e of await eventsOf(streamIdOf('payment', paymentId))) {
    const d = e.data as { amount: number; releases?: { amount: number }[] };
    if (e.type === 'PaymentAllocated') allocated += d.amount;
    if (e.type === 'PaymentAllocationReleased') allocated -= d.amount;
    if (e.type === 'PaymentRefundIssued') {
      refunded += d.amount;
      allocated -= (d.releases ?? []).reduce((s, r) => s + r.amount, 0);
    }
  }
  return { allocated, refunded };
};

/** The invariants of issue 30 §11 for one customer. */
const invariants = async (userId: number): Promise<{ credit: number; cash: number }> => {
  await app.settle();
  const db = app.infra.db;
  const invoices = await db.selectFrom('rm.invoices').selectAll().where('userId', '=', userId).execute();
  let owed = 0;
  let allocatedOnInvoices = 0;
  for (const inv of invoices) {
    expect(inv.amountPaid).toBe(await allocatedByInvoice(inv.id));
    expect(inv.amountPaid).toBeLessThanOrEqual(inv.amount);
    if (inv.status !== 'cancelled') owed += inv.amount - inv.amountPaid;
    allocatedOnInvoices += inv.amountPaid;
  }
  const payments = await db.selectFrom('rm.payments').selectAll().where('userId', '=', userId).execute();
  let cashIn = 0;
  let allocatedByPayments = 0;
  for (const p of payments) {
    const side = await paymentSide(p.id);
    expect(side.refunded).toBeLessThanOrEqual(p.amount);
    allocatedByPayments += side.allocated;
    if (p.status === 'complete' || p.status === 'refunded') cashIn += p.amount - side.refunded;
  }
  // Both sides of every allocation agree: what invoices took is what payments gave.
  expect(allocatedByPayments).toBe(allocatedOnInvoices);
  const ledger = (await call('GET', `/api/v1/ledger/${userId}`)).body as {
    outstanding: number;
    balances: Record<string, number>;
  };
  expect(ledger.outstanding).toBe(owed);
  expect(ledger.balances['cash'] ?? 0).toBe(cashIn);
  // Credit sits on the credit side (negative) of customer_credit.
  const credit = 0 - (ledger.balances['customer_credit'] ?? 0);
  expect(credit).toBe(cashIn - allocatedOnInvoices);
  expect(credit).toBeGreaterThanOrEqual(0);
  const stats = (await call('GET', `/api/user-stats/${userId}`)).body as {
    billing: { amountOutstanding: number; amountPaid: number; credits: number };
  };
  expect(stats.billing.amountOutstanding).toBe(ledger.outstanding);
  expect(stats.billing.amountPaid).toBe(allocatedOnInvoices);
  expect(stats.billing.credits).toBe(credit);
  const unbalanced = await sql<{ position: string }>`
    SELECT position FROM rm.ledger_entries WHERE "userId" = ${userId} GROUP BY position HAVING sum(amount) <> 0`.execute(
    db,
  );
  expect(unbalanced.rows).toEqual([]);
  return { credit, cash: cashIn };
};

const accepted = (rs: readonly { status: number }[]) => rs.filter((r) => r.status < 300);

describe('manual payments', () => {
  it(`${AT_ONCE} full manual payments of one invoice at once: exactly one is recorded`, async () => {
    const userId = await customer();
    const inv = await invoice(userId);
    const rs = await Promise.all(Array.from({ length: AT_ONCE }, () => pay(userId, inv.amount, [inv.id])));
    expect(accepted(rs)).toHaveLength(1);
    for (const r of rs.filter((x) => x.status >= 300)) expect(r.status).toBeGreaterThanOrEqual(400);
    await app.settle();
    const payments = await app.infra.db.selectFrom('rm.payments').selectAll().where('userId', '=', userId).execute();
    expect(payments).toHaveLength(1);
    expect((await call('GET', `/api/invoices/${inv.id}`)).body).toMatchObject({ status: 'paid' });
    const { credit } = await invariants(userId);
    expect(credit).toBe(0);
  }, 120_000);

  it('a manual payment beyond the open balance of its invoices is refused with a message, nothing stored', async () => {
    const userId = await customer();
    const inv = await invoice(userId);
    const r = await pay(userId, inv.amount + 10_000, [inv.id]);
    expect(r.status).toBe(400);
    expect(r.body.errors[0].message).toBe('Amount is more than the open balance of the invoices chosen');
    await app.settle();
    expect(await app.infra.db.selectFrom('rm.payments').selectAll().where('userId', '=', userId).execute()).toEqual([]);
    expect(await allocatedByInvoice(inv.id)).toBe(0);
    await invariants(userId);
  }, 60_000);

  it('a payment naming no invoice pays the oldest unpaid ones; the rest is credit, allocated later by an event', async () => {
    const userId = await customer();
    const a = await invoice(userId, 100_000);
    const b = await invoice(userId, 200_000);
    const r = await pay(userId, a.amount + 50_000);
    expect(r.status).toBeLessThan(300);
    await app.settle();
    expect((await call('GET', `/api/invoices/${a.id}`)).body).toMatchObject({ status: 'paid' });
    expect((await call('GET', `/api/invoices/${b.id}`)).body).toMatchObject({ amountPaid: 50_000 });
    const c = await invoice(userId, 300_000);
    // Nothing left on the payment: its later allocation is refused.
    expect((await call('POST', `/api/v1/payments/${r.body.id}/allocate`, { invoiceIds: [c.id] })).status).toBe(409);
    // Money with no invoice to go to stays credit, and is allocated later.
    const other = await customer();
    const credit = await pay(other, 70_000);
    expect(credit.status).toBeLessThan(300);
    expect((await invariants(other)).credit).toBe(70_000);
    const later = await invoice(other, 500_000);
    const allocated = await call('POST', `/api/v1/payments/${credit.body.id}/allocate`, {});
    expect(allocated.status).toBeLessThan(300);
    await app.settle();
    expect((await call('GET', `/api/invoices/${later.id}`)).body).toMatchObject({ amountPaid: 70_000 });
    expect((await invariants(other)).credit).toBe(0);
    await invariants(userId);
  }, 120_000);
});

describe('credit', () => {
  it(`${AT_ONCE} credit applications at once never spend more than the credit, and post no cash`, async () => {
    const userId = await customer();
    const money = await pay(userId, 300_000);
    expect(money.status).toBeLessThan(300);
    const before = await invariants(userId);
    expect(before.credit).toBe(300_000);
    const invoices = [];
    for (let i = 0; i < AT_ONCE; i++) invoices.push(await invoice(userId, 100_000));
    // 100,000 + 5 % VAT each: the credit pays two of them whole and part of a third at most.
    const rs = await Promise.all(invoices.map((inv) => pay(userId, 105_000, [inv.id], 'credits')));
    const ok = accepted(rs);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    expect(ok.length * 105_000).toBeLessThanOrEqual(300_000);
    for (const r of rs.filter((x) => x.status >= 300)) expect(r.status).toBeGreaterThanOrEqual(400);
    const after = await invariants(userId);
    expect(after.cash).toBe(before.cash);
    expect(after.credit).toBe(300_000 - ok.length * 105_000);
    // Beyond what is left: refused with its message.
    const over = await pay(userId, 300_000, undefined, 'credits');
    expect(over.status).toBe(400);
    expect(over.body.errors[0].message).toBe("Amount is more than the customer's credit");
  }, 180_000);
});

describe('refunds', () => {
  it(`${AT_ONCE} refunds of one payment at once never pay back more than it brought`, async () => {
    const userId = await customer();
    const inv = await invoice(userId, 200_000);
    const paid = await pay(userId, inv.amount, [inv.id]);
    expect(paid.status).toBeLessThan(300);
    const part = Math.ceil(inv.amount / 3);
    const rs = await Promise.all(
      Array.from({ length: AT_ONCE }, () => call('POST', `/api/v1/payments/${paid.body.id}/refund`, { amount: part })),
    );
    const ok = accepted(rs);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    expect(ok.length * part).toBeLessThanOrEqual(inv.amount);
    for (const r of rs.filter((x) => x.status >= 300)) expect(r.status).toBeGreaterThanOrEqual(400);
    const { refunded } = await paymentSide(paid.body.id);
    expect(refunded).toBe(ok.length * part);
    // The invoice gave back what the refunds took off it.
    await app.settle();
    expect((await call('GET', `/api/invoices/${inv.id}`)).body.amountPaid).toBe(inv.amount - refunded);
    await invariants(userId);
  }, 120_000);

  it('a complete payment is not edited (PATCH status refunded refused); a refund needs the refund permission and names its payment', async () => {
    const userId = await customer();
    const paid = await pay(userId, 50_000);
    expect(paid.status).toBeLessThan(300);
    expect((await call('PATCH', `/api/payments/${paid.body.id}`, { status: 'refunded' })).status).toBe(409);
    for (const role of ['staff', 'global-staff', 'accounts-staff']) {
      const token = await app.token(role);
      const r = await call('POST', `/api/v1/payments/${paid.body.id}/refund`, { amount: 10_000 }, token);
      expect({ role, status: r.status }).toEqual({ role, status: 403 });
    }
    const nameless = await call('POST', '/api/payments', {
      userId,
      type: 'refund',
      mode: 'cod',
      amount: 10_000,
      paidAt: new Date().toISOString(),
    });
    expect(nameless.status).toBe(400);
    const over = await call('POST', '/api/payments', {
      userId,
      type: 'refund',
      refundOf: paid.body.id,
      amount: 60_000,
    });
    expect(over.status).toBe(409);
    const named = await call('POST', '/api/payments', {
      userId,
      type: 'refund',
      refundOf: paid.body.id,
      amount: 50_000,
    });
    expect(named.status).toBeLessThan(300);
    const { credit } = await invariants(userId);
    expect(credit).toBe(0);
  }, 120_000);
});

describe('payment links', () => {
  it(`a link opened ${AT_ONCE} times at once records one pending payment, of the link's invoice`, async () => {
    const userId = await customer();
    const inv = await invoice(userId, 100_000);
    const link = await call('POST', '/api/v1/payment-links', { userId, amount: inv.amount, invoiceId: inv.id });
    expect(link.status).toBe(201);
    const opened = await Promise.all(Array.from({ length: AT_ONCE }, () => fetch(link.body.url)));
    for (const r of opened) expect(r.status).toBe(200);
    await app.settle();
    const payments = await app.infra.db.selectFrom('rm.payments').selectAll().where('userId', '=', userId).execute();
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({ status: 'pending', mode: 'payfort', amount: inv.amount, invoiceIds: [inv.id] });
    // The customer comes back later: the same attempt.
    expect((await fetch(link.body.url)).status).toBe(200);
    await app.settle();
    expect(
      await app.infra.db.selectFrom('rm.payments').selectAll().where('userId', '=', userId).execute(),
    ).toHaveLength(1);
    await invariants(userId);
  }, 120_000);

  it('forged, non-canonical and expired links, and another customer’s invoice, are refused and store nothing', async () => {
    const userId = await customer();
    const stranger = await customer();
    const theirs = await invoice(stranger, 100_000);
    const refused = await call('POST', '/api/v1/payment-links', { userId, amount: 10_000, invoiceId: theirs.id });
    expect(refused.status).toBe(400);
    const link = await call('POST', '/api/v1/payment-links', { userId, amount: 10_000 });
    expect(link.status).toBe(201);
    const url = link.body.url as string;
    for (const spelling of ['010000', '1e4', '0x2710', '10000.0', '+10000', '20000'])
      expect({ spelling, status: (await fetch(url.replace('/10000?', `/${spelling}?`))).status }).toEqual({
        spelling,
        status: 400,
      });
    expect((await fetch(url.replace('countryId=1', 'countryId=01'))).status).toBe(400);
    expect((await fetch(`${url}&invoiceId=${theirs.id}`)).status).toBe(400);
    // A link signed by the app but past its expiry.
    const fields = {
      provider: 'payfort' as const,
      userId,
      amount: 10_000,
      countryId: 1,
      invoiceId: 0,
      expiresAt: Math.floor(Date.now() / 1000) - 60,
    };
    const sig = paymentLinkSignature(app.infra.config.jwtSecret, fields);
    const expired = await fetch(
      `${app.url}/payment/payfort/${userId}/10000?countryId=1&urlConstructionSource=adminCustomerScreen&expiresAt=${fields.expiresAt}&sig=${sig}`,
    );
    expect(expired.status).toBe(410);
    await app.settle();
    expect(await app.infra.db.selectFrom('rm.payments').selectAll().where('userId', '=', userId).execute()).toEqual([]);
  }, 120_000);
});

describe('who sees and sends billing', () => {
  it('mailing an invoice is refused to partner, sales-staff and finance-delete-old-invoice', async () => {
    const userId = await customer();
    const inv = await invoice(userId, 100_000);
    for (const role of ['partner', 'sales-staff', 'finance-delete-old-invoice']) {
      const r = await call('POST', `/api/v1/invoices/${inv.id}/mail`, undefined, await app.token(role));
      expect({ role, status: r.status }).toEqual({ role, status: 403 });
    }
    expect((await call('POST', `/api/v1/invoices/${inv.id}/mail`)).status).toBe(201);
  }, 60_000);

  it('a partner user reads its own partner-stats without billing figures, and no ledger', async () => {
    const token = await app.token('partner');
    // The demo partner user is partner 2's (services' seedStaffUsers).
    const partnerId = 2;
    const own = await call('GET', `/api/partner-stats/${partnerId}`, undefined, token);
    expect(own.status).toBe(200);
    expect(own.body.billing).toBeNull();
    expect((await call('GET', `/api/partner-stats/${partnerId + 1000}`, undefined, token)).status).toBe(404);
    const userId = await customer();
    expect((await call('GET', `/api/v1/ledger/${userId}`, undefined, token)).status).toBe(403);
  }, 60_000);
});
