import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import { money, type Money } from '../money/money.js';
import type { Currency } from '../money/currency.js';
import { MAX_MONEY_AMOUNT } from '../money/bounds.js';
import { divideRounded, roundToCurrency } from '../money/rounding.js';
import { effectivePermissions } from '../identity/permissions.js';
import type { FieldError } from '../shared/validation.js';
import { isBlank } from '../shared/validation.js';
import type { ChargeType } from './charge.enums.js';
import type { InvoiceStatus, InvoiceType } from './invoice.enums.js';
import { isInvoiceActionAllowed } from './invoice.lifecycle.js';
import { INVOICE_MESSAGES } from './invoice.messages.js';

dayjs.extend(utc);

export { INVOICE_MESSAGES } from './invoice.messages.js';

/** Spec 3 §5, §9: due date = invoice date + 15 days. */
export const INVOICE_DUE_DAYS = 15;

export const invoiceDueDate = (date: string): string =>
  dayjs.utc(date).add(INVOICE_DUE_DAYS, 'day').format('YYYY-MM-DD');

/** Spec 3 §2: CN for credit notes, IN otherwise; AE for country 1, KW for 2, SA otherwise; then the id. */
export const invoiceNumber = (inv: {
  readonly id: number;
  readonly type: InvoiceType;
  readonly countryId: number;
}): string =>
  `${inv.type === 'creditNote' ? 'CN' : 'IN'}${inv.countryId === 1 ? 'AE' : inv.countryId === 2 ? 'KW' : 'SA'}${inv.id}`;

/**
 * VAT on an amount: amount × vat / 100, rounded by the one rule of money (roundToCurrency: the currency's minor
 * unit, half away from zero). The percent may carry two decimals (a country's vat is editable), so it is taken in
 * hundredths of a percent and the product is divided exactly before the one rounding.
 */
export const vatOf = (amountBeforeTax: Money, vatPercent: number, currency: Currency): Money => {
  const hundredths = BigInt(Math.round(vatPercent * 100));
  const exact = Number(divideRounded(BigInt(amountBeforeTax) * hundredths, 10000n));
  return roundToCurrency(money(exact), currency);
};

export interface InvoiceTotals {
  readonly amountBeforeTax: Money;
  readonly taxAmount: Money;
  readonly amount: Money;
}

/**
 * The invoice's amounts from its charges' signed amounts (credits negative) and the country's VAT: the charges'
 * sum rounded to the currency, VAT on that sum (at invoice level, not per charge) rounded to the currency, and
 * their sum. Every figure is a whole number of the currency's minor units.
 */
export const invoiceTotals = (
  signedChargeAmounts: readonly Money[],
  vatPercent: number,
  currency: Currency,
): InvoiceTotals => {
  const amountBeforeTax = roundToCurrency(money(signedChargeAmounts.reduce((s, a) => s + a, 0)), currency);
  const taxAmount = vatOf(amountBeforeTax, vatPercent, currency);
  return { amountBeforeTax, taxAmount, amount: money(amountBeforeTax + taxAmount) };
};

/** The bound of issue 30: an invoice's totals stay within MAX_MONEY_AMOUNT, so no sum of invoices can overflow. */
export const invoiceTotalsWithinBound = (t: InvoiceTotals): boolean =>
  Math.abs(t.amountBeforeTax) <= MAX_MONEY_AMOUNT && Math.abs(t.amount) <= MAX_MONEY_AMOUNT;

/**
 * The status, derived from what is allocated to the invoice (never typed in): cancelled once cancelled; paid when
 * the allocations cover the amount (a credit note, whose amount is not above 0, has nothing to collect: paid);
 * partial when something is allocated; unpaid otherwise.
 */
export const invoiceStatusOf = (inv: {
  readonly amount: Money;
  readonly amountPaid: Money;
  readonly cancelled: boolean;
}): InvoiceStatus =>
  inv.cancelled ? 'cancelled' : inv.amountPaid >= inv.amount ? 'paid' : inv.amountPaid > 0 ? 'partial' : 'unpaid';

/** What is still due. */
export const invoiceBalance = (inv: { readonly amount: Money; readonly amountPaid: Money }): Money =>
  money(inv.amount - inv.amountPaid);

/** Spec 3 §2: which charge types an invoice of this type takes. */
export const chargeFitsInvoice = (invoiceType: InvoiceType, chargeType: ChargeType): string | undefined =>
  invoiceType === 'creditNote'
    ? chargeType === 'credit'
      ? undefined
      : INVOICE_MESSAGES.creditNoteOnlyCredits
    : chargeType === 'credit'
      ? INVOICE_MESSAGES.onlyCreditNoteCredits
      : undefined;

export interface InvoiceFormInput {
  readonly userId?: number | null;
  readonly type?: InvoiceType | null;
  readonly date?: string | null;
  readonly dueDate?: string | null;
}

/** The invoice form's required fields (spec 3 §2 "pick a user, type, date, dueDate and charges"). */
export const validateInvoice = (inv: InvoiceFormInput): FieldError[] => {
  const errors: FieldError[] = [];
  if (isBlank(inv.userId)) errors.push({ path: 'userId', message: INVOICE_MESSAGES.userRequired });
  if (isBlank(inv.type)) errors.push({ path: 'type', message: INVOICE_MESSAGES.typeRequired });
  if (isBlank(inv.date)) errors.push({ path: 'date', message: INVOICE_MESSAGES.dateRequired });
  else if (!isBlank(inv.dueDate) && inv.dueDate! < inv.date!)
    errors.push({ path: 'dueDate', message: INVOICE_MESSAGES.dueDateBeforeDate });
  return errors;
};

/** The first day of the month of `today`: invoices dated before it are "previous-month" invoices (spec 3 §6). */
const monthStart = (today: string): string => `${today.slice(0, 7)}-01`;

/**
 * Spec 3 §6 Invoice edit: admin always; finance when the invoice date is in the current month or later;
 * previous-month invoices need finance-edit-old-invoice. Undefined when allowed, else the refusal.
 */
export const invoiceEditRefusal = (
  permissions: readonly string[],
  invoiceDate: string,
  today: string,
): string | undefined => {
  const held = effectivePermissions(permissions);
  if (held.has('admin')) return undefined;
  if (held.has('finance-edit-old-invoice')) return undefined;
  if (invoiceDate >= monthStart(today)) return held.has('finance') ? undefined : INVOICE_MESSAGES.editForbidden;
  return INVOICE_MESSAGES.editOldForbidden;
};

/**
 * Spec 3 §6 Invoice delete: admin or finance for current-month invoices; older ones need admin or
 * finance-delete-old-invoice.
 */
export const invoiceDeleteRefusal = (
  permissions: readonly string[],
  invoiceDate: string,
  today: string,
): string | undefined => {
  const held = effectivePermissions(permissions);
  if (held.has('admin') || held.has('finance-delete-old-invoice')) return undefined;
  if (invoiceDate >= monthStart(today)) return held.has('finance') ? undefined : INVOICE_MESSAGES.deleteForbidden;
  return INVOICE_MESSAGES.deleteOldForbidden;
};

/** The earliest invoice date anyone may give (the first year the charge form offers, spec 3 §5). */
export const FIRST_INVOICE_DATE = '2015-01-01';

/** The last day of the month after `today`'s: the latest invoice date (issue 30, docs/decisions.md). */
export const lastInvoiceDate = (today: string): string =>
  dayjs.utc(monthStart(today)).add(2, 'month').subtract(1, 'day').format('YYYY-MM-DD');

/**
 * The bounds the month rules of spec 3 §6 imply for an invoice date that is given or changed: not after the end of
 * next month (an invoice dated far ahead would stay editable for ever); in a previous month only with the
 * permission that edits previous-month invoices (admin or finance-edit-old-invoice); never before 2015.
 */
export const invoiceDateRefusal = (permissions: readonly string[], date: string, today: string): string | undefined => {
  if (date < FIRST_INVOICE_DATE) return INVOICE_MESSAGES.dateTooEarly;
  if (date > lastInvoiceDate(today)) return INVOICE_MESSAGES.dateTooLate;
  if (date >= monthStart(today)) return undefined;
  const held = effectivePermissions(permissions);
  return held.has('admin') || held.has('finance-edit-old-invoice') ? undefined : INVOICE_MESSAGES.dateBackdated;
};

/** Spec 3 §4: the Pay action is offered only for unpaid or partial invoices. */
export const invoicePayable = (status: InvoiceStatus): boolean => isInvoiceActionAllowed('pay', status);

/** Spec 3 §9: the auto-charge Pay button needs unpaid or partial, a balance above 0, country 1 and an active card. */
export const invoiceAutoChargeable = (inv: {
  readonly status: InvoiceStatus;
  readonly amount: Money;
  readonly amountPaid: Money;
  readonly countryId: number;
  readonly activeCards: number;
}): boolean => invoicePayable(inv.status) && invoiceBalance(inv) > 0 && inv.countryId === 1 && inv.activeCards > 0;

/**
 * How a payment's amount goes to the invoices it names, in the order named: each takes up to its balance; what is
 * left stays the customer's unallocated credit.
 */
export const allocatePayment = (
  amount: Money,
  invoices: readonly { readonly id: number; readonly balance: Money }[],
): { readonly invoiceId: number; readonly amount: Money }[] => {
  let left: number = amount;
  const out: { invoiceId: number; amount: Money }[] = [];
  for (const inv of invoices) {
    if (left <= 0) break;
    const take = Math.min(left, Math.max(0, inv.balance));
    if (take > 0) {
      out.push({ invoiceId: inv.id, amount: money(take) });
      left -= take;
    }
  }
  return out;
};

/**
 * What a change of one charge (its new signed amount; null when it leaves the invoice, is deleted or moved) would
 * do to the invoice holding it (issue 30 §5, §7): undefined when allowed; `tooLarge` when the totals would pass the
 * bound; `belowPaid` when the invoice would bill less than was already paid (refused: refund the difference first).
 */
export const chargeChangeRefusal = (
  inv: {
    readonly charges: readonly { readonly id: number; readonly amount: Money }[];
    readonly vat: number;
    readonly currency: Currency;
    readonly amount: Money;
    readonly amountPaid: Money;
    readonly status: InvoiceStatus;
  },
  chargeId: number,
  signedAmount: Money | null,
): 'tooLarge' | 'belowPaid' | undefined => {
  // A cancelled invoice follows no charge any more (the table's 'reconcile').
  if (!isInvoiceActionAllowed('reconcile', inv.status)) return undefined;
  const others = inv.charges.filter((c) => c.id !== chargeId).map((c) => c.amount);
  const totals = invoiceTotals(signedAmount === null ? others : [...others, signedAmount], inv.vat, inv.currency);
  if (!invoiceTotalsWithinBound(totals)) return 'tooLarge';
  // A change that lowers the amount may not take it below what was paid; one that raises it always may.
  return totals.amount < inv.amountPaid && totals.amount < inv.amount ? 'belowPaid' : undefined;
};
