import type { FieldError } from '../shared/validation.js';
import { isBlank } from '../shared/validation.js';
import { positiveAmountErrors } from './charge.rules.js';
import { checkPaymentAction, isPaymentActionAllowed } from './payment.lifecycle.js';
import { PAYMENT_MESSAGES } from './payment.messages.js';
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

export { PAYMENT_MESSAGES } from './payment.messages.js';

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
  const refused = checkPaymentAction('edit', p.status);
  return refused ? { status: 409, message: refused.message } : undefined;
};
export const paymentEditable = (p: { readonly mode: PaymentMethod; readonly status: PaymentStatus }): boolean =>
  paymentEditRefusal(p) === undefined;
export const paymentDeletable = (p: { readonly mode: PaymentMethod }): boolean => !isGatewayPayment(p.mode);
/** Spec 3 §2: a complete payment shows Send Receipt and Receipt. */
export const paymentHasReceipt = (p: { readonly status: PaymentStatus }): boolean =>
  isPaymentActionAllowed('receipt', p.status);
