import type { CalendarRequest } from './calendarRequest';

/** The lanes of the day's board: by the team sent, or by the city of the job. */
export type JobsGrouping = 'team' | 'city';
export const JOBS_GROUPINGS: readonly JobsGrouping[] = ['team', 'city'];

export interface JobGroup<R extends CalendarRequest> {
  /** Stable key of the lane: the team's or city's id, 'none' for jobs without one. */
  readonly key: string;
  /** The lane's name; null for the jobs with no team (or no city) yet, which the screen names. */
  readonly name: string | null;
  readonly jobs: readonly R[];
}

const laneOf = (r: CalendarRequest, by: JobsGrouping): { key: string; name: string | null } => {
  const id = by === 'team' ? r.teamId : r.cityId;
  const name = by === 'team' ? r.teamName : r.cityName;
  if (id === null || id === undefined) return { key: 'none', name: null };
  return { key: String(id), name: name ?? `#${id}` };
};

/** Jobs in the order a crew works them: by start hour, the jobs without a slot after, then by id. */
const byStart = (a: CalendarRequest, b: CalendarRequest): number =>
  (a.from ?? Number.MAX_SAFE_INTEGER) - (b.from ?? Number.MAX_SAFE_INTEGER) ||
  (a.to ?? Number.MAX_SAFE_INTEGER) - (b.to ?? Number.MAX_SAFE_INTEGER) ||
  a.id - b.id;

/**
 * A day's jobs as lanes a dispatcher reads one at a time (issue 31: 25 jobs of three countries side by side in
 * FullCalendar's day view could not be read): one lane per team (or city) in name order, the jobs no team was
 * sent to yet last, each lane in working order.
 */
export const groupJobs = <R extends CalendarRequest>(rows: readonly R[], by: JobsGrouping): JobGroup<R>[] => {
  const lanes = new Map<string, { name: string | null; jobs: R[] }>();
  for (const r of rows) {
    const { key, name } = laneOf(r, by);
    const lane = lanes.get(key) ?? { name, jobs: [] };
    lane.jobs.push(r);
    lanes.set(key, lane);
  }
  return [...lanes.entries()]
    .map(([key, lane]) => ({ key, name: lane.name, jobs: [...lane.jobs].sort(byStart) }))
    .sort((a, b) =>
      a.name === null ? 1 : b.name === null ? -1 : a.name.localeCompare(b.name) || a.key.localeCompare(b.key),
    );
};

/** The grouping a URL names, else by team. */
export const groupingOf = (param: string | null): JobsGrouping => (param === 'city' ? 'city' : 'team');

/**
 * The country a calendar shows from its URL (`country=2`, `country=all`), else the screen's default: null is every
 * country. A country the console does not know falls back to the default, so a stale link shows something.
 */
export const countryOf = (param: string | null, fallback: number | null, known: readonly number[]): number | null => {
  if (param === 'all') return null;
  const id = Number(param);
  if (param !== null && known.includes(id)) return id;
  return fallback !== null && known.includes(fallback) ? fallback : null;
};
