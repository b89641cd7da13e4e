/** One day in milliseconds. */
export const DAY_MS = 86_400_000;
/** How far the demo's history reaches back: two years of customers, leads, orders and requests. */
export const DEMO_HISTORY_DAYS = 730;
/** Requests (and the bookings around them) are planned at most this many days ahead (issue 31). */
export const DEMO_DAYS_AHEAD = 60;

/**
 * The demo's calendar: today is the day the demo data is made, so Jobs, the calendar and Pending Requests open on
 * a working day whatever the date of the first start. Every event is dated at or before `now`; only request dates
 * (and bookings such as blocked slots) reach ahead, to `until`.
 */
export interface DemoClock {
  /** When the seed runs: no event is dated after it. */
  readonly now: number;
  /** The first instant of today (UTC). */
  readonly todayMs: number;
  /** Today, YYYY-MM-DD. */
  readonly today: string;
  /** The first day of the demo's history. */
  readonly since: number;
  /** The last day a request may be planned for (today + 60 days). */
  readonly until: number;
}

export const dayString = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

export const demoClock = (at: Date = new Date()): DemoClock => {
  const now = at.getTime();
  const todayMs = Math.floor(now / DAY_MS) * DAY_MS;
  return {
    now,
    todayMs,
    today: dayString(todayMs),
    since: todayMs - DEMO_HISTORY_DAYS * DAY_MS,
    until: todayMs + DEMO_DAYS_AHEAD * DAY_MS,
  };
};

/**
 * Instants of one record's life, squeezed so the last is not after `now`: each keeps its share of the way from
 * `start`, so their order (and the stream's order of events) stays as planned. Planned times already before `now`
 * are returned as they are.
 */
export const fitBefore = (start: number, times: readonly number[], now: number): number[] => {
  const last = Math.max(start, ...times);
  if (last <= now) return [...times];
  const from = Math.min(start, now);
  const scale = (now - from) / (last - from);
  return times.map((t) => Math.floor(from + (t - from) * scale));
};
