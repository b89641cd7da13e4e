import { eventually } from '../support/eventually.js';
import { requestOfCustomer } from '../support/customer-request.js';
import { startWithLocalGateways, type LocalGateways } from '../support/local-gateways.js';
import type { TestApp } from '../support/test-app.js';

/**
 * Issue 15 §5: capture by saved card and payment links against the local PayFort and Tap servers (which speak the
 * gateways' protocols): a success, a declined card, a timeout after the gateway charged, a repeated callback. The
 * gateways' own books (their captured transactions) prove that nobody is charged twice, the payments that nobody
 * is credited twice.
 */
// A gateway answer later than 500 ms is lost; the local servers answer a "slow" card after 2 s, having charged it.
process.env['GATEWAY_TIMEOUT_MS'] = '500';
process.env['GATEWAY_LOCAL_SLOW_MS'] = '2000';
// The sweep settles pending card payments older than 3 s, every second.
process.env['GATEWAY_RECONCILE_EVERY_MS'] = '1000';
process.env['GATEWAY_RECONCILE_AFTER_MS'] = '3000';

let app: TestApp;
let admin: string;
let local: LocalGateways;
const today = new Date().toISOString().slice(0, 10);

beforeAll(async () => ({ app, admin, local } = await startWithLocalGateways()), 300_000);
afterAll(() => app.stop());

/**
 * A call, answered with its row: on a loaded machine the API answers 202 before its read models caught up (or a
 * capture's row without its columns yet), so the row is read again once they have. A capture's 202 with a message
 * is a pending payment, and stays that answer.
 */
const call = async (method: string, path: string, body?: unknown) => {
  const r = await app.call(method, path, admin, body);
  const resource =
    /^\/api\/(users|cards|charges|invoices)$/.exec(path)?.[1] ?? (/-capture$/.test(path) ? 'payments' : undefined);
  const pending = r.status === 202 && typeof r.body?.message === 'string';
  if (!resource || r.status >= 300 || pending || typeof r.body?.id !== 'number') return r;
  await app.settle();
  const again = await app.call('GET', `/api/${resource}/${r.body.id}`, admin);
  return { ...again, status: r.status === 202 ? 201 : r.status };
};

const customer = async (countryId: number, over: Record<string, unknown> = {}): Promise<number> => {
  const r = await call('POST', '/api/users', {
    name: 'Card Customer',
    email: `card.${Math.random().toString(36).slice(2)}@example.com`,
    phone: '+971501234567',
    countryId,
    ...over,
  });
  expect(r.status).toBe(201);
  return r.body.id as number;
};
const card = async (userId: number, tokenName: string, mode: string): Promise<number> => {
  const r = await call('POST', '/api/cards', {
    userId,
    cardNumber: '400555******0001',
    expiryDate: '0830',
    tokenName,
    mode,
    default: true,
  });
  expect(r.status).toBe(201);
  return r.body.id as number;
};
/** An unpaid invoice of the customer: one custom charge of `amount` (VAT on top in country 1). */
const invoice = async (userId: number, countryId: number, currency: string, amount: number) => {
  const charge = await call('POST', '/api/charges', {
    userId,
    countryId,
    type: 'custom',
    currency,
    amount,
    description: 'Storage',
    year: 2026,
    month: 11,
    startDate: 1,
    endDate: 30,
    // A charge names a request (spec 3 §5), the customer's own (issue 30).
    requestId: await requestOfCustomer(app, admin, userId),
  });
  expect(charge.status).toBe(201);
  const r = await call('POST', '/api/invoices', { userId, type: 'other', date: today, chargeIds: [charge.body.id] });
  expect(r.status).toBe(201);
  return r.body as { id: number; amount: number; status: string };
};
const paymentsOf = async (userId: number) => {
  await app.settle();
  return (await app.call('POST', '/api/v1/payments/list', admin, { userIds: [userId], limit: 50 })).body.results as {
    id: number;
    status: string;
    mode: string;
    amount: number;
  }[];
};
/**
 * What the local gateway took for the payment's attempt: `payment-<id>`, or `invoice-<invoice>-capture-<id>` for a
 * capture of an invoice (issue 30), counted by the server per reference.
 */
const capturedFor = (provider: 'payfort' | 'tap', paymentId: number) => {
  const ofPayment = new RegExp(`^(?:payment|invoice-\\d+-capture)-${paymentId}$`);
  return provider === 'payfort'
    ? local.payfort.captured().filter((t) => ofPayment.test(t.merchantReference)).length
    : local.tap.captured().filter((c) => ofPayment.test((c['reference'] as { idempotent?: string }).idempotent ?? ''))
        .length;
};

/** The hidden inputs of a page's first form, and where it posts. */
const formOf = (html: string): { action: string; fields: Record<string, string> } => {
  const action = /<form method="post" action="([^"]+)"/.exec(html)![1]!.replace(/&#38;/g, '&');
  const fields: Record<string, string> = {};
  const form = html.slice(html.indexOf('<form'), html.indexOf('</form>'));
  for (const m of form.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g))
    fields[m[1]!] = m[2]!.replace(/&#(\d+);/g, (_, c: string) => String.fromCharCode(Number(c)));
  return { action, fields };
};
const postForm = (url: string, fields: Record<string, string>) =>
  fetch(url, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });

describe('capture by saved card (PayFort, country 1)', () => {
  let userId: number;

  beforeAll(async () => {
    userId = await customer(1);
  });

  it('captures the invoice balance: the payment is complete and the invoice paid', async () => {
    await card(userId, 'tok_good', 'payfort');
    const inv = await invoice(userId, 1, 'AED', 1_000_000);
    const r = await call('POST', '/api/payfort-capture', {
      userId,
      amount: inv.amount,
      invoiceId: inv.id,
      urlConstructionSource: 'AutoChargeInvoice',
    });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ mode: 'payfort', status: 'complete', amount: inv.amount, invoiceIds: [inv.id] });
    expect(capturedFor('payfort', r.body.id)).toBe(1);
    // Asking the gateway again about a settled payment changes nothing and charges nothing.
    const again = await app.call('POST', `/api/payments/${r.body.id}/reconcile`, admin);
    expect(again.status).toBe(200);
    expect(capturedFor('payfort', r.body.id)).toBe(1);
    await app.settle();
    expect((await app.call('GET', `/api/invoices/${inv.id}`, admin)).body).toMatchObject({
      status: 'paid',
      amountPaid: inv.amount,
    });
  });

  it('refuses the other gateway, an amount of 0 and an amount finer than fils', async () => {
    expect((await call('POST', '/api/tap-capture', { userId, amount: 10_000 })).body.errors[0].message).toBe(
      "This customer's country is served by the other card gateway",
    );
    expect((await call('POST', '/api/payfort-capture', { userId, amount: 0 })).body.errors[0].message).toBe(
      'Amount must be a positive number',
    );
    expect((await call('POST', '/api/payfort-capture', { userId, amount: 10_001 })).body.errors[0].message).toBe(
      'Amount has more decimals than the currency allows',
    );
  });

  it('a declined card: a clear 400 and a failed payment, nothing captured', async () => {
    const declinedUser = await customer(1);
    await card(declinedUser, 'tok_decline_1', 'payfort');
    const r = await call('POST', '/api/payfort-capture', { userId: declinedUser, amount: 250_000 });
    expect(r.status).toBe(400);
    expect(r.body.errors[0]).toEqual({ path: 'card', message: 'The card was declined: Transaction declined' });
    const payments = await paymentsOf(declinedUser);
    expect(payments).toEqual([expect.objectContaining({ mode: 'payfort', status: 'failed', amount: 250_000 })]);
    expect(capturedFor('payfort', payments[0]!.id)).toBe(0);
  });

  it('a timeout after the gateway charged: CHECK_STATUS settles it; a retry with the same key is the same payment', async () => {
    const slowUser = await customer(1);
    await card(slowUser, 'tok_slow_1', 'payfort');
    const attemptKey = `attempt-${Math.random()}`;
    const first = await call('POST', '/api/payfort-capture', { userId: slowUser, amount: 500_000, attemptKey });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ status: 'complete', amount: 500_000 });
    const again = await call('POST', '/api/payfort-capture', { userId: slowUser, amount: 500_000, attemptKey });
    expect(again.status).toBe(201);
    expect(again.body.id).toBe(first.body.id);
    expect(capturedFor('payfort', first.body.id)).toBe(1);
    expect((await paymentsOf(slowUser)).filter((p) => p.status === 'complete')).toHaveLength(1);
  });

  it('two captures with one attempt key at once: one payment, charged once; the other call answers it', async () => {
    const userId = await customer(1);
    await card(userId, 'tok_race_1', 'payfort');
    const attemptKey = `attempt-${Math.random()}`;
    const [a, b] = await Promise.all(
      [1, 2].map(() => call('POST', '/api/payfort-capture', { userId, amount: 300_000, attemptKey })),
    );
    expect([a!.status, b!.status].every((s) => s === 201 || s === 202)).toBe(true);
    expect(a!.body.id).toBe(b!.body.id);
    await eventually(async () =>
      expect((await paymentsOf(userId)).filter((p) => p.status === 'complete')).toHaveLength(1),
    );
    const payments = await paymentsOf(userId);
    expect(payments.reduce((n, p) => n + capturedFor('payfort', p.id), 0)).toBe(1);
    expect(capturedFor('payfort', a!.body.id)).toBe(1);
  });
});

describe('capture by saved card (Tap, country 2)', () => {
  it('a timeout after Tap charged: the same idempotent reference answers the charge made, once', async () => {
    const userId = await customer(2, { tap_customer_id: 'cus_local_1' });
    await card(userId, 'card_slow_1', 'tap');
    const r = await call('POST', '/api/tap-capture', { userId, amount: 12_500 });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ mode: 'tap', status: 'complete', amount: 12_500, currency: 'KWD' });
    expect(capturedFor('tap', r.body.id)).toBe(1);
  });

  it('a declined card', async () => {
    const userId = await customer(2, { tap_customer_id: 'cus_local_2' });
    await card(userId, 'card_decline_1', 'tap');
    const r = await call('POST', '/api/tap-capture', { userId, amount: 10_000 });
    expect(r.status).toBe(400);
    expect(r.body.errors[0].message).toBe('The card was declined: Insufficient funds');
  });
});

describe('payment links', () => {
  it('PayFort: the link, the hosted page, a repeated return: one complete payment', async () => {
    const userId = await customer(1);
    const link = await call('POST', '/api/v1/payment-links', { userId, amount: 750_000, send: true });
    expect(link.status).toBe(201);
    expect(link.body.url).toContain(
      `/payment/payfort/${userId}/750000?countryId=1&urlConstructionSource=adminCustomerScreen&expiresAt=`,
    );
    await app.settle();
    const task = (await app.call('GET', `/api/tasks/${link.body.taskId}`, admin)).body;
    expect(task).toMatchObject({ type: 'SEND_PAYMENT_LINK_TO_CUSTOMER' });
    expect(JSON.parse(task.data)).toMatchObject({ userId, amount: 750_000 });

    // An edited amount is not a link.
    expect((await fetch(link.body.url.replace('/750000?', '/1?'))).status).toBe(400);

    const toGateway = formOf(await (await fetch(link.body.url)).text());
    const hosted = formOf(await (await postForm(toGateway.action, toGateway.fields)).text());
    const back = formOf(await (await postForm(hosted.action, { ...hosted.fields, outcome: 'pay' })).text());
    expect(back.action).toContain('/api/v1/gateways/payfort/return');
    for (let i = 0; i < 2; i++) {
      const r = await postForm(back.action, back.fields);
      expect(r.status).toBe(200);
      expect(await r.text()).toContain('Payment received');
    }
    const forged = await postForm(back.action, { ...back.fields, amount: '1' });
    expect(forged.status).toBe(400);
    const complete = (await paymentsOf(userId)).filter((p) => p.status === 'complete');
    expect(complete).toEqual([expect.objectContaining({ mode: 'payfort', amount: 750_000 })]);
  });

  it('PayFort: a link paid whose return never came is settled by reconcile (CHECK_STATUS)', async () => {
    const userId = await customer(1);
    const link = await call('POST', '/api/v1/payment-links', { userId, amount: 300_000 });
    const toGateway = formOf(await (await fetch(link.body.url)).text());
    const [pending] = await paymentsOf(userId);
    expect(pending).toMatchObject({ status: 'pending', mode: 'payfort', amount: 300_000 });
    // Not paid yet: the gateway has no such transaction, the payment stays pending.
    const early = await app.call('POST', `/api/payments/${pending!.id}/reconcile`, admin);
    expect(early.status).toBe(202);
    const hosted = formOf(await (await postForm(toGateway.action, toGateway.fields)).text());
    // The customer pays; the browser never comes back to the return URL.
    await postForm(hosted.action, { ...hosted.fields, outcome: 'pay' });
    const late = await app.call('POST', `/api/payments/${pending!.id}/reconcile`, admin);
    expect(late.status).toBe(200);
    expect(await paymentsOf(userId)).toEqual([expect.objectContaining({ id: pending!.id, status: 'complete' })]);
    expect(capturedFor('payfort', pending!.id)).toBe(1);
  });

  it('PayFort: a link paid whose return never came is settled by the sweep, with nobody asking', async () => {
    const userId = await customer(1);
    const link = await call('POST', '/api/v1/payment-links', { userId, amount: 400_000 });
    const toGateway = formOf(await (await fetch(link.body.url)).text());
    const hosted = formOf(await (await postForm(toGateway.action, toGateway.fields)).text());
    await postForm(hosted.action, { ...hosted.fields, outcome: 'pay' });
    await eventually(async () => {
      expect(await paymentsOf(userId)).toEqual([
        expect.objectContaining({ status: 'complete', mode: 'payfort', amount: 400_000 }),
      ]);
    }, 60_000);
    expect(capturedFor('payfort', (await paymentsOf(userId))[0]!.id)).toBe(1);
  });

  it('Tap: the hosted page, the webhook and a repeated return: one complete payment', async () => {
    const userId = await customer(2);
    const link = await call('POST', '/api/v1/payment-links', { userId, amount: 20_000 });
    expect(link.body.url).toContain(`/payment/tap/${userId}/20000?countryId=2`);
    const opened = await fetch(link.body.url, { redirect: 'manual' });
    expect(opened.status).toBe(303);
    const pay = formOf(await (await fetch(opened.headers.get('location')!)).text());
    const paid = await postForm(pay.action, { ...pay.fields, outcome: 'pay' });
    expect(paid.status).toBe(302);
    const back = paid.headers.get('location')!;
    expect(back).toMatch(/\/api\/v1\/gateways\/tap\/return\?tap_id=chg_/);
    for (let i = 0; i < 2; i++) expect(await (await fetch(back)).text()).toContain('Payment received');
    const complete = (await paymentsOf(userId)).filter((p) => p.status === 'complete');
    expect(complete).toEqual([expect.objectContaining({ mode: 'tap', amount: 20_000 })]);
    expect(capturedFor('tap', complete[0]!.id)).toBe(1);
  });
});
