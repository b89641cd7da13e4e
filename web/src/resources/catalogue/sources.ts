import type { ReferenceSource } from '../../framework/types';

/**
 * Partners by name: the same source (and id, so the same loaded choices) as the customers' partner picker in
 * resources/users, written here so the catalogue's route table does not pull the customers' screens in.
 */
export const partnersSource: ReferenceSource = {
  id: 'partners',
  kind: 'generic',
  path: '/api/partners',
  params: { '$sort[name]': 1 },
  labelField: 'name',
  limit: 200,
};

/** Customers (never staff) by name, for the coupon's user: suggestions after 3 typed characters (spec 2 §5). */
export const couponUserSource: ReferenceSource = {
  id: 'users:customers:3',
  kind: 'list',
  path: '/api/v1/users/list',
  params: { excludeUserTypes: ['staff'], sortBy: 'name', sortOrder: 'ASC' },
  searchKey: 'searchTerm',
  idsKey: 'ids',
  labelField: 'name',
  limit: 20,
  minChars: 3,
};

/** Offers, newest first, named by their description (or id), for the coupon's offer. */
export const offersSource: ReferenceSource = {
  id: 'offers:all',
  kind: 'generic',
  path: '/api/offers',
  params: { '$sort[id]': -1 },
  labelField: 'description',
  limit: 200,
};
