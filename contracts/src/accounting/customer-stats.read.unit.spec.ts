import {
  isOutstandingAlarming,
  PARTNER_STATS_CARDS,
  USER_STATS_CARDS,
  visibleStatsCards,
} from './customer-stats.read.js';
import { toMinorUnits } from '../money/money.js';

describe('stats cards (spec 3 §2)', () => {
  it('staff see every card of the customer page; the partner page has no invoices card', () => {
    expect(visibleStatsCards(USER_STATS_CARDS, false)).toEqual([
      'billing',
      'storages',
      'requests',
      'orders',
      'charges',
      'invoices',
      'payments',
      'cards',
    ]);
    expect(visibleStatsCards(PARTNER_STATS_CARDS, false)).not.toContain('invoices');
  });

  it('the partner role sees only Storages and Orders, on both pages', () => {
    expect(visibleStatsCards(USER_STATS_CARDS, true)).toEqual(['storages', 'orders']);
    expect(visibleStatsCards(PARTNER_STATS_CARDS, true)).toEqual(['storages', 'orders']);
  });
});

describe('outstanding above 20000 is red (spec 3 §9)', () => {
  it('is 20000 in the currency, not in minor units', () => {
    expect(isOutstandingAlarming(toMinorUnits(20000))).toBe(false);
    expect(isOutstandingAlarming(toMinorUnits(20000.01))).toBe(true);
    expect(isOutstandingAlarming(toMinorUnits(19999.99))).toBe(false);
    expect(isOutstandingAlarming(toMinorUnits(-50000))).toBe(false);
  });
});
