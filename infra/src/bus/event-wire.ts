import * as t from 'io-ts';
import { isLeft } from 'fp-ts/lib/Either.js';
import {
  EventMetadata,
  positionFromString,
  positionToString,
  type GlobalPosition,
  type RecordedEvent,
} from '@console/contracts';

/** A position on the wire: "major:minor" (JSON has no bigint). */
const PositionFromString = new t.Type<GlobalPosition, string, unknown>(
  'PositionFromString',
  (u): u is GlobalPosition =>
    typeof u === 'object' && u !== null && typeof (u as { major?: unknown }).major === 'bigint',
  (u, c) => {
    if (typeof u !== 'string' || !/^\d+:\d+$/.test(u)) return t.failure(u, c, 'expected "major:minor"');
    return t.success(positionFromString(u));
  },
  positionToString,
);

/** The JSON body of an event message; `data` stays unknown here: its codec belongs to its consumer. */
const WireEvent = t.type({
  id: t.string,
  type: t.string,
  streamId: t.string,
  streamVersion: t.number,
  position: PositionFromString,
  recordedAt: t.string,
  data: t.unknown,
  metadata: EventMetadata,
});

const encoder = new TextEncoder();
const decoder = new TextDecoder();

export const encodeEventMessage = (event: RecordedEvent): Uint8Array =>
  encoder.encode(
    JSON.stringify(
      WireEvent.encode({
        id: event.id,
        type: event.type,
        streamId: event.streamId,
        streamVersion: event.streamVersion,
        position: event.position,
        recordedAt: event.recordedAt,
        data: event.data,
        metadata: event.metadata,
      }),
    ),
  );

/** Throws on a body that is not a recorded event (a foreign or corrupt message). */
export const decodeEventMessage = (bytes: Uint8Array): RecordedEvent => {
  const json: unknown = JSON.parse(decoder.decode(bytes));
  const r = WireEvent.decode(json);
  if (isLeft(r)) {
    const paths = r.left.map(
      (e) =>
        e.context
          .map((c) => c.key)
          .filter(Boolean)
          .join('.') || '(root)',
    );
    throw new Error(`Not a recorded event message (bad ${[...new Set(paths)].join(', ')})`);
  }
  return r.right;
};

/** Notices are plain JSON; decodeNotice throws on a body that is not JSON (the subscriber logs and drops it). */
export const encodeNotice = (payload: unknown): Uint8Array => encoder.encode(JSON.stringify(payload));
export const decodeNotice = (bytes: Uint8Array): unknown => JSON.parse(decoder.decode(bytes));
