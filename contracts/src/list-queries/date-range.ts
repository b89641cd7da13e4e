import * as t from 'io-ts';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})$/;

const isCalendarDay = (s: string): boolean => {
  if (!DAY.test(s)) return false;
  const ms = Date.parse(`${s}T00:00:00.000Z`);
  return !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 10) === s;
};

export const DATE_OR_INSTANT_MESSAGE = 'must be a date YYYY-MM-DD or an ISO-8601 instant';

/** 'YYYY-MM-DD' (payload dates, ARCHITECTURE §8) or an ISO-8601 instant; instants are normalised to UTC. */
const dateOrInstant = new t.Type<string, string, unknown>(
  'DateOrInstant',
  (u): u is string => typeof u === 'string' && (isCalendarDay(u) || (INSTANT.test(u) && !Number.isNaN(Date.parse(u)))),
  (u, c) => {
    if (typeof u === 'string') {
      if (isCalendarDay(u)) return t.success(u);
      const ms = INSTANT.test(u) ? Date.parse(u) : NaN;
      if (!Number.isNaN(ms)) return t.success(new Date(ms).toISOString());
    }
    return t.failure(u, c, DATE_OR_INSTANT_MESSAGE);
  },
  t.identity,
);
/* The API description (openapi-schema.ts): a day or an instant. */
export const DateOrInstant = Object.assign(dateOrInstant, {
  schema: { type: 'string', maxLength: 40, description: 'YYYY-MM-DD or an ISO-8601 instant' },
});

/** A list filter on a date or instant field: both ends optional and inclusive. */
export const DateRange = t.partial({ from: DateOrInstant, to: DateOrInstant }, 'DateRange');
export type DateRange = t.TypeOf<typeof DateRange>;

export interface InstantRange {
  readonly from?: string;
  readonly to?: string;
}

export const START_OF_DAY = '00:00:00.000';
export const END_OF_DAY = '23:59:59.999';

/**
 * A day becomes its whole UTC day: from T00:00:00.000Z, to T23:59:59.999Z (spec 1 §2.6 "start and end of day").
 * An instant is already exact (the screen may have sent the start of a local day), so it is kept as it is.
 * `endOfDay` lets a call keep the spec's own bound, e.g. requests' T23:59:59Z.
 */
export const dateRangeToInstants = (range: DateRange | undefined, endOfDay: string = END_OF_DAY): InstantRange => {
  const out: { from?: string; to?: string } = {};
  if (range?.from !== undefined) out.from = isCalendarDay(range.from) ? `${range.from}T${START_OF_DAY}Z` : range.from;
  if (range?.to !== undefined) out.to = isCalendarDay(range.to) ? `${range.to}T${endOfDay}Z` : range.to;
  return out;
};

/** For filters on date fields (a request's `date`, an invoice's `dueDate`): both ends as 'YYYY-MM-DD', UTC. */
export const dateRangeToDays = (range: DateRange | undefined): InstantRange => {
  const out: { from?: string; to?: string } = {};
  if (range?.from !== undefined) out.from = range.from.slice(0, 10);
  if (range?.to !== undefined) out.to = range.to.slice(0, 10);
  return out;
};
