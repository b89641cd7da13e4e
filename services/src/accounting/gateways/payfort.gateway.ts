import { fromGatewayMinorUnits, toGatewayMinorUnits, type Currency } from '@console/contracts';
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
import type { PayfortConfig } from './gateway.config.js';
import { callGateway, fieldText, flatFields, isRecord, type HttpAnswer } from './gateway-http.js';
import {
  PAYFORT_DUPLICATE_REFERENCE,
  payfortSignature,
  payfortSignatureValid,
  payfortStatusOf,
} from './payfort-signature.js';
import { readPayfortRefund, readPayfortRefundStatus } from './payfort-refund.js';

const minor = (amount: number, currency: Currency): number => {
  const m = toGatewayMinorUnits(amount, currency);
  if (m === undefined) throw new RangeError(`${amount} is finer than ${currency}'s decimals`);
  return m;
};

/**
 * Amazon Payment Services (PayFort), its documented protocol: JSON server-to-server calls to FortAPI/paymentApi
 * (PURCHASE or AUTHORIZATION with a saved card's token_name and eci RECURRING; CHECK_STATUS by merchant_reference),
 * the hosted payment page posted to with a signed form, and signed fields back on the return URL. Every request
 * carries the SHA-256 signature of the request phrase; every answer's signature of the response phrase is checked.
 */
export class PayfortGateway implements CardGateway {
  readonly provider = 'payfort' as const;

  constructor(
    private readonly config: PayfortConfig,
    private readonly timeoutMs: number,
  ) {}

  private signed(fields: Record<string, string | number>): Record<string, string | number> {
    return { ...fields, signature: payfortSignature(fields, this.config.requestPhrase) };
  }

  private base(): Record<string, string> {
    return { access_code: this.config.accessCode, merchant_identifier: this.config.merchantIdentifier, language: 'en' };
  }

  private purchaseFields(c: SavedCardCharge): Record<string, string | number> {
    return this.signed({
      ...this.base(),
      command: this.config.command,
      merchant_reference: c.attemptId,
      amount: minor(c.amount, c.currency),
      currency: c.currency,
      customer_email: c.customerEmail,
      customer_name: c.customerName,
      token_name: c.cardToken,
      // A merchant-initiated charge of a card saved earlier: no CVV, no 3-D Secure.
      eci: 'RECURRING',
      order_description: c.description,
    });
  }

  private post(fields: Record<string, string | number>): Promise<HttpAnswer> {
    return callGateway(
      this.config.apiUrl,
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(fields) },
      this.timeoutMs,
    );
  }

  /** An answer whose signature fails is treated as no answer: nothing is believed, the attempt stays to be settled. */
  private read(answer: HttpAnswer, currency: Currency): GatewayResult {
    if (answer.kind !== 'answer')
      return {
        outcome: 'unknown',
        gatewayId: null,
        message: answer.kind === 'timeout' ? 'timeout' : answer.error,
        amount: null,
        response: {},
      };
    const body = isRecord(answer.body) ? answer.body : {};
    if (!payfortSignatureValid(body, this.config.responsePhrase)) {
      return {
        outcome: 'unknown',
        gatewayId: null,
        message: 'The answer is not signed by the gateway',
        amount: null,
        response: {},
      };
    }
    return this.outcomeOf(body, currency);
  }

  private outcomeOf(body: Record<string, unknown>, currency: Currency): GatewayResult {
    const status = payfortStatusOf(body['response_code']);
    const captured = status === '14' || status === '02' || status === '04';
    // Pending, uncertain, or a reference the gateway has already (issue 30): the attempt is looked up, never declined.
    const pending =
      status === '19' || status === '15' || status === '20' || body['response_code'] === PAYFORT_DUPLICATE_REFERENCE;
    const amount =
      typeof body['amount'] === 'string' || typeof body['amount'] === 'number'
        ? fromGatewayMinorUnits(Number(body['amount']), currency)
        : null;
    const response = { ...strip(body), eci: body['eci'] === 'ECOMMERCE' ? 'ECOMMERCE' : 'RECURRING' };
    return {
      outcome: captured ? 'captured' : pending ? 'unknown' : 'declined',
      gatewayId: typeof body['fort_id'] === 'string' ? body['fort_id'] : null,
      message:
        typeof body['response_message'] === 'string'
          ? body['response_message']
          : `response_code ${String(body['response_code'])}`,
      amount,
      response,
    };
  }

  async chargeSavedCard(c: SavedCardCharge): Promise<GatewayResult> {
    return this.read(await this.post(this.purchaseFields(c)), c.currency);
  }

  async settle(c: SavedCardCharge): Promise<GatewayResult> {
    const answer = await this.post(
      this.signed({ ...this.base(), query_command: 'CHECK_STATUS', merchant_reference: c.attemptId }),
    );
    if (answer.kind !== 'answer') return this.read(answer, c.currency);
    const body = isRecord(answer.body) ? answer.body : {};
    if (!payfortSignatureValid(body, this.config.responsePhrase)) return this.read(answer, c.currency);
    if (payfortStatusOf(body['response_code']) === '12' && typeof body['transaction_status'] === 'string') {
      // The original transaction's own status and code stand for it.
      return this.outcomeOf(
        {
          ...body,
          response_code: body['transaction_code'] ?? `${body['transaction_status']}000`,
          response_message: body['transaction_message'] ?? body['response_message'],
        },
        c.currency,
      );
    }
    // The gateway has no such merchant_reference: it never charged, so the same PURCHASE now charges at most once.
    // A payment link's attempt has no saved card: the customer has simply not paid (yet).
    if (!c.cardToken)
      return {
        outcome: 'unknown',
        gatewayId: null,
        message: fieldText(body['response_message'], 'not found'),
        amount: null,
        response: {},
      };
    return this.chargeSavedCard(c);
  }

  async startHostedPayment(p: HostedPayment): Promise<HostedRedirect> {
    const fields = this.signed({
      ...this.base(),
      command: this.config.command,
      merchant_reference: p.attemptId,
      amount: minor(p.amount, p.currency),
      currency: p.currency,
      customer_email: p.customerEmail,
      customer_name: p.customerName,
      order_description: p.description,
      return_url: p.returnUrl,
    });
    return {
      method: 'POST',
      url: this.config.pageUrl,
      fields: Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, String(v)])),
    };
  }

  /**
   * REFUND of the captured PURCHASE (its merchant_reference), the amount in minor units as its purchases, signed
   * with the request phrase; maintenance_reference carries the refund's key, which the gateway keeps per
   * maintenance operation (a repeated key answers the refund made, never a second one).
   */
  async refund(r: CardRefund): Promise<RefundResult> {
    const answer = await this.post(
      this.signed({
        ...this.base(),
        command: 'REFUND',
        merchant_reference: r.attemptId,
        maintenance_reference: r.refundKey,
        amount: minor(r.amount, r.currency),
        currency: r.currency,
        order_description: r.reason,
      }),
    );
    return readPayfortRefund(answer, this.config.responsePhrase);
  }

  /** CHECK_STATUS of the refund by its key; a refund the gateway never saw is sent again with the same key. */
  async settleRefund(r: CardRefund): Promise<RefundResult> {
    const answer = await this.post(
      this.signed({
        ...this.base(),
        query_command: 'CHECK_STATUS',
        merchant_reference: r.attemptId,
        maintenance_reference: r.refundKey,
      }),
    );
    return readPayfortRefundStatus(answer, this.config.responsePhrase, r.refundKey) ?? this.refund(r);
  }

  async readCallback(cb: GatewayCallback): Promise<CallbackResult> {
    const fields = flatFields(cb.fields);
    if (!payfortSignatureValid(fields, this.config.responsePhrase)) throw new GatewayMessageRejected('signature');
    const attemptId = fields['merchant_reference'];
    const currency = fields['currency'];
    if (!attemptId || (currency !== 'AED' && currency !== 'KWD' && currency !== 'SAR'))
      throw new GatewayMessageRejected('fields');
    return { ...this.outcomeOf(fields, currency), attemptId };
  }
}

/** What is kept of an answer: never the signature, and no full card number (PayFort sends it masked anyway). */
const strip = (body: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(body).filter(
      ([k, v]) => k !== 'signature' && k !== 'card_security_code' && (typeof v === 'string' || typeof v === 'number'),
    ),
  );
