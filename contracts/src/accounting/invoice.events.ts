import * as t from 'io-ts';
import { Currency } from '../money/currency.js';
import { Money } from '../money/money.js';
import { AccountingId, Day, Instant, nullable } from './accounting.codecs.js';
import { InvoiceStatus, InvoiceType } from './invoice.enums.js';

/** Stream `invoice-<id>`. */
export const INVOICE_CATEGORY = 'invoice';

/** A charge as the invoice holds it: its id and its signed amount (credits negative) when it was taken. */
export const InvoiceCharge = t.type({ id: AccountingId, amount: Money });
export type InvoiceCharge = t.TypeOf<typeof InvoiceCharge>;

const totals = { amountBeforeTax: Money, taxAmount: Money, amount: Money };

/**
 * The invoice came into being with its charges. Totals and status are the decider's (invoiceTotals, the country's
 * `vat` percent; invoiceStatusOf), recorded so every reader sees the same figures.
 */
export const InvoiceIssued = t.type({
  id: AccountingId,
  type: InvoiceType.codec,
  date: Day,
  dueDate: Day,
  userId: AccountingId,
  partnerId: AccountingId,
  countryId: AccountingId,
  orderId: nullable(AccountingId),
  currency: Currency.codec,
  vat: t.number,
  charges: t.array(InvoiceCharge),
  ...totals,
  status: InvoiceStatus.codec,
  createdAt: Instant,
});
export type InvoiceIssued = t.TypeOf<typeof InvoiceIssued>;

/** What an edit changed; new charges bring new totals and, when it moves, the status. */
export const InvoiceUpdated = t.type({
  id: AccountingId,
  changes: t.partial({
    type: InvoiceType.codec,
    date: Day,
    dueDate: Day,
    partnerId: AccountingId,
    charges: t.array(InvoiceCharge),
    ...totals,
    status: InvoiceStatus.codec,
  }),
});
export type InvoiceUpdated = t.TypeOf<typeof InvoiceUpdated>;

/** Delete on the invoices screen: the invoice is cancelled (its number is never reused) and lets its charges go. */
export const InvoiceCancelled = t.type({
  id: AccountingId,
  from: InvoiceStatus.codec,
  chargeIds: t.array(AccountingId),
});
export type InvoiceCancelled = t.TypeOf<typeof InvoiceCancelled>;

/** Part of a payment went to the invoice: `amount` of payment `paymentId`; the invoice's new amountPaid. */
export const InvoicePaymentAllocated = t.type({
  id: AccountingId,
  paymentId: AccountingId,
  amount: Money,
  amountPaid: Money,
  paidAt: Instant,
});
export type InvoicePaymentAllocated = t.TypeOf<typeof InvoicePaymentAllocated>;

/** A refunded or deleted payment gave back what it had allocated to the invoice. */
export const InvoicePaymentReleased = t.type({
  id: AccountingId,
  paymentId: AccountingId,
  amount: Money,
  amountPaid: Money,
  status: InvoiceStatus.codec,
});
export type InvoicePaymentReleased = t.TypeOf<typeof InvoicePaymentReleased>;

/**
 * Issue 30: a card capture holds `amount` of the invoice's balance for payment `paymentId` until `until` (an
 * instant), before its gateway is called: a second capture of the invoice is refused while it holds, and after
 * `until` the attempt is settled with its gateway before any other capture. The hold is no money: the ledger and
 * the balances the spec shows ignore it.
 */
export const InvoiceCaptureReserved = t.type({
  id: AccountingId,
  paymentId: AccountingId,
  amount: Money,
  until: Instant,
});
export type InvoiceCaptureReserved = t.TypeOf<typeof InvoiceCaptureReserved>;

/** Why a capture's hold ended: its card was declined, it was captured, or its payment was never recorded. */
export const InvoiceCaptureOutcome = t.keyof({ declined: null, captured: null, abandoned: null });
export type InvoiceCaptureOutcome = t.TypeOf<typeof InvoiceCaptureOutcome>;

/** The hold of payment `paymentId` ended (an allocation of that payment ends it too, without this event). */
export const InvoiceCaptureReleased = t.type({
  id: AccountingId,
  paymentId: AccountingId,
  outcome: InvoiceCaptureOutcome,
});
export type InvoiceCaptureReleased = t.TypeOf<typeof InvoiceCaptureReleased>;

export type InvoiceEvent =
  | { readonly type: 'InvoiceIssued'; readonly data: InvoiceIssued }
  | { readonly type: 'InvoiceUpdated'; readonly data: InvoiceUpdated }
  | { readonly type: 'InvoiceCancelled'; readonly data: InvoiceCancelled }
  /** An allocation that leaves a balance. */
  | { readonly type: 'InvoicePartiallyPaid'; readonly data: InvoicePaymentAllocated }
  /** An allocation that covers the amount. */
  | { readonly type: 'InvoicePaid'; readonly data: InvoicePaymentAllocated }
  | { readonly type: 'InvoicePaymentReleased'; readonly data: InvoicePaymentReleased }
  | { readonly type: 'InvoiceCaptureReserved'; readonly data: InvoiceCaptureReserved }
  | { readonly type: 'InvoiceCaptureReleased'; readonly data: InvoiceCaptureReleased };

export const INVOICE_EVENT_CODECS = Object.freeze({
  InvoiceIssued,
  InvoiceUpdated,
  InvoiceCancelled,
  InvoicePartiallyPaid: InvoicePaymentAllocated,
  InvoicePaid: InvoicePaymentAllocated,
  InvoicePaymentReleased,
  InvoiceCaptureReserved,
  InvoiceCaptureReleased,
});
export const INVOICE_EVENT_TYPES = Object.freeze(Object.keys(INVOICE_EVENT_CODECS)) as readonly InvoiceEvent['type'][];
/** The capture holds: facts of the invoice's stream that move no money (the ledger and the stats skip them). */
export const INVOICE_CAPTURE_EVENT_TYPES: readonly InvoiceEvent['type'][] = Object.freeze([
  'InvoiceCaptureReserved',
  'InvoiceCaptureReleased',
]);
/** The invoice's events that move money or figures (every invoice event but the capture holds). */
export const INVOICE_MONEY_EVENT_TYPES: readonly InvoiceEvent['type'][] = Object.freeze(
  INVOICE_EVENT_TYPES.filter((type) => !INVOICE_CAPTURE_EVENT_TYPES.includes(type)),
);
