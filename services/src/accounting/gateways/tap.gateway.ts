import { CURRENCY_DECIMALS, fromGatewayDecimal, toGatewayDecimal, type Currency } from '@console/contracts';
import {
  GatewayMessageRejected,
  type CallbackResult,
  type CardGateway,
  type GatewayCallback,
  type GatewayResult,
  type HostedPayment,
  type HostedRedirect,
  type SavedCardCharge,
} from './card-gateway.port.js';
import type { CardRefund, RefundResult } from './card-refund.js';
import type { TapConfig } from './gateway.config.js';
import { callGateway, fieldText, flatFields, isRecord, type HttpAnswer } from './gateway-http.js';
import { isTapRefundId, readTapRefund } from './tap-refund.js';
import { tapHashValid } from './tap-signature.js';

const isCurrency = (v: unknown): v is Currency => v === 'AED' || v === 'KWD' || v === 'SAR';
const decimal = (amount: number, currency: Currency): number => {
  const d = toGatewayDecimal(amount, currency);
  if (d === undefined) throw new RangeError(`${amount} is finer than ${currency}'s decimals`);
  return Number(d);
};

/** Tap's charge statuses that mean the money was taken; still-running ones; the rest are failures. */
const CAPTURED = new Set(['CAPTURED']);
const RUNNING = new Set(['INITIATED', 'IN_PROGRESS', 'UNKNOWN', 'PENDING']);

/**
 * Tap Payments, its documented protocol: bearer secret key; a saved card is charged through a token made from it
 * (POST /v2/tokens { saved_card: { card_id, customer_id } }) and POST /v2/charges with source.id the token,
 * customer.id, reference.idempotent the attempt (Tap answers a repeated idempotent reference with the charge it
 * made); a payment link is a charge with source src_all whose transaction.url is Tap's hosted page; the return URL
 * gets ?tap_id=chg_..., read back with GET /v2/charges/{id}; the webhook posts the charge with a `hashstring`.
 */
export class TapGateway implements CardGateway {
  readonly provider = 'tap' as const;

  constructor(
    private readonly config: TapConfig,
    private readonly timeoutMs: number,
  ) {}

  private call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<HttpAnswer> {
    return callGateway(
      `${this.config.apiUrl}${path}`,
      {
        method,
        headers: {
          authorization: `Bearer ${this.config.secretKey}`,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      },
      this.timeoutMs,
    );
  }

  private read(answer: HttpAnswer): GatewayResult {
    if (answer.kind !== 'answer')
      return {
        outcome: 'unknown',
        gatewayId: null,
        message: answer.kind === 'timeout' ? 'timeout' : answer.error,
        amount: null,
        response: {},
      };
    const body = isRecord(answer.body) ? answer.body : {};
    if (answer.status >= 500)
      return { outcome: 'unknown', gatewayId: null, message: `HTTP ${answer.status}`, amount: null, response: {} };
    if (answer.status >= 400 || body['object'] !== 'charge') {
      // Tap refuses a bad request with { errors: [{ code, description }] }: nothing was charged.
      const errors = Array.isArray(body['errors']) ? (body['errors'] as unknown[]).filter(isRecord) : [];
      const message = errors.map((e) => fieldText(e['description'] ?? e['code'])).join('; ') || `HTTP ${answer.status}`;
      return { outcome: 'declined', gatewayId: null, message, amount: null, response: { errors: message } };
    }
    return this.outcomeOf(body);
  }

  private outcomeOf(charge: Record<string, unknown>): GatewayResult {
    const status = fieldText(charge['status']);
    const response = isRecord(charge['response']) ? charge['response'] : {};
    const currency = isCurrency(charge['currency']) ? charge['currency'] : undefined;
    const amount =
      currency && (typeof charge['amount'] === 'number' || typeof charge['amount'] === 'string')
        ? (fromGatewayDecimal(charge['amount'], currency) ?? null)
        : null;
    const card = isRecord(charge['card']) ? charge['card'] : {};
    return {
      outcome: CAPTURED.has(status) ? 'captured' : RUNNING.has(status) ? 'unknown' : 'declined',
      gatewayId: typeof charge['id'] === 'string' ? charge['id'] : null,
      message: typeof response['message'] === 'string' ? response['message'] : status,
      amount,
      response: {
        id: charge['id'],
        status,
        code: response['code'],
        message: response['message'],
        amount: charge['amount'],
        currency: charge['currency'],
        first_six: card['first_six'],
        last_four: card['last_four'],
        eci: charge['customer_initiated'] === true ? 'ECOMMERCE' : 'RECURRING',
      },
    };
  }

  private chargeBody(c: {
    attemptId: string;
    amount: number;
    currency: Currency;
    description: string;
    returnUrl: string;
    webhookUrl: string;
  }) {
    return {
      amount: decimal(c.amount, c.currency),
      currency: c.currency,
      description: c.description,
      reference: { transaction: c.attemptId, order: c.attemptId, idempotent: c.attemptId },
      metadata: { attemptId: c.attemptId },
      redirect: { url: c.returnUrl },
      post: { url: c.webhookUrl },
    };
  }

  async chargeSavedCard(c: SavedCardCharge): Promise<GatewayResult> {
    if (!c.tapCustomerId)
      return { outcome: 'declined', gatewayId: null, message: 'No Tap customer', amount: null, response: {} };
    const token = await this.call('POST', '/v2/tokens', {
      saved_card: { card_id: c.cardToken, customer_id: c.tapCustomerId },
    });
    if (token.kind !== 'answer') return this.read(token);
    const tokenId = isRecord(token.body) && typeof token.body['id'] === 'string' ? token.body['id'] : undefined;
    if (!tokenId) return this.read({ ...token, status: token.status >= 400 ? token.status : 400 });
    const answer = await this.call('POST', '/v2/charges', {
      ...this.chargeBody(c),
      // A merchant-initiated charge of a card the customer saved: no 3-D Secure.
      customer_initiated: false,
      threeDSecure: false,
      save_card: false,
      customer: { id: c.tapCustomerId },
      source: { id: tokenId },
    });
    return this.read(answer);
  }

  /** The same request, the same reference.idempotent: Tap answers with the charge it made, or makes it once. */
  settle(c: SavedCardCharge): Promise<GatewayResult> {
    return this.chargeSavedCard(c);
  }

  async startHostedPayment(p: HostedPayment): Promise<HostedRedirect> {
    const [first, ...rest] = p.customerName.trim().split(/\s+/);
    const answer = await this.call('POST', '/v2/charges', {
      ...this.chargeBody(p),
      customer_initiated: true,
      threeDSecure: true,
      save_card: false,
      customer: { first_name: first || p.customerEmail, last_name: rest.join(' '), email: p.customerEmail },
      source: { id: 'src_all' },
    });
    const body = answer.kind === 'answer' && isRecord(answer.body) ? answer.body : {};
    const tx = isRecord(body['transaction']) ? body['transaction'] : {};
    if (typeof tx['url'] !== 'string') throw new Error(`Tap gave no payment page: ${this.read(answer).message}`);
    return { method: 'GET', url: tx['url'] };
  }

  async readCallback(cb: GatewayCallback): Promise<CallbackResult> {
    const fields = cb.fields;
    // The webhook: the charge itself, signed with hashstring.
    if (fields['object'] === 'charge') {
      const currency = isCurrency(fields['currency']) ? fields['currency'] : undefined;
      if (
        !currency ||
        !tapHashValid(fields, CURRENCY_DECIMALS[currency], this.config.secretKey, cb.headers['hashstring'])
      )
        throw new GatewayMessageRejected('hashstring');
      return this.withAttempt(fields);
    }
    // The return URL: only an id, so the charge is read back from Tap itself.
    const tapId = flatFields(fields)['tap_id'];
    if (!tapId || !/^chg_[A-Za-z0-9_]{1,80}$/.test(tapId)) throw new GatewayMessageRejected('tap_id');
    const answer = await this.call('GET', `/v2/charges/${tapId}`);
    // Tap knows no such charge: a made-up tap_id, refused like a forged signature.
    if (answer.kind === 'answer' && answer.status >= 400 && answer.status < 500)
      throw new GatewayMessageRejected('tap_id unknown');
    if (answer.kind !== 'answer' || !isRecord(answer.body) || answer.body['object'] !== 'charge')
      throw new Error(`Tap did not answer for ${tapId}`);
    return this.withAttempt(answer.body);
  }

  /**
   * POST /v2/refunds of the captured charge, the amount in major units as its charges; reference.merchant and
   * metadata carry the refund's key, which the gateway keeps per refund (a repeated key answers the refund made).
   */
  async refund(r: CardRefund): Promise<RefundResult> {
    if (!r.chargeId) return { outcome: 'declined', refundId: null, message: 'No Tap charge id', response: {} };
    return readTapRefund(
      await this.call('POST', '/v2/refunds', {
        charge_id: r.chargeId,
        amount: decimal(r.amount, r.currency),
        currency: r.currency,
        reason: r.reason,
        reference: { merchant: r.refundKey },
        metadata: { refundKey: r.refundKey, attemptId: r.attemptId },
      }),
    );
  }

  /** GET /v2/refunds/{id} when the refund's id is known; else the same refund with the same key, made at most once. */
  async settleRefund(r: CardRefund, refundId: string | null): Promise<RefundResult> {
    if (refundId && isTapRefundId(refundId)) return readTapRefund(await this.call('GET', `/v2/refunds/${refundId}`));
    return this.refund(r);
  }

  private withAttempt(charge: Record<string, unknown>): CallbackResult {
    const ref = isRecord(charge['reference']) ? charge['reference'] : {};
    const attemptId = typeof ref['transaction'] === 'string' ? ref['transaction'] : undefined;
    if (!attemptId) throw new GatewayMessageRejected('reference');
    return { ...this.outcomeOf(charge), attemptId };
  }
}
