import type { GlobalPosition } from '@console/contracts';
import type { ReadAllFilter } from '../event-store.port.js';
import { eventColumns } from './event-row.js';

/**
 * The snapshot fence. An event becomes readable only once every transaction older than its own that could have
 * written events has ended: `transaction_id` below the oldest transaction still running in this snapshot. A
 * transaction that started first but commits last (its events then sort before ones already read) is waited for
 * instead of skipped, and aborted ones leave no rows. Transaction ids are the whole server's, so a long transaction
 * in another database (another application, a bench, a test) would hold every reader here back as long as it
 * runs; it cannot write this database's `es.events`, so running transactions whose backend is connected to
 * another database do not count. One that cannot be placed (it ended meanwhile, a prepared transaction, or
 * statistics this role may not see) still counts: the fence is never above what `pg_snapshot_xmin` allows for
 * this database. Behind a scalar sub-select so it is evaluated once per statement; the activity is read only
 * when a transaction is running.
 */
const fence = `(SELECT COALESCE(min(running), pg_snapshot_xmax(pg_current_snapshot()))
                  FROM pg_snapshot_xip(pg_current_snapshot()) AS running
                 WHERE running::xid NOT IN (
                         SELECT a.backend_xid FROM pg_stat_get_activity(NULL) a
                          WHERE a.backend_xid IS NOT NULL
                            AND a.datid <> (SELECT d.oid FROM pg_database d WHERE d.datname = current_database())))`;

/** After $1 (major, as text) / $2 (minor): strictly after the reader's position, in the log's order. */
const after = `(transaction_id, global_position) > ($1::text::xid8, $2::bigint)`;

/** $4 types, $5 categories: NULL does not filter. */
const matches = `($4::text[] IS NULL OR type = ANY ($4::text[]))
             AND ($5::text[] IS NULL OR category = ANY ($5::text[]))`;

/** Up to $3 events after the position that pass the filter. Params: readAllParameters. */
export const readAllSql = `
SELECT ${eventColumns}
  FROM es.events
 WHERE ${after} AND transaction_id < ${fence} AND ${matches}
 ORDER BY transaction_id, global_position
 LIMIT $3`;

/**
 * For subscriptions: the next $3 events after the position whatever the filter, each flagged `matches`, payloads
 * only for those that do. A subscriber moves its position past events it does not want, so a selective
 * subscription does not scan the same unwanted events again at every poll. Params: readAllParameters.
 */
export const readWindowSql = `
SELECT ${eventColumns}, ${matches} AS matches
  FROM (SELECT * FROM es.events
         WHERE ${after} AND transaction_id < ${fence}
         ORDER BY transaction_id, global_position
         LIMIT $3) AS window_events
 ORDER BY transaction_id, global_position`;

/** The newest readable event's position, or no row when none is. */
export const headPositionSql = `
SELECT transaction_id::text AS position_major, global_position::text AS position_minor
  FROM es.events
 WHERE transaction_id < ${fence}
 ORDER BY transaction_id DESC, global_position DESC
 LIMIT 1`;

/** An absent or empty list does not filter: SQL NULL. */
const listParameter = (list: readonly string[] | undefined): string[] | null =>
  list !== undefined && list.length > 0 ? [...list] : null;

export const readAllParameters = (
  from: GlobalPosition,
  limit: number,
  filter: ReadAllFilter | undefined,
): [string, string, number, string[] | null, string[] | null] => [
  from.major.toString(),
  from.minor.toString(),
  limit,
  listParameter(filter?.types),
  listParameter(filter?.categories),
];
