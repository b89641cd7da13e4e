import { type GlobalPosition, type RecordedEvent } from '@console/contracts';
import { analyticsProjection, factsSourceAsOf, periodAt, type ReadModels } from '@console/projections';
import { type Kysely, type RawBuilder } from 'kysely';
import type { Infrastructure } from '../core/infrastructure.js';

/** A period holds at most PERIOD_EVENTS (5,000) of the projection's events: pages of this size read past it little. */
const PAGE = 2_000;
/** A commit may be recorded a little before an earlier position's (positions follow commits, not clocks). */
const CLOCK_SLACK_MS = 60_000;

/** The projection's events recorded up to `until`, from the position after `after` on (one period and a page). */
const eventsUpTo = async (infra: Infrastructure, after: GlobalPosition, until: number): Promise<RecordedEvent[]> => {
  const types = analyticsProjection.handles === 'all' ? undefined : analyticsProjection.handles;
  const events: RecordedEvent[] = [];
  let from = after;
  for (;;) {
    const page = await infra.store.readAll(from, PAGE, types ? { types } : undefined);
    for (const e of page) if (Date.parse(e.recordedAt) <= until) events.push(e);
    const last = page[page.length - 1];
    if (!last || page.length < PAGE || Date.parse(last.recordedAt) > until + CLOCK_SLACK_MS) break;
    from = last.position;
  }
  return events.filter((e) => analyticsProjection.concerns?.(e) ?? true);
};

/**
 * Runs `read` on the live facts, or, with `asOf`, on the facts as the events recorded up to that instant made
 * them: the projection's facts at the start of the instant's period, and that period's events up to the instant
 * folded on top (projections' analytics-as-of.ts), so an answer reads one period of the log, never all of it.
 */
export const withFactsAsOf = async <T>(
  infra: Infrastructure,
  asOf: string | undefined,
  read: (db: Kysely<ReadModels>, source: RawBuilder<unknown> | undefined) => Promise<T>,
): Promise<T> => {
  // The live facts (factScope reads them daily and monthly).
  if (asOf === undefined) return read(infra.db, undefined);
  // One snapshot for the periods, the undo rows and the facts: the projection moving meanwhile changes nothing.
  return infra.db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      const { period, after } = await periodAt(trx, asOf);
      const events = await eventsUpTo(infra, after, Date.parse(asOf));
      return read(trx, await factsSourceAsOf(trx, period, events));
    });
};
