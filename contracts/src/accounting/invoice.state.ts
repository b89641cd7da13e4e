import type { Currency } from '../money/currency.js';
import { money, type Money } from '../money/money.js';
import type { InvoiceCharge, InvoiceEvent } from './invoice.events.js';
import type { InvoiceStatus, InvoiceType } from './invoice.enums.js';
import { invoiceStatusOf } from './invoice.rules.js';

export interface InvoiceAllocation {
  readonly paymentId: number;
  readonly amount: Money;
}

/**
 * Issue 30: what a card capture in flight holds of the invoice's balance (InvoiceCaptureReserved), until its
 * gateway's answer settles it or, after `until`, a new capture settles it with the gateway first.
 */
export interface InvoiceCaptureHold {
  readonly paymentId: number;
  readonly amount: Money;
  /** ISO instant: the hold's lifetime (the longest a capture's gateway calls can take). */
  readonly until: string;
}

/** The invoice as its stream leaves it (the decider's state, and the read row's source of truth). */
export interface InvoiceDocument {
  readonly id: number;
  readonly type: InvoiceType;
  readonly date: string;
  readonly dueDate: string;
  readonly userId: number;
  readonly partnerId: number;
  readonly countryId: number;
  readonly orderId: number | null;
  readonly currency: Currency;
  readonly vat: number;
  readonly charges: readonly InvoiceCharge[];
  readonly amountBeforeTax: Money;
  readonly taxAmount: Money;
  readonly amount: Money;
  readonly amountPaid: Money;
  readonly allocations: readonly InvoiceAllocation[];
  readonly status: InvoiceStatus;
  readonly paidAt: string | null;
  readonly createdAt: string;
  /** The card capture in flight, if any. Absent in documents folded before issue 30: none. */
  readonly captureHold?: InvoiceCaptureHold | null;
}

export type InvoiceState = InvoiceDocument | null;

const withStatus = (d: InvoiceDocument): InvoiceDocument => ({
  ...d,
  status: invoiceStatusOf({ amount: d.amount, amountPaid: d.amountPaid, cancelled: d.status === 'cancelled' }),
});

/**
 * The fold. Amounts and allocations are applied, and the status derived again from them, so the status always
 * follows the amounts (the property test checks the recorded status agrees).
 */
export const evolveInvoice = (s: InvoiceState, e: InvoiceEvent): InvoiceState => {
  switch (e.type) {
    case 'InvoiceIssued': {
      const { status: _status, ...d } = e.data;
      return withStatus({
        ...d,
        amountPaid: money(0),
        allocations: [],
        status: 'unpaid',
        paidAt: null,
        captureHold: null,
      });
    }
    case 'InvoiceUpdated': {
      if (!s) return s;
      const { status: _status, ...changes } = e.data.changes;
      return withStatus({ ...s, ...changes });
    }
    case 'InvoiceCancelled':
      return s && { ...s, status: 'cancelled' };
    case 'InvoicePartiallyPaid':
    case 'InvoicePaid':
      return (
        s &&
        withStatus({
          ...s,
          amountPaid: e.data.amountPaid,
          allocations: [...s.allocations, { paymentId: e.data.paymentId, amount: e.data.amount }],
          paidAt: e.type === 'InvoicePaid' ? e.data.paidAt : s.paidAt,
          // The held capture's payment landed: its hold has become the allocation.
          ...(s.captureHold?.paymentId === e.data.paymentId ? { captureHold: null } : {}),
        })
      );
    case 'InvoicePaymentReleased':
      return (
        s &&
        withStatus({
          ...s,
          amountPaid: e.data.amountPaid,
          // What is released comes off the payment's allocation (a part, by a partial refund; all, otherwise).
          allocations: s.allocations.flatMap((a) =>
            a.paymentId !== e.data.paymentId
              ? [a]
              : a.amount > e.data.amount
                ? [{ paymentId: a.paymentId, amount: money(a.amount - e.data.amount) }]
                : [],
          ),
          paidAt: e.data.status === 'paid' ? s.paidAt : null,
        })
      );
    case 'InvoiceCaptureReserved':
      return s && { ...s, captureHold: { paymentId: e.data.paymentId, amount: e.data.amount, until: e.data.until } };
    case 'InvoiceCaptureReleased':
      return s && (s.captureHold?.paymentId === e.data.paymentId ? { ...s, captureHold: null } : s);
  }
};

/**
 * What a new payment or capture of the invoice may still take: its amount less what is paid and less what a card
 * capture in flight holds (the capture's reservation). Every allocation and every capture decides on this one figure.
 * `paymentId`: the payment asking; the hold of its own capture is not held against it (the held payment's
 * allocation takes what was held for it). An expired hold still holds: it is settled with its gateway, never
 * forgotten.
 */
export const invoiceOpenBalance = (s: InvoiceDocument, paymentId?: number): Money => {
  if (s.status === 'cancelled') return money(0);
  const hold = s.captureHold;
  const held = hold && hold.paymentId !== paymentId ? hold.amount : 0;
  return money(Math.max(0, s.amount - s.amountPaid - held));
};

/** Whether the capture hold is still within its lifetime at `now` (its capture may still be talking to the gateway). */
export const captureHoldLive = (hold: InvoiceCaptureHold, now: Date): boolean => Date.parse(hold.until) > now.getTime();
