/**
 * The log. `transaction_id` is the writing transaction's id (xid8, never wraps): the global order is
 * (transaction_id, global_position), read only below the oldest running transaction (see read-all.sql.ts), so a
 * transaction that commits after a later one is never skipped. `global_position` orders events within one.
 */
export const eventsTableSql = `
CREATE TABLE IF NOT EXISTS es.events (
  global_position bigserial   NOT NULL,
  transaction_id  xid8        NOT NULL DEFAULT pg_current_xact_id(),
  event_id        uuid        NOT NULL,
  stream_id       text        NOT NULL,
  stream_version  integer     NOT NULL,
  category        text        NOT NULL,
  type            text        NOT NULL,
  data            jsonb       NOT NULL,
  metadata        jsonb       NOT NULL,
  recorded_at     timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT events_stream_version_pkey PRIMARY KEY (stream_id, stream_version),
  CONSTRAINT events_event_id_key UNIQUE (event_id)
)`;
