import * as t from 'io-ts';
import { Text, list } from '../shared/store-safe.js';
import { DateRange, Ids, Strings, listQuery, type DefaultSort } from '../list-queries/list-query.js';
import { CardStatus } from './card.enums.js';

/** The list call sorts by createdAt; the cards screen shows id descending (spec 2 §9). */
export const CARDS_DEFAULT_SORT: DefaultSort = Object.freeze({ sortBy: 'createdAt', sortOrder: 'DESC' });

/** POST /api/v1/cards/list (spec 1 §7.2, spec 2 §7). dates filters createdAt. Card modes are not listed by the specs. */
export const CardsListQuery = listQuery(
  'CardsListQuery',
  {
    statuses: list(CardStatus.codec),
    modes: Strings,
    userIds: Ids,
    partnerIds: Ids,
    countryIds: Ids,
    cardHolderName: Text,
    cardNumber: Text,
    tokenName: Text,
    dates: DateRange,
    searchTerm: Text,
    ids: Ids,
  },
  CARDS_DEFAULT_SORT,
);
export type CardsListQuery = t.TypeOf<typeof CardsListQuery>;
