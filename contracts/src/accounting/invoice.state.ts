import type { Currency } from '../money/currency.js';
import { money, type Money } from '../money/money.js';
import type { InvoiceCharge, InvoiceEvent } from './invoice.events.js';
import type { InvoiceStatus, InvoiceType } from './invoice.enums.js';
import { invoiceStatusOf } from './invoice.rules.js';

export interface InvoiceAllocation {
  readonly paymentId: number;
  readonly amount: Money;
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
      return withStatus({ ...d, amountPaid: money(0), allocations: [], status: 'unpaid', paidAt: null });
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
  }
};

/**
 * What a new payment or capture of the invoice may still take: its amount less what is paid and less what a card
 * capture in flight holds (the capture's reservation). Every allocation and every capture decides on this one figure.
 */
export const invoiceOpenBalance = (s: InvoiceDocument): Money =>
  s.status === 'cancelled' ? money(0) : money(Math.max(0, s.amount - s.amountPaid));
