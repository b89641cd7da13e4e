import { isLeft, isRight, left, right } from 'fp-ts/lib/Either.js';
import { Money, MONEY_MESSAGES, formatMoney, money, parseMoney, toMajorUnits, toMinorUnits } from './money.js';
import { CURRENCY_DECIMALS, Currency } from './currency.js';

describe('Money codec', () => {
  it('accepts safe integers, negative included', () => {
    expect(isRight(Money.decode(12345000))).toBe(true);
    expect(isRight(Money.decode(-5))).toBe(true);
    expect(isRight(Money.decode(0))).toBe(true);
  });
  it('refuses fractions, strings, unsafe integers', () => {
    for (const bad of [1.5, '100', Number.MAX_SAFE_INTEGER + 1, NaN, Infinity, null]) {
      expect(isLeft(Money.decode(bad))).toBe(true);
    }
  });
});

describe('toMinorUnits', () => {
  it('multiplies by 10000', () => {
    expect(toMinorUnits(1234.5)).toBe(12345000);
    expect(toMinorUnits(0.125)).toBe(1250);
    expect(toMinorUnits(0)).toBe(0);
  });
  it('is free of float error', () => {
    // 1.005 * 10000 === 10049.999999999998 and 0.00005 * 10000 === 0.5000000000000001 in floating point
    expect(toMinorUnits(1.005)).toBe(10050);
    expect(toMinorUnits(0.00005)).toBe(1);
    expect(toMinorUnits(0.00004)).toBe(0);
    expect(toMinorUnits(4.35)).toBe(43500);
    expect(toMinorUnits(1.1 + 2.2)).toBe(33000);
  });
  it('rounds half away from zero, and never gives -0', () => {
    expect(toMinorUnits(-1.00005)).toBe(-10001);
    expect(toMinorUnits(-0.00001)).toBe(0);
    expect(Object.is(toMinorUnits(-0.00001), 0)).toBe(true);
  });
  it('handles large and tiny magnitudes', () => {
    expect(toMinorUnits(1e-7)).toBe(0);
    expect(toMinorUnits(123456789)).toBe(1234567890000);
  });
  it('refuses non-finite numbers', () => {
    expect(() => toMinorUnits(NaN)).toThrow(RangeError);
    expect(() => toMinorUnits(Infinity)).toThrow(RangeError);
  });
  it('round-trips with toMajorUnits', () => {
    expect(toMajorUnits(toMinorUnits(99.99))).toBe(99.99);
  });
});

describe('formatMoney', () => {
  it('AED and SAR with 2 decimals, KWD with 3', () => {
    expect(formatMoney(money(12345000), 'AED')).toBe('AED 1,234.50');
    expect(formatMoney(money(12345000), 'SAR')).toBe('SAR 1,234.50');
    expect(formatMoney(money(12345000), 'KWD')).toBe('KWD 1,234.500');
    expect(formatMoney(money(1250), 'KWD')).toBe('KWD 0.125');
    expect(formatMoney(money(0), 'AED')).toBe('AED 0.00');
  });
  it('rounds half away from zero', () => {
    expect(formatMoney(money(1250), 'AED')).toBe('AED 0.13'); // 0.125
    expect(formatMoney(money(1249), 'AED')).toBe('AED 0.12');
    expect(formatMoney(money(15), 'KWD')).toBe('KWD 0.002'); // 0.0015
    expect(formatMoney(money(-1250), 'AED')).toBe('AED -0.13');
  });
  it('groups thousands and shows negatives', () => {
    expect(formatMoney(money(12345678900000), 'AED')).toBe('AED 1,234,567,890.00');
    expect(formatMoney(money(-10000), 'SAR')).toBe('SAR -1.00');
    expect(formatMoney(money(-40), 'AED')).toBe('AED 0.00');
  });
});

describe('parseMoney', () => {
  it('accepts typed amounts', () => {
    expect(parseMoney('1,234.5')).toEqual(right(12345000));
    expect(parseMoney(' 12 ')).toEqual(right(120000));
    expect(parseMoney('0.125')).toEqual(right(1250));
    expect(parseMoney('.5')).toEqual(right(5000));
    expect(parseMoney('7.')).toEqual(right(70000));
    expect(parseMoney('1.0001')).toEqual(right(10001));
    expect(parseMoney('1234567.89')).toEqual(right(12345678900));
    expect(parseMoney('-3')).toEqual(right(-30000));
    expect(parseMoney('+3')).toEqual(right(30000));
  });
  it('rejects empty text and non-numbers', () => {
    expect(parseMoney('  ')).toEqual(left(MONEY_MESSAGES.required));
    for (const bad of ['abc', '1.2.3', '12a', '1,23', '1,2345', ',100', '.', '-', '1e5', '١٢']) {
      expect(parseMoney(bad)).toEqual(left(MONEY_MESSAGES.notANumber));
    }
  });
  it('rejects more than 4 decimals', () => {
    expect(parseMoney('0.12345')).toEqual(left(MONEY_MESSAGES.tooManyDecimals));
  });
  it('rejects amounts beyond a safe integer', () => {
    expect(parseMoney('999999999999999')).toEqual(left(MONEY_MESSAGES.tooLarge));
  });
});

describe('Currency', () => {
  it('lists AED, KWD, SAR with their decimals', () => {
    expect(Currency.values).toEqual(['AED', 'KWD', 'SAR']);
    expect(CURRENCY_DECIMALS).toEqual({ AED: 2, KWD: 3, SAR: 2 });
  });
});
