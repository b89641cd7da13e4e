import { money, type Money } from '../money/money.js';
import type { PaymentStatus, PaymentType } from './payment.enums.js';
import { paymentAllocatedTotal, paymentUnallocated, type LivePaymentState } from './payment.events.js';
import { isPaymentActionAllowed } from './payment.lifecycle.js';

/**
 * A payment's money as its read row carries it (issue 30), folded from its stream, in Money (1/10000): what went to
 * invoices, what is on none (the customer's credit from it), what was paid back, and of that what a card gateway
 * has not confirmed yet.
 */
export interface PaymentFigures {
  readonly allocated: Money;
  readonly unallocated: Money;
  readonly refunded: Money;
  readonly refundPending: Money;
}

export const paymentFiguresOf = (s: LivePaymentState): PaymentFigures => {
  const refunded = money(s.refunded ?? 0);
  const refundPending = money((s.unsettledRefunds ?? []).reduce((sum, r) => sum + r.amount, 0));
  // A payment recorded before its allocations were kept on its own stream: its invoices hold them until it adopts
  // them (on its next allocation or refund). Until then it is shown as allocated, not as credit it may not have.
  if (s.allocationsKnown === false) {
    const rest = s.status === 'complete' && s.type === 'payment' ? Math.max(0, s.amount - refunded) : 0;
    return { allocated: money(rest), unallocated: money(0), refunded, refundPending };
  }
  return { allocated: paymentAllocatedTotal(s), unallocated: paymentUnallocated(s), refunded, refundPending };
};

type RowMoney = {
  readonly status: PaymentStatus;
  readonly type: PaymentType;
  readonly amount: Money;
} & Pick<PaymentFigures, 'refunded' | 'unallocated'>;

/** What is left to pay back of a payment row (spec 3: a refund never exceeds it); the Refund dialog's default. */
export const paymentLeftToRefund = (r: RowMoney): Money =>
  isPaymentActionAllowed('refund', r.status) && r.type !== 'refund'
    ? money(Math.max(0, r.amount - r.refunded))
    : money(0);

/** Allocate is offered for money on no invoice of a complete payment, when the customer has an invoice to take it. */
export const paymentAllocatable = (r: RowMoney, customerHasOpenInvoices: boolean): boolean =>
  isPaymentActionAllowed('allocate', r.status) && r.type === 'payment' && r.unallocated > 0 && customerHasOpenInvoices;

/**
 * Pay from credit (mode credits) is offered when the customer has credit and owes something; it spends at most the
 * smaller of the two (the server refuses more than either), which is the dialog's default.
 */
export const creditPayable = (credits: Money, outstanding: Money): Money =>
  money(Math.max(0, Math.min(credits, outstanding)));
