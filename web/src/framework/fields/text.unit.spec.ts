import { textOf } from './text';

describe('textOf', () => {
  it('writes strings, numbers and booleans as String does', () => {
    for (const v of ['', ' a b ', 'x', 0, -1.5, 42, 10n, true, false]) expect(textOf(v)).toBe(String(v));
  });

  it('writes null and undefined as empty text', () => {
    expect(textOf(null)).toBe('');
    expect(textOf(undefined)).toBe('');
  });

  it('writes a structure as JSON rather than [object Object]', () => {
    expect(textOf({ a: 1 })).toBe('{"a":1}');
    expect(textOf([1, 'b'])).toBe('[1,"b"]');
  });
});
