import * as t from 'io-ts';
import { Text, list } from '../shared/store-safe.js';
import { DateRange, Ids, listQuery, type DefaultSort } from '../list-queries/list-query.js';
import { ChargeType } from './charge.enums.js';

export const CHARGES_DEFAULT_SORT: DefaultSort = Object.freeze({ sortBy: 'id', sortOrder: 'DESC' });

/** POST /api/v1/charges/list (spec 1 §7.2). dates filters createdAt. */
export const ChargesListQuery = listQuery(
  'ChargesListQuery',
  {
    types: list(ChargeType.codec),
    userIds: Ids,
    partnerIds: Ids,
    countryIds: Ids,
    invoiceIds: Ids,
    dates: DateRange,
    searchTerm: Text,
    ids: Ids,
  },
  CHARGES_DEFAULT_SORT,
);
export type ChargesListQuery = t.TypeOf<typeof ChargesListQuery>;
