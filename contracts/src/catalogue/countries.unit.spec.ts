import { isLeft } from 'fp-ts/lib/Either.js';
import { COUNTRIES, CountryId, appliesVat, countryById, countryDisplayName, currencyOfCountry } from './countries.js';

describe('countries', () => {
  it('holds the three countries of the specs', () => {
    expect(COUNTRIES.map((c) => [c.id, c.name, c.code, c.currency, c.decimalPlaces, c.vat])).toEqual([
      [1, 'UAE', 'AE', 'AED', 2, 5],
      [2, 'Kuwait', 'KW', 'KWD', 3, 0],
      [3, 'KSA', 'SA', 'SAR', 2, 15],
    ]);
  });
  it('finds by id', () => {
    expect(countryById(2)?.code).toBe('KW');
    expect(countryById(4)).toBeUndefined();
    expect(isLeft(CountryId.decode(4))).toBe(true);
  });
  it('gives the currency of a country', () => {
    expect(currencyOfCountry(1)).toBe('AED');
    expect(currencyOfCountry(2)).toBe('KWD');
    expect(currencyOfCountry(3)).toBe('SAR');
  });
  it('displays 1 UAE, 2 Kuwait, anything else KSA', () => {
    expect(countryDisplayName(1)).toBe('UAE');
    expect(countryDisplayName(2)).toBe('Kuwait');
    expect(countryDisplayName(3)).toBe('KSA');
    expect(countryDisplayName(99)).toBe('KSA');
    expect(countryDisplayName(null)).toBe('KSA');
  });
  it('applies VAT in countries 1 and 3', () => {
    expect([1, 2, 3].map(appliesVat)).toEqual([true, false, true]);
  });
});
