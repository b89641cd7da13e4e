/**
 * Several commands' usual appends (one event each, at an expected version) as one plain INSERT in one
 * transaction: the group appender's batch when every append of it is of that kind (issue 13, appends that scale
 * with writers). Each row is written only where append-one.sql.ts would write it alone: its expected version
 * exists and the next one is free. Unlike append-one, a taken version writes nothing rather than failing: one
 * stale append (or two of the batch on one stream) must not send the whole batch back one append at a time. The
 * arrays are parallel, one element per append: $1 event ids, $2 stream ids, $3 expected versions (0: no stream),
 * $4 categories, $5 types, $6 data, $7 metadata (both JSON text). The rows back are the events written, by event
 * id; an append whose event is not among them is written again alone, which tells a stale expectation from one
 * met by another append of the same batch.
 */
export const appendManyQuery = {
  name: 'es_append_many',
  text: `INSERT INTO es.events (event_id, stream_id, stream_version, category, type, data, metadata)
         SELECT a.event_id, a.stream_id, a.expected + 1, a.category, a.type, a.data::jsonb, a.metadata::jsonb
           FROM unnest($1::uuid[], $2::text[], $3::integer[], $4::text[], $5::text[], $6::text[], $7::text[])
                AS a(event_id, stream_id, expected, category, type, data, metadata)
          WHERE a.expected = 0
             OR EXISTS (SELECT 1 FROM es.events e WHERE e.stream_id = a.stream_id AND e.stream_version = a.expected)
         ON CONFLICT (stream_id, stream_version) DO NOTHING
         RETURNING event_id::text AS event_id, transaction_id::text AS position_major,
                   global_position::text AS position_minor`,
};
