import * as t from 'io-ts';
import { DateRange, Ids, Strings, listQuery, type DefaultSort } from '../list-queries/list-query.js';
import { CardStatus } from './card.enums.js';

/** The list call sorts by createdAt; the cards screen shows id descending (spec 2 §9). */
export const CARDS_DEFAULT_SORT: DefaultSort = Object.freeze({ sortBy: 'createdAt', sortOrder: 'DESC' });

/** POST /api/v1/cards/list (spec 1 §7.2, spec 2 §7). dates filters createdAt. Card modes are not listed by the specs. */
export const CardsListQuery = listQuery(
  'CardsListQuery',
  {
    statuses: t.array(CardStatus.codec),
    modes: Strings,
    userIds: Ids,
    partnerIds: Ids,
    countryIds: Ids,
    cardHolderName: t.string,
    cardNumber: t.string,
    tokenName: t.string,
    dates: DateRange,
    searchTerm: t.string,
    ids: Ids,
  },
  CARDS_DEFAULT_SORT,
);
export type CardsListQuery = t.TypeOf<typeof CardsListQuery>;
