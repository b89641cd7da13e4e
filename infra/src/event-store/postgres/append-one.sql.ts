import { streamCategory } from '@console/contracts';

/**
 * A command's usual append, one event at an expected version, as one plain INSERT (PostgresEventStore.appendOne).
 * $1 event id, $2 stream id, $3 the expected version (0: no stream), $4 category, $5 type, $6 data, $7 metadata
 * (both JSON text). No row back: the expected version is missing. The next one taken is a unique violation of
 * events_stream_version_pkey: no ON CONFLICT clause, whose speculative insertion cost every append 5–7 % of the
 * server's rate for a case that is rare (a conflict, a retried command; docs/decisions.md, "Event store").
 */
export const appendOneQuery = {
  name: 'es_append_one',
  text: `INSERT INTO es.events (event_id, stream_id, stream_version, category, type, data, metadata)
         SELECT $1::uuid, $2::text, $3::integer + 1, $4::text, $5::text, $6::jsonb, $7::jsonb
          WHERE $3::integer = 0
             OR EXISTS (SELECT 1 FROM es.events e WHERE e.stream_id = $2::text AND e.stream_version = $3::integer)
         RETURNING transaction_id::text AS position_major, global_position::text AS position_minor`,
};

/** A command's usual append, one event at an expected version, as the store serialized it. */
export interface OneEventAppend {
  readonly eventId: string;
  /** 0 for no stream. */
  readonly expected: number;
  readonly type: string;
  /** JSON text. */
  readonly data: string;
  /** JSON text. */
  readonly metadata: string;
}

/** The types of one append's parameters, in the order of `oneEventValues` (append-one's $1–$7, append-many's rows). */
export const ONE_EVENT_PARAMETER_TYPES = ['uuid', 'text', 'integer', 'text', 'text', 'jsonb', 'jsonb'] as const;

/** One append's parameters: event id, stream id, expected version, category, type, data, metadata. */
export const oneEventValues = (streamId: string, one: OneEventAppend): unknown[] => [
  one.eventId,
  streamId,
  one.expected,
  streamCategory(streamId),
  one.type,
  one.data,
  one.metadata,
];
