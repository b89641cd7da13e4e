import * as t from 'io-ts';
import { isRight } from 'fp-ts/lib/Either.js';
import { CURRENCY_DECIMALS, type Currency } from '../money/currency.js';
import { MONEY_SCALE, MoneyAmount, parseMoney } from '../money/money.js';
import type { FieldError } from '../shared/validation.js';
import type { PaymentMethod, PaymentStatus } from './payment.enums.js';
import { AccountingId, ShortText, nullable } from './accounting.codecs.js';

/** The two card gateways: Tap for Kuwait (country 2), Amazon Payment Services (PayFort) for the others (spec 3 §7). */
export type GatewayProvider = 'tap' | 'payfort';
export const GATEWAY_PROVIDERS: readonly GatewayProvider[] = Object.freeze(['tap', 'payfort'] as const);
export const isGatewayProvider = (v: string): v is GatewayProvider =>
  (GATEWAY_PROVIDERS as readonly string[]).includes(v);

/** Spec 3 §7 Card capture: "tap for country 2, payfort otherwise". */
export const providerOfCountry = (countryId: number): GatewayProvider => (countryId === 2 ? 'tap' : 'payfort');

export const GATEWAY_MESSAGES = Object.freeze({
  userRequired: 'User is required',
  amountPositive: 'Amount must be a positive number',
  /** Issue 30: the card gateway refused a refund; nothing was returned, the amount is the payment's again. */
  refundDeclined: 'The card gateway declined the refund',
  /** Issue 30: a refund whose answer was lost stays counted, and is asked about before another refund is decided. */
  refundPending: 'The card gateway did not confirm the refund yet; it is asked again before another refund',
  /** A gateway takes the currency's own decimals only (AED 2, KWD 3): 1/10000 units finer than that cannot be charged. */
  amountDecimals: 'Amount has more decimals than the currency allows',
  wrongProvider: "This customer's country is served by the other card gateway",
  noActiveCard: 'The customer has no active saved card',
  cardNotCustomers: "The card is not one of the customer's active cards",
  noTapCustomer: 'The customer has no Tap customer id to charge a saved card',
  invoiceNotPayable: 'Only unpaid or partial invoices of the customer can be paid',
  overBalance: "Amount is more than the invoice's balance",
  /** Spec 3 §9: the auto-charge Pay of an invoice is for country 1 only (our wording; the spec hides the button). */
  autoChargeCountry: 'Pay by saved card is offered only for invoices of country 1 (UAE)',
  declined: 'The card was declined',
  /** A timed-out call that reconciliation could not settle: the payment stays pending, never charged twice. */
  pending: 'The card gateway did not confirm the payment yet; it stays pending until reconciled',
  unavailable: 'The card gateway could not be reached; nothing was charged',
  badSignature: 'The gateway message is not signed by the gateway',
  badLink: 'The payment link is not valid',
  attemptReused: 'This attempt key was used for another payment',
  /** Issue 30: one capture of an invoice at a time; the second is refused (409), never sent to the gateway. */
  captureInProgress: 'A card capture of this invoice is in progress; wait for its answer before trying again',
  /** Issue 30: a capture whose answer was lost, which its gateway could not settle yet: nothing new is charged. */
  captureUnsettled:
    'A card capture of this invoice is still unconfirmed by the card gateway; nothing more is charged until it is settled',
  linkCopied: 'Payment link copied to Clipboard',
});

/**
 * The attempt of a capture of an invoice, which the gateway keeps as its idempotency reference (PayFort
 * merchant_reference, Tap reference.idempotent): the invoice and its reservation (the payment the reservation holds
 * the balance for), derived on the server, so a retry, a second tab or a second staff member names the same attempt.
 * At most 40 characters of letters, digits and '-' (PayFort's merchant_reference).
 */
export const invoiceCaptureAttemptId = (invoiceId: number, paymentId: number): string =>
  `invoice-${invoiceId}-capture-${paymentId}`;

/**
 * POST {provider}-capture (spec 3 §7): userId, amount (× 10000, as every amount), invoiceId (optional),
 * urlConstructionSource AutoChargeInvoice. `attemptKey` (beyond the spec) names the attempt: a retry with the same
 * key is the same payment, so a click repeated after a timeout never charges twice.
 */
export const CaptureBody = t.exact(
  t.intersection([
    t.type({ userId: AccountingId, amount: MoneyAmount }),
    t.partial({
      invoiceId: nullable(AccountingId),
      urlConstructionSource: ShortText,
      cardId: AccountingId,
      attemptKey: ShortText,
    }),
  ]),
);
export type CaptureBody = t.TypeOf<typeof CaptureBody>;

/** The payment-link dialog: a link for the customer (copied), and with `send` the SEND_PAYMENT_LINK_TO_CUSTOMER task. */
export const PaymentLinkBody = t.exact(
  t.intersection([
    t.type({ userId: AccountingId, amount: MoneyAmount }),
    t.partial({ send: t.boolean, invoiceId: nullable(AccountingId) }),
  ]),
);
export type PaymentLinkBody = t.TypeOf<typeof PaymentLinkBody>;

/** A dialog's typed amount (major units, as typed) in 1/10000 units; undefined unless it is an amount above 0. */
export const typedGatewayAmount = (typed: unknown): number | undefined => {
  const parsed = parseMoney(typeof typed === 'number' ? String(typed) : typeof typed === 'string' ? typed : '');
  return isRight(parsed) && parsed.right > 0 ? parsed.right : undefined;
};

/** Spec 3 §5: the payment-link and charge-card dialogs enable confirm only for an amount above 0. */
export const gatewayDialogAmountValid = (typed: unknown): boolean => typedGatewayAmount(typed) !== undefined;

/** An amount in 1/10000 units as the gateways count it: in the currency's ISO minor units (fils, halalas). */
export const toGatewayMinorUnits = (amount: number, currency: Currency): number | undefined => {
  const step = MONEY_SCALE / 10 ** CURRENCY_DECIMALS[currency];
  return amount % step === 0 ? amount / step : undefined;
};
export const fromGatewayMinorUnits = (minor: number, currency: Currency): number =>
  minor * (MONEY_SCALE / 10 ** CURRENCY_DECIMALS[currency]);

/** Tap's decimal amount ('12.500' KWD) from 1/10000 units, exactly (no floating point). */
export const toGatewayDecimal = (amount: number, currency: Currency): string | undefined => {
  const minor = toGatewayMinorUnits(amount, currency);
  if (minor === undefined) return undefined;
  const d = CURRENCY_DECIMALS[currency];
  const digits = String(minor).padStart(d + 1, '0');
  return `${digits.slice(0, digits.length - d)}.${digits.slice(digits.length - d)}`;
};

/** Tap's decimal amount back into 1/10000 units; undefined when it is not a decimal number of the currency's places. */
export const fromGatewayDecimal = (value: string | number, currency: Currency): number | undefined => {
  const d = CURRENCY_DECIMALS[currency];
  const m = /^(\d+)(?:\.(\d+))?$/.exec(String(value));
  if (!m) return undefined;
  const fraction = (m[2] ?? '').padEnd(d, '0');
  if (fraction.length > d && /[1-9]/.test(fraction.slice(d))) return undefined;
  return fromGatewayMinorUnits(Number(m[1]) * 10 ** d + Number(fraction.slice(0, d) || '0'), currency);
};

/** What a capture or a link asks, checked the same way by the dialog and the server. */
export const validateGatewayAmount = (amount: number, currency: Currency): FieldError[] => {
  if (!(amount > 0)) return [{ path: 'amount', message: GATEWAY_MESSAGES.amountPositive }];
  if (toGatewayMinorUnits(amount, currency) === undefined)
    return [{ path: 'amount', message: GATEWAY_MESSAGES.amountDecimals }];
  return [];
};

/**
 * Spec 3 §9: /payment/{tap|payfort}/{userId}/{amount}?countryId=..&urlConstructionSource=adminCustomerScreen, the
 * amount in 1/10000 units. The server adds `sig` (an HMAC of the rest) so a link cannot be edited into another amount.
 */
export const paymentLinkPath = (provider: GatewayProvider, userId: number, amount: number, countryId: number): string =>
  `/payment/${provider}/${userId}/${amount}?countryId=${countryId}&urlConstructionSource=adminCustomerScreen`;

/** A card payment whose gateway answer never came: staff may ask the gateway again (never a new charge). */
export const paymentReconcilable = (p: { readonly mode: PaymentMethod; readonly status: PaymentStatus }): boolean =>
  (p.mode === 'tap' || p.mode === 'payfort') && p.status === 'pending';
