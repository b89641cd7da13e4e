import crypto from 'node:crypto';
import { fromGatewayMinorUnits, type Currency } from '@console/contracts';
import type { PayfortConfig } from '../gateway.config.js';
import { PAYFORT_DUPLICATE_REFERENCE, payfortSignature, payfortSignatureValid } from '../payfort-signature.js';
import type { LocalGatewayKeys, LocalGatewayOptions } from './local-keys.js';
import {
  autoPostPage,
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
import { RefundBook, type LocalRefundBooks } from './local-refunds.js';

interface Transaction {
  readonly merchantReference: string;
  readonly fortId: string;
  readonly amount: string;
  readonly currency: string;
  readonly code: string;
  readonly message: string;
}

export interface LocalPayfort extends LocalServer, LocalGatewayBooks, LocalRefundBooks {
  /** Every transaction that took money, once each: what the tests count to prove nothing was charged twice. */
  captured(): readonly Transaction[];
}

/** The local PayFort's settings: its address, and this installation's keys (local-keys.ts), never the code's. */
export const localPayfortConfig = (url: string, keys: LocalGatewayKeys): PayfortConfig => ({
  apiUrl: `${url}/FortAPI/paymentApi`,
  pageUrl: `${url}/FortAPI/paymentPage`,
  ...keys.payfort,
  command: 'PURCHASE',
});

const OK = { code: '14000', message: 'Success' };
const DECLINED = { code: '13003', message: 'Transaction declined' };

const isCurrency = (v: string): v is Currency => v === 'AED' || v === 'KWD' || v === 'SAR';

/** A hosted page opened with a signed request the app issued: what its Pay / Decline buttons may answer, once. */
interface PageSession {
  readonly merchantReference: string;
  readonly amount: string;
  readonly currency: string;
  readonly returnUrl: string;
  readonly command: string;
}

/**
 * A local Amazon Payment Services that speaks its protocol: signed JSON PURCHASE / AUTHORIZATION with token_name and
 * CHECK_STATUS on FortAPI/paymentApi, the hosted page posted to FortAPI/paymentPage, signed fields posted back to
 * return_url. A merchant_reference is taken once: a second PURCHASE of it is refused, as the gateway does. The
 * hosted page takes only a signed request for a reference and amount the app issued (`issued`); its buttons name a
 * page session, never a reference or an amount, so nobody gets an answer signed for what the app never asked.
 * REFUND of a captured PURCHASE keyed by maintenance_reference (the same key answers the refund made), refused
 * above what is left of the purchase; CHECK_STATUS with a maintenance_reference answers that refund's status.
 */
export const startLocalPayfort = async ({ slowMs, keys, issued }: LocalGatewayOptions): Promise<LocalPayfort> => {
  const transactions = new Map<string, Transaction>();
  const sessions = new Map<string, PageSession>();
  const book = new ChargeBook();
  const refunds = new RefundBook();
  /** Each refund's signed answer, by its key (maintenance_reference): what CHECK_STATUS of it and a repeat answer. */
  const refundAnswers = new Map<string, { readonly code: string; readonly fortId: string; readonly amount: string }>();
  let config: PayfortConfig | undefined;
  const signed = (fields: Record<string, string>) => ({
    ...fields,
    signature: payfortSignature(fields, config!.responsePhrase),
  });
  const record = (
    ref: string,
    amount: string,
    currency: string,
    outcome: { code: string; message: string },
  ): Transaction => {
    const t = {
      merchantReference: ref,
      fortId: String(crypto.randomInt(1e11, 9e11)),
      amount,
      currency,
      code: outcome.code,
      message: outcome.message,
    };
    transactions.set(ref, t);
    if (t.code.startsWith('14')) {
      book.charged(ref);
      if (isCurrency(currency) && /^\d{1,15}$/.test(amount))
        refunds.captured(ref, fromGatewayMinorUnits(Number(amount), currency));
    }
    return t;
  };
  const answer = (t: Transaction, command: string, extra: Record<string, string> = {}) =>
    signed({
      command,
      merchant_reference: t.merchantReference,
      fort_id: t.fortId,
      amount: t.amount,
      currency: t.currency,
      response_code: t.code,
      response_message: t.message,
      status: t.code.slice(0, 2),
      ...extra,
    });
  const wasIssued = async (ref: string, minor: string, currency: string): Promise<boolean> =>
    /^\d{1,15}$/.test(minor) &&
    isCurrency(currency) &&
    issued(ref, fromGatewayMinorUnits(Number(minor), currency), currency);

  const api = async (body: Record<string, string>): Promise<Record<string, string>> => {
    if (
      !payfortSignatureValid(body, config!.requestPhrase) ||
      body['access_code'] !== config!.accessCode ||
      body['merchant_identifier'] !== config!.merchantIdentifier
    ) {
      return signed({ response_code: '00008', response_message: 'Signature mismatch', status: '00' });
    }
    const ref = body['merchant_reference'] ?? '';
    const key = body['maintenance_reference'] ?? '';
    if (body['query_command'] === 'CHECK_STATUS' && key) {
      const r = refundAnswers.get(key);
      if (!r || !transactions.has(ref))
        return signed({
          query_command: 'CHECK_STATUS',
          merchant_reference: ref,
          maintenance_reference: key,
          response_code: '11000',
          response_message: 'Transaction not found',
          status: '11',
        });
      return signed({
        query_command: 'CHECK_STATUS',
        merchant_reference: ref,
        maintenance_reference: key,
        fort_id: r.fortId,
        response_code: '12000',
        response_message: 'Success',
        status: '12',
        transaction_status: '06',
        transaction_code: r.code,
        transaction_message: 'Success',
        amount: r.amount,
        currency: transactions.get(ref)!.currency,
      });
    }
    if (body['command'] === 'REFUND') return refund(ref, key, body);
    if (body['query_command'] === 'CHECK_STATUS') {
      const t = transactions.get(ref);
      if (!t)
        return signed({
          query_command: 'CHECK_STATUS',
          merchant_reference: ref,
          response_code: '11000',
          response_message: 'Transaction not found',
          status: '11',
        });
      return signed({
        query_command: 'CHECK_STATUS',
        merchant_reference: ref,
        fort_id: t.fortId,
        response_code: '12000',
        response_message: 'Success',
        status: '12',
        transaction_status: t.code.slice(0, 2),
        transaction_code: t.code,
        transaction_message: t.message,
        amount: t.amount,
        currency: t.currency,
      });
    }
    if (body['command'] !== 'PURCHASE' && body['command'] !== 'AUTHORIZATION')
      return signed({ response_code: '00001', response_message: 'Missing parameter', status: '00' });
    if (transactions.has(ref))
      return signed({
        merchant_reference: ref,
        response_code: PAYFORT_DUPLICATE_REFERENCE,
        response_message: 'Merchant reference already exists',
        status: '00',
      });
    const behaviour = behaviourOf(body['token_name'] ?? '');
    const t = record(ref, body['amount'] ?? '0', body['currency'] ?? '', behaviour === 'decline' ? DECLINED : OK);
    // Charged now; the answer comes late: the caller's timeout fires first.
    if (behaviour === 'slow') await sleep(slowMs);
    return answer(t, body['command'], { eci: 'RECURRING', token_name: body['token_name'] ?? '' });
  };

  /** REFUND of a captured PURCHASE: once per maintenance_reference, never above what is left of the purchase. */
  const refund = (ref: string, key: string, body: Record<string, string>): Record<string, string> => {
    const t = transactions.get(ref);
    const currency = body['currency'] ?? '';
    const minor = body['amount'] ?? '';
    const refused = (code: string, message: string) =>
      signed({
        command: 'REFUND',
        merchant_reference: ref,
        maintenance_reference: key,
        amount: minor,
        currency,
        response_code: code,
        response_message: message,
        status: code.slice(0, 2),
      });
    if (!key) return refused('00001', 'Missing parameter maintenance_reference');
    if (!t || !t.code.startsWith('14') || t.currency !== currency || !isCurrency(currency))
      return refused('07000', 'Transaction not found or not captured');
    if (!/^\d{1,15}$/.test(minor)) return refused('00001', 'Invalid amount');
    const decided = refunds.refund(ref, key, fromGatewayMinorUnits(Number(minor), currency), () =>
      String(crypto.randomInt(1e11, 9e11)),
    );
    if (decided.kind === 'refused') return refused('07000', decided.message);
    const made = refundAnswers.get(key) ?? { code: '06000', fortId: decided.refund.id, amount: minor };
    refundAnswers.set(key, made);
    return signed({
      command: 'REFUND',
      merchant_reference: ref,
      maintenance_reference: key,
      fort_id: made.fortId,
      amount: made.amount,
      currency,
      response_code: made.code,
      response_message: 'Success',
      status: '06',
    });
  };

  const server = await listen(async (req, res, base) => {
    config ??= localPayfortConfig(base, keys);
    const url = new URL(req.url ?? '/', base);
    const body = Object.fromEntries(Object.entries(await readBody(req)).map(([k, v]) => [k, String(v)]));
    if (req.method === 'POST' && url.pathname === '/FortAPI/paymentApi') {
      const losing = book.losing();
      const out = await api(body);
      // The gateway acted; its answer is lost on the way (the caller's timeout fires first).
      if (losing) await sleep(slowMs);
      return sendJson(res, 200, out);
    }
    if (req.method === 'POST' && url.pathname === '/FortAPI/paymentPage') {
      if (!payfortSignatureValid(body, config.requestPhrase))
        return sendJson(res, 400, { error: 'Signature mismatch' });
      const ref = body['merchant_reference'] ?? '';
      if (transactions.has(ref) || !(await wasIssued(ref, body['amount'] ?? '', body['currency'] ?? '')))
        return sendJson(res, 400, { error: 'Unknown merchant_reference or amount' });
      const session = crypto.randomBytes(18).toString('base64url');
      const s: PageSession = {
        merchantReference: ref,
        amount: body['amount'] ?? '',
        currency: body['currency'] ?? '',
        returnUrl: body['return_url'] ?? '',
        command: body['command'] ?? '',
      };
      sessions.set(session, s);
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return void res.end(
        hostedPage(
          'Amazon Payment Services',
          `${base}/FortAPI/paymentPage/pay`,
          `${s.currency} ${s.amount} (minor units)`,
          {
            session,
          },
        ),
      );
    }
    if (req.method === 'POST' && url.pathname === '/FortAPI/paymentPage/pay') {
      const s = sessions.get(body['session'] ?? '');
      if (!s) return sendJson(res, 400, { error: 'Unknown payment page session' });
      sessions.delete(body['session'] ?? '');
      const t =
        transactions.get(s.merchantReference) ??
        record(s.merchantReference, s.amount, s.currency, body['outcome'] === 'pay' ? OK : DECLINED);
      const fields = answer(t, s.command || 'PURCHASE', {
        eci: 'ECOMMERCE',
        payment_option: 'VISA',
        card_number: '400555******0001',
        language: 'en',
      });
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return void res.end(autoPostPage(s.returnUrl || '/', fields));
    }
    sendJson(res, 404, { error: 'not found' });
  });
  return {
    ...server,
    captured: () => [...transactions.values()].filter((t) => t.code.startsWith('14')),
    charges: (reference) => book.charges(reference),
    refunds: (key) => refunds.refunds(key),
    refunded: (attemptId) => refunds.refunded(attemptId),
    loseAnswersFor: (ms) => book.loseAnswersFor(ms),
  };
};
