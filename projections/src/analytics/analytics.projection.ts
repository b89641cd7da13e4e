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
  type Member,
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

/**
 * Adds the deltas to the rows, then drops the rows left at zero (a rebuild never makes them). A row's first change
 * in period `p` first keeps its values before it in rm.analytics_daily_undo (zeros for a row made now): the CTE
 * reads the rows as they stand before the upsert, in the same statement.
 */
const writeDaily = async (trx: Trx, deltas: DailyDeltas, p: number): Promise<void> => {
  for (const chunk of jsonChunks(nonZeroRows(deltas))) {
    const rows = JSON.stringify(chunk.map((d) => ({ ...d, period: p })));
    await sql`
      WITH k AS (SELECT * FROM json_populate_recordset(NULL::rm.analytics_daily, ${rows}::json)),
      undo AS (
        INSERT INTO rm.analytics_daily_undo (metric, day, "countryId", "partnerId", segment, key, count, amount, size, period)
        SELECT k.metric, k.day, k."countryId", k."partnerId", k.segment, k.key,
          COALESCE(d.count, 0), COALESCE(d.amount, 0), COALESCE(d.size, 0), ${p}::int
        FROM k LEFT JOIN rm.analytics_daily d ON d.metric = k.metric AND d.day = k.day AND d."countryId" = k."countryId"
          AND d."partnerId" = k."partnerId" AND d.segment = k.segment AND d.key = k.key
        WHERE d.period IS NULL OR d.period < ${p}::int
        ON CONFLICT DO NOTHING)
      INSERT INTO rm.analytics_daily (metric, day, "countryId", "partnerId", segment, key, count, amount, size, period)
      SELECT metric, day, "countryId", "partnerId", segment, key, count, amount, size, period FROM k
      ON CONFLICT (metric, day, "countryId", "partnerId", segment, key) DO UPDATE SET
        count = rm.analytics_daily.count + EXCLUDED.count,
        amount = rm.analytics_daily.amount + EXCLUDED.amount,
        size = rm.analytics_daily.size + EXCLUDED.size,
        period = EXCLUDED.period`.execute(trx);
    await sql`
      DELETE FROM rm.analytics_daily d USING json_populate_recordset(NULL::rm.analytics_daily, ${rows}::json) k
      WHERE d.metric = k.metric AND d.day = k.day AND d."countryId" = k."countryId" AND d."partnerId" = k."partnerId"
        AND d.segment = k.segment AND d.key = k.key AND d.count = 0 AND d.amount = 0 AND d.size = 0`.execute(trx);
  }
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
  const { rows } = await sql<{ state: Member; period: number; since: number }>`
    SELECT m.state, m.period, m.since FROM unnest(${kinds}::text[], ${ids}::int[]) AS k(kind, id)
      JOIN rm.analytics_members m ON m.kind = k.kind AND m.id = k.id`.execute(trx);
  return new Map(rows.map((r) => [memberKey(r.state.kind, r.state.id), { value: r.state, ...r }]));
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
  const deltas = new DailyDeltas();
  for (const e of events) {
    const typed = typeOfUserEvent(e);
    if (typed) {
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
    members.set(key, after);
    changedMembers.add(key);
  }
  return { members, segments, changedMembers, changedCustomers, deltas };
};

/** The daily rows deltas make, those left at zero dropped (a rebuild never makes them). */
export const nonZeroRows = (deltas: DailyDeltas): Delta[] =>
  [...deltas.rows.values()].filter((d) => d.count !== 0 || d.amount !== 0 || Number(d.size) !== 0);

/**
 * One period's run of a batch at once: its records' states and their customers' segments read in two statements,
 * folded in memory (foldAnalytics), and everything written once; a state's first change in the period first keeps
 * the state before it in the undo tables (what an asOf answer starts from).
 */
const applyRun = async (trx: Trx, events: readonly RecordedEvent[], p: number): Promise<void> => {
  const keys = new Set<string>();
  const userIds = new Set<number>();
  for (const e of events) {
    const kind = memberKindOf(e.type);
    if (kind) keys.add(memberKey(kind, memberIdOf(e)));
    for (const id of userIdsNamed(e)) userIds.add(id);
  }
  const loaded = await loadMembers(trx, [...keys]);
  for (const m of loaded.values()) if (m.value.userId !== null) userIds.add(m.value.userId);
  const stored = await loadSegments(trx, [...userIds]);
  const { members, segments, changedMembers, changedCustomers, deltas } = foldAnalytics(
    events,
    valuesOf(loaded),
    valuesOf(stored),
  );

  const customerUndo = [...changedCustomers].flatMap((id) => {
    const s = stored.get(id);
    return s && s.period < p ? [{ id, period: p, segment: s.value }] : [];
  });
  for (const chunk of jsonChunks(customerUndo))
    await jsonInsert(
      'rm.analytics_customers_undo',
      ['id', 'period', 'segment'],
      chunk,
      sql`ON CONFLICT DO NOTHING`,
    ).execute(trx);
  const customers = [...changedCustomers].map((id) => ({
    id,
    segment: segments.get(id) ?? 'b2c',
    period: p,
    since: stored.get(id)?.since ?? p,
  }));
  for (const chunk of jsonChunks(customers))
    await jsonInsert(
      'rm.analytics_customers',
      ['id', 'segment', 'period', 'since'],
      chunk,
      updateOnConflict(['id'], ['segment', 'period']),
    ).execute(trx);

  const memberUndo = [...changedMembers].flatMap((k) => {
    const s = loaded.get(k);
    return s && s.period < p ? [{ kind: s.value.kind, id: s.value.id, period: p, state: s.value }] : [];
  });
  for (const chunk of jsonChunks(memberUndo))
    await jsonInsert(
      'rm.analytics_members_undo',
      ['kind', 'id', 'period', 'state'],
      chunk,
      sql`ON CONFLICT DO NOTHING`,
    ).execute(trx);
  const states = [...changedMembers].map((k) => {
    const m = members.get(k)!;
    return { kind: m.kind, id: m.id, state: m, period: p, since: loaded.get(k)?.since ?? p };
  });
  for (const chunk of jsonChunks(states))
    await jsonInsert(
      'rm.analytics_members',
      ['kind', 'id', 'state', 'period', 'since'],
      chunk,
      updateOnConflict(['kind', 'id'], ['state', 'period']),
    ).execute(trx);
  await writeDaily(trx, deltas, p);
};

/** A batch: its runs per period (analytics-periods.ts) applied in order, and the periods moved on. */
const applyEvents = async (trx: Trx, events: readonly RecordedEvent[]): Promise<void> => {
  const runs = splitByPeriod(await loadCurrentPeriod(trx), events);
  for (const run of runs) await applyRun(trx, run.events, run.period.period);
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
  ],
  apply: (trx, event) => applyEvents(trx, [event]),
  applyBatch: (trx, events) => applyEvents(trx, events),
};
