import type { ReferenceSource } from '../framework/types';

/*
 * The reference sources several areas pick from: partners, cities and customers. A source's id names its loaded
 * choices, so the screens sharing a source share them. A module of its own, so a screen that picks a partner or a
 * customer does not pull another area's screens in.
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
 * Customers (never staff) by name; with `minChars`, suggestions only after that many typed characters (spec 2 §5
 * 'Autocomplete thresholds').
 */
export const customerSource = (minChars?: number): ReferenceSource => ({
  id: minChars === undefined ? 'users:customers' : `users:customers:${minChars}`,
  kind: 'list',
  path: '/api/v1/users/list',
  params: { excludeUserTypes: ['staff'], sortBy: 'name', sortOrder: 'ASC' },
  searchKey: 'searchTerm',
  idsKey: 'ids',
  labelField: 'name',
  limit: 20,
  ...(minChars === undefined ? {} : { minChars }),
});
