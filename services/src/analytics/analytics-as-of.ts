import { START, type GlobalPosition, type RecordedEvent } from '@console/contracts';
import { analyticsProjection, foldAnalytics, nonZeroRows, type ReadModels } from '@console/projections';
import { sql, type Kysely } from 'kysely';
import type { Infrastructure } from '../core/infrastructure.js';

const PAGE = 10_000;
/** A commit may be recorded a little before an earlier position's (positions follow commits, not clocks). */
const CLOCK_SLACK_MS = 60_000;

/** The analytics facts as the events recorded up to `asOf` make them, folded by the projection's own fold. */
const factsAsOf = async (infra: Infrastructure, asOf: string) => {
  const until = Date.parse(asOf);
  const types = analyticsProjection.handles === 'all' ? undefined : analyticsProjection.handles;
  const events: RecordedEvent[] = [];
  let from: GlobalPosition = START;
  for (;;) {
    const page = await infra.store.readAll(from, PAGE, types ? { types } : undefined);
    for (const e of page) if (Date.parse(e.recordedAt) <= until) events.push(e);
    const last = page[page.length - 1];
    if (!last || page.length < PAGE || Date.parse(last.recordedAt) > until + CLOCK_SLACK_MS) break;
    from = last.position;
  }
  const concerned = events.filter((e) => analyticsProjection.concerns?.(e) ?? true);
  return nonZeroRows(foldAnalytics(concerned, new Map(), new Map()).deltas);
};

/**
 * Runs `read` on the live facts, or, with `asOf`, on the facts recomputed from the events recorded up to that
 * instant, in a temporary table of the same shape that the transaction drops (issue 35 "as of any instant").
 */
export const withFactsAsOf = async <T>(
  infra: Infrastructure,
  asOf: string | undefined,
  read: (db: Kysely<ReadModels>, table: string) => Promise<T>,
): Promise<T> => {
  if (asOf === undefined) return read(infra.db, 'rm.analytics_daily');
  const rows = await factsAsOf(infra, asOf);
  return infra.db.transaction().execute(async (trx) => {
    await sql`CREATE TEMP TABLE analytics_as_of (LIKE rm.analytics_daily INCLUDING ALL) ON COMMIT DROP`.execute(trx);
    for (let i = 0; i < rows.length; i += 5_000)
      await sql`INSERT INTO analytics_as_of SELECT * FROM json_populate_recordset(NULL::rm.analytics_daily, ${JSON.stringify(
        rows.slice(i, i + 5_000),
      )}::json)`.execute(trx);
    return read(trx, 'pg_temp.analytics_as_of');
  });
};
