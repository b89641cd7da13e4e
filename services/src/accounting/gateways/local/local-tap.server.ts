import { fieldText } from '../gateway-http.js';
import crypto from 'node:crypto';
import { CURRENCY_DECIMALS, fromGatewayDecimal, type Currency } from '@console/contracts';
import type { TapConfig } from '../gateway.config.js';
import { tapHashString } from '../tap-signature.js';
import type { LocalGatewayKeys, LocalGatewayOptions } from './local-keys.js';
import {
  behaviourOf,
  ChargeBook,
  hostedPage,
  listen,
  readBody,
  sendJson,
  sleep,
  type LocalGatewayBooks,
  type LocalServer,
} from './local-http.js';
import { RefundBook, type LocalRefund, type LocalRefundBooks } from './local-refunds.js';

type Charge = Record<string, unknown> & { id: string; status: string; amount: number; currency: string };

export interface LocalTap extends LocalServer, LocalGatewayBooks, LocalRefundBooks {
  /** Every charge that took money, once each. */
  captured(): readonly Charge[];
}

/** The local Tap's settings: its address, and this installation's secret key (local-keys.ts), never the code's. */
export const localTapConfig = (url: string, keys: LocalGatewayKeys): TapConfig => ({ apiUrl: url, ...keys.tap });

const record = (v: unknown): Record<string, unknown> =>
  typeof v === 'object' && v !== null ? (v as Record<string, unknown>) : {};
const id = (prefix: string) => `${prefix}_${crypto.randomBytes(9).toString('hex')}`;

/** Tap's refund object, as POST /v2/refunds and GET /v2/refunds/{id} answer it. */
const refundObject = (r: LocalRefund, c: Charge, body: Record<string, unknown>): Record<string, unknown> => ({
  id: r.id,
  object: 'refund',
  status: 'REFUNDED',
  amount: body['amount'],
  currency: c.currency,
  charge_id: c.id,
  reason: fieldText(body['reason']),
  reference: record(body['reference']),
  metadata: record(body['metadata']),
  response: { code: '100', message: 'Refunded' },
  created: Date.now(),
});

/**
 * A local Tap that speaks its protocol: bearer secret key; POST /v2/tokens from a saved card; POST /v2/charges
 * (a repeated reference.idempotent answers the charge already made); GET /v2/charges/{id}; src_all charges pay on a
 * hosted page, which posts the signed webhook (hashstring) to post.url and sends the browser to redirect.url?tap_id=.
 * The hosted page pays only a charge of a reference and amount the app issued (`issued`). POST /v2/refunds of a
 * captured charge (reference.merchant the refund's key: the same key answers the refund made) and
 * GET /v2/refunds/{id}; a refund above what is left of its charge is refused.
 */
export const startLocalTap = async ({ slowMs, keys, issued }: LocalGatewayOptions): Promise<LocalTap> => {
  const charges = new Map<string, Charge>();
  const byIdempotent = new Map<string, string>();
  const tokens = new Map<string, string>();
  const book = new ChargeBook();
  const refunds = new RefundBook();
  const refundObjects = new Map<string, Record<string, unknown>>();
  const secret = keys.tap.secretKey;
  /** The charge is one the app asked for: its reference a pending payment of that very amount. */
  const wasIssued = async (c: Charge): Promise<boolean> => {
    const currency = c.currency as Currency;
    if (!(currency in CURRENCY_DECIMALS)) return false;
    const amount = fromGatewayDecimal(c.amount, currency);
    const reference = fieldText(record(c['reference'])['transaction']);
    return amount !== undefined && reference !== '' && issued(reference, amount, currency);
  };
  const settle = (c: Charge, captured: boolean) => {
    const reference = fieldText(record(c['reference'])['idempotent'], c.id);
    if (captured) book.charged(reference);
    const amount = fromGatewayDecimal(c.amount, c.currency as Currency);
    if (captured && amount !== undefined) refunds.captured(reference, amount);
    c.status = captured ? 'CAPTURED' : 'DECLINED';
    c['response'] = captured ? { code: '000', message: 'Captured' } : { code: '051', message: 'Insufficient funds' };
    c['reference'] = {
      ...record(c['reference']),
      gateway: String(crypto.randomInt(1e9, 9e9)),
      payment: String(crypto.randomInt(1e9, 9e9)),
    };
    c['transaction'] = { ...record(c['transaction']), created: String(Date.now()) };
  };
  const server = await listen(async (req, res, base) => {
    const url = new URL(req.url ?? '/', base);
    const body = await readBody(req);
    const page = /^\/pay\/(chg_[0-9a-f]+)$/.exec(url.pathname);
    if (page) {
      const c = charges.get(page[1]!);
      if (!c) return sendJson(res, 404, { error: 'not found' });
      if (!(await wasIssued(c))) return sendJson(res, 400, { error: 'Unknown reference or amount' });
      if (req.method === 'GET') {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        return void res.end(hostedPage('Tap', `${base}${url.pathname}`, `${c.currency} ${c.amount}`, {}));
      }
      if (c.status === 'INITIATED') settle(c, body['outcome'] === 'pay');
      const decimals = CURRENCY_DECIMALS[c.currency as Currency] ?? 3;
      const post = fieldText(record(c['post'])['url']);
      if (post) {
        await fetch(post, {
          method: 'POST',
          headers: { 'content-type': 'application/json', hashstring: tapHashString(c, decimals, secret) },
          body: JSON.stringify(c),
        }).catch(() => undefined);
      }
      res.writeHead(302, { location: `${fieldText(record(c['redirect'])['url'], '/')}?tap_id=${c.id}` });
      return void res.end();
    }
    if (req.headers.authorization !== `Bearer ${secret}`)
      return sendJson(res, 401, { errors: [{ code: '1111', description: 'Unauthorized' }] });
    // While answers are being lost the gateway acts on the call, and its answer comes after the caller gave up.
    const losing = book.losing();
    const reply = async (status: number, answer: unknown): Promise<void> => {
      if (losing) await sleep(slowMs);
      sendJson(res, status, answer);
    };
    if (req.method === 'POST' && url.pathname === '/v2/tokens') {
      const saved = record(body['saved_card']);
      if (typeof saved['card_id'] !== 'string' || typeof saved['customer_id'] !== 'string')
        return reply(400, { errors: [{ code: '1108', description: 'saved_card is required' }] });
      const token = id('tok');
      tokens.set(token, saved['card_id']);
      return reply(200, {
        id: token,
        object: 'token',
        card: { id: saved['card_id'], last_four: '0001' },
        used: false,
      });
    }
    if (req.method === 'POST' && url.pathname === '/v2/charges') {
      const idempotent = fieldText(record(body['reference'])['idempotent']);
      const before = idempotent ? byIdempotent.get(idempotent) : undefined;
      if (before) return reply(200, charges.get(before));
      const source = fieldText(record(body['source'])['id']);
      const card = source === 'src_all' ? undefined : tokens.get(source);
      if (source !== 'src_all' && !card)
        return reply(400, { errors: [{ code: '1126', description: 'Invalid source' }] });
      const c: Charge = {
        id: id('chg'),
        object: 'charge',
        status: 'INITIATED',
        amount: Number(body['amount']),
        currency: fieldText(body['currency']),
        customer_initiated: body['customer_initiated'] !== false,
        reference: record(body['reference']),
        metadata: record(body['metadata']),
        customer: record(body['customer']),
        redirect: record(body['redirect']),
        post: record(body['post']),
        transaction: {},
        ...(card ? { card: { id: card, first_six: '400555', last_four: '0001' } } : {}),
      };
      charges.set(c.id, c);
      if (idempotent) byIdempotent.set(idempotent, c.id);
      if (!card) {
        c['transaction'] = { url: `${base}/pay/${c.id}` };
        return reply(200, c);
      }
      const behaviour = behaviourOf(card);
      settle(c, behaviour !== 'decline');
      if (behaviour === 'slow') await sleep(slowMs);
      return reply(200, c);
    }
    if (req.method === 'POST' && url.pathname === '/v2/refunds') {
      const c = charges.get(fieldText(body['charge_id']));
      const key = fieldText(record(body['reference'])['merchant']);
      if (!c || c.status !== 'CAPTURED')
        return reply(400, { errors: [{ code: '1140', description: 'Charge not found or not captured' }] });
      if (!key) return reply(400, { errors: [{ code: '1108', description: 'reference.merchant is required' }] });
      if (body['currency'] !== c.currency)
        return reply(400, { errors: [{ code: '1117', description: 'Currency does not match the charge' }] });
      const amount =
        typeof body['amount'] === 'number' ? fromGatewayDecimal(body['amount'], c.currency as Currency) : undefined;
      const reference = fieldText(record(c['reference'])['idempotent'], c.id);
      const decided = refunds.refund(reference, key, amount ?? -1, () => id('re'));
      if (decided.kind === 'refused') return reply(400, { errors: [{ code: '1150', description: decided.message }] });
      const made = refundObjects.get(decided.refund.id) ?? refundObject(decided.refund, c, body);
      refundObjects.set(made['id'] as string, made);
      return reply(200, made);
    }
    const getRefund = /^\/v2\/refunds\/(re_[0-9a-f]+)$/.exec(url.pathname);
    if (req.method === 'GET' && getRefund) {
      const r = refundObjects.get(getRefund[1]!);
      return r ? reply(200, r) : reply(404, { errors: [{ code: '1141', description: 'Refund not found' }] });
    }
    const get = /^\/v2\/charges\/(chg_[0-9a-f]+)$/.exec(url.pathname);
    if (req.method === 'GET' && get) {
      const c = charges.get(get[1]!);
      return c ? reply(200, c) : reply(404, { errors: [{ code: '1140', description: 'Charge not found' }] });
    }
    await reply(404, { errors: [{ code: '404', description: 'not found' }] });
  });
  return {
    ...server,
    captured: () => [...charges.values()].filter((c) => c.status === 'CAPTURED'),
    charges: (reference) => book.charges(reference),
    refunds: (key) => refunds.refunds(key),
    refunded: (attemptId) => refunds.refunded(attemptId),
    loseAnswersFor: (ms) => book.loseAnswersFor(ms),
  };
};
