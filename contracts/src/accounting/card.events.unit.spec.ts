import { isLeft, isRight } from 'fp-ts/lib/Either.js';
import { CARD_DATA_MAX_KEYS, CardProviderData, cardProviderDataRows } from './card.events.js';

describe("a card's provider response (spec 2 §4 Cards show)", () => {
  it('shows each field and its value, not the object values', () => {
    expect(
      cardProviderDataRows({
        response_code: '18000',
        status: 18,
        success: true,
        none: null,
        customer: { id: 'c' },
        l: [1],
      }),
    ).toEqual([
      { field: 'response_code', value: '18000' },
      { field: 'status', value: '18' },
      { field: 'success', value: 'true' },
      { field: 'none', value: '' },
    ]);
    expect(cardProviderDataRows(null)).toEqual([]);
  });

  it('keeps an object of bounded size only', () => {
    expect(isRight(CardProviderData.decode({ a: 1 }))).toBe(true);
    expect(isLeft(CardProviderData.decode([1]))).toBe(true);
    expect(isLeft(CardProviderData.decode('x'))).toBe(true);
    const many = Object.fromEntries(Array.from({ length: CARD_DATA_MAX_KEYS + 1 }, (_, i) => [`k${i}`, i]));
    expect(isLeft(CardProviderData.decode(many))).toBe(true);
    expect(isLeft(CardProviderData.decode({ big: 'x'.repeat(10_001) }))).toBe(true);
  });
});
