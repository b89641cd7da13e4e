import * as t from 'io-ts';
import { can } from '../identity/permissions.js';
import { DateOrInstant, DateRange, Ids, listQuery, type DefaultSort } from '../list-queries/list-query.js';

export const AFFILIATE_COMMISSIONS_DEFAULT_SORT: DefaultSort = Object.freeze({
  sortBy: 'createdAt',
  sortOrder: 'DESC',
});

/** POST /api/v1/affiliate-commissions/list (spec 1 §7.5: createdAt range, createdAt descending, 50 a page). */
export const AffiliateCommissionsListQuery = listQuery(
  'AffiliateCommissionsListQuery',
  { createdDateRange: DateRange, affiliateIds: Ids, countryIds: Ids },
  AFFILIATE_COMMISSIONS_DEFAULT_SORT,
);
export type AffiliateCommissionsListQuery = t.TypeOf<typeof AffiliateCommissionsListQuery>;

/** One commission (spec 1 §3: amount, currency, createdAt): money in MONEY_SCALE units, negative when taken back. */
export interface AffiliateCommission {
  readonly id: number;
  readonly affiliateId: number;
  readonly affiliateName: string | null;
  readonly invoiceId: number;
  readonly orderId: number | null;
  readonly countryId: number;
  readonly currency: string;
  readonly collected: number;
  readonly amount: number;
  readonly reason: 'collected' | 'refunded' | 'cancelled';
  readonly createdAt: string;
}

/** GET /api/affiliate-analytics?fromDate=&toDate= (spec 1 §7.5). */
export const AffiliateAnalyticsQuery = t.type({ fromDate: DateOrInstant, toDate: DateOrInstant });
export type AffiliateAnalyticsQuery = t.TypeOf<typeof AffiliateAnalyticsQuery>;

/** Per currency over the range: what was collected on the affiliate's orders and the commission on it. */
export interface AffiliateAnalytics {
  readonly results: readonly {
    readonly currency: string;
    readonly collected: number;
    readonly commission: number;
    readonly invoices: number;
  }[];
}

/**
 * An affiliate user without another role that reads commissions sees only its own affiliate's (issue 35 §7); the
 * marketing roles and admin see every affiliate's.
 */
export const isOwnAffiliateOnly = (roles: readonly string[]): boolean =>
  roles.includes('affiliate') && !roles.some((r) => r !== 'affiliate' && can([r], 'affiliate-commissions', 'list'));
