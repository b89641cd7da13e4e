import { COUNTRIES, countryById } from '@console/contracts';
import { t } from '../../app/i18n/messages';
import type { Choice, ReferenceSource } from '../types';

/*
 * The one set of field sources the screens pick from and show with: the reference sources (partners, cities,
 * customers, staff, warehouses, locations), the country and yes/no choices, and the form values' readers. A
 * source's id names its loaded choices, so the screens sharing a source share them.
 */

/** Partners by name. */
export const partnersSource: ReferenceSource = {
  id: 'partners',
  kind: 'generic',
  path: '/api/partners',
  params: { '$sort[name]': 1 },
  labelField: 'name',
  limit: 200,
};

/** Cities, of one country when given (a form's city follows its country). */
export const citySource = (countryId?: number | null): ReferenceSource => ({
  id: `city:${countryId ?? 'all'}`,
  kind: 'generic',
  path: '/api/city',
  params: { ...(countryId ? { countryId } : {}), '$sort[name]': 1 },
  labelField: 'name',
  limit: 200,
});

/**
 * Customers (never staff), each as name · e-mail · #id (issue 31 §7: four customers of one name must be told
 * apart, in the options and once chosen), found by any of those (the users list's searchTerm); with `minChars`,
 * suggestions only after that many typed characters (spec 2 §5 'Autocomplete thresholds'). Every customer has
 * an e-mail (spec 1 §5), so the e-mail is the contact shown.
 */
export const customerSource = (minChars?: number): ReferenceSource => ({
  ...customerNameSource,
  id: minChars === undefined ? 'users:customers' : `users:customers:${minChars}`,
  labelTemplate: t('customers.optionLabel'),
  ...(minChars === undefined ? {} : { minChars }),
});

/** Customers by their name alone: a list cell beside other columns, where a picker's label would crowd it. */
export const customerNameSource: ReferenceSource = {
  id: 'users:customers:names',
  kind: 'list',
  path: '/api/v1/users/list',
  params: { excludeUserTypes: ['staff'], sortBy: 'name', sortOrder: 'ASC' },
  searchKey: 'searchTerm',
  idsKey: 'ids',
  labelField: 'name',
  limit: 20,
};

/** Staff users: team and warehouse members. */
export const staffSource: ReferenceSource = {
  id: 'users:staff',
  kind: 'list',
  path: '/api/v1/users/list',
  params: { userTypes: ['staff'], sortBy: 'name', sortOrder: 'ASC' },
  searchKey: 'searchTerm',
  idsKey: 'ids',
  labelField: 'name',
  limit: 40,
};

export const warehouseSource: ReferenceSource = {
  id: 'warehouses:all',
  kind: 'list',
  path: '/api/v1/warehouses/list',
  params: { sortBy: 'name', sortOrder: 'ASC' },
  searchKey: 'searchTerm',
  labelField: 'name',
  limit: 100,
};

/** Spec 2 §9: location selectors load 400. */
export const locationSource = (warehouseId?: number | null): ReferenceSource => ({
  id: `locations:${warehouseId ?? 'all'}`,
  kind: 'generic',
  path: '/api/locations',
  params: { ...(warehouseId ? { warehouseId } : {}), '$sort[path]': 1 },
  labelField: 'path',
  limit: 400,
});

/**
 * A location picker that searches ALL of a warehouse's locations by path (issue 14): the first 400 show at once,
 * and what is typed is searched on the server (the catalogue's `q`), so the 720th location is found too.
 */
export const locationSearchSource = (warehouseId?: number | null): ReferenceSource => ({
  ...locationSource(warehouseId),
  id: `locations:search:${warehouseId ?? 'all'}`,
  searchKey: 'q',
});

export const COUNTRY_CHOICES: Choice[] = COUNTRIES.map((c) => ({ id: c.id, name: c.name }));
export const YES_NO: Choice[] = [
  { id: 'true', name: 'history.yes' },
  { id: 'false', name: 'history.no' },
];
/** Spec 3 §2: a country reference shown by its name (UAE, Kuwait, KSA); an unknown id as itself. */
export const countryName = (id: unknown): string =>
  typeof id === 'number' && id ? (countryById(id)?.name ?? String(id)) : '';

/** A form value as a number, null when blank or not a number. */
export const num = (v: unknown): number | null =>
  v === '' || v === null || v === undefined || Number.isNaN(Number(v)) ? null : Number(v);
/** A form value as trimmed text, null when blank. */
export const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);

/** Template categories by name (a communication template's categories, saved as ids: spec 3 §3). */
export const templateCategoriesSource: ReferenceSource = {
  id: 'template-categories',
  kind: 'generic',
  path: '/api/template-categories',
  params: { '$sort[name]': 1 },
  labelField: 'name',
  limit: 200,
};

/** Tags (spec 3 §3 Tag), by name: the customers list's tag filter and the Assign dialog's tags. */
export const tagsSource: ReferenceSource = {
  id: 'tags:all',
  kind: 'generic',
  path: '/api/tags',
  params: { '$sort[name]': 1 },
  labelField: 'name',
  limit: 200,
};
