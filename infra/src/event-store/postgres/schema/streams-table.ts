/**
 * Stores before issue 13 kept one row per stream with its version, locked and updated by every append. The
 * events' own primary key (stream_id, stream_version) now does that job (append-events-function.ts), at a third
 * of the cost of an append; the table is dropped once the function no longer uses it.
 */
export const dropStreamsTableSql = `DROP TABLE IF EXISTS es.streams`;
