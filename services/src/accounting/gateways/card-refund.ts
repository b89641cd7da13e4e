import type { Currency } from '@console/contracts';

/**
 * What a gateway said about a refund. `unknown`: no answer in time, or the gateway still working on it: the refund
 * stays pending at the gateway until `settleRefund` learns the truth; it is never sent as a new refund.
 */
export type RefundOutcome = 'refunded' | 'declined' | 'unknown';

/**
 * One refund of a captured card payment. `refundKey` is the idempotency key (`payment-<id>-refund-<n>`, the
 * refund's sequence on the payment's stream): the gateway returns money once per key however often it is asked.
 */
export interface CardRefund {
  readonly refundKey: string;
  /** The captured charge's attempt: PayFort's merchant_reference of the PURCHASE. */
  readonly attemptId: string;
  /** The gateway's id of the captured charge: Tap's chg_... (PayFort's fort_id, not needed by REFUND). */
  readonly chargeId: string | null;
  /** In 1/10000 units, as every amount of the console. */
  readonly amount: number;
  readonly currency: Currency;
  readonly reason: string;
}

export interface RefundResult {
  readonly outcome: RefundOutcome;
  /** The gateway's id of the refund (Tap re_...; PayFort's fort_id), when it gave one. */
  readonly refundId: string | null;
  /** The gateway's words: a declined refund's 4xx, kept on the refund's event. */
  readonly message: string;
  /** The provider's fields, kept on the refund's event. */
  readonly response: Readonly<Record<string, unknown>>;
}

/** The idempotency key of the n-th refund decided on a payment's stream (n counts from 1). */
export const refundKeyOf = (paymentId: number, n: number): string => `payment-${paymentId}-refund-${n}`;

export const unknownRefund = (message: string): RefundResult => ({
  outcome: 'unknown',
  refundId: null,
  message,
  response: {},
});
