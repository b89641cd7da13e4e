/**
 * Exact sums of CBM given as decimal text (at most 8 decimals, the columns' numeric(20, 8)): adding floats drifts
 * (0.1 + 0.2), and a batch must add exactly what one event at a time adds in PostgreSQL's numeric.
 */
const SCALE = 8;
const UNIT = 10n ** BigInt(SCALE);

const toScaled = (text: string): bigint => {
  const negative = text.startsWith('-');
  const [whole = '0', frac = ''] = (negative ? text.slice(1) : text).split('.');
  const v = BigInt(whole || '0') * UNIT + BigInt((frac + '0'.repeat(SCALE)).slice(0, SCALE));
  return negative ? -v : v;
};

const fromScaled = (v: bigint): string => {
  const negative = v < 0n;
  const abs = negative ? -v : v;
  const frac = (abs % UNIT).toString().padStart(SCALE, '0').replace(/0+$/, '');
  return `${negative ? '-' : ''}${abs / UNIT}${frac ? `.${frac}` : ''}`;
};

/** a + sign × b, as decimal text (a: a sum this made, or '0'). Most facts carry no CBM: adding '0' is `a` itself. */
export const addDecimal = (a: string, b: string, sign: 1 | -1 = 1): string =>
  b === '0' ? a : fromScaled(toScaled(a) + BigInt(sign) * toScaled(b));

/** A number's decimal text as numeric(20, 8) keeps it (no exponent). */
export const decimalText = (n: number): string => (Number.isFinite(n) ? n.toFixed(SCALE) : '0');
