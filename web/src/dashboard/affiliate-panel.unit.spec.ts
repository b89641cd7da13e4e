import type { AffiliateAnalytics } from '@console/contracts';
import {
  affiliateDefaultRange,
  affiliateRangeOk,
  commissionTotals,
  ORDERS_NOT_CANCELLED,
  tomorrowOf,
} from './affiliate-panel';

describe('affiliate panel', () => {
  it('defaults to one month back to today, the month end when the day is missing', () => {
    expect(affiliateDefaultRange('2026-11-29')).toEqual({ from: '2026-10-29', to: '2026-11-29' });
    expect(affiliateDefaultRange('2026-03-31')).toEqual({ from: '2026-02-28', to: '2026-03-31' });
    expect(affiliateDefaultRange('2026-01-15')).toEqual({ from: '2025-12-15', to: '2026-01-15' });
  });

  it('accepts a range ending tomorrow at the latest, its end not before its start', () => {
    expect(tomorrowOf('2026-12-31')).toBe('2027-01-01');
    expect(affiliateRangeOk({ from: '2026-11-01', to: '2026-11-30' }, '2026-11-29')).toBe(true);
    expect(affiliateRangeOk({ from: '2026-11-01', to: '2026-12-01' }, '2026-11-29')).toBe(false);
    expect(affiliateRangeOk({ from: '2026-11-10', to: '2026-11-09' }, '2026-11-29')).toBe(false);
    expect(affiliateRangeOk({ from: '', to: '2026-11-09' }, '2026-11-29')).toBe(false);
  });

  it('shows each currency total in major units rounded to 2 decimals', () => {
    const a: AffiliateAnalytics = {
      results: [
        { currency: 'AED', collected: 1_049_000, commission: 131_200, invoices: 1 },
        { currency: 'KWD', collected: 1_000_000, commission: 123_450, invoices: 2 },
      ],
    };
    expect(commissionTotals(a)).toEqual([
      { currency: 'AED', total: '13.12' },
      { currency: 'KWD', total: '12.35' },
    ]);
  });

  it('counts every order status but cancelled', () => {
    expect(ORDERS_NOT_CANCELLED).not.toContain('cancelled');
    expect(ORDERS_NOT_CANCELLED).toContain('confirmed');
  });
});
