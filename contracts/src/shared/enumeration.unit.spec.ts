import { isLeft, isRight } from 'fp-ts/lib/Either.js';
import { enumeration, type EnumValue } from './enumeration.js';

const Colour = enumeration(['red', 'green'] as const, 'Colour');
type Colour = EnumValue<typeof Colour>;

describe('enumeration', () => {
  it('decodes listed values and keeps their order', () => {
    const c: Colour = 'green';
    expect(isRight(Colour.codec.decode(c))).toBe(true);
    expect(Colour.values).toEqual(['red', 'green']);
  });

  it('refuses other strings, other cases and prototype keys', () => {
    for (const bad of ['Red', 'blue', 'constructor', 'toString', 1, null, undefined]) {
      expect(isLeft(Colour.codec.decode(bad))).toBe(true);
      expect(Colour.is(bad)).toBe(false);
    }
  });

  it('refuses duplicate values', () => {
    expect(() => enumeration(['a', 'a'] as const)).toThrow('Duplicate');
  });

  it('freezes its values', () => {
    expect(Object.isFrozen(Colour.values)).toBe(true);
  });
});
