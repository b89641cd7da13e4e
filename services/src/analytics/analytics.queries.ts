import {
  METRIC_BY_ID,
  type AnalyticsGraph,
  type MetricDefinition,
  type ReasonCount,
  type SegmentValues,
} from '@console/contracts';
import type { ReadModels } from '@console/projections';
import { sql, type Kysely, type RawBuilder } from 'kysely';

/** Which facts a call sums: a country (none: all), a partner (a partner user's own), the daily table to read. */
export interface FactScope {
  readonly countryId?: number;
  readonly partnerId?: number;
  /** rm.analytics_daily, or the facts as of an instant (analytics-as-of.ts): a FROM item whose rows add up. */
  readonly source: RawBuilder<unknown>;
  /**
   * rm.analytics_monthly beside rm.analytics_daily (the live facts): a sum reads a range's whole months there and
   * its days at either end in `source`. None for the facts as of an instant (they are daily only).
   */
  readonly monthly?: RawBuilder<unknown>;
  /** rm.analytics_daily_totals (the live facts): the days summed over partners and segments, a graph's points. */
  readonly totals?: RawBuilder<unknown>;
}

export interface DayRange {
  readonly from: string;
  readonly to: string;
}

const scopeWhere = (scope: FactScope): RawBuilder<unknown> =>
  sql.join(
    [
      sql`true`,
      ...(scope.countryId !== undefined ? [sql`"countryId" = ${scope.countryId}`] : []),
      ...(scope.partnerId !== undefined ? [sql`"partnerId" = ${scope.partnerId}`] : []),
    ],
    sql` AND `,
  );

/** The facts a set of metrics reads (the metric's own, the one it adds, takes away or stocks out). */
const factsOf = (defs: readonly MetricDefinition[]): string[] => [
  ...new Set(defs.flatMap((d) => [d.fact, d.minus, d.plus, d.stockOut].filter((f): f is string => f !== undefined))),
];

interface FactSum {
  readonly metric: string;
  readonly segment: string;
  readonly key: string;
  readonly count: number;
  readonly amount: number;
  readonly size: string;
}

/** The facts' sums per metric, segment and key over a range (from: undefined = since the beginning). */
const sums = async (
  db: Kysely<ReadModels>,
  scope: FactScope,
  facts: readonly string[],
  range: { from?: string; to: string },
): Promise<FactSum[]> => {
  if (facts.length === 0) return [];
  const split = scope.monthly ? monthsOf(range) : undefined;
  if (!split?.months || !scope.monthly) {
    const { rows } = await sql<FactSum>`
      SELECT metric, segment, key, sum(count)::bigint AS count, sum(amount)::bigint AS amount, sum(size)::text AS size
      FROM ${scope.source}
      WHERE metric = ANY(${facts}::text[]) AND day <= ${range.to}::date
        ${range.from !== undefined ? sql`AND day >= ${range.from}::date` : sql``} AND ${scopeWhere(scope)}
      GROUP BY metric, segment, key`.execute(db);
    return rows;
  }
  // The whole months from the monthly rows, the days before and after them from the daily rows: a year's sum
  // reads about 12 rows a key instead of 365, the stock since the beginning 24 instead of 730.
  const { months, days } = split;
  const daily =
    days.length === 0
      ? sql``
      : sql`UNION ALL
        SELECT metric, segment, key, count, amount, size FROM ${scope.source}
        WHERE metric = ANY(${facts}::text[]) AND (${sql.join(
          days.map((d) =>
            d.from === undefined ? sql`day <= ${d.to}::date` : sql`(day >= ${d.from}::date AND day <= ${d.to}::date)`,
          ),
          sql` OR `,
        )}) AND ${scopeWhere(scope)}`;
  const { rows } = await sql<FactSum>`
    SELECT metric, segment, key, sum(count)::bigint AS count, sum(amount)::bigint AS amount, sum(size)::text AS size
    FROM (
      SELECT metric, segment, key, count, amount, size FROM ${scope.monthly}
      WHERE metric = ANY(${facts}::text[]) AND month <= ${months.to}::date
        ${months.from !== undefined ? sql`AND month >= ${months.from}::date` : sql``} AND ${scopeWhere(scope)}
      ${daily}
    ) facts
    GROUP BY metric, segment, key`.execute(db);
  return rows;
};

const DAY_MS = 86_400_000;
const dayText = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
const msOf = (day: string): number => Date.parse(`${day}T00:00:00Z`);
/** The first day of the month `add` months after the month of `day`. */
const monthStart = (day: string, add = 0): string => {
  const d = new Date(msOf(day));
  return dayText(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + add, 1));
};

/**
 * A range cut into the whole calendar months inside it (`months`: the first days of the first and last, from:
 * undefined = every month before) and the days before and after them (`days`). No whole month: no `months`.
 */
export const monthsOf = (range: {
  from?: string;
  to: string;
}): { months?: { from?: string; to: string }; days: { from?: string; to: string }[] } => {
  const first =
    range.from === undefined ? undefined : range.from.endsWith('-01') ? range.from : monthStart(range.from, 1);
  // The last whole month: the month of `to` when `to` is its last day, else the month before.
  const last =
    monthStart(dayText(msOf(range.to) + DAY_MS)) === monthStart(range.to, 1)
      ? monthStart(range.to)
      : monthStart(range.to, -1);
  if (first !== undefined && first > last) return { days: [range] };
  const days: { from?: string; to: string }[] = [];
  if (range.from !== undefined && first !== undefined && range.from < first)
    days.push({ from: range.from, to: dayText(msOf(first) - DAY_MS) });
  const after = monthStart(last, 1);
  if (after <= range.to) days.push({ from: after, to: range.to });
  return { months: first === undefined ? { to: last } : { from: first, to: last }, days };
};

const valueOf = (row: FactSum, column: MetricDefinition['column']): number =>
  column === 'count' ? Number(row.count) : column === 'amount' ? Number(row.amount) : Number(row.size);

/** One metric's All / B2C / B2B from the sums (CBM rounded to 3 decimals: what a screen shows of a sum of decimals). */
const metricValues = (
  def: MetricDefinition,
  flows: readonly FactSum[],
  stocks: readonly FactSum[],
  rounded = true,
): SegmentValues => {
  const out = { b2c: 0, b2b: 0 };
  const add = (rows: readonly FactSum[], fact: string | undefined, sign: 1 | -1) => {
    if (fact === undefined) return;
    for (const r of rows) {
      if (r.metric !== fact) continue;
      if (def.keyPrefix !== undefined && !r.key.startsWith(def.keyPrefix)) continue;
      const seg = r.segment === 'b2b' ? 'b2b' : 'b2c';
      out[seg] += sign * valueOf(r, def.column);
    }
  };
  if (def.stockOut !== undefined) {
    add(stocks, def.fact, 1);
    add(stocks, def.stockOut, -1);
  } else {
    add(flows, def.fact, 1);
    add(flows, def.plus, 1);
    add(flows, def.minus, -1);
  }
  const round = (n: number) => (rounded && def.column === 'size' ? Math.round(n * 1000) / 1000 : n);
  const b2c = round(out.b2c);
  const b2b = round(out.b2b);
  return { all: round(out.b2c + out.b2b), b2c, b2b };
};

export const definitionsOf = (ids: readonly string[]): MetricDefinition[] =>
  ids.map((id) => METRIC_BY_ID.get(id)).filter((d): d is MetricDefinition => d !== undefined);

/** The snapshot's values of `metrics` over one range (spec 1 §3 "Analytics snapshot"). */
export const metricValuesOver = async (
  db: Kysely<ReadModels>,
  scope: FactScope,
  metrics: readonly MetricDefinition[],
  range: DayRange,
): Promise<Record<string, SegmentValues>> => {
  const flowDefs = metrics.filter((d) => d.stockOut === undefined);
  const stockDefs = metrics.filter((d) => d.stockOut !== undefined);
  const [flows, stocks] = await Promise.all([
    sums(db, scope, factsOf(flowDefs), range),
    sums(db, scope, factsOf(stockDefs), { to: range.to }),
  ]);
  return Object.fromEntries(metrics.map((d) => [d.id, metricValues(d, flows, stocks)]));
};

/** The days from `from` to `to`, both included. */
export const daysOf = (range: DayRange): string[] => {
  const out: string[] = [];
  for (let t = Date.parse(`${range.from}T00:00:00Z`); t <= Date.parse(`${range.to}T00:00:00Z`); t += 86_400_000)
    out.push(new Date(t).toISOString().slice(0, 10));
  return out;
};

/** The graph: each metric's All value per day (a stock at the end of each day). */
export const graphOver = async (
  db: Kysely<ReadModels>,
  scope: FactScope,
  metrics: readonly MetricDefinition[],
  range: DayRange,
): Promise<AnalyticsGraph> => {
  const facts = factsOf(metrics);
  const stockFacts = factsOf(metrics.filter((d) => d.stockOut !== undefined));
  // A point is a metric's All: the days' totals over partners and segments (a partner user's own rows: summed here),
  // the keys summed too unless a metric picks some, and only the columns the metrics read (a year's days are
  // thousands of rows: what each costs counts).
  const keyed = metrics.some((d) => d.keyPrefix !== undefined);
  const column = (c: MetricDefinition['column'], cast: 'bigint' | 'text') =>
    metrics.some((d) => d.column === c)
      ? sql`sum(${sql.ref(c)})::${sql.raw(cast)}`
      : sql.raw(c === 'size' ? "'0'" : '0');
  const [{ rows }, opening] = await Promise.all([
    sql<FactSum & { day: string }>`
      SELECT to_char(day, 'YYYY-MM-DD') AS day, metric, 'all' AS segment, ${keyed ? sql`key` : sql`''`} AS key,
        ${column('count', 'bigint')} AS count, ${column('amount', 'bigint')} AS amount, ${column('size', 'text')} AS size
      FROM ${scope.totals && scope.partnerId === undefined ? scope.totals : scope.source}
      WHERE metric = ANY(${facts}::text[]) AND day BETWEEN ${range.from}::date AND ${range.to}::date AND ${scopeWhere(scope)}
      GROUP BY day, metric${keyed ? sql`, key` : sql``}`.execute(db),
    sums(db, scope, stockFacts, {
      to: new Date(Date.parse(`${range.from}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10),
    }),
  ]);
  const byDay = new Map<string, FactSum[]>();
  for (const r of rows) {
    const list = byDay.get(r.day);
    if (list) list.push(r);
    else byDay.set(r.day, [r]);
  }
  // A stock's running total: the opening balance, then each day's in − out added (linear in the days).
  const stocks = metrics.filter((d) => d.stockOut !== undefined);
  const running = new Map(stocks.map((d) => [d.id, metricValues(d, [], opening, false).all]));
  return {
    points: daysOf(range).map((date) => {
      const day = byDay.get(date) ?? [];
      const point: Record<string, number | string> = { date };
      for (const d of metrics) {
        if (d.stockOut === undefined) {
          point[d.id] = metricValues(d, day, []).all;
          continue;
        }
        const total = (running.get(d.id) ?? 0) + metricValues(d, [], day, false).all;
        running.set(d.id, total);
        point[d.id] = d.column === 'size' ? Math.round(total * 1000) / 1000 : total;
      }
      return point as AnalyticsGraph['points'][number];
    }),
  };
};

/** Counts per key of one fact over a range (the lead tables, the warehouse table, the usage by type). */
export const keyCounts = async (
  db: Kysely<ReadModels>,
  scope: FactScope,
  fact: string,
  range: { from?: string; to: string },
  column: 'count' | 'size' = 'count',
): Promise<Map<string, number>> => {
  const rows = await sums(db, scope, [fact], range);
  const out = new Map<string, number>();
  for (const r of rows) out.set(r.key, (out.get(r.key) ?? 0) + valueOf(r, column));
  return out;
};

/** Per day and key of one fact (usage: requests per scheduled day and type). */
export const dailyKeyCounts = async (
  db: Kysely<ReadModels>,
  scope: FactScope,
  fact: string,
  range: DayRange,
): Promise<{ date: string; key: string; count: number }[]> => {
  const { rows } = await sql<{ date: string; key: string; count: number }>`
    SELECT to_char(day, 'YYYY-MM-DD') AS date, key, sum(count)::bigint AS count FROM ${scope.source}
    WHERE metric = ${fact} AND day BETWEEN ${range.from}::date AND ${range.to}::date AND ${scopeWhere(scope)}
    GROUP BY day, key ORDER BY day, key`.execute(db);
  return rows.map((r) => ({ ...r, count: Number(r.count) }));
};

/** Reason rows named from the reason lists (a deleted reason keeps its id as its label). */
export const namedCounts = async (
  db: Kysely<ReadModels>,
  counts: ReadonlyMap<string, number>,
  table: string | undefined,
): Promise<ReasonCount[]> => {
  const keys = [...counts.keys()];
  const names = new Map<string, string>();
  const ids = keys.map(Number).filter((n) => Number.isInteger(n) && n > 0);
  if (table !== undefined && ids.length > 0) {
    const { rows } = await sql<{ id: number; reason: string }>`
      SELECT id, reason FROM ${sql.table(table)} WHERE id = ANY(${ids}::int[])`.execute(db);
    for (const r of rows) names.set(String(r.id), r.reason);
  }
  return keys
    .map((key) => ({ key, label: names.get(key) ?? key, count: counts.get(key) ?? 0 }))
    .filter((r) => r.count !== 0)
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
};
