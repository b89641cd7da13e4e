import crypto from 'node:crypto';
import type { PayfortConfig } from '../gateway.config.js';
import { payfortSignature, payfortSignatureValid } from '../payfort-signature.js';
import {
  autoPostPage,
  behaviourOf,
  hostedPage,
  listen,
  readBody,
  sendJson,
  sleep,
  type LocalServer,
} from './local-http.js';

interface Transaction {
  readonly merchantReference: string;
  readonly fortId: string;
  readonly amount: string;
  readonly currency: string;
  readonly code: string;
  readonly message: string;
}

export interface LocalPayfort extends LocalServer {
  /** Every transaction that took money, once each: what the tests count to prove nothing was charged twice. */
  captured(): readonly Transaction[];
}

/** The keys of the local PayFort: development only; a real account's come from the environment. */
export const localPayfortConfig = (url: string): PayfortConfig => ({
  apiUrl: `${url}/FortAPI/paymentApi`,
  pageUrl: `${url}/FortAPI/paymentPage`,
  merchantIdentifier: 'LOCALMERCH',
  accessCode: 'LOCALACCESSCODE0001',
  requestPhrase: 'local-request-phrase',
  responsePhrase: 'local-response-phrase',
  command: 'PURCHASE',
});

const OK = { code: '14000', message: 'Success' };
const DECLINED = { code: '13003', message: 'Transaction declined' };

/**
 * A local Amazon Payment Services that speaks its protocol: signed JSON PURCHASE / AUTHORIZATION with token_name and
 * CHECK_STATUS on FortAPI/paymentApi, the hosted page posted to FortAPI/paymentPage, signed fields posted back to
 * return_url. A merchant_reference is taken once: a second PURCHASE of it is refused, as the gateway does.
 */
export const startLocalPayfort = async (slowMs: number): Promise<LocalPayfort> => {
  const transactions = new Map<string, Transaction>();
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

  const server = await listen(async (req, res, base) => {
    config ??= localPayfortConfig(base);
    const url = new URL(req.url ?? '/', base);
    const body = Object.fromEntries(Object.entries(await readBody(req)).map(([k, v]) => [k, String(v)]));
    if (req.method === 'POST' && url.pathname === '/FortAPI/paymentApi') {
      if (
        !payfortSignatureValid(body, config.requestPhrase) ||
        body['access_code'] !== config.accessCode ||
        body['merchant_identifier'] !== config.merchantIdentifier
      ) {
        return sendJson(
          res,
          200,
          signed({ response_code: '00008', response_message: 'Signature mismatch', status: '00' }),
        );
      }
      const ref = body['merchant_reference'] ?? '';
      if (body['query_command'] === 'CHECK_STATUS') {
        const t = transactions.get(ref);
        if (!t)
          return sendJson(
            res,
            200,
            signed({
              query_command: 'CHECK_STATUS',
              merchant_reference: ref,
              response_code: '11000',
              response_message: 'Transaction not found',
              status: '11',
            }),
          );
        return sendJson(
          res,
          200,
          signed({
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
          }),
        );
      }
      if (body['command'] !== 'PURCHASE' && body['command'] !== 'AUTHORIZATION')
        return sendJson(
          res,
          200,
          signed({ response_code: '00001', response_message: 'Missing parameter', status: '00' }),
        );
      if (transactions.has(ref))
        return sendJson(
          res,
          200,
          signed({
            merchant_reference: ref,
            response_code: '00033',
            response_message: 'Merchant reference already exists',
            status: '00',
          }),
        );
      const behaviour = behaviourOf(body['token_name'] ?? '');
      const t = record(ref, body['amount'] ?? '0', body['currency'] ?? '', behaviour === 'decline' ? DECLINED : OK);
      // Charged now; the answer comes late: the caller's timeout fires first.
      if (behaviour === 'slow') await sleep(slowMs);
      return sendJson(res, 200, answer(t, body['command'], { eci: 'RECURRING', token_name: body['token_name'] ?? '' }));
    }
    if (req.method === 'POST' && url.pathname === '/FortAPI/paymentPage') {
      if (!payfortSignatureValid(body, config.requestPhrase))
        return sendJson(res, 400, { error: 'Signature mismatch' });
      const keep = {
        merchant_reference: body['merchant_reference'] ?? '',
        amount: body['amount'] ?? '',
        currency: body['currency'] ?? '',
        return_url: body['return_url'] ?? '',
        command: body['command'] ?? '',
      };
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return void res.end(
        hostedPage(
          'Amazon Payment Services',
          `${base}/FortAPI/paymentPage/pay`,
          `${keep.currency} ${keep.amount} (minor units)`,
          keep,
        ),
      );
    }
    if (req.method === 'POST' && url.pathname === '/FortAPI/paymentPage/pay') {
      const ref = body['merchant_reference'] ?? '';
      const t =
        transactions.get(ref) ??
        record(ref, body['amount'] ?? '0', body['currency'] ?? '', body['outcome'] === 'pay' ? OK : DECLINED);
      const fields = answer(t, body['command'] ?? 'PURCHASE', {
        eci: 'ECOMMERCE',
        payment_option: 'VISA',
        card_number: '400555******0001',
        language: 'en',
      });
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return void res.end(autoPostPage(body['return_url'] ?? '/', fields));
    }
    sendJson(res, 404, { error: 'not found' });
  });
  return { ...server, captured: () => [...transactions.values()].filter((t) => t.code.startsWith('14')) };
};
