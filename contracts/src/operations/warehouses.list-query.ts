import * as t from 'io-ts';
import { Text } from '../shared/store-safe.js';
import { Ids, listQuery, type DefaultSort } from '../list-queries/list-query.js';

export const WAREHOUSES_DEFAULT_SORT: DefaultSort = Object.freeze({ sortBy: 'id', sortOrder: 'ASC' });

/** POST /api/v1/warehouses/list (spec 1 §7.2, spec 2 §7). */
export const WarehousesListQuery = listQuery(
  'WarehousesListQuery',
  { searchTerm: Text, countryIds: Ids, cityIds: Ids, isActive: t.boolean },
  WAREHOUSES_DEFAULT_SORT,
);
export type WarehousesListQuery = t.TypeOf<typeof WarehousesListQuery>;
