import * as t from 'io-ts';
import { Text, list } from '../shared/store-safe.js';
import { DateRange, Ids, listQuery, type DefaultSort } from '../list-queries/list-query.js';
import { Role } from '../identity/roles.js';
import { CustomerType, UserStatus } from './user.enums.js';

export const USERS_DEFAULT_SORT: DefaultSort = Object.freeze({ sortBy: 'id', sortOrder: 'DESC' });

/**
 * POST /api/v1/users/list (spec 1 §7.2). Staff-only lists send userTypes ['staff']; the customers list sends
 * excludeUserTypes ['staff']. tagsOr / tagsAnd are tag names: a tag's name is unique (spec 1 §5), and a customer's
 * tags are held by name (see docs/decisions.md).
 * createdDateRange filters createdAt from the start of its first day to the end of its last.
 */
export const UsersListQuery = listQuery(
  'UsersListQuery',
  {
    userTypes: list(CustomerType.codec),
    statuses: list(UserStatus.codec),
    excludeUserTypes: list(CustomerType.codec),
    partnerIds: Ids,
    countryIds: Ids,
    assigneeIds: Ids,
    tagsOr: list(Text),
    tagsAnd: list(Text),
    userRoles: list(Role.codec),
    createdDateRange: DateRange,
    /** Source values are not shown in the specs (spec 1 §3). */
    source: Text,
    searchTerm: Text,
    ids: Ids,
  },
  USERS_DEFAULT_SORT,
);
export type UsersListQuery = t.TypeOf<typeof UsersListQuery>;
