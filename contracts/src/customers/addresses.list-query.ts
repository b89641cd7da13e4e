import * as t from 'io-ts';
import { Text } from '../shared/store-safe.js';
import { DateRange, Ids, listQuery, type DefaultSort } from '../list-queries/list-query.js';

export const ADDRESSES_DEFAULT_SORT: DefaultSort = Object.freeze({ sortBy: 'id', sortOrder: 'DESC' });

/** POST /api/v1/addresses/list (spec 1 §7.2, spec 2 §7). */
export const AddressesListQuery = listQuery(
  'AddressesListQuery',
  {
    searchTerm: Text,
    partnerIds: Ids,
    userIds: Ids,
    cityIds: Ids,
    countryIds: Ids,
    createdDateRange: DateRange,
  },
  ADDRESSES_DEFAULT_SORT,
);
export type AddressesListQuery = t.TypeOf<typeof AddressesListQuery>;
