import { ONE_EVENT_PARAMETER_TYPES as COLUMNS } from './append-one.sql.js';

const statements = new Map<number, { readonly name: string; readonly text: string }>();

/**
 * Several commands' usual appends (one event each, at an expected version) as one plain INSERT in one
 * transaction: the group appender's batch when every append of it is of that kind (issue 13, appends that scale
 * with writers). Each row is written only where append-one.sql.ts would write it alone: its expected version
 * exists and the next one is free. Unlike append-one, a taken version writes nothing rather than failing: one
 * stale append (or two of the batch on one stream) must not send the whole batch back one append at a time.
 * Seven parameters per append (append-one.sql.ts's `oneEventValues`), in a VALUES list (one prepared statement per batch size; measured 1.4–1.6 × the
 * rate of the same rows sent as seven arrays through unnest, whose array input cost more than the rows): event id,
 * stream id, expected version (0: no stream), category, type, data, metadata (both JSON text). The expected
 * version is looked up by a scalar sub-select, not EXISTS: the planner may answer an EXISTS over several rows by
 * hashing all of es.events, and did so for a prepared batch planned while the table looked small (its statistics
 * predate the seed), a plan the connection then kept while the log grew: 1 ms a batch of 4, then 3 ms three
 * rounds later. A scalar sub-select is always run per row, on the primary key. The rows back are
 * the events written, by event id; an append whose event is not among them is written again alone, which tells a
 * stale expectation from one met by another append of the same batch.
 */
export const appendManyQuery = (appends: number): { readonly name: string; readonly text: string } => {
  let statement = statements.get(appends);
  if (!statement) {
    const rows = Array.from(
      { length: appends },
      (_, a) => `(${COLUMNS.map((type, c) => `$${a * COLUMNS.length + c + 1}::${type}`).join(', ')})`,
    );
    statement = {
      name: `es_append_many_${appends}`,
      text: `INSERT INTO es.events (event_id, stream_id, stream_version, category, type, data, metadata)
             SELECT a.event_id, a.stream_id, a.expected + 1, a.category, a.type, a.data, a.metadata
               FROM (VALUES ${rows.join(', ')}) AS a(event_id, stream_id, expected, category, type, data, metadata)
              WHERE a.expected = 0
                 OR (SELECT true FROM es.events e WHERE e.stream_id = a.stream_id AND e.stream_version = a.expected)
             ON CONFLICT (stream_id, stream_version) DO NOTHING
             RETURNING event_id::text AS event_id, transaction_id::text AS position_major,
                       global_position::text AS position_minor`,
    };
    statements.set(appends, statement);
  }
  return statement;
};
