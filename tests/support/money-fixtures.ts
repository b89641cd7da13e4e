import type { TestApp } from './test-app.js';

/**
 * The records the money suites (races, property, bad input) start from, made through the API for a fresh customer
 * each: a customer of a country, a request of its own (a charge names one: spec 3 §5), charges, an invoice, a card.
 * Amounts are Money (1/10000 of the unit); the defaults pay exactly in fils (AED 100.00 + 5 % = AED 105.00).
 */
export interface Customer {
  readonly id: number;
  readonly countryId: number;
  readonly currency: string;
  readonly requestId: number;
}

export const CURRENCY_OF: Readonly<Record<number, string>> = { 1: 'AED', 2: 'KWD', 3: 'SAR' };
/** Dubai, Kuwait City, Riyadh (the seed's cities). */
const CITY_OF: Readonly<Record<number, number>> = { 1: 1, 2: 6, 3: 8 };
export const today = () => new Date().toISOString().slice(0, 10);
const now = new Date();
export const YEAR = now.getUTCFullYear();
export const MONTH = now.getUTCMonth() + 1;

let serial = 0;

/** A 2xx answer, or an error naming the call. 202 is a write the read models had not caught up with yet. */
export const must = async (app: TestApp, token: string, method: string, path: string, body?: unknown): Promise<any> => {
  const r = await app.call(method, path, token, body);
  if (r.status >= 300)
    throw new Error(`${method} ${path} ${JSON.stringify(body)} answered ${r.status}: ${JSON.stringify(r.body)}`);
  return r.body;
};

export const makeCustomer = async (
  app: TestApp,
  token: string,
  countryId = 1,
  over: Record<string, unknown> = {},
): Promise<Customer> => {
  serial += 1;
  const user = await must(app, token, 'POST', '/api/users', {
    name: `Money Customer ${serial}`,
    email: `money.${Date.now().toString(36)}.${serial}@example.com`,
    phone: countryId === 2 ? '+96550012345' : '+971501234567',
    countryId,
    ...(countryId === 2 ? { tap_customer_id: `cus_local_money_${serial}` } : {}),
    ...over,
  });
  const request = await must(app, token, 'POST', '/api/requests', {
    type: 'delivery',
    partnerId: user.partnerId ?? 1,
    countryId,
    cityId: CITY_OF[countryId],
    userId: user.id,
    date: `${YEAR + 1}-04-02`,
    from: 9,
    to: 13,
    request_lines: [{ qty: 1 }],
  });
  return { id: user.id, countryId, currency: CURRENCY_OF[countryId]!, requestId: request.id };
};

export const chargeBody = (c: Customer, over: Record<string, unknown> = {}) => ({
  userId: c.id,
  countryId: c.countryId,
  currency: c.currency,
  type: 'custom',
  description: 'Money suite',
  amount: 1_000_000,
  year: YEAR,
  month: MONTH,
  startDate: 1,
  endDate: 28,
  requestId: c.requestId,
  ...over,
});

export const makeCharge = async (
  app: TestApp,
  token: string,
  c: Customer,
  over: Record<string, unknown> = {},
): Promise<number> => (await must(app, token, 'POST', '/api/charges', chargeBody(c, over))).id as number;

export const makeInvoice = async (
  app: TestApp,
  token: string,
  c: Customer,
  chargeIds: readonly number[],
  over: Record<string, unknown> = {},
): Promise<{ id: number; amount: number }> => {
  const r = await must(app, token, 'POST', '/api/invoices', {
    userId: c.id,
    type: 'other',
    date: today(),
    chargeIds,
    ...over,
  });
  await app.settle();
  const inv = await must(app, token, 'GET', `/api/invoices/${r.id}`);
  return { id: inv.id, amount: inv.amount };
};

/** A saved card the local gateway charges (tok_good / card_good: success). */
export const makeCard = async (app: TestApp, token: string, c: Customer): Promise<void> => {
  await must(app, token, 'POST', '/api/cards', {
    userId: c.id,
    cardNumber: '400555******0001',
    expiryDate: '0830',
    tokenName: c.countryId === 2 ? 'card_good_1' : 'tok_good',
    mode: c.countryId === 2 ? 'tap' : 'payfort',
    default: true,
  });
};

export const manualPayment = (c: Customer, amount: number, invoiceId?: number) => ({
  userId: c.id,
  mode: 'cod',
  amount,
  paidAt: new Date().toISOString(),
  ...(invoiceId === undefined ? {} : { invoiceIds: [invoiceId] }),
});

/**
 * A refund of `amount` (all that is left of it when undefined) of payment `paymentId`: issue 30 Deliver 4, a refund
 * names the payment it refunds (POST /api/v1/payments/:id/refund, the payments fix's call).
 */
export const refundCall = (paymentId: number, amount?: number): [string, string, unknown] => [
  'POST',
  `/api/v1/payments/${paymentId}/refund`,
  amount === undefined ? {} : { amount },
];

/** A refusal the brief allows a race's loser or a bad input: 409, 400 or 422, with a message. */
export const refusalProblem = (r: { status: number; body: any }): string | undefined => {
  if (![400, 409, 422].includes(r.status)) return `answered ${r.status}`;
  const message = r.body?.message ?? r.body?.errors?.[0]?.message;
  return typeof message === 'string' && message.length > 0 ? undefined : `${r.status} without a message`;
};

/**
 * The same records for specs that speak of a customer by its id: a customer (with its request), a saved card of a
 * given token and gateway, an unpaid invoice of one custom charge (VAT on top in country 1). `app` and `token` are
 * read when called, so a spec declares this before its beforeAll has started the app.
 */
export const moneyRecords = (app: () => TestApp, token: () => string) => {
  const made = new Map<number, Customer>();
  const of = (userId: number): Customer => {
    const c = made.get(userId);
    if (!c) throw new Error(`customer ${userId} was not made by moneyRecords`);
    return c;
  };
  return {
    customer: async (countryId = 1, over: Record<string, unknown> = {}): Promise<number> => {
      const c = await makeCustomer(app(), token(), countryId, over);
      made.set(c.id, c);
      return c.id;
    },
    card: async (userId: number, tokenName: string, mode: 'payfort' | 'tap'): Promise<number> =>
      (
        await must(app(), token(), 'POST', '/api/cards', {
          userId,
          cardNumber: '400555******0001',
          expiryDate: '0830',
          tokenName,
          mode,
          default: true,
        })
      ).id as number,
    invoice: async (userId: number, amount = 200_000): Promise<{ id: number; amount: number }> => {
      const c = of(userId);
      return makeInvoice(app(), token(), c, [await makeCharge(app(), token(), c, { amount, description: 'Storage' })]);
    },
  };
};
