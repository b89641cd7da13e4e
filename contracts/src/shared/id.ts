import * as t from 'io-ts';

/**
 * A record id: the spec's positive integers. Digit strings are accepted and turned into numbers because select
 * inputs and query strings hand ids over as text.
 */
export const Id = new t.Type<number, number, unknown>(
  'Id',
  (u): u is number => typeof u === 'number' && Number.isSafeInteger(u) && u > 0,
  (u, c) => {
    const n = typeof u === 'string' && /^\d{1,15}$/.test(u) ? Number(u) : u;
    return typeof n === 'number' && Number.isSafeInteger(n) && n > 0
      ? t.success(n)
      : t.failure(u, c, 'must be a positive integer id');
  },
  t.identity,
);
export type Id = t.TypeOf<typeof Id>;
