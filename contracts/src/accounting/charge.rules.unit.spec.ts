import { money } from '../money/money.js';
import {
  CHARGE_MESSAGES,
  chargeChangeable,
  chargeSignedAmount,
  chargeYearChoices,
  validateCharge,
  yearMessage,
  type ChargeRuleInput,
  type ChargeRuleOptions,
} from './charge.rules.js';

const today = '2026-11-25';
const valid: ChargeRuleInput = {
  countryId: 1,
  userId: 3,
  type: 'storage',
  currency: 'AED',
  orderId: 9,
  amount: 1_000_000,
  year: 2026,
  month: 11,
  startDate: 1,
  endDate: 30,
  requestId: 4,
};
const create: ChargeRuleOptions = { mode: 'create', today, requestRequired: true };
const messages = (c: ChargeRuleInput, o: ChargeRuleOptions = create) =>
  validateCharge(c, o).map((e) => `${e.path}: ${e.message}`);

describe('charge rules (spec 3 §5)', () => {
  it('accepts a complete storage charge', () => {
    expect(messages(valid)).toEqual([]);
  });
  it('names every missing field with its message', () => {
    expect(messages({})).toEqual([
      'countryId: Country is required',
      'userId: User is required',
      'type: Type is required',
      'currency: Currency is required',
      'orderId: Order is required',
      'amount: Amount is required',
      'year: Year is required',
      'month: Month is required',
      'startDate: Start Date is required',
      'endDate: End Date is required',
      'requestId: Request is required',
    ]);
  });
  it("amount: not a number is 'Amount is required', zero or less 'Amount must be a positive number'", () => {
    expect(messages({ ...valid, amount: 'abc' })).toEqual(['amount: Amount is required']);
    expect(messages({ ...valid, amount: Number.NaN })).toEqual(['amount: Amount is required']);
    expect(messages({ ...valid, amount: 0 })).toEqual(['amount: Amount must be a positive number']);
    expect(messages({ ...valid, amount: -5 })).toEqual(['amount: Amount must be a positive number']);
    expect(messages({ ...valid, amount: 1.5 })).toEqual([`amount: ${CHARGE_MESSAGES.amountUnits}`]);
  });
  it('order is not required for discount and custom, description required for custom, discount and credit', () => {
    expect(messages({ ...valid, type: 'discount', orderId: null })).toEqual(['description: Description is required']);
    expect(messages({ ...valid, type: 'custom', orderId: null, description: 'Extra boxes' })).toEqual([]);
    expect(messages({ ...valid, type: 'credit', orderId: null, description: 'x' })).toEqual([
      'orderId: Order is required',
    ]);
    expect(messages({ ...valid, type: 'credit', description: '  ' })).toEqual(['description: Description is required']);
  });
  it('year choices: 2015 to this year + 5 on create, 2015-2025 on edit', () => {
    expect(chargeYearChoices('create', today)).toEqual([
      2015, 2016, 2017, 2018, 2019, 2020, 2021, 2022, 2023, 2024, 2025, 2026, 2027, 2028, 2029, 2030, 2031,
    ]);
    expect(chargeYearChoices('edit', today).at(-1)).toBe(2025);
    expect(messages({ ...valid, year: 2032 })).toEqual([`year: ${yearMessage(2015, 2031)}`]);
    expect(messages({ ...valid, year: 2014 })).toEqual([`year: ${yearMessage(2015, 2031)}`]);
    const edit = { mode: 'edit' as const, today, requestRequired: true, storedYear: 2026 };
    // An unchanged year is not chosen again; a changed one must be one of the edit form's choices.
    expect(messages({ ...valid, year: 2026 }, edit)).toEqual([]);
    expect(messages({ ...valid, year: 2027 }, edit)).toEqual([`year: ${yearMessage(2015, 2025)}`]);
    expect(messages({ ...valid, year: 2024 }, edit)).toEqual([]);
  });
  it('month 1-12, days 1-31, currency of the country', () => {
    expect(messages({ ...valid, month: 13, startDate: 0, endDate: 32 })).toEqual([
      `month: ${CHARGE_MESSAGES.month}`,
      `startDate: ${CHARGE_MESSAGES.day}`,
      `endDate: ${CHARGE_MESSAGES.day}`,
    ]);
    expect(messages({ ...valid, currency: 'KWD' })).toEqual([`currency: ${CHARGE_MESSAGES.currencyOfCountry}`]);
  });
  it("request is the form's requirement only", () => {
    expect(messages({ ...valid, requestId: null }, { ...create, requestRequired: false })).toEqual([]);
  });
  it('credits and discounts count negative', () => {
    expect(chargeSignedAmount({ type: 'credit', amount: money(250_000) })).toBe(-250_000);
    expect(chargeSignedAmount({ type: 'discount', amount: money(100) })).toBe(-100);
    expect(chargeSignedAmount({ type: 'storage', amount: money(100) })).toBe(100);
  });
  it('edit and delete while the invoice date is today or later', () => {
    expect(chargeChangeable(null, today)).toBe(true);
    expect(chargeChangeable('2026-11-25', today)).toBe(true);
    expect(chargeChangeable('2026-12-01', today)).toBe(true);
    expect(chargeChangeable('2026-11-24', today)).toBe(false);
  });
});

describe('bounds and days (issue 30)', () => {
  it('refuses an amount beyond the bound, a country that does not exist, reversed days and days past the month', () => {
    expect(messages({ ...valid, amount: 9_007_199_254_740_991 })).toEqual([
      `amount: ${CHARGE_MESSAGES.amountTooLarge}`,
    ]);
    expect(messages({ ...valid, amount: 1e12 })).toEqual([]);
    expect(messages({ ...valid, countryId: 99 })).toEqual([`countryId: ${CHARGE_MESSAGES.countryUnknown}`]);
    expect(messages({ ...valid, startDate: 20, endDate: 10 })).toEqual([`endDate: ${CHARGE_MESSAGES.endBeforeStart}`]);
    expect(messages({ ...valid, month: 2, startDate: 1, endDate: 30 })).toEqual([
      `endDate: ${CHARGE_MESSAGES.dayBeyondMonth}`,
    ]);
    expect(messages({ ...valid, month: 2, year: 2028, startDate: 1, endDate: 29 })).toEqual([]);
  });
  it("refuses a negative or unbounded figure in the charge's metadata", () => {
    expect(messages({ ...valid, metadata: { rent: -50_000 } })).toEqual([
      `metadata.rent: ${CHARGE_MESSAGES.metadataAmount}`,
    ]);
    expect(messages({ ...valid, metadata: { orderAmount: 2e12 } })).toEqual([
      `metadata.orderAmount: ${CHARGE_MESSAGES.metadataAmount}`,
    ]);
    expect(messages({ ...valid, metadata: { rent: 50_000, source: 'order' } })).toEqual([]);
  });
});
