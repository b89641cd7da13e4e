import type { CustomerTypeFilter } from '../list-queries/customer-type.js';
import { METRIC_BY_ID, type DrillList } from './analytics.metrics.js';

/**
 * What a figure's records are summed by in their list: a count, a money column (outstanding: amount − paid), or
 * the storages' CBM (size).
 */
export type DrillSum = 'count' | 'amount' | 'amountPaid' | 'outstanding' | 'size';

/** A figure's drill-down (issue 35 "every figure explains itself"): the list call whose rows the figure counts. */
export interface DrillQuery {
  readonly list: DrillList;
  /** The body of POST /api/v1/<list>/list (leads and orders: /api/v1/orders/list with `resource`). */
  readonly body: Readonly<Record<string, unknown>>;
  readonly sum: DrillSum;
}

/** Where a cell stands: its range of days, its country (none: all), partner and column (none: All). */
export interface DrillWhere {
  readonly countryId?: number;
  readonly partnerId?: number;
  readonly customerType?: CustomerTypeFilter;
  readonly from: string;
  readonly to: string;
}

const SUM_OF: Readonly<Record<string, DrillSum>> = {
  'lead.total_amount': 'amount',
  'order.total_amount': 'amount',
  'order.revenue_confirmed_orders': 'amount',
  'invoice.total_revenue': 'amount',
  'invoice.new_revenue': 'amount',
  'invoice.collected': 'amountPaid',
  'invoice.outstanding': 'outstanding',
  'storage.volume_in': 'size',
  'storage.volume_out': 'size',
  'storage.volume_stored': 'size',
};

/**
 * The storages filter of a storage figure: in and out by the day of the last check-in and check-out, a stock
 * (stored) by the storages in a warehouse at the end of the range.
 */
const storageDates = (metricId: string, where: DrillWhere): Record<string, unknown> => {
  const def = METRIC_BY_ID.get(metricId);
  if (def?.stockOut !== undefined) return { storedOn: where.to };
  const range = { from: where.from, to: where.to };
  return def?.fact === 'storage.out' ? { checkedOutDates: range } : { checkedInDates: range };
};

/**
 * The list call of a metric's cell over a range of days, in a country (none: all), for a partner (a partner user's
 * own) and a customer type (the B2C and B2B columns). The figures are dated as the lists filter: leads and orders
 * by creation day (createdDateRange), invoices by their date (dates), requests by their scheduled date (dates),
 * storages by their last check-in and check-out. undefined: the figure has no list.
 */
export const drillQuery = (metricId: string, where: DrillWhere): DrillQuery | undefined => {
  const def = METRIC_BY_ID.get(metricId);
  if (!def?.drill) return undefined;
  const { list, statuses, types } = def.drill;
  const common = {
    ...(where.countryId !== undefined ? { countryIds: [where.countryId] } : {}),
    ...(where.partnerId !== undefined ? { partnerIds: [where.partnerId] } : {}),
    ...(where.customerType !== undefined ? { customerType: where.customerType } : {}),
    ...(statuses ? { statuses } : {}),
  };
  const sum = SUM_OF[metricId] ?? 'count';
  switch (list) {
    case 'leads':
    case 'orders':
      return {
        list,
        sum,
        body: { resource: list, ...common, createdDateRange: { from: where.from, to: where.to } },
      };
    case 'invoices':
      return { list, sum, body: { ...common, ...(types ? { types } : {}), dates: { from: where.from, to: where.to } } };
    case 'requests':
      return {
        list,
        sum,
        body: {
          ...common,
          ...(types ? { types } : {}),
          dates: { from: `${where.from}T00:00:00Z`, to: `${where.to}T23:59:59Z` },
        },
      };
    case 'storages':
      return { list, sum, body: { ...common, ...storageDates(metricId, where) } };
  }
};

/** The path of a drill-down's list call. */
export const drillPath = (q: DrillQuery): string =>
  q.list === 'leads' || q.list === 'orders' ? '/api/v1/orders/list' : `/api/v1/${q.list}/list`;
