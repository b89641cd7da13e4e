import fc from 'fast-check';
import type { Field } from './codec-shape.js';

/** A value put into one field, with a short label for the findings ("1.5", "NUL in text", "1 MB text"). */
export interface BadValue {
  readonly label: string;
  readonly value: unknown;
}

const INT32_MAX = 2_147_483_647;
export const KB10 = 10 * 1024;
export const MB1 = 1024 * 1024;

const v = (label: string, value: unknown): BadValue => ({ label, value });

/** Around a NUL or a lone surrogate, a little generated text, so the position varies. */
const around = (label: string, inner: string): fc.Arbitrary<BadValue> =>
  fc
    .tuple(fc.string({ maxLength: 4, unit: 'grapheme-ascii' }), fc.string({ maxLength: 4, unit: 'grapheme-ascii' }))
    .map(([a, b]) => v(label, `${a}${inner}${b}`));

const NUMBERS: readonly BadValue[] = [
  v('1.5', 1.5),
  v('1e308', 1e308),
  v('2147483648', 2_147_483_648),
  v('-1', -1),
  v('0', 0),
  v('"abc"', 'abc'),
  v('true', true),
  v('{}', {}),
  v('[]', []),
];

const TEXTS: fc.Arbitrary<BadValue>[] = [
  around('NUL in text', '\u0000'),
  around('lone high surrogate', '\uD800'),
  around('lone low surrogate', '\uDFFF'),
  fc.constant(v('10 KB text', 'x'.repeat(KB10))),
  fc.constant(v('10 KB multibyte text', 'é'.repeat(KB10 / 2))),
  fc.constant(v('1 MB text', 'y'.repeat(MB1))),
  fc.constantFrom(v('empty text', ''), v('number 42', 42), v('{}', {}), v('[NUL]', ['\u0000'])),
];

/** The bad and edge values of one field, by its kind. */
export const badValues = (f: Field): fc.Arbitrary<BadValue> => {
  switch (f.kind) {
    case 'id':
    case 'int':
    case 'money':
    case 'decimal':
      return fc.oneof(
        fc.constantFrom(...NUMBERS),
        fc.double({ noNaN: true }).map((d) => v(`number ${d}`, d)),
      );
    case 'ids':
      return fc.oneof(
        fc.constantFrom(...NUMBERS).map((b) => v(`[${b.label}]`, [b.value])),
        fc.constantFrom(v('"1,2"', '1,2'), v('{}', {}), v('[null]', [null])),
      );
    case 'text':
      return fc.oneof(...TEXTS);
    case 'enum':
      return fc.oneof(
        fc.constantFrom(v('"nope"', 'nope'), v('42', 42), v('empty text', '')),
        around('NUL in text', '\u0000'),
      );
    case 'bool':
      return fc.constantFrom(v('"true"', 'true'), v('1', 1), v('{}', {}));
    case 'date':
      return fc.constantFrom(
        v('"2026-13-45"', '2026-13-45'),
        v('"1"', '1'),
        v('1e308', 1e308),
        v('"99999-01-01"', '99999-01-01'),
        v('NUL in text', '2026-01-01\u0000'),
      );
    case 'list':
      return fc.oneof(
        fc.constantFrom(v('"x"', 'x'), v('42', 42), v('[42]', [42]), v('[{}]', [{}])),
        fc.oneof(...TEXTS.slice(0, 3)).map((b) => v(`[${b.label}]`, [b.value])),
      );
    case 'object':
      return fc.constantFrom(v('"x"', 'x'), v('42', 42), v('[]', []), v('{"\\u0000":1}', { '\u0000': 1 }));
  }
};

const hasNul = (s: string) => s.includes('\u0000');
const hasLoneSurrogate = (s: string) =>
  /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(s);
/** Fields that legitimately carry large text: photo data URLs (spec 2 §7), templates' bodies. */
const LARGE_TEXT_FIELD = /file|dataUrl|data|body|content|rows/i;

/**
 * Why a value is clearly invalid for its field whatever the codec says (issue 11 "Contracts decode what the store
 * can hold"), or undefined when only the codec can tell. Conservative: a value listed here can never be stored as
 * it is, so answering it 2xx is a defect.
 */
/** How a value that is not an object reads as text (what an enumeration member would have to equal). */
const scalarText = (value: unknown): string =>
  typeof value === 'string'
    ? value
    : typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint'
      ? value.toString()
      : typeof value;

export const clearlyInvalid = (f: Field, value: unknown): string | undefined => {
  const texts = (x: unknown): string[] =>
    typeof x === 'string'
      ? [x]
      : Array.isArray(x)
        ? x.flatMap(texts)
        : x && typeof x === 'object'
          ? Object.entries(x).flatMap(([k, y]) => [k, ...texts(y)])
          : [];
  const all = texts(value);
  if (all.some(hasNul)) return 'NUL in text';
  if (all.some(hasLoneSurrogate)) return 'lone surrogate in text';
  if (all.some((s) => s.length >= MB1) && !LARGE_TEXT_FIELD.test(f.name)) return '1 MB text';
  const number = (n: unknown, id: boolean): string | undefined => {
    if (typeof n !== 'number') return undefined;
    if (!Number.isFinite(n) || Math.abs(n) > Number.MAX_SAFE_INTEGER) return 'number beyond any column';
    if (f.kind === 'decimal') return undefined;
    if (!Number.isInteger(n)) return 'fraction in an integer field';
    if (id && (n < 1 || n > INT32_MAX)) return 'id outside 1..2147483647';
    // Paging is not stored: a page beyond the rows is an empty page, not a bad value.
    if (f.kind === 'int' && Math.abs(n) > INT32_MAX && !/^(page|limit)$/.test(f.name)) return 'integer beyond 32 bits';
    return undefined;
  };
  if (f.kind === 'ids' && Array.isArray(value)) {
    for (const n of value) {
      const why = number(n, true) ?? (typeof n === 'string' && !/^\d+$/.test(n) ? 'not an id' : undefined);
      if (why) return why;
    }
    return undefined;
  }
  if (f.kind === 'id' || f.kind === 'int' || f.kind === 'money' || f.kind === 'decimal') {
    if (typeof value === 'string' && !/^\d+$/.test(value)) return 'text in a number field';
    if (typeof value === 'boolean' || (value !== null && typeof value === 'object'))
      return 'wrong type in a number field';
    return number(value, f.kind === 'id');
  }
  if (f.kind === 'enum' && typeof value !== 'object' && !f.enumValues?.includes(scalarText(value)))
    return 'value outside the enumeration';
  if (f.kind === 'date' && typeof value === 'string' && Number.isNaN(Date.parse(value))) return 'not a date';
  if (f.kind === 'date' && typeof value === 'number') return 'number in a date field';
  if ((f.kind === 'text' || f.kind === 'date') && value !== null && typeof value === 'object')
    return 'wrong type in a text field';
  return undefined;
};
