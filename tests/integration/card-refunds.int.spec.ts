import { GATEWAY_MESSAGES, PAYMENT_MESSAGES } from '@console/contracts';
import { CardGateways } from '@console/services';
import { requestOfCustomer } from '../support/customer-request.js';
import { startWithLocalGateways, type LocalGateways } from '../support/local-gateways.js';
import type { TestApp } from '../support/test-app.js';

/**
 * Issue 30, Deliver 4: a card payment is refunded through its gateway. The local PayFort's own books (refunded per
 * charge, refunds per key) prove the money went back, and never more than the card paid.
 */
process.env['GATEWAY_TIMEOUT_MS'] = '2000';
// A lost answer: the local gateway acts, and answers after the caller gave up.
process.env['GATEWAY_LOCAL_SLOW_MS'] = '4000';
process.env['GATEWAY_RECONCILE_EVERY_MS'] = '0';

let app: TestApp;
let admin: string;
let local: LocalGateways;
const today = new Date().toISOString().slice(0, 10);

beforeAll(async () => ({ app, admin, local } = await startWithLocalGateways()), 300_000);
afterAll(() => app.stop());

const call = (method: string, path: string, body?: unknown) => app.call(method, path, admin, body);

/** A customer of country 1 (PayFort) with a saved card, an AED 21 invoice, and that invoice captured on the card. */
const cardPayment = async (): Promise<{ userId: number; paymentId: number; attemptId: string; amount: number }> => {
  const user = await call('POST', '/api/users', {
    name: 'Refund Customer',
    email: `refund.${Math.random().toString(36).slice(2)}@example.com`,
    phone: '+971501234567',
    countryId: 1,
  });
  expect(user.status).toBe(201);
  const userId = user.body.id as number;
  const card = await call('POST', '/api/cards', {
    userId,
    cardNumber: '400555******0001',
    expiryDate: '0830',
    tokenName: `tok_refund_${Math.random().toString(36).slice(2)}`,
    mode: 'payfort',
    default: true,
  });
  expect(card.status).toBe(201);
  const charge = await call('POST', '/api/charges', {
    userId,
    countryId: 1,
    type: 'custom',
    currency: 'AED',
    amount: 200_000,
    description: 'Storage',
    year: 2026,
    month: 11,
    startDate: 1,
    endDate: 30,
    requestId: await requestOfCustomer(app, admin, userId),
  });
  expect(charge.status).toBe(201);
  const inv = await call('POST', '/api/invoices', { userId, type: 'other', date: today, chargeIds: [charge.body.id] });
  expect(inv.status).toBe(201);
  const paid = await call('POST', '/api/payfort-capture', {
    userId,
    amount: inv.body.amount,
    invoiceId: inv.body.id,
    urlConstructionSource: 'AutoChargeInvoice',
  });
  expect(paid.status).toBe(201);
  expect(paid.body).toMatchObject({ status: 'complete' });
  const paymentId = paid.body.id as number;
  return {
    userId,
    paymentId,
    attemptId: `invoice-${inv.body.id}-capture-${paymentId}`,
    amount: inv.body.amount as number,
  };
};

/** The customer's cash on the ledger: what the card paid, less what went back (a released refund posts back in). */
const cashOf = async (userId: number): Promise<number> => {
  await app.settle();
  const ledger = (await call('GET', `/api/v1/ledger/${userId}`)).body as { balances: Record<string, number> };
  return ledger.balances['cash'] ?? 0;
};

const refund = (paymentId: number, amount?: number) =>
  call('POST', `/api/v1/payments/${paymentId}/refund`, amount !== undefined ? { amount } : {});

describe('card refunds through the gateway (PayFort, country 1)', () => {
  it('half, then the rest: the gateway returns each, under its own key; a third is refused', async () => {
    const p = await cardPayment();
    const half = Math.floor(p.amount / 2 / 100) * 100;
    expect((await refund(p.paymentId, half)).status).toBeLessThan(300);
    expect(local.payfort.refunded(p.attemptId)).toBe(half);
    expect(local.payfort.refunds(`payment-${p.paymentId}-refund-1`)).toBe(1);
    expect((await refund(p.paymentId)).status).toBeLessThan(300);
    expect(local.payfort.refunded(p.attemptId)).toBe(p.amount);
    expect(local.payfort.refunds(`payment-${p.paymentId}-refund-2`)).toBe(1);
    expect((await refund(p.paymentId, 100)).status).toBe(409);
    expect(local.payfort.refunded(p.attemptId)).toBe(p.amount);
    expect(await cashOf(p.userId)).toBe(0);
  });

  it('10 refunds at once never return more than the card paid', async () => {
    const p = await cardPayment();
    const part = Math.ceil(p.amount / 3 / 100) * 100;
    const rs = await Promise.all(Array.from({ length: 10 }, () => refund(p.paymentId, part)));
    const ok = rs.filter((r) => r.status < 300);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    expect(ok.length * part).toBeLessThanOrEqual(p.amount);
    for (const r of rs.filter((x) => x.status >= 300)) expect(r.status).toBeGreaterThanOrEqual(400);
    expect(local.payfort.refunded(p.attemptId)).toBe(ok.length * part);
    expect(local.payfort.refunded(p.attemptId)).toBeLessThanOrEqual(p.amount);
    expect(await cashOf(p.userId)).toBe(p.amount - ok.length * part);
  });

  it('a refund the gateway declines is released: 400 with its words, the payment refundable again', async () => {
    const p = await cardPayment();
    // The money went back at the gateway by another way (its own back office): nothing is left there to refund.
    const gateway = await app.nest.get(CardGateways).gateway('payfort');
    const outside = await gateway.refund({
      refundKey: `outside-${p.paymentId}`,
      attemptId: p.attemptId,
      chargeId: null,
      amount: p.amount,
      currency: 'AED',
      reason: 'back office',
    });
    expect(outside.outcome).toBe('refunded');
    const r = await refund(p.paymentId, 10_000);
    expect(r.status).toBe(400);
    expect(JSON.stringify(r.body)).toContain(GATEWAY_MESSAGES.refundDeclined);
    expect(local.payfort.refunds(`payment-${p.paymentId}-refund-1`)).toBe(0);
    // Released: the whole payment can be refunded again (and is declined again, under the next key).
    const again = await refund(p.paymentId);
    expect(again.status).toBe(400);
    expect(local.payfort.refunds(`payment-${p.paymentId}-refund-2`)).toBe(0);
    expect(local.payfort.refunded(p.attemptId)).toBe(p.amount);
    // The books: both declined refunds posted back, the card's payment still in cash.
    expect(await cashOf(p.userId)).toBe(p.amount);
  });

  it('a refund whose answer was lost is asked about before another refund: the card gets its money back once', async () => {
    const p = await cardPayment();
    const half = Math.floor(p.amount / 2 / 100) * 100;
    const first = `payment-${p.paymentId}-refund-1`;
    local.payfort.loseAnswersFor(3_000);
    const lost = await refund(p.paymentId, half);
    // The gateway refunded, but its answer did not come back: counted, and pending at the gateway.
    expect(lost.status).toBe(202);
    expect(lost.body).toMatchObject({ message: GATEWAY_MESSAGES.refundPending, refunded: half, refundPending: half });
    expect(local.payfort.refunds(first)).toBe(1);

    // Still no answer when asked (CHECK_STATUS lost too): the next refund is refused, nothing is sent under a new key.
    const during = await refund(p.paymentId);
    expect(during.status).toBe(409);
    expect(during.body.message).toBe(PAYMENT_MESSAGES.refundUnsettled);
    expect(local.payfort.refunds(`payment-${p.paymentId}-refund-2`)).toBe(0);

    // The gateway answers again: the lost refund is found made (never made again), then the rest goes back.
    await new Promise((r) => setTimeout(r, 2_500));
    const rest = await refund(p.paymentId);
    expect(rest.status).toBe(201);
    expect(rest.body).toMatchObject({ status: 'refunded', refunded: p.amount, refundPending: 0 });
    expect(local.payfort.refunds(first)).toBe(1);
    expect(local.payfort.refunds(`payment-${p.paymentId}-refund-2`)).toBe(1);
    expect(local.payfort.refunded(p.attemptId)).toBe(p.amount);
    expect(await cashOf(p.userId)).toBe(0);
  }, 30_000);
});
