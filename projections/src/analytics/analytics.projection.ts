import { USER_EVENT_TYPES, type RecordedEvent } from '@console/contracts';
import { sql, type Transaction } from 'kysely';
import { jsonChunks, jsonInsert, updateOnConflict } from '../core/json-rows.js';
import type { Projection } from '../core/projection.js';
import type { ReadModels } from '../read-models.js';
import { addDecimal } from './decimal-sum.js';
import { loadCurrentPeriod, savePeriods, splitByPeriod } from './analytics-periods.js';
import { factsOf, type Fact } from './analytics-facts.js';
import {
  evolveMember,
  MEMBER_EVENT_TYPES,
  memberIdOf,
  memberKindOf,
  packMember,
  unpackMember,
  type Member,
  type PackedMember,
  type MemberKind,
  type Segment,
} from './analytics-members.js';

type Trx = Transaction<ReadModels>;

/** A customer's type as the analytics split it: business customers in B2B, everyone else in B2C. */
export const segmentOfType = (type: unknown): Segment =>
  type === 'b2b' || type === 'sme' || type === 'partner' ? 'b2b' : 'b2c';

/** One row of rm.analytics_daily as a batch moves it. */
export type Delta = {
  readonly metric: string;
  readonly day: string;
  readonly countryId: number;
  readonly partnerId: number;
  readonly segment: Segment;
  readonly key: string;
  count: number;
  amount: number;
  size: string;
};

/** One row of a sum of the daily rows (rm.analytics_monthly, rm.analytics_daily_totals) as a batch moves it. */
type RollupDelta = Readonly<Record<string, string | number>> & { count: number; amount: number; size: string };

/** The deltas a batch's member changes add, summed per row. */
export class DailyDeltas {
  readonly rows = new Map<string, Delta>();

  move(before: Member | undefined, after: Member): void {
    if (before) for (const f of factsOf(before)) this.add(before, f, -1);
    for (const f of factsOf(after)) this.add(after, f, 1);
  }

  private add(m: Member, f: Fact, sign: 1 | -1): void {
    const countryId = m.countryId ?? 0;
    const k = `${f.metric}|${f.day}|${countryId}|${m.partnerId}|${m.segment}|${f.key}`;
    const d = this.rows.get(k);
    if (d) {
      d.count += sign * f.count;
      d.amount += sign * f.amount;
      d.size = addDecimal(d.size, f.size, sign);
      return;
    }
    this.rows.set(k, {
      metric: f.metric,
      day: f.day,
      countryId,
      partnerId: m.partnerId,
      segment: m.segment,
      key: f.key,
      count: sign * f.count,
      amount: sign * f.amount,
      size: addDecimal('0', f.size, sign),
    });
  }
}

/** A daily row's values before its first change in a period, as the stored row plus `prior` (an earlier run's). */
type DailyUndo = Readonly<Delta> & {
  readonly period: number;
  /** An earlier period of the same batch changed the row: the undo row is due whatever the stored row's period. */
  readonly changedBefore: boolean;
};

/**
 * The daily rows a batch's runs move (one run per period, in order): per row, what they add in all and the period
 * of its last change, and per row and period its undo row (its values before that period's first change).
 */
class BatchDaily {
  readonly rows = new Map<string, Delta & { period: number }>();
  readonly undo: DailyUndo[] = [];

  addRun(deltas: DailyDeltas, p: number): void {
    for (const [k, d] of deltas.rows) {
      if (d.count === 0 && d.amount === 0 && Number(d.size) === 0) continue; // a run that left the row as it was
      const row = this.rows.get(k);
      // Object literals of one shape, not spreads: a batch makes a hundred thousand of them.
      this.undo.push({
        metric: d.metric,
        day: d.day,
        countryId: d.countryId,
        partnerId: d.partnerId,
        segment: d.segment,
        key: d.key,
        period: p,
        count: row ? row.count : 0,
        amount: row ? row.amount : 0,
        size: row ? row.size : '0',
        changedBefore: row !== undefined,
      });
      if (!row) {
        this.rows.set(k, {
          metric: d.metric,
          day: d.day,
          countryId: d.countryId,
          partnerId: d.partnerId,
          segment: d.segment,
          key: d.key,
          count: d.count,
          amount: d.amount,
          size: d.size,
          period: p,
        });
        continue;
      }
      row.count += d.count;
      row.amount += d.amount;
      row.size = addDecimal(row.size, d.size);
      row.period = p;
    }
  }

  /**
   * What the batch adds to the rows of a sum of the daily rows, each daily row counted in the row `into` names
   * (its key columns); the rows it leaves as they were left out.
   */
  rollup(into: (d: Delta) => Readonly<Record<string, string | number>>): RollupDelta[] {
    const sums = new Map<string, RollupDelta>();
    for (const d of this.rows.values()) {
      const key = into(d);
      const k = Object.values(key).join('|');
      const sum = sums.get(k);
      if (sum) {
        sum.count += d.count;
        sum.amount += d.amount;
        sum.size = addDecimal(sum.size, d.size);
      } else sums.set(k, { ...key, count: d.count, amount: d.amount, size: d.size });
    }
    return [...sums.values()].filter((m) => m.count !== 0 || m.amount !== 0 || Number(m.size) !== 0);
  }
}

const DAILY_KEY = sql.raw(['metric', 'day', '"countryId"', '"partnerId"', 'segment', 'key'].join(', '));
const sameDailyKey = (a: string, b: string) =>
  sql.raw(
    ['metric', 'day', '"countryId"', '"partnerId"', 'segment', 'key'].map((k) => `${a}.${k} = ${b}.${k}`).join(' AND '),
  );

/**
 * Adds a batch's deltas to the rows in one statement per chunk, then drops the rows left at zero (a rebuild never
 * makes them; the upsert names them, so the DELETE runs only when there are some). A row's first change in a
 * period first keeps its values before it in rm.analytics_daily_undo (zeros for a row made then): the CTE reads
 * the rows as they stand before the upsert, in the same statement, plus what earlier periods of the batch added.
 */
const writeDaily = async (trx: Trx, daily: BatchDaily): Promise<void> => {
  const zero: unknown[] = [];
  for (const chunk of jsonChunks(daily.undo))
    await sql`
      INSERT INTO rm.analytics_daily_undo (${DAILY_KEY}, count, amount, size, period)
      SELECT u.metric, u.day, u."countryId", u."partnerId", u.segment, u.key, COALESCE(d.count, 0) + u.count,
        COALESCE(d.amount, 0) + u.amount, COALESCE(d.size, 0) + u.size, u.period
      FROM json_to_recordset(${JSON.stringify(chunk)}::json) AS u(metric text, day date, "countryId" integer,
          "partnerId" integer, segment text, key text, count bigint, amount bigint, size numeric, period integer,
          "changedBefore" boolean)
        LEFT JOIN rm.analytics_daily d ON ${sameDailyKey('d', 'u')}
      WHERE u."changedBefore" OR d.period IS NULL OR d.period < u.period
      ON CONFLICT DO NOTHING`.execute(trx);
  for (const chunk of jsonChunks([...daily.rows.values()])) {
    const { rows } = await sql<Record<string, unknown>>`
      WITH up AS (
        INSERT INTO rm.analytics_daily (${DAILY_KEY}, count, amount, size, period)
        SELECT ${DAILY_KEY}, count, amount, size, period
        FROM json_populate_recordset(NULL::rm.analytics_daily, ${JSON.stringify(chunk)}::json)
        ON CONFLICT (${DAILY_KEY}) DO UPDATE SET
          count = rm.analytics_daily.count + EXCLUDED.count,
          amount = rm.analytics_daily.amount + EXCLUDED.amount,
          size = rm.analytics_daily.size + EXCLUDED.size,
          period = EXCLUDED.period
        RETURNING ${DAILY_KEY}, count, amount, size)
      SELECT metric, to_char(day, 'YYYY-MM-DD') AS day, "countryId", "partnerId", segment, key FROM up
      WHERE count = 0 AND amount = 0 AND size = 0`.execute(trx);
    zero.push(...rows);
  }
  for (const chunk of jsonChunks(zero))
    await sql`
      DELETE FROM rm.analytics_daily d USING json_populate_recordset(NULL::rm.analytics_daily, ${JSON.stringify(chunk)}::json) k
      WHERE ${sameDailyKey('d', 'k')} AND d.count = 0 AND d.amount = 0 AND d.size = 0`.execute(trx);
  await writeRollup(trx, ROLLUPS.monthly, daily);
  await writeRollup(trx, ROLLUPS.totals, daily);
};

/**
 * The sums of the daily rows the live calls read: per calendar month (a range's whole months), and per day over
 * partners and segments (a graph's points). No undo rows: an asOf answer sums its own daily facts.
 */
const ROLLUPS = {
  monthly: {
    table: 'rm.analytics_monthly',
    keys: ['metric', 'month', 'countryId', 'partnerId', 'segment', 'key'],
    into: (d: Delta) => ({
      metric: d.metric,
      month: `${d.day.slice(0, 7)}-01`,
      countryId: d.countryId,
      partnerId: d.partnerId,
      segment: d.segment,
      key: d.key,
    }),
  },
  totals: {
    table: 'rm.analytics_daily_totals',
    keys: ['metric', 'day', 'countryId', 'key'],
    into: (d: Delta) => ({ metric: d.metric, day: d.day, countryId: d.countryId, key: d.key }),
  },
} as const;

/** Adds a batch's deltas to a rollup's rows, then drops those left at zero (named by the upsert, as the daily's). */
const writeRollup = async (
  trx: Trx,
  rollup: (typeof ROLLUPS)[keyof typeof ROLLUPS],
  daily: BatchDaily,
): Promise<void> => {
  const table = sql.table(rollup.table);
  const keys = sql.join(rollup.keys.map((k) => sql.ref(k)));
  // The rows left at zero by their keys, dates as text (a Date would come back in the process's time zone).
  const named = sql.join(
    rollup.keys.map((k) =>
      k === 'day' || k === 'month' ? sql`to_char(${sql.ref(k)}, 'YYYY-MM-DD') AS ${sql.ref(k)}` : sql.ref(k),
    ),
  );
  const zero: unknown[] = [];
  for (const chunk of jsonChunks(daily.rollup(rollup.into))) {
    const { rows } = await sql<Record<string, unknown>>`
      WITH up AS (
        INSERT INTO ${table} (${keys}, count, amount, size)
        SELECT ${keys}, count, amount, size FROM json_populate_recordset(NULL::${table}, ${JSON.stringify(chunk)}::json)
        ON CONFLICT (${keys}) DO UPDATE SET
          count = ${table}.count + EXCLUDED.count,
          amount = ${table}.amount + EXCLUDED.amount,
          size = ${table}.size + EXCLUDED.size
        RETURNING *)
      SELECT ${named} FROM up WHERE count = 0 AND amount = 0 AND size = 0`.execute(trx);
    zero.push(...rows);
  }
  for (const chunk of jsonChunks(zero))
    await sql`
      DELETE FROM ${table} r USING json_populate_recordset(NULL::${table}, ${JSON.stringify(chunk)}::json) k
      WHERE ${sql.join(
        rollup.keys.map((c) => sql`r.${sql.ref(c)} = k.${sql.ref(c)}`),
        sql` AND `,
      )} AND r.count = 0 AND r.amount = 0 AND r.size = 0`.execute(trx);
};

const num = (v: unknown): number | undefined => (typeof v === 'number' ? v : undefined);

/** The customers an event may name: its own userId, its fields', its record's (a simple resource) or its changes'. */
export const userIdsNamed = (e: RecordedEvent): number[] => {
  const d = e.data as {
    userId?: unknown;
    fields?: { userId?: unknown };
    record?: { userId?: unknown };
    changes?: { userId?: unknown };
  };
  return [num(d.userId), num(d.fields?.userId), num(d.record?.userId), num(d.changes?.userId)].filter(
    (n): n is number => n !== undefined,
  );
};

/** A user event's new type, if it names one. */
const typeOfUserEvent = (e: RecordedEvent): { id: number; type: unknown } | undefined => {
  const d = e.data as { id: number; profile?: { type?: unknown }; changes?: { type?: unknown } };
  if (e.type === 'UserRegistered') return { id: d.id, type: d.profile?.type };
  if (e.type === 'UserUpdated' && d.changes?.type !== undefined) return { id: d.id, type: d.changes.type };
  return undefined;
};

export const memberKey = (kind: MemberKind, id: number): string => `${kind}:${id}`;

/** A stored state with the periods of its last and first change (analytics-periods.ts). */
interface Stored<T> {
  readonly value: T;
  readonly period: number;
  readonly since: number;
}

const loadMembers = async (trx: Trx, keys: readonly string[]): Promise<Map<string, Stored<Member>>> => {
  const kinds = keys.map((k) => k.slice(0, k.indexOf(':')));
  const ids = keys.map((k) => Number(k.slice(k.indexOf(':') + 1)));
  const { rows } = await sql<{ state: PackedMember; period: number; since: number }>`
    SELECT m.state, m.period, m.since FROM unnest(${kinds}::text[], ${ids}::int[]) AS k(kind, id)
      JOIN rm.analytics_members m ON m.kind = k.kind AND m.id = k.id`.execute(trx);
  return new Map(
    rows.map((r) => [
      memberKey(r.state.kind, r.state.id),
      { value: unpackMember(r.state), period: r.period, since: r.since },
    ]),
  );
};

/**
 * Writes states (packed) with their periods, one statement per chunk: the states travel as one JSON array that
 * PostgreSQL parses once into jsonb values (a JSON row set would parse each state twice), the rest as arrays.
 */
const writeStates = async (
  trx: Trx,
  table: 'rm.analytics_members' | 'rm.analytics_members_undo',
  rows: readonly { state: Member; period: number; since?: number }[],
): Promise<void> => {
  for (const chunk of jsonChunks(rows)) {
    const kinds = chunk.map((r) => r.state.kind);
    const ids = chunk.map((r) => r.state.id);
    const periods = chunk.map((r) => r.period);
    const states = JSON.stringify(chunk.map((r) => packMember(r.state)));
    if (table === 'rm.analytics_members_undo') {
      await sql`
        INSERT INTO rm.analytics_members_undo (kind, id, period, state)
        SELECT * FROM ROWS FROM (unnest(${kinds}::text[]), unnest(${ids}::int[]), unnest(${periods}::int[]),
          jsonb_array_elements(${states}::jsonb))
        ON CONFLICT DO NOTHING`.execute(trx);
      continue;
    }
    const since = chunk.map((r) => r.since ?? r.period);
    await sql`
      INSERT INTO rm.analytics_members (kind, id, state, period, since)
      SELECT * FROM ROWS FROM (unnest(${kinds}::text[]), unnest(${ids}::int[]), jsonb_array_elements(${states}::jsonb),
        unnest(${periods}::int[]), unnest(${since}::int[]))
      ON CONFLICT (kind, id) DO UPDATE SET state = EXCLUDED.state, period = EXCLUDED.period`.execute(trx);
  }
};

const loadSegments = async (trx: Trx, ids: readonly number[]): Promise<Map<number, Stored<Segment>>> => {
  if (ids.length === 0) return new Map();
  const { rows } = await sql<{ id: number; segment: Segment; period: number; since: number }>`
    SELECT id, segment, period, since FROM rm.analytics_customers WHERE id = ANY(${ids}::int[])`.execute(trx);
  return new Map(rows.map((r) => [r.id, { value: r.segment, period: r.period, since: r.since }]));
};

const valuesOf = <K, T>(stored: ReadonlyMap<K, Stored<T>>): Map<K, T> =>
  new Map([...stored].map(([k, s]) => [k, s.value]));

/** What folding events changed: the records' states, the customers' segments, and the facts' deltas. */
export interface FoldedAnalytics {
  readonly members: Map<string, Member>;
  readonly segments: Map<number, Segment>;
  readonly changedMembers: ReadonlySet<string>;
  readonly changedCustomers: ReadonlySet<number>;
  /** The changed records' and customers' states before their first change in these events (none: new). */
  readonly membersBefore: ReadonlyMap<string, Member | undefined>;
  readonly segmentsBefore: ReadonlyMap<number, Segment | undefined>;
  readonly deltas: DailyDeltas;
}

/**
 * Pure: folds events in order into the records' states and customers' segments given (changed in place), a
 * customer's type change applying to the records changed after it, as one event at a time would; the facts move
 * by what each record's change adds and takes away. An asOf answer folds the log up to an instant with it.
 */
export const foldAnalytics = (
  events: readonly RecordedEvent[],
  members: Map<string, Member>,
  segments: Map<number, Segment>,
): FoldedAnalytics => {
  const segmentOf = (userId: number | null): Segment => (userId === null ? 'b2c' : (segments.get(userId) ?? 'b2c'));
  const changedMembers = new Set<string>();
  const changedCustomers = new Set<number>();
  const membersBefore = new Map<string, Member | undefined>();
  const segmentsBefore = new Map<number, Segment | undefined>();
  const deltas = new DailyDeltas();
  for (const e of events) {
    const typed = typeOfUserEvent(e);
    if (typed) {
      if (!changedCustomers.has(typed.id)) segmentsBefore.set(typed.id, segments.get(typed.id));
      segments.set(typed.id, segmentOfType(typed.type));
      changedCustomers.add(typed.id);
      continue;
    }
    const kind = memberKindOf(e.type);
    if (!kind) continue;
    const key = memberKey(kind, memberIdOf(e));
    const before = members.get(key);
    const after = evolveMember(kind, before, e, segmentOf);
    if (after === before) continue;
    deltas.move(before, after);
    if (!changedMembers.has(key)) membersBefore.set(key, before);
    members.set(key, after);
    changedMembers.add(key);
  }
  return { members, segments, changedMembers, changedCustomers, membersBefore, segmentsBefore, deltas };
};

/** The daily rows deltas make, those left at zero dropped (a rebuild never makes them). */
export const nonZeroRows = (deltas: DailyDeltas): Delta[] =>
  [...deltas.rows.values()].filter((d) => d.count !== 0 || d.amount !== 0 || Number(d.size) !== 0);

/** The periods of a stored state's last and first change, as the batch moves them. */
interface Periods {
  readonly period: number;
  readonly since: number;
}

/**
 * A batch at once, whatever periods it spans (analytics-periods.ts): the records' states and their customers'
 * segments read in two statements, each period's run folded in memory in turn (foldAnalytics), and everything
 * written once per table. A state's or a daily row's first change in a period first keeps the value before it in
 * the undo tables (what an asOf answer starts from): the stored one, or the one an earlier run of the batch left.
 * The rows are those one statement per period would make (docs/decisions.md "Analytics asOf").
 */
const applyEvents = async (trx: Trx, events: readonly RecordedEvent[]): Promise<void> => {
  const runs = splitByPeriod(await loadCurrentPeriod(trx), events);
  const keys = new Set<string>();
  const userIds = new Set<number>();
  for (const e of events) {
    const kind = memberKindOf(e.type);
    if (kind) keys.add(memberKey(kind, memberIdOf(e)));
    for (const id of userIdsNamed(e)) userIds.add(id);
    // A customer whose type changes: its segment before is its undo row's.
    const typed = typeOfUserEvent(e);
    if (typed) userIds.add(typed.id);
  }
  const loaded = await loadMembers(trx, [...keys]);
  for (const m of loaded.values()) if (m.value.userId !== null) userIds.add(m.value.userId);
  const stored = await loadSegments(trx, [...userIds]);
  const members = valuesOf(loaded);
  const segments = valuesOf(stored);
  const memberPeriods = new Map<string, Periods>(loaded);
  const customerPeriods = new Map<number, Periods>(stored);
  const memberUndo: { period: number; state: Member }[] = [];
  const customerUndo: { id: number; period: number; segment: Segment }[] = [];
  const daily = new BatchDaily();

  for (const run of runs) {
    const p = run.period.period;
    const folded = foldAnalytics(run.events, members, segments);
    for (const id of folded.changedCustomers) {
      const was = customerPeriods.get(id);
      const before = folded.segmentsBefore.get(id);
      if (was && was.period < p && before !== undefined) customerUndo.push({ id, period: p, segment: before });
      customerPeriods.set(id, { period: p, since: was?.since ?? p });
    }
    for (const k of folded.changedMembers) {
      const was = memberPeriods.get(k);
      const before = folded.membersBefore.get(k);
      if (was && was.period < p && before) memberUndo.push({ period: p, state: before });
      memberPeriods.set(k, { period: p, since: was?.since ?? p });
    }
    daily.addRun(folded.deltas, p);
  }

  for (const chunk of jsonChunks(customerUndo))
    await jsonInsert(
      'rm.analytics_customers_undo',
      ['id', 'period', 'segment'],
      chunk,
      sql`ON CONFLICT DO NOTHING`,
    ).execute(trx);
  const customers = [...customerPeriods]
    .filter(([id, at]) => at !== stored.get(id))
    .map(([id, at]) => ({ id, segment: segments.get(id) ?? 'b2c', period: at.period, since: at.since }));
  for (const chunk of jsonChunks(customers))
    await jsonInsert(
      'rm.analytics_customers',
      ['id', 'segment', 'period', 'since'],
      chunk,
      updateOnConflict(['id'], ['segment', 'period']),
    ).execute(trx);

  await writeStates(trx, 'rm.analytics_members_undo', memberUndo);
  const states = [...memberPeriods]
    .filter(([k, at]) => at !== loaded.get(k))
    .map(([k, at]) => ({ state: members.get(k)!, period: at.period, since: at.since }));
  await writeStates(trx, 'rm.analytics_members', states);
  await writeDaily(trx, daily);
  await savePeriods(trx, [...new Set(runs.map((r) => r.period))]);
};

const USER_TYPE_EVENTS = new Set(['UserRegistered', 'UserUpdated']);

/**
 * The daily facts of the analytics pages and dashboards (spec 1 §2.4, §2.9): per day, country, partner and
 * segment, the leads and orders by status and reason, invoices billed, collected and outstanding, storages in and
 * out (CBM) by warehouse, requests by type and status, and the exit surveys' answers. The analytics calls sum these
 * rows; they never scan the operational tables. Version 3: the exit surveys' answers in place of the lost leads'
 * comments.
 */
export const analyticsProjection: Projection<ReadModels> = {
  name: 'analytics',
  version: 3,
  handles: [...MEMBER_EVENT_TYPES, ...USER_EVENT_TYPES.filter((t) => USER_TYPE_EVENTS.has(t))],
  // A user update that leaves the type alone changes no segment.
  concerns: (e) => e.type !== 'UserUpdated' || typeOfUserEvent(e) !== undefined,
  tables: [
    'rm.analytics_daily',
    'rm.analytics_members',
    'rm.analytics_customers',
    'rm.analytics_periods',
    'rm.analytics_daily_undo',
    'rm.analytics_members_undo',
    'rm.analytics_customers_undo',
    'rm.analytics_monthly',
    'rm.analytics_daily_totals',
  ],
  apply: (trx, event) => applyEvents(trx, [event]),
  applyBatch: (trx, events) => applyEvents(trx, events),
  // A batch's fixed part (the periods, states and segments read, ten statements) is most of a 1,000 events' cost.
  // Its rows go in statements of JSON_ROWS_CHUNK rows, arrays and JSON (no parameter per cell).
  rebuildBatchSize: 5_000,
};
