import { invoiceDueDate, PAYMENT_MESSAGES } from '@console/contracts';
import { sql } from 'kysely';
import { requestOfCustomer } from '../support/customer-request.js';
import { DEMO_PASSWORD_HASH, startTestApp, type TestApp } from '../support/test-app.js';
import { expectSameTables, rebuild } from '../support/rebuild.js';

let app: TestApp;
let admin: string;
/** A customer of country 1 (AED, VAT 5 %) with an order, and one of its requests. */
let customer: { userId: number; orderId: number; requestId: number };

const today = new Date().toISOString().slice(0, 10);
const year = Number(today.slice(0, 4));

beforeAll(async () => {
  app = await startTestApp(20, undefined, 120);
  admin = await app.token('admin');
  const orders = (
    await read('/api/v1/orders/list', admin, { limit: 50, countryIds: [1], statuses: ['confirmed', 'complete'] })
  ).body.results as { id: number; userId: number }[];
  const order = orders[0]!;
  // A charge's request exists and is its customer's (issue 30).
  customer = { userId: order.userId, orderId: order.id, requestId: await requestOfCustomer(app, admin, order.userId) };
}, 180_000);
afterAll(() => app.stop());

const RESOURCE = /^\/api\/(charges|invoices|payments|cards)/;

/**
 * A write, answered with its row. The API answers once the read models caught up, or 202 after 2 s on a loaded
 * machine: then the row is read again once they have.
 */
const write = async (method: string, path: string, body?: unknown, token = admin) => {
  const r = await app.call(method, path, token, body);
  if (r.status !== 202) return r;
  await app.settle();
  const resource = RESOURCE.exec(path)![1];
  const again = await read(`/api/${resource}/${r.body.id}`, token);
  return { ...again, status: method === 'POST' ? 201 : 200 };
};
const read = async (path: string, token = admin, body?: unknown) => {
  await app.settle();
  return app.call(body === undefined ? 'GET' : 'POST', path, token, body);
};

const chargeBody = (over: Record<string, unknown> = {}) => ({
  userId: customer.userId,
  countryId: 1,
  type: 'storage',
  currency: 'AED',
  orderId: customer.orderId,
  amount: 10_000_000,
  year,
  month: 11,
  startDate: 1,
  endDate: 30,
  requestId: customer.requestId,
  ...over,
});

it("the demo's complete orders have their invoices, paid, partial and unpaid", async () => {
  const complete = (await read('/api/v1/orders/list', admin, { limit: 100, statuses: ['complete'] })).body.results as {
    id: number;
    hasInvoice: boolean;
    hasCharges: boolean;
  }[];
  expect(complete.length).toBeGreaterThan(2);
  const invoices = (await read('/api/v1/invoices/list', admin, { limit: 200, types: ['order'] })).body.results as {
    orderId: number;
    status: string;
  }[];
  const billed = new Set(invoices.map((i) => i.orderId));
  expect(complete.filter((o) => o.hasInvoice).every((o) => billed.has(o.id))).toBe(true);
  expect(new Set(invoices.map((i) => i.status))).toEqual(new Set(['paid', 'partial', 'unpaid']));
});

describe('charges', () => {
  it("refuses a bad form with the spec's messages", async () => {
    const r = await write('POST', '/api/charges', { type: 'custom', amount: 'x' });
    expect(r.status).toBe(400);
    const messages = (r.body.errors as { message: string }[]).map((e) => e.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        'Country is required',
        'User is required',
        'Amount is required',
        'Year is required',
        'Request is required',
        'Description is required',
      ]),
    );
    expect(messages).not.toContain('Order is required');
    const zero = await write('POST', '/api/charges', chargeBody({ amount: 0 }));
    expect(zero.body.errors).toEqual([{ path: 'amount', message: 'Amount must be a positive number' }]);
  });

  it('creates a charge with the customer names; a credit shows negative', async () => {
    const r = await write('POST', '/api/charges', chargeBody());
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({
      type: 'storage',
      amount: 10_000_000,
      signedAmount: 10_000_000,
      invoiceId: null,
      countryName: 'UAE',
    });
    expect(r.body.userName).toEqual(expect.any(String));
    const credit = await write(
      'POST',
      '/api/charges',
      chargeBody({ type: 'credit', amount: 500_000, description: 'Goodwill' }),
    );
    expect(credit.body.signedAmount).toBe(-500_000);
  });
});

describe('an invoice and its payments', () => {
  let invoiceId: number;
  let rent: number;
  let discount: number;

  it('issues an invoice: number, due date, VAT 5 %, status unpaid; its charges are taken', async () => {
    rent = (await write('POST', '/api/charges', chargeBody())).body.id;
    discount = (
      await write(
        'POST',
        '/api/charges',
        chargeBody({ type: 'discount', orderId: null, amount: 1_000_000, description: 'Loyalty' }),
      )
    ).body.id;
    const r = await write('POST', '/api/invoices', {
      userId: customer.userId,
      type: 'order',
      date: today,
      chargeIds: [rent, discount],
    });
    expect(r.status).toBe(201);
    invoiceId = r.body.id;
    // (1,000.00 − 100.00) = 900.00 before tax, 45.00 VAT, 945.00 in all.
    expect(r.body).toMatchObject({
      invoiceNumber: `INAE${invoiceId}`,
      dueDate: invoiceDueDate(today),
      status: 'unpaid',
      currency: 'AED',
      amountBeforeTax: 9_000_000,
      taxAmount: 450_000,
      amount: 9_450_000,
      amountPaid: 0,
      balance: 9_450_000,
      chargeIds: [rent, discount],
    });
    const charges = await read('/api/v1/charges/list', admin, { invoiceIds: [invoiceId] });
    expect(charges.body.results.map((c: { id: number }) => c.id).sort()).toEqual([rent, discount].sort());
    const unattached = await read(`/api/charges?userId=${customer.userId}&invoiceId=null`, admin);
    expect(unattached.body.data.map((c: { id: number }) => c.id)).not.toContain(rent);
  });

  it('never puts a charge on two invoices; a credit note takes only credits', async () => {
    const twice = await write('POST', '/api/invoices', {
      userId: customer.userId,
      type: 'order',
      date: today,
      chargeIds: [rent],
    });
    expect(twice.status).toBe(400);
    expect(twice.body.errors[0].message).toBe('The charge is already on another invoice');
    const storage = (await write('POST', '/api/charges', chargeBody())).body.id;
    const note = await write('POST', '/api/invoices', {
      userId: customer.userId,
      type: 'creditNote',
      date: today,
      chargeIds: [storage],
    });
    expect(note.status).toBe(400);
    expect(note.body.errors[0].message).toBe('A credit note takes only credit charges');
    // Nothing was claimed by the refused invoices.
    expect((await read(`/api/charges/${storage}`, admin)).body.invoiceId).toBeNull();
  });

  it('a charge edit moves the invoice totals', async () => {
    const r = await write('PATCH', `/api/charges/${rent}`, { amount: 12_000_000 });
    expect(r.status).toBe(200);
    const inv = (await read(`/api/invoices/${invoiceId}`, admin)).body;
    // 1,200.00 − 100.00 = 1,100.00; VAT 55.00; 1,155.00.
    expect(inv).toMatchObject({ amountBeforeTax: 11_000_000, taxAmount: 550_000, amount: 11_550_000 });
  });

  it('a manual payment is complete and allocated: partial, then paid; a refund gives it back', async () => {
    const tap = await write('POST', '/api/payments', {
      userId: customer.userId,
      mode: 'tap',
      amount: 10_000,
      paidAt: new Date().toISOString(),
    });
    expect(tap.status).toBe(400);
    const first = await write('POST', '/api/payments', {
      userId: customer.userId,
      mode: 'cod',
      amount: 5_000_000,
      paidAt: new Date().toISOString(),
      invoiceIds: [invoiceId],
    });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ type: 'payment', status: 'complete', currency: 'AED', invoiceIds: [invoiceId] });
    let inv = (await read(`/api/invoices/${invoiceId}`, admin)).body;
    expect(inv).toMatchObject({
      status: 'partial',
      amountPaid: 5_000_000,
      balance: 6_550_000,
      paymentIds: [first.body.id],
    });
    // More than the invoice's open balance is refused and stores nothing (issue 30 §3).
    const over = await write('POST', '/api/payments', {
      userId: customer.userId,
      mode: 'bank_transfer',
      amount: 7_000_000,
      paidAt: '2026-11-20T09:00:00.000Z',
      invoiceIds: [invoiceId],
    });
    expect(over.status).toBe(400);
    expect(over.body.errors[0].message).toBe(PAYMENT_MESSAGES.overOpenBalance);
    const second = await write('POST', '/api/payments', {
      userId: customer.userId,
      mode: 'bank_transfer',
      amount: 6_550_000,
      paidAt: '2026-11-20T09:00:00.000Z',
      invoiceIds: [invoiceId],
    });
    expect(second.status).toBe(201);
    inv = (await read(`/api/invoices/${invoiceId}`, admin)).body;
    expect(inv).toMatchObject({
      status: 'paid',
      amountPaid: 11_550_000,
      balance: 0,
      paidAt: '2026-11-20T09:00:00.000Z',
    });
    // Pay is offered only for unpaid or partial: a new payment cannot name a paid invoice.
    const again = await write('POST', '/api/payments', {
      userId: customer.userId,
      mode: 'cod',
      amount: 10_000,
      paidAt: new Date().toISOString(),
      invoiceIds: [invoiceId],
    });
    expect(again.status).toBe(400);
    // A complete payment is not edited, not even its status (issue 30 §4): it is refunded by its own call.
    expect((await write('PATCH', `/api/payments/${second.body.id}`, { amount: 1 })).status).toBe(409);
    expect((await write('PATCH', `/api/payments/${second.body.id}`, { status: 'refunded' })).status).toBe(409);
    const refunded = await write('POST', `/api/v1/payments/${second.body.id}/refund`, {});
    expect(refunded.body.status).toBe('refunded');
    inv = (await read(`/api/invoices/${invoiceId}`, admin)).body;
    expect(inv).toMatchObject({ status: 'partial', amountPaid: 5_000_000, paidAt: null });
    const byInvoice = await read('/api/v1/payments/list', admin, { invoiceIds: [invoiceId], statuses: ['complete'] });
    expect(byInvoice.body.results.map((p: { id: number }) => p.id)).toEqual([first.body.id]);
    // The receipt of a complete payment, by bearer token or by a signed link; none for a refunded one.
    const pdf = await fetch(`${app.url}/pdf/receipt?id=${first.body.id}`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect([pdf.status, pdf.headers.get('content-type')]).toEqual([200, 'application/pdf']);
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const link = (await read(`/api/v1/payments/${first.body.id}/receipt-link`)).body.url as string;
    expect((await fetch(`${app.url}${link}`)).status).toBe(200);
    expect(
      (await fetch(`${app.url}/pdf/receipt?id=${second.body.id}`, { headers: { authorization: `Bearer ${admin}` } }))
        .status,
    ).toBe(409);
    // Send Receipt (spec 3 §2, §7 Tasks): the MAIL_RECEIPT_TO_CUSTOMER {paymentId} task of a complete payment only.
    const sent = await app.call('POST', `/api/v1/payments/${first.body.id}/send-receipt`, admin);
    expect(sent.status).toBe(201);
    const task = (await read(`/api/tasks/${sent.body.taskId}`)).body;
    expect(task).toMatchObject({ type: 'MAIL_RECEIPT_TO_CUSTOMER', status: 'new' });
    expect(JSON.parse(task.data)).toEqual({ paymentId: first.body.id });
    const refundedReceipt = await app.call('POST', `/api/v1/payments/${second.body.id}/send-receipt`, admin);
    expect([refundedReceipt.status, refundedReceipt.body.message]).toEqual([
      409,
      'A receipt is for a complete payment',
    ]);
    expect((await app.call('POST', '/api/v1/payments/99999999/send-receipt', admin)).status).toBe(404);
    expect((await app.call('POST', '/api/v1/payments/abc/send-receipt', admin)).status).toBe(400);
    // Only a role that sees payments sends their receipts (the partner role has no payments: spec 3 §2).
    const partner = await app.token('partner');
    expect((await app.call('POST', `/api/v1/payments/${first.body.id}/send-receipt`, partner)).status).toBe(403);
  });

  it('cancelling: not with payments; allowed by month and role; the charges are let go', async () => {
    expect((await write('DELETE', `/api/invoices/${invoiceId}`)).status).toBe(409);
    const charge = (await write('POST', '/api/charges', chargeBody())).body.id;
    const inv = (
      await write('POST', '/api/invoices', {
        userId: customer.userId,
        type: 'service',
        date: today,
        chargeIds: [charge],
      })
    ).body.id;
    const staff = await app.token('accounts-staff');
    expect(
      (await write('PATCH', `/api/invoices/${inv}`, { dueDate: invoiceDueDate(invoiceDueDate(today)) }, staff)).status,
    ).toBe(403);
    expect((await write('DELETE', `/api/invoices/${inv}`, undefined, staff)).status).toBe(403);
    const finance = await app.token('finance');
    const cancelled = await write('DELETE', `/api/invoices/${inv}`, undefined, finance);
    expect(cancelled.body.status).toBe('cancelled');
    expect((await read(`/api/charges/${charge}`, admin)).body.invoiceId).toBeNull();
  });

  it('lists filter as spec 1 §7.2 says, and a partner sees only its own invoices', async () => {
    const partial = await read('/api/v1/invoices/list', admin, {
      statuses: ['partial'],
      userIds: [customer.userId],
      dates: { from: today, to: today },
    });
    expect(partial.body.results.map((i: { id: number }) => i.id)).toContain(invoiceId);
    const search = await read('/api/v1/invoices/list', admin, { searchTerm: `INAE${invoiceId}` });
    expect(search.body.results[0].id).toBe(invoiceId);
    const partner = await app.token('partner');
    const theirs = await read('/api/v1/invoices/list', partner, { limit: 100 });
    expect(theirs.status).toBe(200);
    expect(theirs.body.results.every((i: { partnerId: number }) => i.partnerId === 2)).toBe(true);
    expect((await read('/api/v1/charges/list', partner, {})).status).toBe(403);
    expect((await read('/api/v1/payments/list', partner, {})).status).toBe(403);
  });

  it("a search finds a row by its own words or by its customer's name, in any case", async () => {
    const named = async (table: 'rm.invoices' | 'rm.payments', term: string) =>
      (
        await sql<{ id: number }>`
          SELECT i.id FROM ${sql.table(table)} i JOIN rm.users u ON u.id = i."userId"
           WHERE lower(u.name) LIKE ${`%${term.toLowerCase()}%`} ORDER BY i.id DESC`.execute(app.infra.db)
      ).rows.map((r) => r.id);
    const { userName } = (await read('/api/v1/invoices/list', admin, { limit: 1 })).body.results[0] as {
      userName: string;
    };
    // The customer's last name alone, upper-cased: the customers who share it are found too.
    const term = userName.split(' ').at(-1)!.toUpperCase();
    for (const [path, table] of [
      ['/api/v1/invoices/list', 'rm.invoices'],
      ['/api/v1/payments/list', 'rm.payments'],
    ] as const) {
      const expected = await named(table, term);
      expect(expected.length).toBeGreaterThan(0);
      const found = await read(path, admin, { searchTerm: term, limit: 100 });
      expect(found.body.totalCount).toBe(expected.length);
      expect(found.body.results.map((r: { id: number }) => r.id)).toEqual(expected.slice(0, 100));
      // Any page of it, the other order, and with another filter.
      const second = await read(path, admin, { searchTerm: term, limit: 2, page: 2, sortOrder: 'ASC' });
      expect(second.body.results.map((r: { id: number }) => r.id)).toEqual([...expected].reverse().slice(2, 4));
      const byAmount = await read(path, admin, { searchTerm: term, limit: 100, sortBy: 'amount' });
      expect(byAmount.body.results.map((r: { id: number }) => r.id).sort()).toEqual(expected.slice(0, 100).sort());
      const { userId } = found.body.results[0] as { userId: number };
      const theirs = await read(path, admin, { searchTerm: term, userIds: [userId], limit: 100 });
      expect(theirs.body.results.every((r: { userId: number }) => r.userId === userId)).toBe(true);
      expect(theirs.body.totalCount).toBe((await read(path, admin, { userIds: [userId], limit: 1 })).body.totalCount);
      // The generic call's q searches the same way.
      const generic = await read(`/api/${table.slice(3)}?q=${encodeURIComponent(term)}&$limit=5`);
      expect(generic.body.total).toBe(expected.length);
    }
    const payment = (await read('/api/v1/payments/list', admin, { limit: 1 })).body.results[0] as { id: number };
    const byId = await read('/api/v1/payments/list', admin, { searchTerm: String(payment.id), limit: 100 });
    expect(byId.body.results.map((r: { id: number }) => r.id)).toContain(payment.id);
    const nobody = await read('/api/v1/invoices/list', admin, { searchTerm: 'zz-no-such-customer-zz' });
    expect(nobody.body).toMatchObject({ results: [], totalCount: 0 });
  });

  it('finds a reference with a common prefix by the whole term, wherever the term stands in it', async () => {
    // Another customer than the file's: these payments are credits on its account.
    const invoices = (await read('/api/v1/invoices/list', admin, { limit: 50, countryIds: [1] })).body.results as {
      userId: number;
    }[];
    const userId = invoices.find((i) => i.userId !== customer.userId)!.userId;
    const made = new Map<string, number>();
    // The term's words are all in the last two, not the term itself.
    for (const reference of ['PAYREF-73519', 'gw-payref-735190', 'PAYREF 73519', 'PAYREF-73518 73519']) {
      const r = await write('POST', '/api/payments', {
        userId,
        mode: 'cod',
        amount: 10_000,
        paidAt: new Date().toISOString(),
        reference,
      });
      expect(r.status).toBe(201);
      made.set(reference, r.body.id as number);
    }
    const expected = [made.get('gw-payref-735190'), made.get('PAYREF-73519')];
    const found = await read('/api/v1/payments/list', admin, { searchTerm: 'PAYREF-73519', limit: 100 });
    expect(found.body.results.map((r: { id: number }) => r.id)).toEqual(expected);
    expect(found.body.totalCount).toBe(2);
    const byAmount = await read('/api/v1/payments/list', admin, { searchTerm: 'payref-73519', sortBy: 'amount' });
    expect(byAmount.body.results.map((r: { id: number }) => r.id).sort()).toEqual([...expected].sort());
    expect((await read('/api/payments?q=payref-73519&$limit=5')).body.total).toBe(2);
  });
});

describe('cards', () => {
  it('saves masked cards only; one default card per customer', async () => {
    const full = await write('POST', '/api/cards', {
      userId: customer.userId,
      cardNumber: '4111111111111111',
      tokenName: 't',
      mode: 'payfort',
    });
    expect(full.status).toBe(400);
    const a = (
      await write('POST', '/api/cards', {
        userId: customer.userId,
        cardNumber: '411111******1111',
        expiryDate: '0829',
        tokenName: 'a',
        mode: 'payfort',
        default: true,
      })
    ).body;
    const b = (
      await write('POST', '/api/cards', {
        userId: customer.userId,
        cardNumber: '555555******4444',
        expiryDate: '0130',
        tokenName: 'b',
        mode: 'payfort',
      })
    ).body;
    expect(a.default).toBe(true);
    await write('PATCH', `/api/cards/${b.id}`, { default: true });
    const list = await read('/api/v1/cards/list', admin, { userIds: [customer.userId] });
    expect(list.body.results.map((c: { id: number; default: boolean }) => [c.id, c.default])).toEqual([
      [b.id, true],
      [a.id, false],
    ]);
    await write('PATCH', `/api/cards/${a.id}`, { status: 'inactive' });
    expect((await write('PATCH', `/api/cards/${a.id}`, { default: true })).status).toBe(409);
  });
});

describe("the order's Create Invoice", () => {
  it('makes real charges and an invoice of type order; a second time is refused', async () => {
    const orders = (await read('/api/v1/orders/list', admin, { limit: 100, statuses: ['confirmed'], countryIds: [1] }))
      .body.results as {
      id: number;
      userId: number;
      hasInvoice: boolean;
      hasCharges: boolean;
      customerPostpaid: boolean;
      customerRent: number | null;
    }[];
    const order = orders.find(
      (o) => !o.hasInvoice && !o.hasCharges && !o.customerPostpaid && (o.customerRent ?? 0) > 0,
    )!;
    expect(order).toBeDefined();
    const r = await app.call('PATCH', `/api/orders/${order.id}`, admin, { action: 'CREATE_INVOICE', serviceIds: [] });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      hasInvoice: true,
      chargeUpdateStatus: 'chargeUpdated',
      invoiceId: expect.any(Number),
    });
    const invoice = (await read(`/api/invoices/${r.body.invoiceId}`)).body;
    expect(invoice).toMatchObject({
      type: 'order',
      orderId: order.id,
      userId: order.userId,
      status: 'unpaid',
      chargeIds: r.body.chargeIds,
    });
    const charges = (await read('/api/v1/charges/list', admin, { invoiceIds: [invoice.id] })).body.results as {
      type: string;
      orderId: number | null;
      signedAmount: number;
    }[];
    expect(charges.find((c) => c.type === 'storage')).toMatchObject({ orderId: order.id });
    expect(invoice.amountBeforeTax).toBe(charges.reduce((s, c) => s + c.signedAmount, 0));
    const again = await app.call('PATCH', `/api/orders/${order.id}`, admin, {
      action: 'CREATE_INVOICE',
      serviceIds: [],
    });
    expect(again.status).toBeGreaterThanOrEqual(400);
  });
});

describe("Complete's invoice condition (spec 2 §4): an invoice or charges for the order, however made", () => {
  it('a charge on the charge form naming the order makes it completable; deleting it takes that back', async () => {
    // A confirmed demo order with nothing billed yet, a size, an amount, and a customer who is not postpaid.
    const confirmed = (
      await read('/api/v1/orders/list', admin, { limit: 100, statuses: ['confirmed'], countryIds: [1] })
    ).body.results as {
      id: number;
      userId: number;
      hasInvoice: boolean;
      hasCharges: boolean;
      customerPostpaid: boolean;
      amount: number | null;
      size: number | null;
    }[];
    const order = confirmed.find(
      (o) => !o.hasInvoice && !o.hasCharges && !o.customerPostpaid && o.amount !== 0 && (o.size ?? 0) > 0,
    )!;
    const { id } = order;
    const customerId = order.userId;
    const sales = admin;
    expect((await app.call('PATCH', `/api/orders/${id}`, sales, { status: 'complete' })).body.message).toBe(
      'Order cannot be completed before an invoice or charges exist',
    );
    // The order's customer's own request (issue 30: a charge's request is its customer's).
    const request = { id: await requestOfCustomer(app, admin, customerId) };
    const charge = await app.call('POST', '/api/charges', admin, {
      userId: customerId,
      countryId: 1,
      type: 'service',
      currency: 'AED',
      orderId: id,
      amount: 1_000_000,
      year,
      month: 12,
      startDate: 1,
      endDate: 31,
      requestId: request.id,
    });
    expect(charge.status).toBe(201);
    await app.settle();
    // The console's row says what the server decides: the order has charges, so Complete is offered.
    expect((await app.call('GET', `/api/orders/${id}`, sales)).body).toMatchObject({ hasCharges: true });
    const deleted = await app.call('DELETE', `/api/charges/${charge.body.id}`, admin);
    expect(deleted.status).toBe(200);
    await app.settle();
    expect((await app.call('GET', `/api/orders/${id}`, sales)).body).toMatchObject({ hasCharges: false });
    expect((await app.call('PATCH', `/api/orders/${id}`, sales, { status: 'complete' })).status).toBe(409);
    // An invoice on the invoice form naming the order (with a charge of its customer) counts too.
    const again = await app.call('POST', '/api/charges', admin, {
      userId: customerId,
      countryId: 1,
      type: 'custom',
      description: 'Extra handling',
      currency: 'AED',
      amount: 500_000,
      year,
      month: 12,
      startDate: 1,
      endDate: 31,
      requestId: request.id,
    });
    const invoice = await app.call('POST', '/api/invoices', admin, {
      userId: customerId,
      type: 'service',
      orderId: id,
      date: new Date().toISOString().slice(0, 10),
      chargeIds: [again.body.id],
    });
    expect(invoice.status).toBe(201);
    await app.settle();
    expect((await app.call('GET', `/api/orders/${id}`, sales)).body).toMatchObject({ hasInvoice: true });
    const complete = await app.call('PATCH', `/api/orders/${id}`, sales, { status: 'complete' });
    expect([complete.status, complete.body.status]).toEqual([200, 'complete']);
  });
});

describe('the partner scope of every accounting call', () => {
  it("a partner user holding the finance role sees and changes only its own partner's rows", async () => {
    // The partner role alone has no charges, payments or cards (spec 3 §2): give one the finance role as well, so
    // every call passes its permission and only the partner scope stands between it and partner 1's rows.
    const email = `acc-partner-finance-${Date.now()}@example.test`;
    const made = await app.call('POST', '/api/users', admin, {
      type: 'partner',
      name: 'Partner Finance',
      email,
      phone: '+971500000078',
      partnerId: 2,
      countryId: 1,
      roles: ['partner', 'finance'],
      password: DEMO_PASSWORD_HASH,
    });
    expect([201, 202]).toContain(made.status);
    await app.settle();
    const p2 = await app.token(email);
    // Partner 1's rows: an invoice with its customer, one of its charges and a complete payment.
    const invoice = (
      await read('/api/v1/invoices/list', admin, { partnerIds: [1], statuses: ['partial', 'paid'], limit: 1 })
    ).body.results[0] as { id: number; userId: number; chargeIds: number[]; paymentIds: number[] };
    const [chargeId, paymentId, userId] = [invoice.chargeIds[0]!, invoice.paymentIds[0]!, invoice.userId];
    const card = (await read('/api/v1/cards/list', admin, { partnerIds: [1], limit: 1 })).body.results[0] as
      { id: number } | undefined;
    // Lists hold only partner 2's rows.
    for (const list of ['invoices', 'charges', 'payments', 'cards']) {
      const r = await read(`/api/v1/${list}/list`, p2, { limit: 100 });
      expect({ list, status: r.status }).toEqual({ list, status: 200 });
      expect(r.body.results.every((x: { partnerId: number }) => x.partnerId === 2)).toBe(true);
      const generic = await read(`/api/${list}?$limit=50`, p2);
      expect(generic.body.data.every((x: { partnerId: number }) => x.partnerId === 2)).toBe(true);
    }
    // Another partner's rows are not found, to read, change, delete, print or mail.
    const notFound: [string, string, unknown?][] = [
      ['GET', `/api/invoices/${invoice.id}`],
      ['PATCH', `/api/invoices/${invoice.id}`, { dueDate: today }],
      ['DELETE', `/api/invoices/${invoice.id}`],
      ['GET', `/api/charges/${chargeId}`],
      ['PATCH', `/api/charges/${chargeId}`, { notes: 'taken over' }],
      ['DELETE', `/api/charges/${chargeId}`],
      ['GET', `/api/payments/${paymentId}`],
      ['PATCH', `/api/payments/${paymentId}`, { status: 'refunded' }],
      ['DELETE', `/api/payments/${paymentId}`],
      ['POST', `/api/v1/payments/${paymentId}/send-receipt`],
      ['GET', `/api/v1/payments/${paymentId}/receipt-link`],
      ['GET', `/api/user-stats/${userId}`],
      ...(card
        ? ([
            ['GET', `/api/cards/${card.id}`],
            ['PATCH', `/api/cards/${card.id}`, { default: true }],
            ['DELETE', `/api/cards/${card.id}`],
          ] as [string, string][])
        : []),
    ];
    for (const [method, path, body] of notFound)
      expect({ method, path, status: (await app.call(method, path, p2, body)).status }).toEqual({
        method,
        path,
        status: 404,
      });
    // The ledger is billing, which spec 3 §6 hides from partner users (issue 30 §10): refused whoever's customer.
    expect((await app.call('GET', `/api/v1/ledger/${userId}`, p2)).status).toBe(403);
    // Partner 1's stats: refused (partner-stats is not the finance role's; a partner holding it gets 404).
    expect([403, 404]).toContain((await app.call('GET', '/api/partner-stats/1', p2)).status);
    expect(
      (await fetch(`${app.url}/pdf/receipt?id=${paymentId}`, { headers: { authorization: `Bearer ${p2}` } })).status,
    ).toBe(404);
    // The statement is billing: refused to partner users whoever's customer (spec 3 §6).
    expect(
      (await fetch(`${app.url}/pdf/statement?id=${userId}`, { headers: { authorization: `Bearer ${p2}` } })).status,
    ).toBe(403);
    expect(
      (
        await fetch(`${app.url}/api/v1/documents/invoice/${invoice.id}/view`, {
          headers: { authorization: `Bearer ${p2}` },
        })
      ).status,
    ).toBe(404);
    // Nothing is made for another partner's customer: answered as an unknown user.
    const unknownUser = { path: 'userId', message: `No user found for id '${userId}'` };
    const creates: [string, unknown][] = [
      ['/api/charges', chargeBody({ userId, orderId: null, type: 'custom', description: 'Taken over' })],
      ['/api/invoices', { userId, type: 'service', date: today, chargeIds: [] }],
      ['/api/payments', { userId, mode: 'cod', amount: 10_000, paidAt: new Date().toISOString() }],
      ['/api/cards', { userId, cardNumber: '411111******1111', expiryDate: '1230', tokenName: 'tok_x' }],
    ];
    for (const [path, body] of creates) {
      const r = await app.call('POST', path, p2, body);
      expect({ path, status: r.status, errors: r.body.errors }).toEqual({ path, status: 400, errors: [unknownUser] });
    }
    const capture = await app.call('POST', '/api/payfort-capture', p2, { userId, amount: 10_000 });
    expect(capture.status).toBe(404);
    // The rows are untouched.
    expect((await read(`/api/invoices/${invoice.id}`)).body.status).toMatch(/partial|paid/);
    expect((await read(`/api/charges/${chargeId}`)).status).toBe(200);
  });
});

it('a rebuild of the accounting read models gives the live tables, row for row', async () => {
  await app.call('PATCH', `/api/users/${customer.userId}`, admin, { name: 'Renamed Accounting Customer' });
  await app.settle();
  const tables = ['rm.charges', 'rm.invoices', 'rm.payments', 'rm.cards', 'rm.accounting_refs'];
  const snapshot = async (table: string) =>
    (await sql<Record<string, unknown>>`SELECT * FROM ${sql.table(table)} ORDER BY 1, 2`.execute(app.infra.db)).rows;
  const live = await Promise.all(tables.map(snapshot));
  expect(
    live[1]!.every((i) => i['userId'] !== customer.userId || i['userName'] === 'Renamed Accounting Customer'),
  ).toBe(true);
  expect(live[1]!.length).toBeGreaterThan(0);
  await rebuild(app, ['accounting']);
  const rebuilt = await Promise.all(tables.map(snapshot));
  expectSameTables(tables, rebuilt, live);
});
