import * as t from 'io-ts';
import { left, right, type Either } from 'fp-ts/lib/Either.js';
import { CURRENCY_DECIMALS, type Currency } from './currency.js';
import { intBetween } from '../shared/store-safe.js';

/** 1 unit of the currency = MONEY_SCALE Money (ARCHITECTURE §8). */
export const MONEY_SCALE = 10000;
const SCALE_DIGITS = 4;

export interface MoneyBrand {
  readonly Money: unique symbol;
}

/**
 * An amount in 1/10000 of its currency's unit, as a safe integer. Negative amounts are allowed: credits and
 * refunds are shown negative (spec 3 §3); "must be positive" is a rule of the form that needs it.
 */
export const Money = t.brand(t.number, (n): n is t.Branded<number, MoneyBrand> => Number.isSafeInteger(n), 'Money');
export type Money = t.TypeOf<typeof Money>;

/**
 * The codec of an amount in a body or an event: a safe integer of 1/10000 units (a PostgreSQL `bigint` holds it),
 * decoded as a plain number so records built from literals need no cast; `money(n)` brands it where arithmetic
 * needs Money. 1.5 or 1e308 is a 400, never a projection that cannot write its bigint column.
 */
export const MoneyAmount = intBetween('Money', -Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER);

/** For constants and already-scaled values: throws when not a safe integer. */
export const money = (minorUnits: number): Money => {
  if (!Money.is(minorUnits)) throw new RangeError(`Not an amount in 1/10000 units: ${minorUnits}`);
  return minorUnits;
};

/** The same amount with the other sign (never -0, which would print as '-0.00'). */
export const negate = (amount: Money): Money => (amount === 0 ? amount : money(0 - amount));

/**
 * major × 10000, rounded half away from zero. The multiplication is done by moving the decimal point in the
 * number's shortest decimal form, so 1.005 becomes 10050 and 0.00005 becomes 1 (0.00005 × 10000 in floating
 * point is 0.5000000000000001, and 1.005 × 10000 is 10049.999999999998).
 */
export const toMinorUnits = (major: number): Money => {
  if (!Number.isFinite(major)) throw new RangeError(`Not a finite amount: ${major}`);
  const [mantissa, exponent] = Math.abs(major).toExponential().split('e') as [string, string];
  const shifted = Number(`${mantissa}e${Number(exponent) + SCALE_DIGITS}`);
  const rounded = Math.round(shifted) * (major < 0 ? -1 : 1);
  return money(rounded === 0 ? 0 : rounded);
};

/** Money → major units, as a float; for charts and arithmetic shown to people, never stored. */
export const toMajorUnits = (amount: Money): number => amount / MONEY_SCALE;

const groupThousands = (digits: string): string => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * 'AED 1,234.50', 'KWD 0.125', 'SAR -12.00'. Rounds half away from zero in integer arithmetic, so the shown
 * figure never suffers float error.
 */
export const formatMoney = (amount: Money, currency: Currency): string => {
  const decimals = CURRENCY_DECIMALS[currency];
  const step = 10 ** (SCALE_DIGITS - decimals);
  const abs = Math.abs(amount);
  const scaled = Math.floor(abs / step) + (abs % step >= step / 2 ? 1 : 0);
  const unit = 10 ** decimals;
  const whole = groupThousands(String(Math.floor(scaled / unit)));
  const fraction = decimals > 0 ? `.${String(scaled % unit).padStart(decimals, '0')}` : '';
  const sign = amount < 0 && scaled > 0 ? '-' : '';
  return `${currency} ${sign}${whole}${fraction}`;
};

export const MONEY_MESSAGES = Object.freeze({
  required: 'Required',
  notANumber: 'Must be a number',
  tooManyDecimals: 'Only 4 digits after the decimal point are allowed',
  tooLarge: 'Amount is too large',
});

/* Optional sign; digits, either plain or grouped by commas in threes; optional fraction. */
const TYPED = /^([+-])?(\d{1,3}(?:,\d{3})+|\d+)?(?:\.(\d*))?$/;

/**
 * A typed amount in major units → Money. Accepts '1,234.5', ' 12 ', '0.125', '.5', '-3'. Computed from the
 * digits, not through floating point, so every accepted input is exact.
 */
export const parseMoney = (typed: string): Either<string, Money> => {
  const text = typed.trim();
  if (text === '') return left(MONEY_MESSAGES.required);
  const match = TYPED.exec(text);
  if (match === null) return left(MONEY_MESSAGES.notANumber);
  const [, sign, whole = '', fraction = ''] = match;
  if (whole === '' && fraction === '') return left(MONEY_MESSAGES.notANumber);
  if (fraction.length > SCALE_DIGITS) return left(MONEY_MESSAGES.tooManyDecimals);
  const digits = `${whole.replace(/,/g, '')}${fraction.padEnd(SCALE_DIGITS, '0')}`;
  const magnitude = Number(digits);
  if (!Number.isSafeInteger(magnitude)) return left(MONEY_MESSAGES.tooLarge);
  return right(money(sign === '-' && magnitude !== 0 ? -magnitude : magnitude));
};
