import crypto from 'node:crypto';
import { GATEWAY_MESSAGES } from '@console/contracts';
import { localGatewayKeys } from '@console/services';
import { moneyRecords } from '../support/money-fixtures.js';
import { startWithLocalGateways, type LocalGateways } from '../support/local-gateways.js';
import type { TestApp } from '../support/test-app.js';

/**
 * Issue 30, Deliver 1 and 9: one capture of an invoice at a time, one gateway charge per attempt, and local gateways
 * as safe as the real ones. The local servers' own books (charges per merchant reference) prove what the card paid.
 */
// A gateway answer later than 500 ms is lost; the local servers answer late after 2 s, having acted.
process.env['GATEWAY_TIMEOUT_MS'] = '500';
process.env['GATEWAY_LOCAL_SLOW_MS'] = '2000';
// A capture holds its invoice 6 s (longer than any capture here takes, short enough to wait for); no sweep, so
// only a new capture settles an expired hold.
process.env['GATEWAY_CAPTURE_HOLD_MS'] = '6000';
process.env['GATEWAY_RECONCILE_EVERY_MS'] = '0';

let app: TestApp;
let admin: string;
let local: LocalGateways;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

beforeAll(async () => ({ app, admin, local } = await startWithLocalGateways()), 300_000);
afterAll(() => app.stop());

const call = (method: string, path: string, body?: unknown) => app.call(method, path, admin, body);

const { customer, card, invoice } = moneyRecords(
  () => app,
  () => admin,
);
const paymentsOf = async (userId: number) => {
  await app.settle();
  return (await call('POST', '/api/v1/payments/list', { userIds: [userId], limit: 50 })).body.results as {
    id: number;
    status: string;
    amount: number;
  }[];
};
const invoiceRow = async (id: number) => {
  await app.settle();
  return (await call('GET', `/api/invoices/${id}`)).body as { status: string; amountPaid: number; amount: number };
};
/** What the gateway took for every attempt of the invoice's captures (its merchant references). */
const payfortChargesOf = (invoiceId: number, paymentIds: readonly number[]) =>
  paymentIds.reduce((n, p) => n + local.payfort.charges(`invoice-${invoiceId}-capture-${p}`), 0);

describe('captures of one invoice at once (PayFort, country 1)', () => {
  it('10 captures at once: one gateway charge, one complete payment, the invoice paid once, 409 for the others', async () => {
    const userId = await customer(1);
    await card(userId, 'tok_race_10', 'payfort');
    const inv = await invoice(userId);
    const before = local.payfort.charges();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        call('POST', '/api/payfort-capture', {
          userId,
          amount: inv.amount,
          invoiceId: inv.id,
          urlConstructionSource: 'AutoChargeInvoice',
        }),
      ),
    );
    const won = answers.filter((a) => a.status === 201);
    expect(won).toHaveLength(1);
    expect(won[0]!.body).toMatchObject({ status: 'complete', amount: inv.amount, invoiceIds: [inv.id] });
    // A capture that arrives while the winner holds the invoice is told it is in progress (409); one that arrives
    // after the winner was paid is told the invoice is not payable (400). Never a second charge.
    const refused = answers.filter((a) => a.status !== 201);
    expect(refused).toHaveLength(9);
    for (const a of refused)
      expect(
        a.status === 409
          ? a.body.message === GATEWAY_MESSAGES.captureInProgress
          : a.status === 400 && a.body.errors[0].message === GATEWAY_MESSAGES.invoiceNotPayable,
      ).toBe(true);

    expect(local.payfort.charges() - before).toBe(1);
    const payments = await paymentsOf(userId);
    expect(payments).toEqual([expect.objectContaining({ status: 'complete', amount: inv.amount })]);
    expect(payfortChargesOf(inv.id, [payments[0]!.id])).toBe(1);
    expect(await invoiceRow(inv.id)).toMatchObject({ status: 'paid', amountPaid: inv.amount });
    // The hold ended with the payment: a capture now is refused for the paid invoice, not as "in progress".
    const after = await call('POST', '/api/payfort-capture', { userId, amount: inv.amount, invoiceId: inv.id });
    expect(after.status).toBe(400);
    expect(after.body.errors[0].message).toBe(GATEWAY_MESSAGES.invoiceNotPayable);
  });

  it('10 captures at once with the console’s attempt key (two tabs, two staff): one charge, one payment', async () => {
    const userId = await customer(1);
    await card(userId, 'tok_race_key', 'payfort');
    const inv = await invoice(userId);
    const before = local.payfort.charges();
    const attemptKey = `invoice-${inv.id}-paid-0`;
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        call('POST', '/api/payfort-capture', { userId, amount: inv.amount, invoiceId: inv.id, attemptKey }),
      ),
    );
    // Every answer is the one payment or the 409 of a capture in progress; never a second charge.
    const paid = answers.filter((a) => a.status === 201 || a.status === 202);
    expect(paid.length).toBeGreaterThanOrEqual(1);
    expect(new Set(paid.map((a) => a.body.id)).size).toBe(1);
    expect(answers.filter((a) => a.status !== 201 && a.status !== 202).every((a) => a.status === 409)).toBe(true);
    expect(local.payfort.charges() - before).toBe(1);
    const payments = await paymentsOf(userId);
    expect(payments.filter((p) => p.status === 'complete')).toHaveLength(1);
    expect(await invoiceRow(inv.id)).toMatchObject({ status: 'paid', amountPaid: inv.amount });
    // A retry of the same intent after it landed answers the same payment; nothing is charged.
    const retry = await call('POST', '/api/payfort-capture', {
      userId,
      amount: inv.amount,
      invoiceId: inv.id,
      attemptKey,
    });
    expect(retry.status).toBe(201);
    expect(retry.body.id).toBe(paid[0]!.body.id);
    expect(local.payfort.charges() - before).toBe(1);
  });

  it('an answer lost twice: the hold stays (409), and once it expired the next capture settles it by CHECK_STATUS, never charging again', async () => {
    const userId = await customer(1);
    await card(userId, 'tok_lost_1', 'payfort');
    const inv = await invoice(userId);
    const before = local.payfort.charges();
    // The PURCHASE and the CHECK_STATUS after it both lose their answers (the gateway charged).
    local.payfort.loseAnswersFor(1_500);
    const first = await call('POST', '/api/payfort-capture', { userId, amount: inv.amount, invoiceId: inv.id });
    expect(first.status).toBe(202);
    expect(first.body).toMatchObject({ status: 'pending', message: GATEWAY_MESSAGES.pending });
    const during = await call('POST', '/api/payfort-capture', { userId, amount: inv.amount, invoiceId: inv.id });
    expect(during.status).toBe(409);
    expect(during.body.message).toBe(GATEWAY_MESSAGES.captureInProgress);
    expect(local.payfort.charges() - before).toBe(1);

    await sleep(6_500);
    const next = await call('POST', '/api/payfort-capture', { userId, amount: inv.amount, invoiceId: inv.id });
    // The earlier attempt was found charged: the invoice is paid by it, so this capture has nothing to pay.
    expect(next.status).toBe(400);
    expect(next.body.errors[0].message).toBe(GATEWAY_MESSAGES.invoiceNotPayable);
    expect(local.payfort.charges() - before).toBe(1);
    const payments = await paymentsOf(userId);
    expect(payments).toEqual([expect.objectContaining({ id: first.body.id, status: 'complete', amount: inv.amount })]);
    expect(payfortChargesOf(inv.id, [first.body.id])).toBe(1);
    expect(await invoiceRow(inv.id)).toMatchObject({ status: 'paid', amountPaid: inv.amount });
  }, 60_000);

  it('a declined card releases the hold at once: the next capture is charged', async () => {
    const userId = await customer(1);
    await card(userId, 'tok_decline_race', 'payfort');
    const inv = await invoice(userId);
    const declined = await call('POST', '/api/payfort-capture', { userId, amount: inv.amount, invoiceId: inv.id });
    expect(declined.status).toBe(400);
    expect(declined.body.errors[0].path).toBe('card');
    const good = await card(userId, 'tok_second_card', 'payfort');
    await app.settle();
    const ok = await call('POST', '/api/payfort-capture', {
      userId,
      amount: inv.amount,
      invoiceId: inv.id,
      cardId: good,
    });
    expect(ok.body).toMatchObject({ status: 'complete' });
    expect(ok.status).toBe(201);
    expect(await invoiceRow(inv.id)).toMatchObject({ status: 'paid', amountPaid: inv.amount });
  });
});

describe('captures without an invoice (Tap, country 2)', () => {
  it('10 captures at once with one attempt key: one Tap charge, one complete payment', async () => {
    const userId = await customer(2, { tap_customer_id: 'cus_race_1' });
    await card(userId, 'card_race_1', 'tap');
    const before = local.tap.charges();
    const attemptKey = `attempt-${crypto.randomUUID()}`;
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => call('POST', '/api/tap-capture', { userId, amount: 12_500, attemptKey })),
    );
    expect(answers.every((a) => [201, 202, 409].includes(a.status))).toBe(true);
    expect(local.tap.charges() - before).toBe(1);
    const payments = await paymentsOf(userId);
    expect(payments.filter((p) => p.status === 'complete')).toHaveLength(1);
  });
});

describe('forged gateway messages and the local payment page', () => {
  /** PayFort's signature: SHA-256 of phrase, sorted name=value, phrase. */
  const sign = (fields: Record<string, string>, phrase: string) =>
    crypto
      .createHash('sha256')
      .update(
        `${phrase}${Object.keys(fields)
          .sort()
          .map((k) => `${k}=${fields[k]}`)
          .join('')}${phrase}`,
      )
      .digest('hex');
  const postForm = (url: string, fields: Record<string, string>) =>
    fetch(url, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });

  it('a PayFort callback signed with a guessed secret (the phrase once in the source) credits nothing', async () => {
    const userId = await customer(1);
    const link = await call('POST', '/api/v1/payment-links', { userId, amount: 300_000 });
    expect(link.status).toBe(201);
    expect((await fetch(link.body.url)).status).toBe(200);
    const [pending] = await paymentsOf(userId);
    expect(pending).toMatchObject({ status: 'pending', amount: 300_000 });
    const fields = {
      command: 'PURCHASE',
      merchant_reference: `payment-${pending!.id}`,
      fort_id: '123456789012',
      amount: '3000',
      currency: 'AED',
      response_code: '14000',
      response_message: 'Success',
      status: '14',
    };
    for (const guess of ['local-response-phrase', 'local-request-phrase', 'sk_test_local_tap_secret']) {
      const r = await postForm(`${app.url}/api/v1/gateways/payfort/return`, {
        ...fields,
        signature: sign(fields, guess),
      });
      expect(r.status).toBe(400);
    }
    expect(await paymentsOf(userId)).toEqual([expect.objectContaining({ id: pending!.id, status: 'pending' })]);
  });

  it('the local payment page takes only a reference and amount the app issued, and signs nothing posted to it', async () => {
    const keys = localGatewayKeys(app.infra.config.localGatewaySecret!);
    const userId = await customer(1);
    await call('POST', '/api/v1/payment-links', { userId, amount: 300_000 }).then(async (link) => fetch(link.body.url));
    const [pending] = await paymentsOf(userId);
    const page = `${local.payfort.url}/FortAPI/paymentPage`;
    const request = (ref: string, amount: string) => {
      const f = {
        access_code: keys.payfort.accessCode,
        merchant_identifier: keys.payfort.merchantIdentifier,
        language: 'en',
        command: 'PURCHASE',
        merchant_reference: ref,
        amount,
        currency: 'AED',
        customer_email: 'c@example.com',
        return_url: `${app.url}/api/v1/gateways/payfort/return`,
      };
      return { ...f, signature: sign(f, keys.payfort.requestPhrase) };
    };
    // Even signed with this installation's own key: another amount, or a reference the app never issued.
    expect((await postForm(page, request(`payment-${pending!.id}`, '1'))).status).toBe(400);
    expect((await postForm(page, request('payment-999999999', '3000'))).status).toBe(400);
    expect((await postForm(page, request(`payment-${pending!.id}`, '3000'))).status).toBe(200);
    // The old way in: posting a reference and an amount straight to the page's Pay button.
    const forged = await postForm(`${page}/pay`, {
      merchant_reference: `payment-${pending!.id}`,
      amount: '3000',
      currency: 'AED',
      return_url: `${app.url}/api/v1/gateways/payfort/return`,
      outcome: 'pay',
    });
    expect(forged.status).toBe(400);
    expect(local.payfort.charges(`payment-${pending!.id}`)).toBe(0);
    expect(await paymentsOf(userId)).toEqual([expect.objectContaining({ id: pending!.id, status: 'pending' })]);
  });
});
