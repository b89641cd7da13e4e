import type { GlobalPosition, RecordedEvent } from '@console/contracts';
import { decodeEventMetadata } from '../event-metadata.decode.js';

/**
 * An `es.events` row as the read queries select it. Both halves of the position come as text: pg would turn a
 * bigint into a JS number (see pg-pool.ts), and xid8 has no parser at all.
 */
export interface EventRow {
  readonly position_major: string;
  readonly position_minor: string;
  readonly event_id: string;
  readonly stream_id: string;
  readonly stream_version: number;
  readonly type: string;
  readonly data: unknown;
  readonly metadata: unknown;
  readonly recorded_at: Date;
}

/** The select list that yields an EventRow. */
export const eventColumns = `
  transaction_id::text AS position_major, global_position::text AS position_minor, event_id, stream_id,
  stream_version, type, data, metadata, recorded_at`;

/** A position as the queries select it: both halves as text. */
export const positionOfRow = (row: {
  readonly position_major: string;
  readonly position_minor: string;
}): GlobalPosition => ({
  major: BigInt(row.position_major),
  minor: BigInt(row.position_minor),
});

export const toRecordedEvent = (row: EventRow): RecordedEvent => ({
  id: row.event_id,
  type: row.type,
  data: row.data,
  metadata: decodeEventMetadata(row.metadata, row.event_id),
  streamId: row.stream_id,
  streamVersion: row.stream_version,
  position: positionOfRow(row),
  recordedAt: row.recorded_at.toISOString(),
});
