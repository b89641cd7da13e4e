import { isApplicable, latestDay, presetRange, previousPeriod } from './analytics-range';

describe('analytics ranges', () => {
  it('gives each preset its range, never past today', () => {
    expect(presetRange('today', '2026-03-15')).toEqual({ from: '2026-03-15', to: '2026-03-15' });
    expect(presetRange('thisMonth', '2026-03-15')).toEqual({ from: '2026-03-01', to: '2026-03-15' });
    expect(presetRange('lastMonth', '2026-03-15')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(presetRange('lastMonth', '2026-01-10')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    expect(presetRange('thisYear', '2026-03-15')).toEqual({ from: '2026-01-01', to: '2026-03-15' });
  });

  it('compares with the period of the same length just before', () => {
    expect(previousPeriod({ from: '2026-03-01', to: '2026-03-15' })).toEqual({ from: '2026-02-14', to: '2026-02-28' });
    expect(previousPeriod({ from: '2026-03-15', to: '2026-03-15' })).toEqual({ from: '2026-03-14', to: '2026-03-14' });
  });

  it('applies a range only when its end is not before its start and not in the future (Usage: a day ahead)', () => {
    expect(isApplicable({ from: '2026-03-02', to: '2026-03-01' }, '2026-03-15')).toBe(false);
    expect(isApplicable({ from: '2026-03-01', to: '2026-03-16' }, latestDay('2026-03-15', false))).toBe(false);
    expect(isApplicable({ from: '2026-03-01', to: '2026-03-16' }, latestDay('2026-03-15', true))).toBe(true);
    expect(isApplicable({ from: '2026-03-01', to: '2026-03-15' }, '2026-03-15')).toBe(true);
  });
});
