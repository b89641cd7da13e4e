import type { ColumnType } from 'kysely';

/** rm.analytics_daily: the daily facts (analytics-facts.ts). bigint reads back as a number (pg-pool), numeric as text. */
export interface AnalyticsDailyTable {
  metric: string;
  day: ColumnType<string, string, string>;
  countryId: number;
  partnerId: number;
  segment: string;
  key: string;
  count: number;
  amount: number;
  size: ColumnType<string, string, string>;
  /** The period of its last change (analytics-periods.ts). */
  period: number;
}

/**
 * rm.analytics_monthly: the daily rows summed per calendar month (`month`: its first day), so that a sum over a
 * range reads its whole months here and only the days at its ends in rm.analytics_daily.
 */
export type AnalyticsMonthlyTable = Omit<AnalyticsDailyTable, 'day' | 'period'> & {
  month: ColumnType<string, string, string>;
};

/** rm.analytics_daily_totals: the daily rows summed over partners and segments (what a graph's points read). */
export type AnalyticsDailyTotalsTable = Omit<AnalyticsDailyTable, 'partnerId' | 'segment' | 'period'>;

/** rm.analytics_daily_undo: a row's values before its first change in a period (zeros: it was made in it). */
export type AnalyticsDailyUndoTable = AnalyticsDailyTable;

/** rm.analytics_periods (analytics-periods.ts). */
export interface AnalyticsPeriodsTable {
  period: number;
  day: number;
  after: string;
  startedAt: ColumnType<Date, string, string>;
  last: string;
  events: number;
}

/** rm.analytics_members_undo, rm.analytics_customers_undo: a state before its first change in a period. */
export interface AnalyticsMembersUndoTable {
  kind: string;
  id: number;
  period: number;
  state: unknown;
}
export interface AnalyticsCustomersUndoTable {
  id: number;
  period: number;
  segment: string;
}

/** rm.analytics_members: each counted record's fold state (analytics-members.ts). */
export interface AnalyticsMembersTable {
  kind: string;
  id: number;
  state: unknown;
  /** The periods of its last and first change. */
  period: number;
  since: number;
}

/** rm.analytics_customers: each customer's segment, from its type. */
export interface AnalyticsCustomersTable {
  id: number;
  segment: string;
  period: number;
  since: number;
}

/** rm.affiliate_commissions: one commission credited or taken back (affiliate-commissions.state.ts). */
export interface AffiliateCommissionsTable {
  id: number;
  affiliateId: number;
  invoiceId: number;
  orderId: number | null;
  countryId: number;
  currency: string;
  collected: number;
  amount: number;
  reason: string;
  createdAt: ColumnType<Date, string, Date>;
}

/** rm.affiliate_commission_links: the fold's links (affiliates, storages, orders, invoices) as JSON. */
export interface AffiliateCommissionLinksTable {
  kind: string;
  id: number;
  state: unknown;
}
