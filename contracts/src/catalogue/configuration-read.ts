import { isRight } from 'fp-ts/lib/Either.js';
import { parseMoney, type Money } from '../money/money.js';

/**
 * A text configuration as a document prints it: a value left blank or '-' (a configuration value cannot be empty,
 * so '-' says "none", as Kuwait's TRN) is no value.
 */
export const configuredText = (value: string | undefined): string | null => {
  const text = value?.trim() ?? '';
  return text === '' || text === '-' ? null : text;
};

/** A latePaymentFee configuration (an amount in major units, at most 3 decimals) as Money; null when none reads. */
export const configuredAmount = (value: string | undefined): Money | null => {
  if (value === undefined) return null;
  const parsed = parseMoney(value);
  return isRight(parsed) ? parsed.right : null;
};
