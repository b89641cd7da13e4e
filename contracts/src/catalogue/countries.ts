import * as t from 'io-ts';
import type { Currency } from '../money/currency.js';
import { CURRENCY_DECIMALS } from '../money/currency.js';

/** Countries 1 UAE, 2 Kuwait, 3 KSA (ARCHITECTURE §8). */
export const CountryId = t.union([t.literal(1), t.literal(2), t.literal(3)], 'CountryId');
export type CountryId = t.TypeOf<typeof CountryId>;

export interface Country {
  readonly id: CountryId;
  readonly name: string;
  readonly code: 'AE' | 'KW' | 'SA';
  readonly currency: Currency;
  readonly decimalPlaces: number;
  /** Percent. */
  readonly vat: number;
}

/**
 * VAT: spec 2 §9 says VAT applies for countries 1 and 3 with the country's rate and gives 5 for country 1 only.
 * KSA's rate is not in the specs; 15 is Saudi Arabia's standard VAT rate (since July 2020). Kuwait has no VAT.
 * These are the seed values of the country records, which stay editable (spec 3 §3 Country.vat).
 */
export const COUNTRIES: readonly Country[] = Object.freeze([
  Object.freeze({ id: 1, name: 'UAE', code: 'AE', currency: 'AED', decimalPlaces: CURRENCY_DECIMALS.AED, vat: 5 }),
  Object.freeze({ id: 2, name: 'Kuwait', code: 'KW', currency: 'KWD', decimalPlaces: CURRENCY_DECIMALS.KWD, vat: 0 }),
  Object.freeze({ id: 3, name: 'KSA', code: 'SA', currency: 'SAR', decimalPlaces: CURRENCY_DECIMALS.SAR, vat: 15 }),
] as const);

/** Country 1 is the default on analytics and on the phone input (spec 1 §1). */
export const DEFAULT_COUNTRY_ID: CountryId = 1;

export const isCountryId = (id: unknown): id is CountryId => CountryId.is(id);

export const countryById = (id: number): Country | undefined => COUNTRIES.find((c) => c.id === id);

export const currencyOfCountry = (id: CountryId): Currency => {
  const country = countryById(id);
  if (country === undefined) throw new RangeError(`Unknown country ${String(id)}`);
  return country.currency;
};

/** Spec 3 §2 and §9: 1 shows UAE, 2 Kuwait, anything else KSA. */
export const countryDisplayName = (id: number | null | undefined): string =>
  id === 1 ? 'UAE' : id === 2 ? 'Kuwait' : 'KSA';

/** Spec 2 §9: VAT applies for countries 1 and 3. */
export const appliesVat = (id: number): boolean => (countryById(id)?.vat ?? 0) > 0;
