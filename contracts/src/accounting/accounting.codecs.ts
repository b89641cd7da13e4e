import * as t from 'io-ts';

/**
 * Codecs of the accounting payloads. contracts/src/shared has no int32 id nor bounded text codec yet (the
 * "codecs" work adds them); these are accounting's own until then, so every id fits PostgreSQL's integer column
 * and no text field can carry megabytes into an event.
 */
import { INT32_MAX, LongText } from '../shared/store-safe.js';

// The shared store-safe codecs (no NUL, no lone surrogate, 10,000 units): one definition for every context.
export { INT32_MAX, LongText };

/** A record id: a positive 32-bit integer (the read models' `integer` columns). Digit strings are accepted. */
export const AccountingId = new t.Type<number, number, unknown>(
  'AccountingId',
  (u): u is number => typeof u === 'number' && Number.isInteger(u) && u > 0 && u <= INT32_MAX,
  (u, c) => {
    const n = typeof u === 'string' && /^\d{1,10}$/.test(u) ? Number(u) : u;
    return typeof n === 'number' && Number.isInteger(n) && n > 0 && n <= INT32_MAX
      ? t.success(n)
      : t.failure(u, c, 'must be a positive integer id');
  },
  t.identity,
);
export type AccountingId = t.TypeOf<typeof AccountingId>;

/** Text of at most `max` characters. */
export const boundedText = (max: number, name = `Text(${max})`) =>
  new t.Type<string, string, unknown>(
    name,
    (u): u is string => typeof u === 'string' && u.length <= max,
    (u, c) =>
      typeof u !== 'string'
        ? t.failure(u, c, 'must be a string')
        : u.length > max
          ? t.failure(u, c, `must be at most ${max} characters`)
          : t.success(u),
    t.identity,
  );

export const ShortText = boundedText(200, 'ShortText');

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar day 'YYYY-MM-DD' (ARCHITECTURE §8), checked to exist (no 2026-02-30). */
export const Day = new t.Type<string, string, unknown>(
  'Day',
  (u): u is string =>
    typeof u === 'string' && DAY.test(u) && new Date(`${u}T00:00:00Z`).toISOString().slice(0, 10) === u,
  (u, c) =>
    typeof u === 'string' &&
    DAY.test(u) &&
    !Number.isNaN(Date.parse(`${u}T00:00:00Z`)) &&
    new Date(`${u}T00:00:00Z`).toISOString().slice(0, 10) === u
      ? t.success(u)
      : t.failure(u, c, 'must be a date YYYY-MM-DD'),
  t.identity,
);
export type Day = t.TypeOf<typeof Day>;

/** An instant, normalised to UTC ISO-8601. */
export const Instant = new t.Type<string, string, unknown>(
  'Instant',
  (u): u is string => typeof u === 'string' && !Number.isNaN(Date.parse(u)),
  (u, c) => {
    if (typeof u !== 'string' || !/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(u))
      return t.failure(u, c, 'must be an ISO-8601 instant');
    const ms = Date.parse(u);
    return Number.isNaN(ms) ? t.failure(u, c, 'must be an ISO-8601 instant') : t.success(new Date(ms).toISOString());
  },
  t.identity,
);

export const nullable = <C extends t.Mixed>(c: C) => t.union([c, t.null]);

/** The UTC calendar day of an instant: what "today" is for the accounting rules. */
export const dayOf = (now: Date): string => now.toISOString().slice(0, 10);
