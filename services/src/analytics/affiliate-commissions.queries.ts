import {
  dateRangeToInstants,
  type AffiliateAnalytics,
  type AffiliateAnalyticsQuery,
  type AffiliateCommission,
  type AffiliateCommissionsListQuery,
} from '@console/contracts';
import type { ReadModels } from '@console/projections';
import { sql, type Kysely } from 'kysely';
import { page, type ListPage } from '../core/http/sorted-page.js';

const SORTABLE = ['id', 'createdAt', 'amount', 'collected', 'affiliateId', 'invoiceId', 'orderId', 'countryId'];

/** Whose commissions the caller sees: every affiliate's, or only those of the affiliates listed (its own). */
export interface AffiliateScope {
  readonly affiliateIds?: readonly number[];
}

/** A row of rm.affiliate_commissions; its affiliate's name is filled in after (list). */
const toRow = (r: Record<string, unknown>): AffiliateCommission => ({
  id: Number(r['id']),
  affiliateId: Number(r['affiliateId']),
  affiliateName: null,
  invoiceId: Number(r['invoiceId']),
  orderId: r['orderId'] === null ? null : Number(r['orderId']),
  countryId: Number(r['countryId']),
  currency: String(r['currency']),
  collected: Number(r['collected']),
  amount: Number(r['amount']),
  reason: r['reason'] as AffiliateCommission['reason'],
  createdAt: (r['createdAt'] as Date).toISOString(),
});

export class AffiliateCommissionsQueries {
  constructor(private readonly db: Kysely<ReadModels>) {}

  /** The affiliates whose user is this one (an affiliate user's own). */
  async affiliatesOfUser(userId: number): Promise<number[]> {
    // rm.affiliates is the generic catalogue projection's table (untyped in ReadModels).
    const { rows } = await sql<{ id: number }>`SELECT id FROM rm.affiliates WHERE "userId" = ${userId}`.execute(
      this.db,
    );
    return rows.map((r) => r.id);
  }

  /** POST /api/v1/affiliate-commissions/list: createdDateRange, affiliateIds, countryIds; createdAt DESC. */
  async list(q: AffiliateCommissionsListQuery, scope: AffiliateScope): Promise<ListPage<AffiliateCommission>> {
    let query = this.db.selectFrom('rm.affiliate_commissions');
    if (scope.affiliateIds !== undefined) query = query.where('affiliateId', 'in', [-1, ...scope.affiliateIds]);
    if (q.affiliateIds?.length) query = query.where('affiliateId', 'in', q.affiliateIds);
    if (q.countryIds?.length) query = query.where('countryId', 'in', q.countryIds);
    const created = dateRangeToInstants(q.createdDateRange);
    if (created.from) query = query.where('createdAt', '>=', new Date(created.from));
    if (created.to) query = query.where('createdAt', '<=', new Date(created.to));
    const found = await page(query, q, SORTABLE, toRow);
    // The names of the page's affiliates only (rm.affiliates is the catalogue projection's, untyped in ReadModels).
    const ids = [...new Set(found.results.map((r) => r.affiliateId))];
    const { rows } = await sql<{ id: number; name: string }>`
      SELECT id, name FROM rm.affiliates WHERE id = ANY(${ids}::int[])`.execute(this.db);
    const names = new Map(rows.map((n) => [n.id, n.name]));
    return { ...found, results: found.results.map((r) => ({ ...r, affiliateName: names.get(r.affiliateId) ?? null })) };
  }

  /** GET /api/affiliate-analytics: per currency, collected and commission over the range (its ends inclusive). */
  async analytics(q: AffiliateAnalyticsQuery, scope: AffiliateScope): Promise<AffiliateAnalytics> {
    const { from, to } = dateRangeToInstants({ from: q.fromDate, to: q.toDate });
    const own =
      scope.affiliateIds === undefined ? sql`TRUE` : sql`"affiliateId" = ANY(${[-1, ...scope.affiliateIds]}::int[])`;
    const { rows } = await sql<{ currency: string; collected: string; commission: string; invoices: number }>`
      SELECT currency, sum(collected) AS collected, sum(amount) AS commission,
        count(DISTINCT "invoiceId")::int AS invoices
      FROM rm.affiliate_commissions
      WHERE ${own} AND "createdAt" >= ${from} AND "createdAt" <= ${to}
      GROUP BY currency ORDER BY currency`.execute(this.db);
    return {
      results: rows.map((r) => ({
        currency: r.currency,
        collected: Number(r.collected),
        commission: Number(r.commission),
        invoices: r.invoices,
      })),
    };
  }
}
