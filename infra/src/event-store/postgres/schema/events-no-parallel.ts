/**
 * No parallel plans on the log. Its reads are index lookups by stream or by position, a few rows to a few thousand;
 * with stale statistics (a large seed before autovacuum came by) the planner took `stream_id = ANY($1)` for a
 * quarter of the table and started parallel workers, whose start-up on a busy 2-core server cost 0.2–1.4 s a read
 * where the rows took 4 ms (the monthly billing run at 1,000,000 storages, issue 15). Set only when not yet set: an
 * ALTER TABLE at every start would queue behind a running VACUUM.
 */
export const eventsNoParallelSql = `
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_class
                  WHERE oid = 'es.events'::regclass AND 'parallel_workers=0' = ANY (COALESCE(reloptions, '{}'))) THEN
    ALTER TABLE es.events SET (parallel_workers = 0);
  END IF;
END
$$`;
