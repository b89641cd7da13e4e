import * as t from 'io-ts';
import type { GlobalPosition } from './position.js';

/** Who and what caused an event; carried on every event (ARCHITECTURE §3). */
export const EventMetadata = t.type({
  userId: t.union([t.number, t.null]),
  partnerId: t.union([t.number, t.null]),
  correlationId: t.string,
  causationId: t.union([t.string, t.null]),
  command: t.string,
  occurredAt: t.string,
});
export type EventMetadata = t.TypeOf<typeof EventMetadata>;

/** An event about to be appended. `id` is a UUID chosen by the writer: re-appending it is a no-op. */
export interface NewEvent<Type extends string = string, Data = unknown> {
  readonly id: string;
  readonly type: Type;
  readonly data: Data;
  readonly metadata: EventMetadata;
}

/** An event as stored: `streamVersion` counts from 1 within its stream. */
export interface RecordedEvent<Type extends string = string, Data = unknown> extends NewEvent<Type, Data> {
  readonly streamId: string;
  readonly streamVersion: number;
  readonly position: GlobalPosition;
  readonly recordedAt: string;
}

/** `user-12` → `user`: the category is everything before the first dash (`user-email-a@b.c` → `user`, a reservation). */
export const streamCategory = (streamId: string): string => {
  const i = streamId.indexOf('-');
  return i < 0 ? streamId : streamId.slice(0, i);
};

export const streamIdOf = (category: string, id: number | string): string => `${category}-${id}`;
