import * as t from 'io-ts';
import { isLeft, isRight } from 'fp-ts/lib/Either.js';
import { MoneyAmount } from '../money/money.js';
import { Id } from './id.js';
import { jsonSchemaOf } from './openapi-schema.js';
import {
  Count,
  IdFromString,
  INT32_MAX,
  IsoDate,
  IsoInstant,
  LONG_TEXT_MAX,
  LongText,
  ModelName,
  Quantity,
  TEXT_MAX,
  Text,
  list,
  unstorableValues,
} from './store-safe.js';
import { toValidationIssues } from './validation-issues.js';

const accepts = (codec: t.Decoder<unknown, unknown>, u: unknown) => isRight(codec.decode(u));
const messageOf = (codec: t.Decoder<unknown, unknown>, u: unknown): string | undefined => {
  const r = codec.decode(u);
  return isLeft(r) ? toValidationIssues(r.left)[0]?.message : undefined;
};

/** The edge values of issue 11, finding 3 and 6. */
const NOT_INTEGERS = [1.5, 1e308, Number.NaN, Number.POSITIVE_INFINITY, '1', '', null, undefined, true, {}, []];

describe('Id (a body id: PostgreSQL integer, 1 … 2147483647)', () => {
  it.each([1, 2, 1000, INT32_MAX])('accepts %p', (v) => expect(accepts(Id, v)).toBe(true));
  it.each([0, -1, INT32_MAX + 1, 2 ** 31, Number.MAX_SAFE_INTEGER, ...NOT_INTEGERS])('refuses %p', (v) =>
    expect(accepts(Id, v)).toBe(false),
  );
  it('says the range', () => expect(messageOf(Id, 2 ** 31)).toBe('must be a whole number from 1 to 2147483647'));
  it('is a number at the type level, so records built from literals need no cast', () => {
    const n: number = Id.decode(7)._tag === 'Right' ? 7 : 0;
    expect(n).toBe(7);
  });
});

describe('IdFromString (path and query ids)', () => {
  it.each([
    ['1', 1],
    ['2147483647', INT32_MAX],
    [42, 42],
  ])('decodes %p to %p', (u, n) => expect(IdFromString.decode(u)).toEqual({ _tag: 'Right', right: n }));
  it.each(['99999999999999999999', '2147483648', '1.5', 'abc', '0', '-1', '01', '+1', '1e3', ' 1', '', '１'])(
    'refuses %p',
    (u) => expect(accepts(IdFromString, u)).toBe(false),
  );
});

describe('Count and Quantity', () => {
  it('Count takes 0 … 2147483647, whole', () => {
    expect([0, 1, INT32_MAX].every((v) => accepts(Count, v))).toBe(true);
    expect([-1, 1.5, INT32_MAX + 1, 1e308, Number.NaN, '1'].some((v) => accepts(Count, v))).toBe(false);
  });
  it('Quantity takes 1 … 2147483647, whole', () => {
    expect(accepts(Quantity, 1)).toBe(true);
    expect([0, -1, 1.5, 2 ** 31].some((v) => accepts(Quantity, v))).toBe(false);
  });
});

describe('MoneyAmount (the money module: safe integers of 1/10000)', () => {
  it.each([0, -5000, 12_3400, Number.MAX_SAFE_INTEGER])('accepts %p', (v) =>
    expect(accepts(MoneyAmount, v)).toBe(true),
  );
  it.each([1.5, 1e308, Number.MAX_SAFE_INTEGER + 2, Number.NaN, '100'])('refuses %p', (v) =>
    expect(accepts(MoneyAmount, v)).toBe(false),
  );
});

describe('Text and LongText', () => {
  it('accept ordinary text, Arabic, and emoji (surrogate pairs)', () => {
    for (const s of ['', 'Ahmed', 'أحمد', 'Box 📦 12']) expect(accepts(Text, s)).toBe(true);
  });
  it('refuse a NUL anywhere', () => {
    expect(messageOf(Text, 'a\u0000b')).toBe('must not contain the NUL character');
  });
  it.each(['\ud800', 'a\udc00', '\ud800x', 'x\udbff'])('refuse a lone surrogate %#', (s) =>
    expect(messageOf(Text, s)).toBe('must not contain a lone surrogate (invalid Unicode)'),
  );
  it('bound the length: Text 500, LongText 10,000', () => {
    expect(accepts(Text, 'x'.repeat(TEXT_MAX))).toBe(true);
    expect(messageOf(Text, 'x'.repeat(TEXT_MAX + 1))).toBe('must be at most 500 characters');
    expect(accepts(Text, 'x'.repeat(10 * 1024))).toBe(false);
    expect(accepts(LongText, 'x'.repeat(LONG_TEXT_MAX))).toBe(true);
    expect(accepts(LongText, 'x'.repeat(LONG_TEXT_MAX + 1))).toBe(false);
  });
  it('keep every Text within a btree index row whatever the script (3 bytes of UTF-8 per unit at most)', () => {
    const worst = '\u4e2d'.repeat(TEXT_MAX);
    expect(accepts(Text, worst)).toBe(true);
    expect(Buffer.byteLength(worst, 'utf8')).toBeLessThan(2704 - 100);
  });
  it('refuse what is not a string', () => {
    for (const v of [1, null, undefined, {}, []]) expect(accepts(Text, v)).toBe(false);
  });
});

describe('ModelName', () => {
  it.each(['user', 'storagetype', 'blocked-slot'])('accepts %p', (v) => expect(accepts(ModelName, v)).toBe(true));
  it.each(['', 'User', 'a b', 'x'.repeat(65), 'user\u0000'])('refuses %p', (v) =>
    expect(accepts(ModelName, v)).toBe(false),
  );
});

describe('IsoDate and IsoInstant', () => {
  it('IsoDate takes calendar days only', () => {
    expect(accepts(IsoDate, '2026-02-28')).toBe(true);
    expect(accepts(IsoDate, '2028-02-29')).toBe(true);
    for (const v of ['2026-02-30', '2026-13-01', '0000-01-01', '1', '26-1-1', '2026-01-01T00:00:00Z', 20260101]) {
      expect(accepts(IsoDate, v)).toBe(false);
    }
  });
  it('IsoInstant takes ISO-8601 instants and days, never what Date.parse alone would take', () => {
    for (const v of ['2026-11-25T10:00:00Z', '2026-11-25T10:00:00.123Z', '2026-11-25T10:00+04:00', '2026-11-25']) {
      expect(accepts(IsoInstant, v)).toBe(true);
    }
    for (const v of ['1', 'tomorrow', '2026-02-30T00:00:00Z', 'Nov 25 2026', '2026-11-25T25:00:00Z', 1]) {
      expect(accepts(IsoInstant, v)).toBe(false);
    }
  });
});

describe('list', () => {
  it('bounds the entries and reports the path of a bad one', () => {
    const Ids = list(Id, 3);
    expect(accepts(Ids, [1, 2, 3])).toBe(true);
    expect(messageOf(Ids, [1, 2, 3, 4])).toBe('must have at most 3 entries');
    const r = t.type({ ids: Ids }).decode({ ids: [1, 1.5] });
    expect(isLeft(r) && toValidationIssues(r.left)).toEqual([
      { path: 'ids.1', message: 'must be a whole number from 1 to 2147483647' },
    ]);
  });
});

describe('unstorableValues (the guard after any codec)', () => {
  it('finds NUL and lone surrogates in nested values and keys, with their paths', () => {
    expect(unstorableValues({ a: 'ok', b: ['x', 'y\u0000'], c: { d: '\ud800' }, ['k\u0000']: 1 })).toEqual([
      { path: 'b.1', message: 'must not contain the NUL character' },
      { path: 'c.d', message: 'must not contain a lone surrogate (invalid Unicode)' },
      { path: 'k\u0000', message: 'key must not contain the NUL character' },
    ]);
  });
  it('passes clean values', () => expect(unstorableValues({ a: ['أحمد', 1, null, true], b: { c: '📦' } })).toEqual([]));
});

describe('jsonSchemaOf (the OpenAPI description of a body codec)', () => {
  it('states the limits of the store-safe codecs', () => {
    const Body = t.intersection([
      t.type({ name: Text, ids: list(Id, 10) }),
      t.partial({ qty: t.union([Count, t.null]), kind: t.keyof({ a: null, b: null }) }),
    ]);
    expect(jsonSchemaOf(Body)).toEqual({
      type: 'object',
      properties: {
        name: { type: 'string', maxLength: 500 },
        ids: { type: 'array', items: { type: 'integer', minimum: 1, maximum: INT32_MAX }, maxItems: 10 },
        qty: { type: 'integer', minimum: 0, maximum: INT32_MAX, nullable: true },
        kind: { type: 'string', enum: ['a', 'b'] },
      },
      required: ['name', 'ids'],
    });
  });
});
