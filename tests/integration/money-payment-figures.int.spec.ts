import { CREDITS_BY_MONEY_MESSAGE, PAYMENT_MESSAGES } from '@console/contracts';
import { assertMoneyInvariants } from '../support/money-invariants.js';
import {
  makeCharge,
  makeCustomer,
  makeInvoice,
  manualPayment,
  must,
  refundCall,
  type Customer,
} from '../support/money-fixtures.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { withActors } from '../support/actors.js';

/**
 * Issue 30 §3, §4: a payment's row carries its money as its stream holds it (allocated, unallocated, refunded),
 * a complete or refunded payment is refused an edit with a clear 409, and the customer's credit pays open invoices
 * (mode credits) without posting new cash.
 */
let app: TestApp;
let admin: string;

beforeAll(async () => ({ app, admin } = await withActors(await startTestApp(1), { admin: 'admin' })), 300_000);
afterAll(() => app.stop());

const call = (method: string, path: string, body?: unknown) => app.call(method, path, admin, body);
const row = async (id: number) => {
  await app.settle();
  return must(app, admin, 'GET', `/api/payments/${id}`);
};
/** An AED 105.00 invoice (AED 100.00 + 5 % VAT). */
const invoiceOf = async (c: Customer) =>
  makeInvoice(app, admin, c, [await makeCharge(app, admin, c, { amount: 1_000_000 })]);
const ledgerOf = async (userId: number) => {
  await app.settle();
  return (await must(app, admin, 'GET', `/api/v1/ledger/${userId}`)) as { balances: Record<string, number> };
};
const creditsOf = async (userId: number): Promise<number> =>
  ((await must(app, admin, 'GET', `/api/user-stats/${userId}`)) as { billing: { credits: number } }).billing.credits;

describe('a payment row carries its money', () => {
  it('credit, then allocated, then refunded: the row follows each event; no edit of a complete or refunded payment', async () => {
    const c = await makeCustomer(app, admin);
    // No open invoice: the whole payment is the customer's credit.
    const paid = await must(app, admin, 'POST', '/api/payments', manualPayment(c, 3_000_000));
    expect(await row(paid.id)).toMatchObject({ status: 'complete', allocated: 0, unallocated: 3_000_000, refunded: 0 });

    const inv = await invoiceOf(c);
    expect(inv.amount).toBe(1_050_000);
    await must(app, admin, 'POST', `/api/v1/payments/${paid.id}/allocate`, { invoiceIds: [inv.id] });
    expect(await row(paid.id)).toMatchObject({ allocated: 1_050_000, unallocated: 1_950_000, refunded: 0 });

    // A refund takes the unallocated money first.
    await must(app, admin, ...refundCall(paid.id, 500_000));
    expect(await row(paid.id)).toMatchObject({
      status: 'complete',
      allocated: 1_050_000,
      unallocated: 1_450_000,
      refunded: 500_000,
      refundPending: 0,
    });

    // Spec 3 §2, §4: a complete payment is not edited — refused with the rule's message, nothing stored.
    const edit = await call('PATCH', `/api/payments/${paid.id}`, { notes: 'changed' });
    expect(edit.status).toBe(409);
    expect(edit.body.message).toBe(PAYMENT_MESSAGES.completeNotEditable);

    await must(app, admin, ...refundCall(paid.id));
    expect(await row(paid.id)).toMatchObject({ status: 'refunded', allocated: 0, unallocated: 0, refunded: 3_000_000 });
    const again = await call('PATCH', `/api/payments/${paid.id}`, { notes: 'changed' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(PAYMENT_MESSAGES.refundedNotEditable);
    expect((await row(paid.id)).notes).toBeNull();
    await assertMoneyInvariants(app, [c.id]);
  });

  it('the list answers the same figures', async () => {
    const c = await makeCustomer(app, admin);
    const paid = await must(app, admin, 'POST', '/api/payments', manualPayment(c, 2_000_000));
    await app.settle();
    const list = await must(app, admin, 'POST', '/api/v1/payments/list', { userIds: [c.id] });
    expect(list.results).toEqual([
      expect.objectContaining({ id: paid.id, allocated: 0, unallocated: 2_000_000, refunded: 0, refundPending: 0 }),
    ]);
  });
});

describe('Pay from credit (mode credits)', () => {
  it("spends the customer's credit on open invoices, posting no new cash and recording no new payment", async () => {
    const c = await makeCustomer(app, admin);
    const paid = await must(app, admin, 'POST', '/api/payments', manualPayment(c, 3_000_000));
    const first = await invoiceOf(c);
    const second = await invoiceOf(c);
    const cashBefore = (await ledgerOf(c.id)).balances['cash'];
    expect(cashBefore).toBe(3_000_000);
    expect(await creditsOf(c.id)).toBe(3_000_000);

    // No invoice named: the oldest open ones, as far as the amount goes.
    const r = await call('POST', '/api/payments', { userId: c.id, mode: 'credits', amount: 1_575_000 });
    expect(r.status).toBeLessThan(300);
    await app.settle();
    expect((await must(app, admin, 'GET', `/api/invoices/${first.id}`)).status).toBe('paid');
    expect(await must(app, admin, 'GET', `/api/invoices/${second.id}`)).toMatchObject({
      status: 'partial',
      amountPaid: 525_000,
    });
    expect(await row(paid.id)).toMatchObject({ allocated: 1_575_000, unallocated: 1_425_000 });
    expect((await ledgerOf(c.id)).balances['cash']).toBe(cashBefore);
    expect(await creditsOf(c.id)).toBe(1_425_000);
    const payments = await must(app, admin, 'POST', '/api/v1/payments/list', { userIds: [c.id] });
    expect(payments.results.map((p: { id: number }) => p.id)).toEqual([paid.id]);

    // Beyond what the named invoice still owes: refused, nothing moved.
    const over = await call('POST', '/api/payments', {
      userId: c.id,
      mode: 'credits',
      amount: 600_000,
      invoiceIds: [second.id],
    });
    expect(over.status).toBe(400);
    expect(JSON.stringify(over.body)).toContain(PAYMENT_MESSAGES.overOpenBalance);
    expect(await row(paid.id)).toMatchObject({ unallocated: 1_425_000 });
    await assertMoneyInvariants(app, [c.id]);
  });

  it('is refused beyond the credit, and with no open invoice', async () => {
    const c = await makeCustomer(app, admin);
    await must(app, admin, 'POST', '/api/payments', manualPayment(c, 500_000));
    const none = await call('POST', '/api/payments', { userId: c.id, mode: 'credits', amount: 100_000 });
    expect(none.status).toBe(400);
    expect(JSON.stringify(none.body)).toContain(PAYMENT_MESSAGES.noOpenInvoice);
    await invoiceOf(c);
    const over = await call('POST', '/api/payments', { userId: c.id, mode: 'credits', amount: 600_000 });
    expect(over.status).toBe(400);
    expect(JSON.stringify(over.body)).toContain(PAYMENT_MESSAGES.overCredit);
    expect(await creditsOf(c.id)).toBe(500_000);
    await assertMoneyInvariants(app, [c.id]);
  });
});

describe("the customer's credits", () => {
  it('are the ledger’s credit on the customer record, in the list and its sort; a typed credit is refused', async () => {
    const c = await makeCustomer(app, admin);
    await must(app, admin, 'POST', '/api/payments', manualPayment(c, 2_500_000));
    await app.settle();
    expect((await must(app, admin, 'GET', `/api/users/${c.id}`)).credits).toBe(2_500_000);
    expect(await creditsOf(c.id)).toBe(2_500_000);
    const listed = await must(app, admin, 'POST', '/api/v1/users/list', {
      ids: [c.id],
      sortBy: 'credits',
      sortOrder: 'DESC',
    });
    expect(listed.results.map((u: { id: number; credits: number }) => [u.id, u.credits])).toEqual([[c.id, 2_500_000]]);
    // Sorted by credits over every customer: the ledger's figure decides the order too.
    const top = await must(app, admin, 'POST', '/api/v1/users/list', {
      sortBy: 'credits',
      sortOrder: 'DESC',
      limit: 5,
    });
    const figures = top.results.map((u: { credits: number }) => u.credits);
    expect(figures).toEqual([...figures].sort((a: number, b: number) => b - a));
    expect(figures[0]).toBeGreaterThanOrEqual(2_500_000);

    // Typing credits would be money outside the ledger: refused on create and on edit, nothing stored.
    for (const [method, path, body] of [
      [
        'POST',
        '/api/users',
        {
          name: 'Typed Credit',
          email: `typed.${Date.now()}@example.com`,
          phone: '+971501234567',
          countryId: 1,
          partnerId: 1,
          credits: 500_000,
        },
      ],
      ['PATCH', `/api/users/${c.id}`, { credits: 900_000 }],
    ] as const) {
      const r = await call(method, path, body);
      expect(r.status).toBe(400);
      expect(JSON.stringify(r.body)).toContain(CREDITS_BY_MONEY_MESSAGE);
    }
    expect((await must(app, admin, 'GET', `/api/users/${c.id}`)).credits).toBe(2_500_000);
  });
});
