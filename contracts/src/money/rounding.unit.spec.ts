import { isLeft, isRight } from 'fp-ts/lib/Either.js';
import { BoundedMoney, MAX_MONEY_AMOUNT, withinMoneyBound } from './bounds.js';
import { money } from './money.js';
import { currencyStep, onCurrencyGrid, roundToCurrency } from './rounding.js';

describe('roundToCurrency: the one rounding rule of money (issue 30)', () => {
  it("rounds to the currency's minor unit: AED and SAR 2 decimals, KWD 3", () => {
    expect(currencyStep('AED')).toBe(100);
    expect(currencyStep('SAR')).toBe(100);
    expect(currencyStep('KWD')).toBe(10);
    expect(roundToCurrency(money(57_750), 'AED')).toBe(57_800); // 5.775 → 5.78
    expect(roundToCurrency(money(57_749), 'AED')).toBe(57_700);
    expect(roundToCurrency(money(57_745), 'KWD')).toBe(57_750); // 5.7745 → 5.775
    expect(roundToCurrency(money(57_744), 'KWD')).toBe(57_740);
    expect(roundToCurrency(money(12_345_600), 'SAR')).toBe(12_345_600);
  });
  it('half away from zero, never -0', () => {
    expect(roundToCurrency(money(-57_750), 'AED')).toBe(-57_800);
    expect(roundToCurrency(money(-49), 'AED')).toBe(0);
    expect(Object.is(roundToCurrency(money(-49), 'AED'), 0)).toBe(true);
    expect(roundToCurrency(money(50), 'AED')).toBe(100);
    expect(roundToCurrency(money(-5), 'KWD')).toBe(-10);
  });
  it('is exact at the bound', () => {
    expect(roundToCurrency(money(MAX_MONEY_AMOUNT - 1), 'AED')).toBe(MAX_MONEY_AMOUNT);
  });
  it('tells whether an amount is payable in the currency', () => {
    expect(onCurrencyGrid(57_800, 'AED')).toBe(true);
    expect(onCurrencyGrid(57_750, 'AED')).toBe(false);
    expect(onCurrencyGrid(57_750, 'KWD')).toBe(true);
  });
});

describe('the bound of every amount', () => {
  it('is 10^12 units (100,000,000 of the currency), and 9,007 of them still sum exactly', () => {
    expect(MAX_MONEY_AMOUNT).toBe(1e12);
    expect(Number.isSafeInteger(MAX_MONEY_AMOUNT * 9_007)).toBe(true);
    expect(withinMoneyBound(MAX_MONEY_AMOUNT)).toBe(true);
    expect(withinMoneyBound(-MAX_MONEY_AMOUNT)).toBe(true);
    expect(withinMoneyBound(MAX_MONEY_AMOUNT + 1)).toBe(false);
    expect(withinMoneyBound(9_007_199_254_740_991)).toBe(false);
  });
  it('the codec refuses what is beyond it', () => {
    expect(isRight(BoundedMoney.decode(MAX_MONEY_AMOUNT))).toBe(true);
    expect(isLeft(BoundedMoney.decode(9_007_199_254_740_991))).toBe(true);
    expect(isLeft(BoundedMoney.decode(1.5))).toBe(true);
  });
});
