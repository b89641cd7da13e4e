import * as t from 'io-ts';
import { Text, list } from '../shared/store-safe.js';
import { Ids, Strings, listQuery, type DefaultSort } from '../list-queries/list-query.js';
import { BoxStatus } from './box.enums.js';

export const BOXES_DEFAULT_SORT: DefaultSort = Object.freeze({ sortBy: 'id', sortOrder: 'DESC' });

/** POST /api/v1/boxes/list (spec 1 §7.2). */
export const BoxesListQuery = listQuery(
  'BoxesListQuery',
  {
    searchTerm: Text,
    userIds: Ids,
    partnerIds: Ids,
    countryIds: Ids,
    warehouseIds: Ids,
    statuses: list(BoxStatus.codec),
    codes: Strings,
  },
  BOXES_DEFAULT_SORT,
);
export type BoxesListQuery = t.TypeOf<typeof BoxesListQuery>;
