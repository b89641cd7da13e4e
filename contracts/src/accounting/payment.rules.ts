import type { FieldError } from '../shared/validation.js';
import { isBlank } from '../shared/validation.js';
import { positiveAmountErrors } from './charge.rules.js';
import { Currency } from '../money/currency.js';
import { onCurrencyGrid } from '../money/rounding.js';
import {
  GATEWAY_PAYMENT_METHODS,
  ManualPaymentMethod,
  type PaymentMethod,
  type PaymentMode,
  type PaymentStatus,
  type PaymentType,
} from './payment.enums.js';

export const PAYMENT_MESSAGES = Object.freeze({
  amountDecimals: 'Amount has more decimals than the currency allows',
  userRequired: 'User is required',
  typeRequired: 'Type is required',
  modeRequired: 'Mode is required',
  paidAtRequired: 'Paid At is required',
  currencyRequired: 'Currency is required',
  statusRequired: 'Status is required',
  /** Spec 3 §4: paidAt belongs to a complete payment only. */
  paidAtOnlyComplete: 'Paid At is set only on a complete payment',
  /** Spec 3 §5: invoice choices appear only for type payment. */
  invoicesOnlyForPayment: 'Invoices can be chosen only for a payment',
  invoiceNotPayable: 'Only unpaid or partial invoices of the customer can be paid',
  /** Card payments come from the gateway (capture, payment link); staff record card money with manual_tap / manual_payfort. */
  gatewayByGatewayOnly: 'Card payments (tap, payfort) are recorded by the gateway',
  /** Spec 3 §2: a payment with mode payfort or tap cannot be edited or deleted. */
  gatewayUnchangeable: 'Card payments (tap, payfort) cannot be edited or deleted',
  /** Spec 3 §2, §4: edit is shown for a payment that is not complete. */
  completeNotEditable: 'A complete payment cannot be edited',
  transition: 'This status change is not allowed',
  notFound: 'No record found for id',
  /** Spec 3 §2: Receipt and Send Receipt are shown on a complete payment only; the server refuses the others. */
  receiptNotComplete: 'A receipt is for a complete payment',
  /** Issue 30: a manual payment naming invoices must fit what they still owe (the rest would be money on nothing). */
  overOpenBalance: 'Amount is more than the open balance of the invoices chosen',
  /** Issue 30: paying from credit (mode credits) spends the customer's credit, never more. */
  overCredit: "Amount is more than the customer's credit",
  noOpenInvoice: 'The customer has no unpaid or partial invoice to pay',
  /** Issue 30: a refund is of a payment, and never of more than is left of it. */
  refundNamesPayment: 'A refund names the payment it refunds (refundOf)',
  refundOfMissing: 'No payment found to refund for id',
  refundNotComplete: 'Only a complete payment can be refunded',
  overRefundable: 'The refund is more than what is left of the payment',
  refundForbidden: 'You do not have the permission to refund payments (payments-remove)',
  /** Issue 30: a complete payment changes only by a refund (its own call), never by an edit of its status. */
  refundByRefund: 'A complete payment is refunded with Refund, not by editing its status',
  refundedNotEditable: 'A refunded payment cannot be edited',
  /** Issue 30 §4: a card refund whose answer was lost is settled with the gateway before another is decided. */
  refundUnsettled: 'An earlier refund of this payment has no answer from the gateway yet; try again later',
  nothingToAllocate: 'The payment has no unallocated money',
  /** A race lost to another payment of the same invoices: nothing was recorded. */
  allocationChanged: 'The invoices were paid by someone else meanwhile; nothing was recorded',
});

export const isGatewayPayment = (mode: PaymentMethod): boolean => GATEWAY_PAYMENT_METHODS.includes(mode);
export const isManualPayment = (mode: PaymentMethod): boolean => ManualPaymentMethod.is(mode);

/** Spec 3 §4: manual payments are created complete; a gateway payment starts pending until captured. */
export const initialPaymentStatus = (mode: PaymentMethod): PaymentStatus =>
  isManualPayment(mode) ? 'complete' : 'pending';

/** The payment-mode category of a method (spec 3 §3: cash, card, cheque). */
export const paymentModeOf = (method: PaymentMethod): PaymentMode =>
  method === 'cheque'
    ? 'cheque'
    : ['tap', 'payfort', 'manual_tap', 'manual_payfort', 'payfort_kema', 'pos_sab'].includes(method)
      ? 'card'
      : 'cash';

/** Which status an edit may move a payment to, from its status. */
export const PAYMENT_TRANSITIONS: Readonly<Record<PaymentStatus, readonly PaymentStatus[]>> = Object.freeze({
  pending: ['complete', 'failed'],
  failed: ['pending', 'complete'],
  // A complete payment is not edited (spec 3 §2, §4): it is refunded by its own call (issue 30).
  complete: [],
  refunded: [],
});

export interface PaymentRuleInput {
  readonly userId?: number | null;
  readonly type?: PaymentType | null;
  readonly mode?: PaymentMethod | null;
  readonly status?: PaymentStatus | null;
  readonly paidAt?: string | null;
  readonly currency?: string | null;
  readonly amount?: unknown;
  readonly invoiceIds?: readonly number[] | null;
}

/**
 * Spec 3 §5 Payment. Create: user, type, mode, paidAt, currency, amount required (type and currency defaulted
 * before); edit: type, mode, currency, amount, status required. paidAt only when complete (spec 3 §4).
 */
export const validatePayment = (p: PaymentRuleInput, mode: 'create' | 'edit'): FieldError[] => {
  const errors: FieldError[] = [];
  const need = (v: unknown, path: string, message: string) => {
    if (isBlank(v)) errors.push({ path, message });
  };
  if (mode === 'create') need(p.userId, 'userId', PAYMENT_MESSAGES.userRequired);
  need(p.type, 'type', PAYMENT_MESSAGES.typeRequired);
  need(p.mode, 'mode', PAYMENT_MESSAGES.modeRequired);
  if (mode === 'edit') need(p.status, 'status', PAYMENT_MESSAGES.statusRequired);
  if (p.status === 'complete') need(p.paidAt, 'paidAt', PAYMENT_MESSAGES.paidAtRequired);
  else if (!isBlank(p.paidAt) && p.status !== 'refunded')
    errors.push({ path: 'paidAt', message: PAYMENT_MESSAGES.paidAtOnlyComplete });
  need(p.currency, 'currency', PAYMENT_MESSAGES.currencyRequired);
  errors.push(...positiveAmountErrors(p.amount));
  // Money that moves is a whole number of the currency's minor unit (fils, halala): no one can hand over AED 1.0001.
  if (typeof p.amount === 'number' && Currency.is(p.currency) && !onCurrencyGrid(p.amount, p.currency))
    errors.push({ path: 'amount', message: PAYMENT_MESSAGES.amountDecimals });
  if ((p.invoiceIds?.length ?? 0) > 0 && p.type !== 'payment')
    errors.push({ path: 'invoiceIds', message: PAYMENT_MESSAGES.invoicesOnlyForPayment });
  return errors;
};

/**
 * Why a payment may not be edited, or undefined (spec 3 §2, §4; issue 30 §4): a gateway's payment is the gateway's
 * (403), a complete one is refunded by its own command, and a refunded one was complete (409). The one rule of the
 * show page's Edit and of the server's EditPayment.
 */
export const paymentEditRefusal = (p: {
  readonly mode: PaymentMethod;
  readonly status: PaymentStatus;
}): { readonly status: 403 | 409; readonly message: string } | undefined => {
  if (isGatewayPayment(p.mode)) return { status: 403, message: PAYMENT_MESSAGES.gatewayUnchangeable };
  if (p.status === 'complete') return { status: 409, message: PAYMENT_MESSAGES.completeNotEditable };
  if (p.status === 'refunded') return { status: 409, message: PAYMENT_MESSAGES.refundedNotEditable };
  return undefined;
};
export const paymentEditable = (p: { readonly mode: PaymentMethod; readonly status: PaymentStatus }): boolean =>
  paymentEditRefusal(p) === undefined;
export const paymentDeletable = (p: { readonly mode: PaymentMethod }): boolean => !isGatewayPayment(p.mode);
/** Spec 3 §2: a complete payment shows Send Receipt and Receipt. */
export const paymentHasReceipt = (p: { readonly status: PaymentStatus }): boolean => p.status === 'complete';
