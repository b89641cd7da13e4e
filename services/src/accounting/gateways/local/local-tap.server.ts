import { fieldText } from '../gateway-http.js';
import crypto from 'node:crypto';
import { CURRENCY_DECIMALS, type Currency } from '@console/contracts';
import type { TapConfig } from '../gateway.config.js';
import { tapHashString } from '../tap-signature.js';
import { behaviourOf, hostedPage, listen, readBody, sendJson, sleep, type LocalServer } from './local-http.js';

type Charge = Record<string, unknown> & { id: string; status: string; amount: number; currency: string };

export interface LocalTap extends LocalServer {
  /** Every charge that took money, once each. */
  captured(): readonly Charge[];
}

export const localTapConfig = (url: string): TapConfig => ({ apiUrl: url, secretKey: 'sk_test_local_tap_secret' });

const record = (v: unknown): Record<string, unknown> =>
  typeof v === 'object' && v !== null ? (v as Record<string, unknown>) : {};
const id = (prefix: string) => `${prefix}_${crypto.randomBytes(9).toString('hex')}`;

/**
 * A local Tap that speaks its protocol: bearer secret key; POST /v2/tokens from a saved card; POST /v2/charges
 * (a repeated reference.idempotent answers the charge already made); GET /v2/charges/{id}; src_all charges pay on a
 * hosted page, which posts the signed webhook (hashstring) to post.url and sends the browser to redirect.url?tap_id=.
 */
export const startLocalTap = async (slowMs: number): Promise<LocalTap> => {
  const charges = new Map<string, Charge>();
  const byIdempotent = new Map<string, string>();
  const tokens = new Map<string, string>();
  const secret = localTapConfig('').secretKey;
  const settle = (c: Charge, captured: boolean) => {
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
    if (req.method === 'POST' && url.pathname === '/v2/tokens') {
      const saved = record(body['saved_card']);
      if (typeof saved['card_id'] !== 'string' || typeof saved['customer_id'] !== 'string')
        return sendJson(res, 400, { errors: [{ code: '1108', description: 'saved_card is required' }] });
      const token = id('tok');
      tokens.set(token, saved['card_id']);
      return sendJson(res, 200, {
        id: token,
        object: 'token',
        card: { id: saved['card_id'], last_four: '0001' },
        used: false,
      });
    }
    if (req.method === 'POST' && url.pathname === '/v2/charges') {
      const idempotent = fieldText(record(body['reference'])['idempotent']);
      const before = idempotent ? byIdempotent.get(idempotent) : undefined;
      if (before) return sendJson(res, 200, charges.get(before));
      const source = fieldText(record(body['source'])['id']);
      const card = source === 'src_all' ? undefined : tokens.get(source);
      if (source !== 'src_all' && !card)
        return sendJson(res, 400, { errors: [{ code: '1126', description: 'Invalid source' }] });
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
        return sendJson(res, 200, c);
      }
      const behaviour = behaviourOf(card);
      settle(c, behaviour !== 'decline');
      if (behaviour === 'slow') await sleep(slowMs);
      return sendJson(res, 200, c);
    }
    const get = /^\/v2\/charges\/(chg_[0-9a-f]+)$/.exec(url.pathname);
    if (req.method === 'GET' && get) {
      const c = charges.get(get[1]!);
      return c
        ? sendJson(res, 200, c)
        : sendJson(res, 404, { errors: [{ code: '1140', description: 'Charge not found' }] });
    }
    sendJson(res, 404, { errors: [{ code: '404', description: 'not found' }] });
  });
  return { ...server, captured: () => [...charges.values()].filter((c) => c.status === 'CAPTURED') };
};
