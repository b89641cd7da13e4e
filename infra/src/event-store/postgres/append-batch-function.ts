/**
 * Appends to many streams in one transaction and one round trip, each append with its own expectation, by calling
 * es.append_events for each in order (so every rule of a single append holds: the stream lock, the expected
 * version, the retried-append check). One append's conflict does not stop the others: it is reported in its row,
 * as a single append would have reported it. Bulk writers (the demo data of `npm start`) use it so thousands of
 * commands share a commit instead of paying one each.
 *
 * p_appends: [{ "stream": text, "category": text, "expected": integer | null, "events": [...] }, ...]
 *            (expected and events as es.append_events takes them).
 * Returns one row per append, `ord` its 1-based place in p_appends, the rest as es.append_events returns.
 */
export const appendBatchFunctionSql = `
CREATE OR REPLACE FUNCTION es.append_events_batch(p_appends jsonb)
RETURNS TABLE (ord integer, outcome text, version integer, position_major text, position_minor bigint)
LANGUAGE plpgsql VOLATILE AS $fn$
DECLARE
  v_append jsonb;
  v_ord    integer := 0;
BEGIN
  FOR v_append IN SELECT a FROM jsonb_array_elements(p_appends) AS t(a) LOOP
    v_ord := v_ord + 1;
    RETURN QUERY
      SELECT v_ord, r.outcome, r.version, r.position_major, r.position_minor
        FROM es.append_events(
               v_append->>'stream',
               v_append->>'category',
               (v_append->>'expected')::integer,
               v_append->'events') AS r;
  END LOOP;
END
$fn$`;
