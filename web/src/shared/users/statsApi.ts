import type { ResourceApi } from '../../framework/types';

/** GET /api/user-stats/{id} and getOne partner-stats (spec 3 §7): one row each, refreshed live when the stats move. */
export const userStatsApi: ResourceApi = {
  name: 'user-stats',
  recordPath: '/api/user-stats',
  tables: ['rm.customer_stats'],
};
export const partnerStatsApi: ResourceApi = {
  name: 'partner-stats',
  recordPath: '/api/partner-stats',
  tables: ['rm.customer_stats'],
};

/**
 * The customer's ledger (GET /api/v1/ledger/{userId}, beyond the spec): its receivable balance is what the customer
 * owes by the books, shown beside the outstanding of the stats so that the two can be seen to agree.
 */
export const userLedgerApi: ResourceApi = {
  name: 'ledger',
  recordPath: '/api/v1/ledger',
  tables: ['rm.ledger_entries'],
};

/** What the Billing tab reads of the ledger answer. */
export interface LedgerBalance {
  readonly outstanding: number;
}

/** The user-usages generic call (spec 3 §7: date, type volume, value): userId and the days, date[$gte] / date[$lte]. */
export const userUsagesApi: ResourceApi = {
  name: 'user-usages',
  recordPath: '/api/user-usages',
  tables: ['rm.user_usage_days'],
  fallback: { userId: 'userId', dates: { from: 'date[$gte]', to: 'date[$lte]' } },
};
