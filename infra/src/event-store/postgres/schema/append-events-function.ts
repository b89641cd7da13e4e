/**
 * Appends events to one stream in one round trip (`SELECT * FROM es.append_events(...)` in autocommit), so one
 * event per transaction stays cheap. It runs in the caller's READ COMMITTED transaction, where every statement
 * takes a fresh snapshot: once the stream row is locked, the statements after the lock see whatever the appends
 * it waited for committed.
 *
 * p_expected: NULL = any version, 0 = the stream must not exist ("no stream"), N = the stream holds N events.
 * p_events:   [{ "id": uuid, "type": text, "data": json, "metadata": json }, ...], in stream order.
 * Returns one row:
 *   'appended'  version = the stream's new version, position = the last event written;
 *   'duplicate' every id is already stored in this stream, consecutively, where this append would have put them:
 *               the original result, nothing written (a retried command);
 *   'conflict'  version = the stream's actual version; nothing written.
 * Ids already stored in another stream fail on the event_id unique key.
 */
export const appendEventsFunctionSql = `
CREATE OR REPLACE FUNCTION es.append_events(
  p_stream_id text,
  p_category  text,
  p_expected  integer,
  p_events    jsonb
) RETURNS TABLE (outcome text, version integer, position_major text, position_minor bigint)
LANGUAGE plpgsql VOLATILE AS $fn$
DECLARE
  v_count   integer := jsonb_array_length(p_events);
  v_current integer;
  v_base    integer;
  v_found   integer;
  v_offset  integer;
  v_spread  integer;
  v_last    bigint;
BEGIN
  IF v_count = 0 THEN
    RAISE EXCEPTION 'es.append_events: no events to append to %', p_stream_id USING ERRCODE = 'invalid_parameter_value';
  END IF;

  LOOP
    -- Queue behind concurrent appends to this stream; absent until the stream's first append commits.
    SELECT s.stream_version INTO v_current FROM es.streams s WHERE s.stream_id = p_stream_id FOR UPDATE;

    IF v_current IS NOT NULL THEN
      -- The expected version does not hold (or 'any'): this may be the retry of an append that committed, whose
      -- ids then sit at consecutive versions of this stream. When it holds, the ids cannot be there yet.
      IF p_expected IS NULL OR p_expected <> v_current THEN
        SELECT count(*)::integer, min(e.stream_version - n.ord::integer), max(e.stream_version - n.ord::integer)
          INTO v_found, v_offset, v_spread
          FROM jsonb_array_elements(p_events) WITH ORDINALITY AS n(event, ord)
          JOIN es.events e ON e.event_id = (n.event->>'id')::uuid AND e.stream_id = p_stream_id;
        IF v_found = v_count AND v_offset = v_spread AND (p_expected IS NULL OR p_expected = v_offset) THEN
          RETURN QUERY
            SELECT 'duplicate'::text, e.stream_version, e.transaction_id::text, e.global_position
              FROM es.events e WHERE e.stream_id = p_stream_id AND e.stream_version = v_offset + v_count;
          RETURN;
        END IF;
        IF v_found > 0 OR p_expected IS NOT NULL THEN
          RETURN QUERY SELECT 'conflict'::text, v_current, NULL::text, NULL::bigint;
          RETURN;
        END IF;
      END IF;
      UPDATE es.streams s SET stream_version = v_current + v_count WHERE s.stream_id = p_stream_id;
      v_base := v_current;
      EXIT;
    END IF;

    IF p_expected IS NOT NULL AND p_expected <> 0 THEN
      RETURN QUERY SELECT 'conflict'::text, 0, NULL::text, NULL::bigint;
      RETURN;
    END IF;
    -- A concurrent first append to the same stream makes this wait for it, then do nothing: go round again,
    -- and the stream row is now visible and lockable.
    INSERT INTO es.streams (stream_id, stream_version) VALUES (p_stream_id, v_count) ON CONFLICT (stream_id) DO NOTHING;
    IF FOUND THEN
      v_base := 0;
      EXIT;
    END IF;
  END LOOP;

  WITH inserted AS (
    INSERT INTO es.events (event_id, stream_id, stream_version, category, type, data, metadata)
    SELECT (n.event->>'id')::uuid, p_stream_id, v_base + n.ord::integer, p_category,
           n.event->>'type', n.event->'data', n.event->'metadata'
      FROM jsonb_array_elements(p_events) WITH ORDINALITY AS n(event, ord)
     ORDER BY n.ord
    RETURNING global_position
  )
  SELECT max(i.global_position) INTO v_last FROM inserted i;

  -- No pg_notify here: PostgreSQL serializes the commits of notifying transactions under one lock, so appends would
  -- not scale with writers (issue 13). The appending process wakes readers after the commit (append-notifier.ts).

  RETURN QUERY SELECT 'appended'::text, v_base + v_count, pg_current_xact_id()::text, v_last;
END
$fn$`;
