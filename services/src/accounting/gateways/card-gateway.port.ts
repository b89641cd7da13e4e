import type { Currency, GatewayProvider } from '@console/contracts';
import type { CardRefund, RefundResult } from './card-refund.js';

/**
 * What a gateway said about one attempt. `unknown`: no answer in time (the gateway may have charged): the payment
 * stays pending until `settle` learns the truth; it is never retried as a new charge.
 */
export type GatewayOutcome = 'captured' | 'declined' | 'unknown';

export interface GatewayResult {
  readonly outcome: GatewayOutcome;
  /** The gateway's own id of the transaction (PayFort fort_id, Tap chg_...), when it gave one. */
  readonly gatewayId: string | null;
  /** The gateway's words, for a declined card's 4xx and the payment's data.response. */
  readonly message: string;
  /** The amount the gateway says it took, in 1/10000 units; checked against the payment before it counts. */
  readonly amount: number | null;
  /** The provider's fields, kept as data.response on the payment (no card number: gateways send it masked). */
  readonly response: Readonly<Record<string, unknown>>;
}

/** One attempt to charge a saved card; `attemptId` is the idempotency key the gateway keeps (merchant_reference, reference.idempotent). */
export interface SavedCardCharge {
  readonly attemptId: string;
  readonly amount: number;
  readonly currency: Currency;
  readonly customerEmail: string;
  readonly customerName: string;
  /** PayFort token_name, or Tap's saved card id; empty when settling a payment link's attempt (no saved card). */
  readonly cardToken: string;
  /** Tap's customer id (cus_...): a Tap saved card belongs to one. */
  readonly tapCustomerId: string | null;
  readonly description: string;
  /** Tap asks for a redirect and a post URL on every charge, even one without 3-D Secure. */
  readonly returnUrl: string;
  readonly webhookUrl: string;
}

/** A hosted-page payment for a payment link: where to send the customer's browser. */
export interface HostedPayment {
  readonly attemptId: string;
  readonly amount: number;
  readonly currency: Currency;
  readonly customerEmail: string;
  readonly customerName: string;
  readonly description: string;
  /** Where the gateway sends the browser back (and PayFort its signed fields). */
  readonly returnUrl: string;
  /** Where the gateway posts its server-to-server notification (Tap post.url). */
  readonly webhookUrl: string;
}

/** GET: send the browser to `url`; POST: an auto-submitted form of `fields` (PayFort's payment page is posted to). */
export type HostedRedirect =
  | { readonly method: 'GET'; readonly url: string }
  | { readonly method: 'POST'; readonly url: string; readonly fields: Readonly<Record<string, string>> };

/** What came back to a return URL or a webhook: fields (query or form) or a JSON body, and the headers. */
export interface GatewayCallback {
  readonly fields: Readonly<Record<string, unknown>>;
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
}

export interface CallbackResult extends GatewayResult {
  readonly attemptId: string;
}

/**
 * A card gateway (ARCHITECTURE: ports with one contract suite for every adapter, gateway.contract.ts). Every
 * call is keyed by the attempt, so asking twice never charges twice.
 */
export interface CardGateway {
  readonly provider: GatewayProvider;
  chargeSavedCard(charge: SavedCardCharge): Promise<GatewayResult>;
  /**
   * The truth about an attempt whose answer was lost: PayFort CHECK_STATUS by merchant_reference (and, when the
   * gateway never saw it, the same PURCHASE again, which a reused merchant_reference makes safe); Tap the same charge
   * request with the same reference.idempotent, which Tap answers with the charge it made.
   */
  settle(charge: SavedCardCharge): Promise<GatewayResult>;
  startHostedPayment(payment: HostedPayment): Promise<HostedRedirect>;
  /** Verifies what a return URL or webhook received (signature, or Tap's charge read back) and says which attempt it is; throws when forged. */
  readCallback(callback: GatewayCallback): Promise<CallbackResult>;
  /** Returns part or all of a captured charge to the card, once per `refundKey` (card-refund.ts). */
  refund(refund: CardRefund): Promise<RefundResult>;
  /**
   * The truth about a refund whose answer was lost or still running: PayFort CHECK_STATUS of the refund; Tap
   * GET /v2/refunds/{id} when its id is known, else the same refund with the same key, which Tap answers with the
   * refund it made.
   */
  settleRefund(refund: CardRefund, refundId: string | null): Promise<RefundResult>;
}

/**
 * The attempt id both gateways carry, so a callback names the payment it settles: the payment's stream for a
 * payment link or a capture of no invoice; `invoice-<id>-capture-<payment>` (contracts' invoiceCaptureAttemptId,
 * issue 30) for a capture of an invoice, the reservation that holds its balance.
 */
export const attemptIdOf = (paymentId: number): string => `payment-${paymentId}`;
export const paymentIdOfAttempt = (attemptId: string): number | undefined => {
  const m = /^(?:payment|invoice-\d{1,15}-capture)-(\d{1,15})$/.exec(attemptId);
  return m ? Number(m[1]) : undefined;
};

/** The attempt a payment was sent to its gateway as: kept in its data (data.response.attemptId) when not the default. */
export const attemptIdOfPayment = (p: {
  readonly id: number;
  readonly data?: { readonly response?: Readonly<Record<string, unknown>> } | null;
}): string => {
  const kept = p.data?.response?.['attemptId'];
  return typeof kept === 'string' && paymentIdOfAttempt(kept) === p.id ? kept : attemptIdOf(p.id);
};

/** A forged or unreadable gateway message: answered 400, never acted on. */
export class GatewayMessageRejected extends Error {}
