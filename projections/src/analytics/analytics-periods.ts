import { positionToString, START, type RecordedEvent } from '@console/contracts';
import { sql, type Transaction } from 'kysely';
import type { ReadModels } from '../read-models.js';

const DAY_MS = 86_400_000;
/**
 * A period ends at a new UTC day of the events' recording or after this many events, whichever comes first: an
 * asOf answer folds at most one period's events on top of the facts as they stood at its start.
 */
export const PERIOD_EVENTS = 5_000;

/** rm.analytics_periods: a stretch of the log the undo rows are kept per (docs/decisions.md "Analytics asOf"). */
export interface Period {
  readonly period: number;
  /** The UTC day number (ms / 86,400,000) of its recording, never less than the previous period's. */
  readonly day: number;
  /** The position of the last event of the previous period (positionToString; START's for the first). */
  readonly after: string;
  /** The recording instant of its first event. */
  readonly startedAt: string;
  /** The position of its last event so far. */
  last: string;
  events: number;
}

/** The runs of a batch per period, in order; `current` (the newest period before the batch) is extended in place. */
export const splitByPeriod = (
  current: Period | undefined,
  events: readonly RecordedEvent[],
): { period: Period; events: RecordedEvent[] }[] => {
  const runs: { period: Period; events: RecordedEvent[] }[] = [];
  let p = current;
  for (const e of events) {
    const day = Math.floor(Date.parse(e.recordedAt) / DAY_MS);
    if (p === undefined || day > p.day || p.events >= PERIOD_EVENTS)
      p = {
        period: (p?.period ?? 0) + 1,
        day: Math.max(day, p?.day ?? day),
        after: p?.last ?? positionToString(START),
        startedAt: e.recordedAt,
        last: positionToString(e.position),
        events: 0,
      };
    p.events++;
    p.last = positionToString(e.position);
    const run = runs[runs.length - 1];
    if (run?.period === p) run.events.push(e);
    else runs.push({ period: p, events: [e] });
  }
  return runs;
};

export const loadCurrentPeriod = async (trx: Transaction<ReadModels>): Promise<Period | undefined> => {
  const { rows } = await sql<Period>`
    SELECT period, day, after, to_char("startedAt" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "startedAt",
      last, events
    FROM rm.analytics_periods ORDER BY period DESC LIMIT 1`.execute(trx);
  return rows[0];
};

export const savePeriods = async (trx: Transaction<ReadModels>, periods: readonly Period[]): Promise<void> => {
  if (periods.length === 0) return;
  await sql`
    INSERT INTO rm.analytics_periods (period, day, after, "startedAt", last, events)
    SELECT period, day, after, "startedAt", last, events
      FROM json_populate_recordset(NULL::rm.analytics_periods, ${JSON.stringify(periods)}::json)
    ON CONFLICT (period) DO UPDATE SET last = EXCLUDED.last, events = EXCLUDED.events`.execute(trx);
};
