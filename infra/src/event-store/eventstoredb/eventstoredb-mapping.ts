import { type GlobalPosition, type NewEvent, type RecordedEvent, comparePositions } from '@console/contracts';
import {
  type AppendExpectedRevision,
  type CurrentRevision,
  type EventData,
  type EventType,
  type Filter,
  type JSONType,
  type Position,
  type ReadPosition,
  type RecordedEvent as EsdbRecordedEvent,
  ANY,
  NO_STREAM,
  START,
  eventTypeFilter,
  excludeSystemEvents,
  jsonEvent,
  streamNameFilter,
} from '@eventstore/db-client';
import { decodeEventMetadata } from '../event-metadata.decode.js';
import { matchesFilter } from '../event-filter.js';
import type { ExpectedVersion, ReadAllFilter } from '../event-store.port.js';

/*
 * Our versions count events from 1; EventStoreDB's revisions number them from 0. Version N is revision N - 1,
 * and a stream at version N has its last event at revision N - 1.
 */

export const toExpectedRevision = (expected: ExpectedVersion): AppendExpectedRevision =>
  expected === 'any' ? ANY : expected === 'no_stream' || expected === 0 ? NO_STREAM : BigInt(expected - 1);

/** The version a WrongExpectedVersion reports: 'no_stream' is version 0. */
export const toActualVersion = (current: CurrentRevision): number => (current === NO_STREAM ? 0 : Number(current) + 1);

/** major = commit position, minor = prepare position. */
export const fromEsdbPosition = (position: Position): GlobalPosition => ({
  major: position.commit,
  minor: position.prepare,
});

/** START is the beginning of $all; any other position is one an event of ours was read at. */
export const toReadPosition = (position: GlobalPosition): ReadPosition =>
  position.major === 0n && position.minor === 0n ? START : { commit: position.major, prepare: position.minor };

const isJsonType = (value: unknown): value is JSONType =>
  typeof value === 'string' || (typeof value === 'object' && value !== null && !(value instanceof Uint8Array));

export const toEventData = (event: NewEvent): EventData => {
  if (!isJsonType(event.data)) {
    throw new TypeError(`Event ${event.id} (${event.type}): data must be a JSON object, array or string`);
  }
  return jsonEvent({ id: event.id, type: event.type, data: event.data, metadata: event.metadata });
};

/** Events the server writes for itself ($stats, $metadata, projections' links $>) are not the business's. */
export const isSystemEvent = (event: { readonly streamId: string; readonly type: string }): boolean =>
  event.type.startsWith('$') || event.streamId.startsWith('$');

export const fromEsdbEvent = (event: EsdbRecordedEvent<EventType>, position: Position | undefined): RecordedEvent => {
  if (!event.isJson) throw new TypeError(`Event ${event.id} in ${event.streamId}: not a JSON event`);
  if (!position) {
    throw new Error(`Event ${event.id} in ${event.streamId}: no position (EventStoreDB 22.6 or later reports it)`);
  }
  return {
    id: event.id,
    type: event.type,
    data: event.data,
    metadata: decodeEventMetadata(event.metadata, event.id),
    streamId: event.streamId,
    streamVersion: Number(event.revision) + 1,
    position: fromEsdbPosition(position),
    recordedAt: event.created.toISOString(),
  };
};

/**
 * One event of $all as the port sees it, or undefined when it is not for this reader: a system event, at or before
 * `from` (the server starts reads at, not after, a position), or outside the filter.
 */
export const fromAllStreamEvent = (
  event: EsdbRecordedEvent<EventType> & { readonly position: Position },
  from: GlobalPosition,
  filter: ReadAllFilter | undefined,
): RecordedEvent | undefined => {
  if (isSystemEvent(event)) return undefined;
  if (comparePositions(fromEsdbPosition(event.position), from) <= 0) return undefined;
  if (!matchesFilter(event.streamId, event.type, filter)) return undefined;
  return fromEsdbEvent(event, event.position);
};

/** .NET regular expressions share these metacharacters with JavaScript's. */
const escapeRegex = (text: string): string => text.replace(/[\\^$.|?*+()[\]{}#\s-]/g, (c) => `\\${c}`);

/**
 * The server-side filter of a subscription to $all: one filter only, so the most selective list goes to the server
 * and the full filter is applied again on the client. Both exclude system events: ours never start with '$'.
 */
export const toServerFilter = (filter: ReadAllFilter | undefined): Filter => {
  if (filter?.types && filter.types.length > 0) {
    return eventTypeFilter({ regex: `^(?:${filter.types.map(escapeRegex).join('|')})$` });
  }
  if (filter?.categories && filter.categories.length > 0) {
    return streamNameFilter({ regex: `^(?:${filter.categories.map(escapeRegex).join('|')})(?:-|$)` });
  }
  return excludeSystemEvents();
};
