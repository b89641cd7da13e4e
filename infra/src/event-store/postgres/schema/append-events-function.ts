/**
 * Appends events to one stream in one round trip (`SELECT * FROM es.append_events(...)` in autocommit), so one
 * event per transaction stays cheap: one probe of the stream's newest version and one INSERT (issue 13: no stream
 * table to lock and update). The events' primary key (stream_id, stream_version) is the optimistic concurrency
 * check: two appends that expect the same version both try to write the next one, and the unique index makes the
 * later one wait for the first and then write nothing. It runs in the caller's READ COMMITTED transaction, where
 * every statement takes a fresh snapshot, so the statements after that wait see what the first committed.
 *
 * p_expected: NULL = any version, 0 = the stream must not exist ("no stream"), N = the stream holds N events.
 * p_events:   [{ "id": uuid, "type": text, "data": json, "metadata": json }, ...], in stream order.
 * Returns one row:
 *   'appended'  version = the stream's new version, position = the last event written;
 *   'duplicate' every id is already stored in this stream, consecutively, where this append would have put them:
 *               the original result, nothing written (a retried command);
 *   'conflict'  version = the stream's actual version; nothing written.
 * Ids already stored in another stream fail on the event_id unique key. When another append to the stream
 * commits between the probe and the INSERT and takes only some of the versions this one writes (several events),
 * it fails with SQLSTATE 40001 and nothing written: the caller tries again.
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
  v_written integer;
  v_found   integer;
  v_offset  integer;
  v_spread  integer;
  v_last    bigint;
BEGIN
  IF v_count = 0 THEN
    RAISE EXCEPTION 'es.append_events: no events to append to %', p_stream_id USING ERRCODE = 'invalid_parameter_value';
  END IF;

  LOOP
    SELECT COALESCE(max(e.stream_version), 0) INTO v_current FROM es.events e WHERE e.stream_id = p_stream_id;

    -- The expected version does not hold (or 'any'): this may be the retry of an append that committed, whose ids
    -- then sit at consecutive versions of this stream. When it holds, the ids cannot be there yet.
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

    WITH inserted AS (
      INSERT INTO es.events (event_id, stream_id, stream_version, category, type, data, metadata)
      SELECT (n.event->>'id')::uuid, p_stream_id, v_current + n.ord::integer, p_category,
             n.event->>'type', n.event->'data', n.event->'metadata'
        FROM jsonb_array_elements(p_events) WITH ORDINALITY AS n(event, ord)
       ORDER BY n.ord
      ON CONFLICT (stream_id, stream_version) DO NOTHING
      RETURNING global_position
    )
    SELECT count(*)::integer, max(i.global_position) INTO v_written, v_last FROM inserted i;

    IF v_written = v_count THEN
      -- No pg_notify here: PostgreSQL serializes the commits of notifying transactions under one lock, so appends
      -- would not scale with writers (issue 13). The appending process wakes readers after the commit.
      RETURN QUERY SELECT 'appended'::text, v_current + v_count, pg_current_xact_id()::text, v_last;
      RETURN;
    END IF;
    IF v_written > 0 THEN
      RAISE EXCEPTION 'es.append_events: another append to % took some of its versions; try again', p_stream_id
        USING ERRCODE = 'serialization_failure';
    END IF;
    -- A concurrent append took the next version first and has committed: look again (a new snapshot sees it);
    -- the expected version now fails, or 'any' appends after it.
  END LOOP;
END
$fn$`;
