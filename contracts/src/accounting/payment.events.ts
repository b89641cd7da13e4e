import * as t from 'io-ts';
import { Currency } from '../money/currency.js';
import { Money, money } from '../money/money.js';
import { AccountingId, Instant, nullable } from './accounting.codecs.js';
import { PaymentData, PaymentRecordCodec, type PaymentRecord } from './payment.record.js';
import { PaymentMethod, PaymentStatus, PaymentType } from './payment.enums.js';
import { isPaymentActionAllowed } from './payment.lifecycle.js';

/** Stream `payment-<id>`. */
export const PAYMENT_CATEGORY = 'payment';

/** A payment came into being: complete for the manual modes, pending for a gateway's until captured. */
export const PaymentRecorded = PaymentRecordCodec;

/** A pending (or failed) payment completed: the gateway captured it, or staff confirmed it. */
export const PaymentCaptured = t.intersection([
  t.type({ id: AccountingId, from: PaymentStatus.codec, paidAt: Instant }),
  t.partial({ data: PaymentData }),
]);
export type PaymentCaptured = t.TypeOf<typeof PaymentCaptured>;

export const PaymentFailed = t.intersection([
  t.type({ id: AccountingId, from: PaymentStatus.codec }),
  t.partial({ data: PaymentData }),
]);
export type PaymentFailed = t.TypeOf<typeof PaymentFailed>;

/** A complete payment was paid back; what it had allocated goes back off its invoices. */
export const PaymentRefunded = t.type({ id: AccountingId, refundedAt: Instant });
export type PaymentRefunded = t.TypeOf<typeof PaymentRefunded>;

/** An edit of a payment that is not complete: only what changed. Status moves are their own events. */
export const PaymentUpdated = t.type({
  id: AccountingId,
  changes: t.partial({
    type: PaymentType.codec,
    mode: PaymentMethod.codec,
    amount: Money,
    currency: Currency.codec,
    invoiceIds: t.array(AccountingId),
    partnerId: AccountingId,
    notes: nullable(t.string),
    reference: nullable(t.string),
    status: PaymentStatus.codec,
  }),
});
export type PaymentUpdated = t.TypeOf<typeof PaymentUpdated>;

export const PaymentDeleted = t.type({ id: AccountingId });

/** Part of a payment as it went to one invoice (the payment's side of the invoice's allocation). */
export const PaymentAllocation = t.type({ invoiceId: AccountingId, amount: Money });
export type PaymentAllocation = t.TypeOf<typeof PaymentAllocation>;

/**
 * Part of the payment's unallocated money went to an invoice: decided on the payment's stream after the invoice's
 * own stream took it (InvoicePaid / InvoicePartiallyPaid), so the payment never gives more than it has.
 */
export const PaymentAllocated = t.type({ id: AccountingId, invoiceId: AccountingId, amount: Money });
export type PaymentAllocated = t.TypeOf<typeof PaymentAllocated>;

/** An allocation given back (its invoice refused it, or a credit application was undone): the money is credit again. */
export const PaymentAllocationReleased = t.type({ id: AccountingId, invoiceId: AccountingId, amount: Money });
export type PaymentAllocationReleased = t.TypeOf<typeof PaymentAllocationReleased>;

/**
 * A payment recorded before its allocations were kept on its own stream: what its invoices held for it, adopted
 * once so its unallocated money (its credit) is decided on its stream from then on.
 */
export const PaymentAllocationsAdopted = t.type({ id: AccountingId, allocations: t.array(PaymentAllocation) });
export type PaymentAllocationsAdopted = t.TypeOf<typeof PaymentAllocationsAdopted>;

/**
 * Part (or the rest) of a complete payment paid back: `amount` out of it, first from its unallocated money, then
 * from its invoices (`releases`, newest allocation first). The payment is refunded once nothing is left of it.
 */
export const PaymentRefundIssued = t.intersection([
  t.type({
    id: AccountingId,
    amount: Money,
    releases: t.array(PaymentAllocation),
    refundedAt: Instant,
    reference: nullable(t.string),
  }),
  // A card payment's refund (issue 30): its idempotency key at the gateway, `payment-<id>-refund-<n>`.
  t.partial({ refundKey: t.string }),
]);
export type PaymentRefundIssued = t.TypeOf<typeof PaymentRefundIssued>;

/**
 * The gateway declined a card payment's refund (issue 30): the refund under `refundKey` returned nothing, so its
 * amount is the payment's again (its unallocated money, the customer's credit), and the ledger posts it back in.
 */
export const PaymentRefundFailed = t.type({
  id: AccountingId,
  amount: Money,
  refundKey: t.string,
  message: t.string,
  failedAt: Instant,
});
export type PaymentRefundFailed = t.TypeOf<typeof PaymentRefundFailed>;

/**
 * The gateway confirmed a card payment's refund under `refundKey` (its answer, or asking it after a lost answer):
 * the refund is settled, so another refund of the payment may be decided (issue 30 §4). No money moves.
 */
export const PaymentRefundSettled = t.type({
  id: AccountingId,
  refundKey: t.string,
  refundId: nullable(t.string),
  settledAt: Instant,
});
export type PaymentRefundSettled = t.TypeOf<typeof PaymentRefundSettled>;

export type PaymentEvent =
  | { readonly type: 'PaymentRecorded'; readonly data: PaymentRecord }
  | { readonly type: 'PaymentCaptured'; readonly data: PaymentCaptured }
  | { readonly type: 'PaymentFailed'; readonly data: PaymentFailed }
  | { readonly type: 'PaymentRefunded'; readonly data: PaymentRefunded }
  | { readonly type: 'PaymentUpdated'; readonly data: PaymentUpdated }
  | { readonly type: 'PaymentDeleted'; readonly data: t.TypeOf<typeof PaymentDeleted> }
  | { readonly type: 'PaymentAllocated'; readonly data: PaymentAllocated }
  | { readonly type: 'PaymentAllocationReleased'; readonly data: PaymentAllocationReleased }
  | { readonly type: 'PaymentAllocationsAdopted'; readonly data: PaymentAllocationsAdopted }
  | { readonly type: 'PaymentRefundIssued'; readonly data: PaymentRefundIssued }
  | { readonly type: 'PaymentRefundFailed'; readonly data: PaymentRefundFailed }
  | { readonly type: 'PaymentRefundSettled'; readonly data: PaymentRefundSettled };

export const PAYMENT_EVENT_CODECS = Object.freeze({
  PaymentRecorded,
  PaymentCaptured,
  PaymentFailed,
  PaymentRefunded,
  PaymentUpdated,
  PaymentDeleted,
  PaymentAllocated,
  PaymentAllocationReleased,
  PaymentAllocationsAdopted,
  PaymentRefundIssued,
  PaymentRefundFailed,
  PaymentRefundSettled,
});
export const PAYMENT_EVENT_TYPES = Object.freeze(Object.keys(PAYMENT_EVENT_CODECS)) as readonly PaymentEvent['type'][];

/**
 * The payment as its stream leaves it. `allocations` and `refunded` are the payment's side of its money: what went
 * to which invoice and what was paid back; `allocationsKnown` is false for a payment recorded before they were kept
 * on its stream (its invoices hold them until it adopts them). Documents stored before have none of the three.
 */
export type LivePaymentState = PaymentRecord & {
  readonly deleted: boolean;
  readonly allocations?: readonly PaymentAllocation[];
  readonly refunded?: Money;
  readonly allocationsKnown?: boolean;
  /** Refunds issued on the stream, ever (failed ones too): the next refund's key is `payment-<id>-refund-<n+1>`. */
  readonly refundCount?: number;
  /**
   * Card refunds issued whose gateway outcome is not known yet (sent, or their answer lost): each is settled by asking
   * the gateway under its key before another refund of the payment is decided, so money is never returned twice.
   */
  readonly unsettledRefunds?: readonly UnsettledRefund[];
};

/** A card refund counted on the payment whose gateway answer is still to be learnt. */
export interface UnsettledRefund {
  readonly refundKey: string;
  readonly amount: Money;
  readonly reference: string | null;
}
export type PaymentState = LivePaymentState | null;

const allocationsOf = (s: LivePaymentState): readonly PaymentAllocation[] => s.allocations ?? [];

/** Adds (or, negative, takes back) `amount` of the payment's allocation to `invoiceId`; a spent one is dropped. */
const moveAllocation = (
  list: readonly PaymentAllocation[],
  invoiceId: number,
  amount: number,
): readonly PaymentAllocation[] => {
  const had = list.find((a) => a.invoiceId === invoiceId)?.amount ?? 0;
  const rest = list.filter((a) => a.invoiceId !== invoiceId);
  const now = had + amount;
  return now > 0 ? [...rest, { invoiceId, amount: money(now) }] : rest;
};

/** What the payment allocated, over all its invoices. */
export const paymentAllocatedTotal = (s: LivePaymentState): Money =>
  money(allocationsOf(s).reduce((sum, a) => sum + a.amount, 0));

/** What is left to pay back of a complete payment (spec 3: a refund never exceeds it). */
export const paymentRefundable = (s: LivePaymentState): Money =>
  isPaymentActionAllowed('refund', s.status) && s.type !== 'refund'
    ? money(Math.max(0, s.amount - (s.refunded ?? 0)))
    : money(0);

/** The payment's money that is on no invoice: the customer's credit from it. */
export const paymentUnallocated = (s: LivePaymentState): Money =>
  isPaymentActionAllowed('allocate', s.status) && s.type === 'payment'
    ? money(Math.max(0, s.amount - (s.refunded ?? 0) - paymentAllocatedTotal(s)))
    : money(0);

const settledOut = (s: LivePaymentState, refundKey: string): readonly UnsettledRefund[] =>
  (s.unsettledRefunds ?? []).filter((r) => r.refundKey !== refundKey);

export const evolvePayment = (s: PaymentState, e: PaymentEvent): PaymentState => {
  switch (e.type) {
    case 'PaymentRecorded':
      return {
        ...e.data,
        deleted: false,
        allocations: [],
        refunded: money(0),
        // A complete payment naming invoices may have been allocated by the invoices alone (before this was kept).
        allocationsKnown: !(e.data.status === 'complete' && e.data.invoiceIds.length > 0),
      };
    case 'PaymentCaptured':
      return s && { ...s, status: 'complete', paidAt: e.data.paidAt, ...(e.data.data ? { data: e.data.data } : {}) };
    case 'PaymentFailed':
      return s && { ...s, status: 'failed', paidAt: null, ...(e.data.data ? { data: e.data.data } : {}) };
    case 'PaymentRefunded':
      return s && { ...s, status: 'refunded', refunded: s.amount, allocations: [] };
    case 'PaymentUpdated':
      return s && { ...s, ...e.data.changes };
    case 'PaymentDeleted':
      return s && { ...s, deleted: true };
    case 'PaymentAllocated':
      return (
        s && {
          ...s,
          allocationsKnown: true,
          allocations: moveAllocation(allocationsOf(s), e.data.invoiceId, e.data.amount),
          invoiceIds: s.invoiceIds.includes(e.data.invoiceId) ? s.invoiceIds : [...s.invoiceIds, e.data.invoiceId],
        }
      );
    case 'PaymentAllocationReleased':
      return s && { ...s, allocations: moveAllocation(allocationsOf(s), e.data.invoiceId, 0 - e.data.amount) };
    case 'PaymentAllocationsAdopted':
      return s && { ...s, allocationsKnown: true, allocations: e.data.allocations.filter((a) => a.amount > 0) };
    case 'PaymentRefundIssued': {
      if (!s) return s;
      const refunded = money((s.refunded ?? 0) + e.data.amount);
      const allocations = e.data.releases.reduce(
        (list, r) => moveAllocation(list, r.invoiceId, 0 - r.amount),
        allocationsOf(s),
      );
      const { refundKey } = e.data;
      return {
        ...s,
        refunded,
        allocations,
        refundCount: (s.refundCount ?? 0) + 1,
        status: refunded >= s.amount ? 'refunded' : s.status,
        ...(refundKey === undefined
          ? {}
          : {
              unsettledRefunds: [
                ...(s.unsettledRefunds ?? []),
                { refundKey, amount: e.data.amount, reference: e.data.reference },
              ],
            }),
      };
    }
    case 'PaymentRefundFailed': {
      if (!s) return s;
      const refunded = money(Math.max(0, (s.refunded ?? 0) - e.data.amount));
      return {
        ...s,
        refunded,
        status: s.status === 'refunded' && refunded < s.amount ? 'complete' : s.status,
        unsettledRefunds: settledOut(s, e.data.refundKey),
      };
    }
    case 'PaymentRefundSettled':
      return s && { ...s, unsettledRefunds: settledOut(s, e.data.refundKey) };
  }
};
