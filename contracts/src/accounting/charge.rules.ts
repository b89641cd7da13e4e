import { currencyOfCountry, isCountryId } from '../catalogue/countries.js';
import { MONEY_MESSAGES, negate, type Money } from '../money/money.js';
import { MAX_MONEY_AMOUNT } from '../money/bounds.js';
import type { FieldError } from '../shared/validation.js';
import { isBlank } from '../shared/validation.js';
import { CHARGE_TYPES_WITH_DESCRIPTION, CHARGE_TYPES_WITHOUT_ORDER, type ChargeType } from './charge.enums.js';

/** Spec 3 §5 (Charge), the spec's messages; those it leaves as "etc." follow its 'Year is required' form. */
export const CHARGE_MESSAGES = Object.freeze({
  countryRequired: 'Country is required',
  userRequired: 'User is required',
  typeRequired: 'Type is required',
  currencyRequired: 'Currency is required',
  orderRequired: 'Order is required',
  amountRequired: 'Amount is required',
  amountPositive: 'Amount must be a positive number',
  amountUnits: 'Amount must be a whole number of 1/10000 units',
  yearRequired: 'Year is required',
  monthRequired: 'Month is required',
  startDateRequired: 'Start Date is required',
  endDateRequired: 'End Date is required',
  requestRequired: 'Request is required',
  descriptionRequired: 'Description is required',
  month: 'Month must be from 1 to 12',
  day: 'Day must be from 1 to 31',
  currencyOfCountry: "Currency must be the country's currency",
  /** Spec 3 §2 Charge show: edit and delete only while the linked invoice's date is today or later. */
  invoicePast: "This charge can no longer be changed: its invoice's date is in the past",
  notFound: 'No record found for id',
  /** Issue 30: the bound of every amount (contracts' MAX_MONEY_AMOUNT). */
  amountTooLarge: MONEY_MESSAGES.tooLarge,
  endBeforeStart: 'End Date cannot be before the Start Date',
  dayBeyondMonth: 'The day is beyond the end of the month',
  countryUnknown: 'Country must be UAE, Kuwait or KSA',
  countryOfUser: "Country must be the customer's country",
  metadataAmount: 'Must be from 0 up to the largest amount',
  orderOfAnotherUser: 'The order belongs to another customer',
  requestOfAnotherUser: 'The request belongs to another customer',
  storageOfAnotherUser: 'The storage belongs to another customer',
  onInvoiceStaysWithCustomer: 'A charge on an invoice stays with its customer',
});

/** 'No order found for id '7'' and the like: a named record that does not exist. */
export const noRecordMessage = (what: string, id: number): string => `No ${what} found for id '${id}'`;

export const yearMessage = (min: number, max: number): string => `Year must be from ${min} to ${max}`;

/** Spec 3 §5: the first year offered. */
export const FIRST_CHARGE_YEAR = 2015;
/** Spec 3 §5: the edit form offers 2015-2025. */
export const LAST_EDIT_CHARGE_YEAR = 2025;

/** Spec 3 §5 year choices: 2015 to the current year + 5 on create; 2015-2025 on edit. */
export const chargeYearChoices = (mode: 'create' | 'edit', today: string): number[] => {
  const last = mode === 'create' ? Number(today.slice(0, 4)) + 5 : LAST_EDIT_CHARGE_YEAR;
  return Array.from({ length: last - FIRST_CHARGE_YEAR + 1 }, (_, i) => FIRST_CHARGE_YEAR + i);
};

/** Types that reduce what the customer owes: a credit (spec 3 §3 "shown negative") and a discount. */
export const CHARGE_TYPES_REDUCING: readonly ChargeType[] = Object.freeze(['credit', 'discount'] as const);

/** The amount as it counts in an invoice and is shown: negative for credits and discounts. */
export const chargeSignedAmount = (c: { readonly type: ChargeType; readonly amount: Money }): Money =>
  CHARGE_TYPES_REDUCING.includes(c.type) ? negate(c.amount) : c.amount;

/** Description (and notes, on edit) are shown, and description required, only for custom, discount and credit. */
export const chargeHasDescription = (type: ChargeType | undefined): boolean =>
  type !== undefined && CHARGE_TYPES_WITH_DESCRIPTION.includes(type);

export const chargeNeedsOrder = (type: ChargeType | undefined): boolean =>
  type === undefined || !CHARGE_TYPES_WITHOUT_ORDER.includes(type);

/** What the rules read: the charge as it would stand, every field possibly missing. */
export interface ChargeRuleInput {
  readonly type?: ChargeType | null;
  readonly amount?: unknown;
  readonly currency?: string | null;
  readonly description?: string | null;
  readonly year?: number | null;
  readonly month?: number | null;
  readonly startDate?: number | null;
  readonly endDate?: number | null;
  readonly userId?: number | null;
  readonly countryId?: number | null;
  readonly orderId?: number | null;
  readonly requestId?: number | null;
  readonly metadata?: Readonly<Record<string, unknown>> | null;
}

const daysInMonth = (year: number, month: number): number => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The money figures of a charge's metadata (spec 3 §3): never negative, within the bound. */
const METADATA_AMOUNTS = ['rent', 'orderRate', 'orderRent', 'orderAmount', 'orderCurrentSize'] as const;

const metadataErrors = (metadata: ChargeRuleInput['metadata']): FieldError[] =>
  METADATA_AMOUNTS.flatMap((k): FieldError[] => {
    const v = metadata?.[k];
    return typeof v === 'number' && !(v >= 0 && v <= MAX_MONEY_AMOUNT)
      ? [{ path: `metadata.${k}`, message: CHARGE_MESSAGES.metadataAmount }]
      : [];
  });

/** Amount: not a number → 'Amount is required'; zero or less → 'Amount must be a positive number'. */
export const positiveAmountErrors = (amount: unknown, path = 'amount'): FieldError[] => {
  if (typeof amount !== 'number' || Number.isNaN(amount)) return [{ path, message: CHARGE_MESSAGES.amountRequired }];
  if (amount <= 0) return [{ path, message: CHARGE_MESSAGES.amountPositive }];
  if (amount > MAX_MONEY_AMOUNT) return [{ path, message: CHARGE_MESSAGES.amountTooLarge }];
  if (!Number.isInteger(amount)) return [{ path, message: CHARGE_MESSAGES.amountUnits }];
  return [];
};

const inRange = (v: number, min: number, max: number): boolean => Number.isInteger(v) && v >= min && v <= max;

export interface ChargeRuleOptions {
  readonly mode: 'create' | 'edit';
  /** Today, 'YYYY-MM-DD' (the year choices). */
  readonly today: string;
  /** Edit: the year stored; an unchanged year is not chosen again, so the edit form's range does not apply to it. */
  readonly storedYear?: number;
  /**
   * Charges the system makes from an order (Create Invoice) or a storage have no request to name: 'Request is
   * required' is the form's on create, and on edit that of a charge that has a request (docs/decisions.md).
   */
  readonly requestRequired: boolean;
}

/** Issue 30: the days in order, and within the month they are days of. */
const dayErrors = (c: ChargeRuleInput): FieldError[] => {
  const { startDate: start, endDate: end, year, month } = c;
  if (!inRange(start ?? 0, 1, 31) || !inRange(end ?? 0, 1, 31)) return [];
  if (end! < start!) return [{ path: 'endDate', message: CHARGE_MESSAGES.endBeforeStart }];
  if (!inRange(year ?? 0, 1, 9999) || !inRange(month ?? 0, 1, 12)) return [];
  return end! > daysInMonth(year!, month!) ? [{ path: 'endDate', message: CHARGE_MESSAGES.dayBeyondMonth }] : [];
};

/** Every rule of spec 3 §5 'Charge (create and edit)' on the charge as it would stand, in the form's order. */
export const validateCharge = (c: ChargeRuleInput, o: ChargeRuleOptions): FieldError[] => {
  const errors: FieldError[] = [];
  const need = (value: unknown, path: string, message: string): boolean => {
    if (isBlank(value)) {
      errors.push({ path, message });
      return false;
    }
    return true;
  };
  need(c.countryId, 'countryId', CHARGE_MESSAGES.countryRequired);
  need(c.userId, 'userId', CHARGE_MESSAGES.userRequired);
  need(c.type, 'type', CHARGE_MESSAGES.typeRequired);
  if (!isBlank(c.countryId) && !isCountryId(c.countryId))
    errors.push({ path: 'countryId', message: CHARGE_MESSAGES.countryUnknown });
  if (
    need(c.currency, 'currency', CHARGE_MESSAGES.currencyRequired) &&
    isCountryId(c.countryId) &&
    c.currency !== currencyOfCountry(c.countryId)
  ) {
    errors.push({ path: 'currency', message: CHARGE_MESSAGES.currencyOfCountry });
  }
  if (chargeNeedsOrder(c.type ?? undefined)) need(c.orderId, 'orderId', CHARGE_MESSAGES.orderRequired);
  errors.push(...positiveAmountErrors(c.amount));
  if (need(c.year, 'year', CHARGE_MESSAGES.yearRequired)) {
    const choices = chargeYearChoices(o.mode, o.today);
    const [min, max] = [choices[0]!, choices[choices.length - 1]!];
    const rechosen = o.mode === 'create' || c.year !== o.storedYear;
    if (rechosen && !inRange(c.year!, min, max)) errors.push({ path: 'year', message: yearMessage(min, max) });
  }
  if (need(c.month, 'month', CHARGE_MESSAGES.monthRequired) && !inRange(c.month!, 1, 12))
    errors.push({ path: 'month', message: CHARGE_MESSAGES.month });
  if (need(c.startDate, 'startDate', CHARGE_MESSAGES.startDateRequired) && !inRange(c.startDate!, 1, 31)) {
    errors.push({ path: 'startDate', message: CHARGE_MESSAGES.day });
  }
  if (need(c.endDate, 'endDate', CHARGE_MESSAGES.endDateRequired) && !inRange(c.endDate!, 1, 31))
    errors.push({ path: 'endDate', message: CHARGE_MESSAGES.day });
  errors.push(...dayErrors(c), ...metadataErrors(c.metadata));
  if (o.requestRequired) need(c.requestId, 'requestId', CHARGE_MESSAGES.requestRequired);
  if (chargeHasDescription(c.type ?? undefined))
    need(c.description, 'description', CHARGE_MESSAGES.descriptionRequired);
  return errors;
};

/**
 * Spec 3 §2: a charge's edit and delete appear only if its invoice's date is today or later; a charge on no
 * invoice may always be changed. Days compare as 'YYYY-MM-DD' text.
 */
export const chargeChangeable = (invoiceDate: string | null, today: string): boolean =>
  invoiceDate === null || invoiceDate >= today;
