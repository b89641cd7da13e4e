import type { NewEvent } from '@console/contracts';

/**
 * What one event may weigh, so that every event the store accepts the bus can carry (issue 11): NATS refuses a
 * message over its max_payload (1 MiB by default) and headers over 64 KiB, and a relay that cannot publish an event
 * stops every subscriber behind it. EVENT_MAX_BYTES (default 512 KiB) bounds an event's serialized data plus
 * metadata, leaving room for the message's envelope; the stream id and the type also travel in NATS headers.
 */
export const DEFAULT_EVENT_MAX_BYTES = 512 * 1024;
/** Far above any id the domain makes (`user-email-<address>` is at most ~330), far below the 64 KiB of headers. */
export const STREAM_ID_MAX_BYTES = 1024;
export const EVENT_TYPE_MAX_BYTES = 200;

export interface EventLimits {
  /** Most bytes of an event's serialized data + metadata (UTF-8). */
  readonly maxEventBytes: number;
}

export const defaultEventLimits: EventLimits = { maxEventBytes: DEFAULT_EVENT_MAX_BYTES };

/** An event, a stream id or an event type the store refuses for its size: the command's input was too large. */
export class EventTooLargeError extends Error {
  override readonly name = 'EventTooLargeError';
  constructor(
    readonly streamId: string,
    readonly what: 'event' | 'stream id' | 'event type',
    readonly bytes: number,
    readonly limit: number,
  ) {
    super(
      `append to ${streamId.slice(0, 100)}: the ${what} is ${bytes} bytes, more than the ${limit} the event store accepts`,
    );
  }
}

/** An event serialized once for the size check and the append itself. */
export interface SerializedEvent {
  readonly event: NewEvent;
  readonly data: string;
  readonly metadata: string;
}

/** Serializes `events` and refuses any that the bus could not carry; throws EventTooLargeError. */
export const serializeWithinLimits = (
  streamId: string,
  events: readonly NewEvent[],
  limits: EventLimits,
): SerializedEvent[] => {
  const idBytes = Buffer.byteLength(streamId);
  if (idBytes > STREAM_ID_MAX_BYTES) throw new EventTooLargeError(streamId, 'stream id', idBytes, STREAM_ID_MAX_BYTES);
  return events.map((event) => {
    const typeBytes = Buffer.byteLength(event.type);
    if (typeBytes > EVENT_TYPE_MAX_BYTES)
      throw new EventTooLargeError(streamId, 'event type', typeBytes, EVENT_TYPE_MAX_BYTES);
    const data = JSON.stringify(event.data ?? null);
    const metadata = JSON.stringify(event.metadata ?? null);
    // A UTF-16 unit is at most 3 UTF-8 bytes: count exactly only when that bound does not settle it.
    const units = data.length + metadata.length;
    if (units * 3 > limits.maxEventBytes) {
      const bytes = Buffer.byteLength(data) + Buffer.byteLength(metadata);
      if (bytes > limits.maxEventBytes) throw new EventTooLargeError(streamId, 'event', bytes, limits.maxEventBytes);
    }
    return { event, data, metadata };
  });
};
