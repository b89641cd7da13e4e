import * as t from 'io-ts';
import { Text, list } from '../shared/store-safe.js';
import { DateRange, Ids, Strings, listQuery, type DefaultSort } from '../list-queries/list-query.js';
import { CustomerTypeFilter } from '../list-queries/customer-type.js';
import { OrderStatus, OrderType } from './order.enums.js';

export const ORDERS_DEFAULT_SORT: DefaultSort = Object.freeze({ sortBy: 'id', sortOrder: 'DESC' });

/**
 * POST /api/v1/orders/list, for orders and leads alike (spec 1 §7.2, spec 2 §7). createdDateRange and
 * quoteSentAtRange filter instants; orderDateRange (`date`) and renewalDateRange filter dates.
 */
export const OrdersListQuery = listQuery(
  'OrdersListQuery',
  {
    statuses: list(OrderStatus.codec),
    orderTypes: list(OrderType.codec),
    userIds: Ids,
    partnerIds: Ids,
    countryIds: Ids,
    cityIds: Ids,
    assigneeIds: Ids,
    orderIds: Ids,
    createdDateRange: DateRange,
    orderDateRange: DateRange,
    renewalDateRange: DateRange,
    quoteSentAtRange: DateRange,
    /** Source values are not shown in the specs. */
    sources: Strings,
    searchTerm: Text,
    customerType: CustomerTypeFilter,
  },
  ORDERS_DEFAULT_SORT,
);
export type OrdersListQuery = t.TypeOf<typeof OrdersListQuery>;

/** Spec 1 §4, spec 2 §4: the orders list without a status or user filter shows only these. */
export const ORDERS_LIST_DEFAULT_STATUSES: readonly OrderStatus[] = Object.freeze([
  'confirmed',
  'complete',
  'cancelled',
] as const);

/**
 * The statuses an orders or leads list really filters on; undefined means no status filter. The leads list has
 * no default status filter.
 */
export const effectiveOrderStatuses = (
  query: Pick<OrdersListQuery, 'statuses' | 'userIds'>,
  screen: 'orders' | 'leads',
): readonly OrderStatus[] | undefined => {
  if (query.statuses !== undefined && query.statuses.length > 0) return query.statuses;
  const noUserFilter = query.userIds === undefined || query.userIds.length === 0;
  if (screen === 'orders' && noUserFilter) return ORDERS_LIST_DEFAULT_STATUSES;
  return undefined;
};
