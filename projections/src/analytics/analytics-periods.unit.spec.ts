import type { RecordedEvent } from '@console/contracts';
import { PERIOD_EVENTS, splitByPeriod } from './analytics-periods.js';

const at = (n: number, recordedAt: string): RecordedEvent =>
  ({ type: 'LeadCreated', data: { id: n }, position: { major: 1n, minor: BigInt(n) }, recordedAt }) as RecordedEvent;

describe('splitByPeriod', () => {
  it('starts a period at a new UTC recording day, its `after` the last event of the one before', () => {
    const runs = splitByPeriod(undefined, [
      at(1, '2026-01-01T10:00:00.000Z'),
      at(2, '2026-01-01T23:59:59.000Z'),
      at(3, '2026-01-02T00:00:01.000Z'),
    ]);
    expect(runs.map((r) => [r.period.period, r.events.length, r.period.after])).toEqual([
      [1, 2, '0:0'],
      [2, 1, '1:2'],
    ]);
  });

  it('never goes back a day (a commit recorded a little earlier stays in the newer period)', () => {
    const runs = splitByPeriod(undefined, [at(1, '2026-01-02T00:00:01.000Z'), at(2, '2026-01-01T23:59:59.000Z')]);
    expect(runs).toHaveLength(1);
  });

  it('cuts a busy day every PERIOD_EVENTS events, and goes on from the period given', () => {
    const day = Array.from({ length: PERIOD_EVENTS + 1 }, (_, i) => at(i + 1, '2026-01-01T10:00:00.000Z'));
    const first = splitByPeriod(undefined, day);
    expect(first.map((r) => r.events.length)).toEqual([PERIOD_EVENTS, 1]);
    const next = splitByPeriod(first[1]!.period, [at(PERIOD_EVENTS + 2, '2026-01-01T11:00:00.000Z')]);
    expect(next.map((r) => [r.period.period, r.period.events])).toEqual([[2, 2]]);
  });
});
