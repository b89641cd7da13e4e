import { METRIC_BY_ID, type DrillList } from './analytics.metrics.js';

/** What a figure's records are summed by in their list: a count, or a money column (outstanding: amount − paid). */
export type DrillSum = 'count' | 'amount' | 'amountPaid' | 'outstanding';

/** A figure's drill-down (issue 35 "every figure explains itself"): the list call whose rows the figure counts. */
export interface DrillQuery {
  readonly list: DrillList;
  /** The body of POST /api/v1/<list>/list (leads and orders: /api/v1/orders/list with `resource`). */
  readonly body: Readonly<Record<string, unknown>>;
  readonly sum: DrillSum;
}

const SUM_OF: Readonly<Record<string, DrillSum>> = {
  'lead.total_amount': 'amount',
  'order.total_amount': 'amount',
  'order.revenue_confirmed_orders': 'amount',
  'invoice.total_revenue': 'amount',
  'invoice.new_revenue': 'amount',
  'invoice.collected': 'amountPaid',
  'invoice.outstanding': 'outstanding',
};

/**
 * The list call of a metric's All cell over a range of days, in a country (none: all) and for a partner (a
 * partner user's own). The figures are dated as the lists filter: leads and orders by creation day
 * (createdDateRange), invoices by their date (dates), requests by their scheduled date (dates). undefined: the
 * figure has no list (storages in and out are dated by their check-in and check-out, which no list filters on).
 */
export const drillQuery = (
  metricId: string,
  where: { readonly countryId?: number; readonly partnerId?: number; readonly from: string; readonly to: string },
): DrillQuery | undefined => {
  const def = METRIC_BY_ID.get(metricId);
  if (!def?.drill) return undefined;
  const { list, statuses, types } = def.drill;
  const common = {
    ...(where.countryId !== undefined ? { countryIds: [where.countryId] } : {}),
    ...(where.partnerId !== undefined ? { partnerIds: [where.partnerId] } : {}),
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
      return undefined;
  }
};

/** The path of a drill-down's list call. */
export const drillPath = (q: DrillQuery): string =>
  q.list === 'leads' || q.list === 'orders' ? '/api/v1/orders/list' : `/api/v1/${q.list}/list`;
