import * as t from 'io-ts';

/**
 * Codecs of values the store and the read models can hold (issue 11, "contracts decode what the store can hold").
 * Every command body and list filter builds its fields from these, so a value that a projection could not write
 * (an integer column given 1.5 or 2^31, a btree index given 10 KB, jsonb given a NUL or a lone surrogate) is a 400
 * with the field's path before anything is appended. The limits and why: docs/decisions.md, "Security and limits".
 *
 * Each codec carries the JSON-schema of what it accepts (`schema`), so the OpenAPI description states the same
 * limits (openapi-schema.ts). The decoded types are plain numbers and strings, not io-ts brands: records are also
 * built by deciders, the seed and forms from literals, and a brand would make each of those a cast; the codec at
 * the boundary is the gate.
 */

/** PostgreSQL `integer`: every id, count and integer column of the read models. */
export const INT32_MAX = 2_147_483_647;
export const INT32_MIN = -2_147_483_648;
/**
 * Single-line text (names, codes, e-mails, phones, references): at most this many UTF-16 units. A unit is at most 3
 * bytes of UTF-8 (a surrogate pair is 2 units for 4 bytes), so 500 units stay under 1,500 bytes, within a btree
 * index row (at most 2,704 bytes, several columns included) whatever the script.
 */
export const TEXT_MAX = 500;
/** Free text (notes, descriptions, comments): finite so one event stays far below what the bus carries. */
export const LONG_TEXT_MAX = 10_000;
/** The most entries of a list in a body (ids, tags, lines). */
export const LIST_MAX = 1000;
/** A magnitude beyond any size, length, percent or hour the business types; keeps doubles away from 1e308. */
export const DECIMAL_MAX = 1_000_000_000;

/** The JSON-schema fragment of a codec, for the OpenAPI description. */
export interface JsonSchema {
  readonly [key: string]: unknown;
}

/** A codec that knows its JSON-schema. */
export class SchemaType<A, O = A> extends t.Type<A, O, unknown> {
  readonly _tag = 'SchemaType' as const;
  constructor(
    name: string,
    is: t.Is<A>,
    validate: t.Validate<unknown, A>,
    encode: t.Encode<A, O>,
    readonly schema: JsonSchema,
  ) {
    super(name, is, validate, encode);
  }
}

const schemaCodec = <A>(
  name: string,
  is: (u: unknown) => u is A,
  message: string,
  schema: JsonSchema,
  parse?: (u: unknown) => A | undefined,
) =>
  new SchemaType<A>(
    name,
    is,
    (u, c) => {
      if (is(u)) return t.success(u);
      const parsed = parse?.(u);
      return parsed !== undefined ? t.success(parsed) : t.failure(u, c, message);
    },
    t.identity,
    schema,
  );

/* ---------- integers ---------- */

const isIntIn =
  (min: number, max: number) =>
  (u: unknown): u is number =>
    typeof u === 'number' && Number.isInteger(u) && u >= min && u <= max;

/** An integer codec over [min, max]; numbers only (JSON bodies carry numbers). */
export const intBetween = (name: string, min: number, max: number): SchemaType<number> =>
  schemaCodec(name, isIntIn(min, max), `must be a whole number from ${min} to ${max}`, {
    type: 'integer',
    minimum: min,
    maximum: max,
  });

/** A record id (the spec's positive integers, a PostgreSQL `integer`): 1 … 2147483647. */
export const StoreId = intBetween('Id', 1, INT32_MAX);
/** Counts, decimal places, versions, positions from 0: 0 … 2147483647. */
export const Count = intBetween('Count', 0, INT32_MAX);
/** A quantity where the spec says qty: a whole number of items, at least 1. */
export const Quantity = intBetween('Quantity', 1, INT32_MAX);
/** A signed PostgreSQL `integer`. */
export const Int32 = intBetween('Int32', INT32_MIN, INT32_MAX);

const DIGITS = /^[0-9]{1,10}$/;
/** A canonical decimal integer text ('12'; not '012', '+1', '1.0', '1e3') within [min, max], or undefined. */
export const intOfText = (u: unknown, min: number, max: number): number | undefined => {
  if (typeof u !== 'string' || !DIGITS.test(u) || (u.length > 1 && u.startsWith('0'))) return undefined;
  const n = Number(u);
  return n >= min && n <= max ? n : undefined;
};

/**
 * An id in a path or a query string (`/api/x/:id`, `?storageId=7`): a number, or its decimal digits. The same
 * range as StoreId, so `99999999999999999999`, `1.5` and `abc` are a 400, never a database error.
 */
export const IdFromString = schemaCodec(
  'IdFromString',
  isIntIn(1, INT32_MAX),
  `must be a whole number from 1 to ${INT32_MAX}`,
  { type: 'integer', minimum: 1, maximum: INT32_MAX },
  (u) => intOfText(u, 1, INT32_MAX),
);

/* ---------- decimals ---------- */

/** A finite double within [min, max] (sizes in CBM, dimensions, percents, hours). */
export const decimalBetween = (name: string, min: number, max: number): SchemaType<number> =>
  schemaCodec(
    name,
    (u): u is number => typeof u === 'number' && Number.isFinite(u) && u >= min && u <= max,
    `must be a number from ${min} to ${max}`,
    { type: 'number', minimum: min, maximum: max },
  );

/** A size, dimension, capacity or duration: 0 … 1e9. */
export const Measure = decimalBetween('Measure', 0, DECIMAL_MAX);
/** A signed coordinate or amount of a double column: -1e9 … 1e9. */
export const Decimal = decimalBetween('Decimal', -DECIMAL_MAX, DECIMAL_MAX);
/** A percent: 0 … 100. */
export const Percent = decimalBetween('Percent', 0, 100);

/* ---------- text ---------- */

/**
 * Why a text cannot be stored, or undefined: PostgreSQL text and jsonb refuse NUL, and jsonb refuses a lone
 * surrogate (`\ud800` not followed by a low one), which JSON.stringify writes as an escape.
 */
export const unstorableTextReason = (s: string): string | undefined => {
  if (s.includes('\u0000')) return 'must not contain the NUL character';
  return hasLoneSurrogate(s) ? 'must not contain a lone surrogate (invalid Unicode)' : undefined;
};

/* Node 20 has no String.prototype.isWellFormed: a linear scan of the UTF-16 units. */
const hasLoneSurrogate = (s: string): boolean => {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff) {
      const next = s.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) i++;
      else return true;
    } else if (c >= 0xdc00 && c <= 0xdfff) return true;
  }
  return false;
};

/** Text of at most `max` UTF-16 units, with no NUL and no lone surrogate. */
export const text = (name: string, max: number): SchemaType<string> =>
  new SchemaType<string>(
    name,
    (u): u is string => typeof u === 'string' && u.length <= max && unstorableTextReason(u) === undefined,
    (u, c) => {
      if (typeof u !== 'string') return t.failure(u, c, 'must be a string');
      if (u.length > max) return t.failure(u, c, `must be at most ${max} characters`);
      const reason = unstorableTextReason(u);
      return reason === undefined ? t.success(u) : t.failure(u, c, reason);
    },
    t.identity,
    { type: 'string', maxLength: max },
  );

/** Single-line text: names, codes, e-mails, phones, references (≤ TEXT_MAX, fits any btree index). */
export const Text = text('Text', TEXT_MAX);
/** Free text: notes, descriptions, comments (≤ LONG_TEXT_MAX). */
export const LongText = text('LongText', LONG_TEXT_MAX);

const MODEL_NAME = /^[a-z][a-z0-9_-]{0,63}$/;
/**
 * A model name (a stream category: 'user', 'storagetype'): it becomes part of a stream id and a bus subject, so it
 * is a short lower-case word, never free text.
 */
export const ModelName = schemaCodec(
  'ModelName',
  (u): u is string => typeof u === 'string' && MODEL_NAME.test(u),
  'must be a model name (lower-case letters, digits, - or _; at most 64)',
  { type: 'string', pattern: MODEL_NAME.source, maxLength: 64 },
);

/* ---------- dates ---------- */

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const INSTANT = /^(\d{4}-\d{2}-\d{2})(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}(?::?\d{2})?)?)?$/;

/**
 * 'YYYY-MM-DD' that is a day of the calendar: not 2026-02-30 (which Date.parse takes as 2 March) and not year 0000
 * (PostgreSQL's date has no year 0).
 */
export const isCalendarDay = (s: string): boolean => {
  if (!DAY.test(s) || s.startsWith('0000')) return false;
  const ms = Date.parse(`${s}T00:00:00.000Z`);
  return !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 10) === s;
};

/** An ISO-8601 instant ('2026-11-25T10:00:00Z', with or without seconds, fraction and offset) or a calendar day. */
export const isIsoInstant = (s: string): boolean => {
  const m = INSTANT.exec(s);
  return m !== null && isCalendarDay(m[1] as string) && !Number.isNaN(Date.parse(s.replace(' ', 'T')));
};

/** 'YYYY-MM-DD' (ARCHITECTURE §8: dates in payloads). */
export const IsoDate = schemaCodec(
  'IsoDate',
  (u): u is string => typeof u === 'string' && isCalendarDay(u),
  'must be a date YYYY-MM-DD',
  { type: 'string', format: 'date', maxLength: 10 },
);

/** An ISO-8601 instant (createdAt, followUpAt ...); never '1' or 'tomorrow', which Date.parse would take. */
export const IsoInstant = schemaCodec(
  'IsoInstant',
  (u): u is string => typeof u === 'string' && u.length <= 40 && isIsoInstant(u),
  'must be an ISO-8601 date and time',
  { type: 'string', format: 'date-time', maxLength: 40 },
);

/* ---------- lists ---------- */

/** A list of at most `max` entries (LIST_MAX unless said); `maxItems` tells the OpenAPI description. */
export const list = <C extends t.Mixed>(codec: C, max: number = LIST_MAX, name = `Array<${codec.name}>`) => {
  const inner = t.array(codec, name);
  const refined = new t.RefinementType<t.ArrayC<C>, t.TypeOf<C>[], t.OutputOf<C>[], unknown>(
    name,
    (u): u is t.TypeOf<C>[] => inner.is(u) && u.length <= max,
    (u, c) =>
      Array.isArray(u) && u.length > max ? t.failure(u, c, `must have at most ${max} entries`) : inner.validate(u, c),
    inner.encode,
    inner,
    (a) => a.length <= max,
  );
  return Object.assign(refined, { maxItems: max });
};

/* ---------- the last guard ---------- */

export interface UnstorableValue {
  readonly path: string;
  readonly message: string;
}

/**
 * Every string (and object key) of a decoded value that the store cannot hold, with its path: the guard the
 * decode step runs after any codec, so a field typed with a plain t.string somewhere still cannot carry a NUL or
 * a lone surrogate into an event.
 */
export const unstorableValues = (value: unknown, path = '', out: UnstorableValue[] = []): UnstorableValue[] => {
  if (out.length >= 20) return out;
  if (typeof value === 'string') {
    const reason = unstorableTextReason(value);
    if (reason !== undefined) out.push({ path, message: reason });
  } else if (typeof value === 'number') {
    if (!Number.isFinite(value)) out.push({ path, message: 'must be a finite number' });
  } else if (Array.isArray(value)) {
    value.forEach((v, i) => unstorableValues(v, path === '' ? String(i) : `${path}.${i}`, out));
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, v] of Object.entries(value)) {
      const at = path === '' ? key : `${path}.${key}`;
      const reason = unstorableTextReason(key);
      if (reason !== undefined) out.push({ path: at, message: `key ${reason}` });
      else unstorableValues(v, at, out);
    }
  }
  return out;
};
