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
}

/** rm.analytics_members: each counted record's fold state (analytics-members.ts). */
export interface AnalyticsMembersTable {
  kind: string;
  id: number;
  state: unknown;
}

/** rm.analytics_customers: each customer's segment, from its type. */
export interface AnalyticsCustomersTable {
  id: number;
  segment: string;
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
