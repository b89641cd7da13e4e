import { monthsOf } from './analytics.queries.js';

describe('monthsOf: a range as its whole months and the days around them', () => {
  it('cuts the days before the first whole month and after the last', () => {
    expect(monthsOf({ from: '2025-11-29', to: '2026-11-28' })).toEqual({
      months: { from: '2025-12-01', to: '2026-10-01' },
      days: [
        { from: '2025-11-29', to: '2025-11-30' },
        { from: '2026-11-01', to: '2026-11-28' },
      ],
    });
    // The 30th of November is its month's last day: November whole.
    expect(monthsOf({ from: '2025-11-30', to: '2026-11-30' })).toEqual({
      months: { from: '2025-12-01', to: '2026-11-01' },
      days: [{ from: '2025-11-30', to: '2025-11-30' }],
    });
  });

  it('takes a month whole from its first day to its last, February and leap years included', () => {
    expect(monthsOf({ from: '2024-02-01', to: '2024-02-29' })).toEqual({
      months: { from: '2024-02-01', to: '2024-02-01' },
      days: [],
    });
    expect(monthsOf({ from: '2025-02-01', to: '2025-02-28' })).toEqual({
      months: { from: '2025-02-01', to: '2025-02-01' },
      days: [],
    });
    expect(monthsOf({ from: '2025-12-01', to: '2026-01-31' })).toEqual({
      months: { from: '2025-12-01', to: '2026-01-01' },
      days: [],
    });
  });

  it('leaves a range without a whole month to the days', () => {
    expect(monthsOf({ from: '2026-03-02', to: '2026-03-31' })).toEqual({
      days: [{ from: '2026-03-02', to: '2026-03-31' }],
    });
    expect(monthsOf({ from: '2026-03-15', to: '2026-04-10' })).toEqual({
      days: [{ from: '2026-03-15', to: '2026-04-10' }],
    });
    expect(monthsOf({ from: '2026-03-01', to: '2026-03-30' })).toEqual({
      days: [{ from: '2026-03-01', to: '2026-03-30' }],
    });
  });

  it('since the beginning: every month before the last whole one, then its days', () => {
    expect(monthsOf({ to: '2026-11-30' })).toEqual({
      months: { to: '2026-11-01' },
      days: [],
    });
    expect(monthsOf({ to: '2026-01-15' })).toEqual({
      months: { to: '2025-12-01' },
      days: [{ from: '2026-01-01', to: '2026-01-15' }],
    });
  });
});
