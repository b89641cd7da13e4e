import * as t from 'io-ts';
import { Text, list } from '../shared/store-safe.js';
import {
  DateRange,
  Ids,
  dateRangeToInstants,
  listQuery,
  type DefaultSort,
  type InstantRange,
} from '../list-queries/list-query.js';
import { ChargeType } from '../accounting/charge.enums.js';
import { CustomerTypeFilter } from '../list-queries/customer-type.js';
import { RequestStatus, RequestType } from './request.enums.js';

/** The list call's default (spec 1 §7.2); the requests screen itself sorts by date descending (spec 2 §2). */
export const REQUESTS_DEFAULT_SORT: DefaultSort = Object.freeze({ sortBy: 'id', sortOrder: 'DESC' });

/** POST /api/v1/requests/list (spec 1 §7.2, spec 2 §7). */
export const RequestsListQuery = listQuery(
  'RequestsListQuery',
  {
    searchTerm: Text,
    statuses: list(RequestStatus.codec),
    types: list(RequestType.codec),
    userIds: Ids,
    partnerIds: Ids,
    countryIds: Ids,
    cityIds: Ids,
    assigneeIds: Ids,
    teamIds: Ids,
    warehouseIds: Ids,
    orderIds: Ids,
    dates: DateRange,
    chargeTypes: list(ChargeType.codec),
    ids: Ids,
    excludeIds: Ids,
    /** Leave request lines out of the rows. */
    excludeLines: t.boolean,
    customerType: CustomerTypeFilter,
  },
  REQUESTS_DEFAULT_SORT,
);
export type RequestsListQuery = t.TypeOf<typeof RequestsListQuery>;

/** Spec 1 §7.2: requests' `dates` run from T00:00:00Z to T23:59:59Z (whole seconds, as the spec writes it). */
export const requestDatesToInstants = (dates: DateRange | undefined): InstantRange =>
  dateRangeToInstants(dates, '23:59:59');
