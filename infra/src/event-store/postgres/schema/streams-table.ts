/**
 * One row per stream with its current version: the row appends lock to queue behind each other, and the version
 * they check the writer's expectation against (optimistic concurrency). A stream exists once it holds an event, so
 * "no stream" and "version 0" are the same state. A low fillfactor keeps the version update a HOT update.
 */
export const streamsTableSql = `
CREATE TABLE IF NOT EXISTS es.streams (
  stream_id      text    PRIMARY KEY,
  stream_version integer NOT NULL CHECK (stream_version > 0)
) WITH (fillfactor = 70)`;
