import { slotText, type CalendarRequest } from './calendarRequest';
import { countryOf, groupJobs, groupingOf } from './jobsDay';

const job = (id: number, more: Partial<CalendarRequest> = {}): CalendarRequest => ({
  id,
  type: 'pickup',
  status: 'approved',
  date: '2026-12-01',
  from: 9,
  to: 11,
  ...more,
});

describe("the day's jobs in lanes", () => {
  const rows = [
    job(1, { teamId: 2, teamName: 'Team B', cityId: 10, cityName: 'Dubai', from: 14, to: 16 }),
    job(2, { teamId: null, cityId: 11, cityName: 'Abu Dhabi' }),
    job(3, { teamId: 1, teamName: 'Team A', cityId: 10, cityName: 'Dubai', from: null, to: null }),
    job(4, { teamId: 2, teamName: 'Team B', cityId: 11, cityName: 'Abu Dhabi', from: 9, to: 12 }),
    job(5, { teamId: 1, teamName: 'Team A', cityId: null, from: 10, to: 12 }),
    job(6, { teamId: 2, teamName: 'Team B', cityId: 10, cityName: 'Dubai', from: 9, to: 11 }),
  ];

  it('puts each team in a lane of its own, by name, the jobs without a team last, each in working order', () => {
    const lanes = groupJobs(rows, 'team');
    expect(lanes.map((l) => [l.name, l.jobs.map((j) => j.id)])).toEqual([
      ['Team A', [5, 3]],
      ['Team B', [6, 4, 1]],
      [null, [2]],
    ]);
    expect(lanes.map((l) => l.key)).toEqual(['1', '2', 'none']);
  });

  it('or each city, with every job in exactly one lane', () => {
    const lanes = groupJobs(rows, 'city');
    expect(lanes.map((l) => [l.name, l.jobs.map((j) => j.id)])).toEqual([
      ['Abu Dhabi', [2, 4]],
      ['Dubai', [6, 1, 3]],
      [null, [5]],
    ]);
    expect(lanes.flatMap((l) => l.jobs).length).toBe(rows.length);
  });

  it('names a lane by id when the read model has no name yet, and makes no lane of an empty day', () => {
    expect(groupJobs([job(7, { teamId: 9, teamName: null })], 'team')[0]?.name).toBe('#9');
    expect(groupJobs([], 'team')).toEqual([]);
  });

  it('writes slots in 24-hour time', () => {
    expect(slotText({ from: 9, to: 11 })).toBe('09:00 - 11:00');
    expect(slotText({ from: null, to: null })).toBe('');
  });
});

describe('the grouping and the country of a calendar URL', () => {
  const known = [1, 2, 3];
  it('groups by team unless the URL says city', () => {
    expect(groupingOf(null)).toBe('team');
    expect(groupingOf('city')).toBe('city');
    expect(groupingOf('nonsense')).toBe('team');
  });

  it("shows the URL's country, every country for 'all', else the screen's default", () => {
    expect(countryOf('2', 1, known)).toBe(2);
    expect(countryOf('all', 1, known)).toBeNull();
    expect(countryOf(null, 1, known)).toBe(1);
    expect(countryOf(null, null, known)).toBeNull();
    expect(countryOf('9', 3, known)).toBe(3);
    expect(countryOf(null, 0, known)).toBeNull();
  });
});
