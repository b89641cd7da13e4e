/**
 * The streams of each category: one entry per stream (its first event), so listing a category's streams
 * (EventStore.streamsOfCategory) reads as many index entries as there are streams, not the category's events
 * nor the log.
 */
export const eventsCategoryStreamsIndexSql = `
CREATE INDEX IF NOT EXISTS events_category_streams_idx ON es.events (category, stream_id) WHERE stream_version = 1`;
