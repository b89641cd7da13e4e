import type pg from 'pg';
import { sqlStateOf } from '@console/infra';
import type { RecordedEvent } from '@console/contracts';

/** An event the bus refused for itself, kept aside so the relay goes on (issue 11). */
export interface ParkedMessage {
  readonly relay: string;
  readonly eventId: string;
  readonly position: string;
  readonly streamId: string;
  readonly streamVersion: number;
  readonly eventType: string;
  readonly error: string;
  readonly parkedAt: string;
}

/**
 * Refusals that are about the message itself, which no retry can change: NATS's max_payload and header limits
 * (checked by the client before sending, or by the server). Anything else (a lost connection, a timeout, the order
 * guard) is about the bus, and the relay retries it.
 */
export const refusedForItself = (error: unknown): boolean => {
  const cause = error instanceof Error ? (error as { cause?: unknown }).cause : undefined;
  const causeText = cause instanceof Error ? cause.message : typeof cause === 'string' ? cause : '';
  const text = error instanceof Error ? `${error.message} ${causeText}` : String(error);
  return /max_payload|maximum payload|payload violation|header size|message too large/i.test(text);
};

interface ParkedRow {
  readonly relay: string;
  readonly event_id: string;
  readonly major: string;
  readonly minor: string;
  readonly stream_id: string;
  readonly stream_version: number;
  readonly event_type: string;
  readonly error: string;
  readonly parked_at: Date;
}

export class ParkedMessages {
  constructor(private readonly pool: pg.Pool) {}

  async park(relay: string, event: RecordedEvent, error: unknown): Promise<void> {
    const message = (error instanceof Error ? error.message : String(error)).slice(0, 2000);
    await this.pool.query(
      `INSERT INTO relay.parked (relay, event_id, major, minor, stream_id, stream_version, event_type, error)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (relay, event_id) DO UPDATE SET error = EXCLUDED.error, parked_at = now()`,
      [
        relay,
        event.id,
        event.position.major.toString(),
        event.position.minor.toString(),
        event.streamId,
        event.streamVersion,
        event.type,
        message,
      ],
    );
  }

  /** The newest first, at most `limit`; none where no relay ever ran (its table is made by the relay's migration). */
  async list(relay: string, limit = 100): Promise<ParkedMessage[]> {
    const { rows } = await this.pool
      .query<ParkedRow>(
        `SELECT relay, event_id::text AS event_id, major::text AS major, minor::text AS minor, stream_id, stream_version,
              event_type, error, parked_at
         FROM relay.parked WHERE relay = $1 ORDER BY major DESC, minor DESC LIMIT $2`,
        [relay, limit],
      )
      .catch((error: unknown) => {
        if (['42P01', '3F000'].includes(sqlStateOf(error) ?? '')) return { rows: [] as ParkedRow[] };
        throw error;
      });
    return rows.map((r) => ({
      relay: r.relay,
      eventId: r.event_id,
      position: `${r.major}:${r.minor}`,
      streamId: r.stream_id,
      streamVersion: r.stream_version,
      eventType: r.event_type,
      error: r.error,
      parkedAt: new Date(r.parked_at).toISOString(),
    }));
  }
}
