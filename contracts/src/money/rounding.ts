import { CURRENCY_DECIMALS, type Currency } from './currency.js';
import { MONEY_SCALE, money, type Money } from './money.js';

/** How many 1/10000 units make the currency's minor unit: AED and SAR 100 (the fils, the halala), KWD 10 (the fils). */
export const currencyStep = (currency: Currency): number => MONEY_SCALE / 10 ** CURRENCY_DECIMALS[currency];

/** n / d rounded half away from zero, in exact integer arithmetic (d > 0). */
export const divideRounded = (n: bigint, d: bigint): bigint => {
  const q = n / d;
  const r = n % d;
  const twice = (r < 0n ? -r : r) * 2n;
  return twice >= d ? q + (n < 0n ? -1n : 1n) : q;
};

/**
 * THE rounding rule of money (issue 30): an amount in 1/10000 units to the currency's own minor unit (AED and SAR 2
 * decimals, KWD 3), half away from zero, in integer arithmetic. VAT and every invoice total go through it, so each
 * balance can be paid exactly by card (the gateways take the minor unit only) or by hand.
 */
export const roundToCurrency = (amount: Money, currency: Currency): Money => {
  const step = BigInt(currencyStep(currency));
  const rounded = Number(divideRounded(BigInt(amount), step) * step);
  return money(rounded === 0 ? 0 : rounded);
};

/** True when the amount is a whole number of the currency's minor units. */
export const onCurrencyGrid = (amount: number, currency: Currency): boolean => amount % currencyStep(currency) === 0;
