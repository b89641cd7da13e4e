import * as t from 'io-ts';
import { DateOrInstant } from '../list-queries/date-range.js';
import { IdFromString } from '../shared/store-safe.js';

/** 'YYYY-MM-DD' only: the facts are daily. */
const Day = new t.Type<string, string, unknown>(
  'Day',
  (u): u is string => typeof u === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(u),
  (u, c) =>
    typeof u === 'string' && /^\d{4}-\d{2}-\d{2}/.test(u) && !Number.isNaN(Date.parse(u.slice(0, 10)))
      ? t.success(u.slice(0, 10))
      : t.failure(u, c, 'must be a date YYYY-MM-DD'),
  t.identity,
);

/** A comma-separated list (a query string) or an array of metric ids. */
const MetricIds = new t.Type<string[], string[], unknown>(
  'MetricIds',
  (u): u is string[] => Array.isArray(u) && u.every((x) => typeof x === 'string'),
  (u, c) => {
    const list = typeof u === 'string' ? u.split(',') : Array.isArray(u) ? u : null;
    if (!list || list.length > 40 || !list.every((x) => typeof x === 'string' && x.length > 0 && x.length <= 60))
      return t.failure(u, c, 'must be a list of metric ids');
    return t.success(list.map((x) => String(x).trim()));
  },
  t.identity,
);

/** GET /api/analytics?id=… (spec 1 §7.3): the filter id picks the figure; asOf shows it as it stood then. */
export const AnalyticsQuery = t.intersection([
  t.type({ id: t.keyof({ snapshot: null, graph: null, status: null, usage: null, leadsurvey: null }) }),
  t.partial({
    metrics: MetricIds,
    countryId: IdFromString,
    startDate: Day,
    endDate: Day,
    startDatePrev: Day,
    endDatePrev: Day,
    asOf: DateOrInstant,
  }),
]);
export type AnalyticsQuery = t.TypeOf<typeof AnalyticsQuery>;

/** GET /api/monthly-stats?countryId=&startDate=&endDate= (spec 1 §7.3). */
export const MonthlyStatsQuery = t.intersection([
  t.type({ startDate: Day, endDate: Day }),
  t.partial({ countryId: IdFromString, asOf: DateOrInstant }),
]);
export type MonthlyStatsQuery = t.TypeOf<typeof MonthlyStatsQuery>;

/** One figure split as the table shows it: All = B2C + B2B. Money in minor units, CBM as decimal text. */
export interface SegmentValues {
  readonly all: number;
  readonly b2c: number;
  readonly b2b: number;
}

/** The snapshot (spec 1 §3): current and previous values keyed by metric, and the country's currency. */
export interface AnalyticsSnapshot {
  readonly current: Readonly<Record<string, SegmentValues>>;
  readonly previous: Readonly<Record<string, SegmentValues>> | null;
  readonly currency: string | null;
}

/** The graph: one point per day of the range, each metric's All value. */
export interface AnalyticsGraph {
  readonly points: readonly ({ readonly date: string } & Readonly<Record<string, number | string>>)[];
}

/** A reason (or a need, a comment) and how many leads gave it. */
export interface ReasonCount {
  readonly key: string;
  readonly label: string;
  readonly count: number;
}

/** Spec 1 §3 "Lead analytics response (leadsurvey)". */
export interface LeadSurvey {
  readonly leadNeed: readonly ReasonCount[];
  readonly leadReasonReject: readonly ReasonCount[];
  readonly leadReasonLost: readonly ReasonCount[];
  readonly leadReasonOnHold: readonly ReasonCount[];
  readonly exitSurveyReason: readonly ReasonCount[];
  readonly exitSurveyImprovement: readonly ReasonCount[];
}

/** Spec 1 §3 "Monthly stats record". */
export interface MonthlyStats {
  readonly order: { readonly num_confirmed_orders: number; readonly revenue_confirmed_orders: number };
  readonly lead: {
    readonly num_leads: number;
    readonly num_leads_new: number;
    readonly num_leads_confirmed: number;
    readonly num_leads_completed: number;
    readonly total_amount: number;
  };
  readonly invoice: { readonly new_revenue: number; readonly total_revenue: number };
  readonly totalVolume: number;
  readonly leadData: readonly { readonly date: string; readonly created: number; readonly confirmed: number }[];
  readonly currency: string | null;
}
