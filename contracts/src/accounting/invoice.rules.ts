import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import { money, type Money } from '../money/money.js';
import { effectivePermissions } from '../identity/permissions.js';
import type { FieldError } from '../shared/validation.js';
import { isBlank } from '../shared/validation.js';
import type { ChargeType } from './charge.enums.js';
import type { InvoiceStatus, InvoiceType } from './invoice.enums.js';

dayjs.extend(utc);

export const INVOICE_MESSAGES = Object.freeze({
  userRequired: 'User is required',
  typeRequired: 'Type is required',
  dateRequired: 'Date is required',
  dueDateBeforeDate: 'Due date cannot be before the date',
  /** Spec 3 §2: a credit note offers only credit charges, any other invoice only charges that are not credits. */
  creditNoteOnlyCredits: 'A credit note takes only credit charges',
  onlyCreditNoteCredits: 'Only a credit note takes credit charges',
  chargeOfAnotherUser: 'The charge belongs to another customer',
  chargeOfAnotherCountry: 'The charge is in another country',
  chargeOnAnotherInvoice: 'The charge is already on another invoice',
  chargeNotFound: 'No charge found for id',
  cancelled: 'A cancelled invoice cannot be changed',
  withPayments: 'An invoice with payments cannot be cancelled; refund or delete its payments first',
  editForbidden: 'You do not have permission to edit this invoice',
  editOldForbidden: 'Editing an invoice of a previous month needs the finance-edit-old-invoice permission',
  deleteForbidden: 'You do not have permission to delete this invoice',
  deleteOldForbidden: 'Deleting an invoice of a previous month needs the finance-delete-old-invoice permission',
  notFound: 'No record found for id',
  payNotOffered: 'Pay is offered only for unpaid or partial invoices',
  mailCancelled: 'A cancelled invoice is not mailed',
});

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

/** n / d rounded half away from zero, in exact integer arithmetic. */
const divRound = (n: bigint, d: bigint): bigint => {
  const q = n / d;
  const r = n % d;
  const twice = (r < 0n ? -r : r) * 2n;
  return twice >= d ? q + (n < 0n ? -1n : 1n) : q;
};

/**
 * VAT on an amount: amount × vat / 100, rounded half away from zero to the 1/10000 unit. The percent may carry two
 * decimals (a country's vat is editable), so it is taken in hundredths of a percent.
 */
export const vatOf = (amountBeforeTax: Money, vatPercent: number): Money => {
  const hundredths = BigInt(Math.round(vatPercent * 100));
  const tax = Number(divRound(BigInt(amountBeforeTax) * hundredths, 10000n));
  return money(tax === 0 ? 0 : tax);
};

export interface InvoiceTotals {
  readonly amountBeforeTax: Money;
  readonly taxAmount: Money;
  readonly amount: Money;
}

/** The invoice's amounts from its charges' signed amounts (credits negative) and the country's VAT. */
export const invoiceTotals = (signedChargeAmounts: readonly Money[], vatPercent: number): InvoiceTotals => {
  const amountBeforeTax = money(signedChargeAmounts.reduce((s, a) => s + a, 0));
  const taxAmount = vatOf(amountBeforeTax, vatPercent);
  return { amountBeforeTax, taxAmount, amount: money(amountBeforeTax + taxAmount) };
};

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

/** Spec 3 §4: the Pay action is offered only for unpaid or partial invoices. */
export const invoicePayable = (status: InvoiceStatus): boolean => status === 'unpaid' || status === 'partial';

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
