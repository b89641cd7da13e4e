import {
  COUNTRIES,
  currencyOfCountry,
  formatMoney,
  isCountryId,
  toMajorUnits,
  type Currency,
  type Money,
} from '@console/contracts';
import { t } from '../../app/i18n/messages';
import { valueChoices } from '../../app/i18n/enumText';
import { RecordLink } from '../fields/RecordLink';
import type { Choice } from '../types';

/*
 * The cells and choices several resources' screens share (the accounting lists, the users' billing tab, the
 * request's charges): amounts through the one money formatter, the customer linked by name.
 */

export const CURRENCY_CHOICES: Choice[] = COUNTRIES.map((c) => ({ id: c.currency, name: c.currency }));
export const choices = (values: readonly string[]): Choice[] => valueChoices(values);

/** Every amount through the one formatter (ARCHITECTURE §8). */
export const money = (amount: number | null | undefined, currency: string | null | undefined): string =>
  amount === null || amount === undefined ? '' : formatMoney(amount as Money, (currency ?? 'AED') as Currency);

/** A stored amount back as the text a money field is typed in (major units). */
export const typedMoney = (amount: number | null | undefined): string =>
  amount === null || amount === undefined ? '' : String(toMajorUnits(amount as Money));

export const currencyOf = (countryId: unknown): string | null =>
  isCountryId(Number(countryId)) ? currencyOfCountry(Number(countryId) as 1) : null;

export const CustomerLink = ({ id, name }: { id: number; name: string | null }) => (
  <RecordLink base="users" id={id}>
    {name ?? t('words.subject.user', { id })}
  </RecordLink>
);
