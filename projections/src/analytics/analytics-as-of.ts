import { positionFromString, START, type GlobalPosition, type RecordedEvent } from '@console/contracts';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { ReadModels } from '../read-models.js';
import {
  memberIdOf,
  memberKindOf,
  unpackMember,
  type Member,
  type PackedMember,
  type Segment,
} from './analytics-members.js';
import { foldAnalytics, memberKey, nonZeroRows, userIdsNamed } from './analytics.projection.js';

/**
 * asOf (issue 35 "as of any instant", docs/decisions.md "Analytics asOf"): the facts as they stood at the start of
 * the period the instant falls in, rebuilt from the undo rows, plus the fold of that period's events up to the
 * instant from the records' and customers' states at its start. Pure reads of the projection's own tables.
 */

/** The newest period started at or before the instant; before the first: the first, from START. */
export const periodAt = async (
  db: Kysely<ReadModels>,
  at: string,
): Promise<{ readonly period: number; readonly after: GlobalPosition }> => {
  const { rows } = await sql<{ period: number; after: string }>`
    SELECT period, after FROM rm.analytics_periods WHERE "startedAt" <= ${at}::timestamptz
    ORDER BY period DESC LIMIT 1`.execute(db);
  const found = rows[0];
  return found ? { period: found.period, after: positionFromString(found.after) } : { period: 1, after: START };
};

/**
 * A state at the start of period `c`: none if it was first made in or after it; else its values before its first
 * change in the earliest period from `c` on; else (unchanged since) the current one.
 */
const atStart = <T>(c: number, since: number, undo: T | null, current: T): T | undefined =>
  since >= c ? undefined : (undo ?? current);

const membersAt = async (db: Kysely<ReadModels>, c: number, keys: readonly string[]): Promise<Map<string, Member>> => {
  const kinds = keys.map((k) => k.slice(0, k.indexOf(':')));
  const ids = keys.map((k) => Number(k.slice(k.indexOf(':') + 1)));
  const { rows } = await sql<{ since: number; current: PackedMember; undo: PackedMember | null }>`
    SELECT m.since, m.state AS current, u.state AS undo
    FROM unnest(${kinds}::text[], ${ids}::int[]) AS k(kind, id)
      JOIN rm.analytics_members m ON m.kind = k.kind AND m.id = k.id
      LEFT JOIN LATERAL (SELECT state FROM rm.analytics_members_undo u WHERE u.kind = k.kind AND u.id = k.id
        AND u.period >= ${c}::int ORDER BY u.period LIMIT 1) u ON true`.execute(db);
  const out = new Map<string, Member>();
  for (const r of rows) {
    const s = atStart(c, r.since, r.undo, r.current);
    if (s) out.set(memberKey(s.kind, s.id), unpackMember(s));
  }
  return out;
};

const segmentsAt = async (db: Kysely<ReadModels>, c: number, ids: readonly number[]): Promise<Map<number, Segment>> => {
  const { rows } = await sql<{ id: number; since: number; current: Segment; undo: Segment | null }>`
    SELECT c.id, c.since, c.segment AS current, u.segment AS undo FROM rm.analytics_customers c
      LEFT JOIN LATERAL (SELECT segment FROM rm.analytics_customers_undo u WHERE u.id = c.id
        AND u.period >= ${c}::int ORDER BY u.period LIMIT 1) u ON true
    WHERE c.id = ANY(${ids}::int[])`.execute(db);
  const out = new Map<number, Segment>();
  for (const r of rows) {
    const s = atStart(c, r.since, r.undo, r.current);
    if (s) out.set(r.id, s);
  }
  return out;
};

/**
 * The facts as of the instant, as a FROM item of rm.analytics_daily's columns whose rows add up (every analytics
 * read sums): the rows as they stood at period `c`'s start, and the deltas of `events` (that period's, up to the
 * instant, the projection's `concerns` applied) folded from the states at its start. A filter on the key columns
 * reaches each branch's index.
 */
export const factsSourceAsOf = async (
  db: Kysely<ReadModels>,
  c: number,
  events: readonly RecordedEvent[],
): Promise<RawBuilder<unknown>> => {
  const keys = new Set<string>();
  const userIds = new Set<number>();
  for (const e of events) {
    const kind = memberKindOf(e.type);
    if (kind) keys.add(memberKey(kind, memberIdOf(e)));
    for (const id of userIdsNamed(e)) userIds.add(id);
  }
  const members = await membersAt(db, c, [...keys]);
  for (const m of members.values()) if (m.userId !== null) userIds.add(m.userId);
  const segments = await segmentsAt(db, c, [...userIds]);
  const deltas = nonZeroRows(foldAnalytics(events, members, segments).deltas);
  const columns = sql`metric, day, "countryId", "partnerId", segment, key, count, amount, size`;
  const sameKey = (a: string, b: string) =>
    sql.raw(
      ['metric', 'day', '"countryId"', '"partnerId"', 'segment', 'key']
        .map((k) => `${a}.${k} = ${b}.${k}`)
        .join(' AND '),
    );
  return sql`(
    SELECT ${columns} FROM rm.analytics_daily d WHERE d.period < ${c}::int
      AND NOT EXISTS (SELECT 1 FROM rm.analytics_daily_undo u WHERE ${sameKey('u', 'd')} AND u.period >= ${c}::int)
    UNION ALL
    SELECT ${columns} FROM (
      SELECT DISTINCT ON (metric, day, "countryId", "partnerId", segment, key) ${columns}
      FROM rm.analytics_daily_undo WHERE period >= ${c}::int
      ORDER BY metric, day, "countryId", "partnerId", segment, key, period) first_undo
    UNION ALL
    SELECT ${columns} FROM json_populate_recordset(NULL::rm.analytics_daily, ${JSON.stringify(deltas)}::json)
  ) AS facts`;
};
