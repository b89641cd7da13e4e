import { intBetween } from '../shared/store-safe.js';

/**
 * The largest amount any one money field may hold, in 1/10000 units: 10^12, i.e. 100,000,000 of the currency
 * (AED 100 million, KWD 100 million). A safe integer holds 9,007 such amounts summed, so no invoice total, ledger
 * balance or statement sum of amounts within this bound can lose precision (docs/decisions.md, issue 30).
 */
export const MAX_MONEY_AMOUNT = 1_000_000_000_000;

/** An amount a body may carry: a whole number of 1/10000 units within ±MAX_MONEY_AMOUNT. */
export const BoundedMoney = intBetween('Money', -MAX_MONEY_AMOUNT, MAX_MONEY_AMOUNT);

/** True when the magnitude is within the bound (and a safe integer). */
export const withinMoneyBound = (amount: number): boolean =>
  Number.isSafeInteger(amount) && Math.abs(amount) <= MAX_MONEY_AMOUNT;
