/** The order every reader of all events walks, and the fence it stops at. */
export const eventsPositionIndexSql = `
CREATE INDEX IF NOT EXISTS events_transaction_position_idx ON es.events (transaction_id, global_position)`;
