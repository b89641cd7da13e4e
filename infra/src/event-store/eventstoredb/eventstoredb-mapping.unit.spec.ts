import { START } from '@console/contracts';
import { ANY, NO_STREAM, START as ESDB_START } from '@eventstore/db-client';
import { newEvent } from '../event-store.contract.js';
import {
  fromAllStreamEvent,
  toActualVersion,
  toEventData,
  toExpectedRevision,
  toReadPosition,
  toServerFilter,
} from './eventstoredb-mapping.js';

const position = { commit: 500n, prepare: 480n };
const esdbEvent = (streamId: string, type: string, at = position) => {
  const event = newEvent(type, { a: 1 });
  return {
    streamId,
    id: event.id,
    isJson: true as const,
    revision: 4n,
    type,
    created: new Date('2025-01-02T03:04:05.678Z'),
    data: event.data as Record<string, unknown>,
    metadata: event.metadata,
    position: at,
  };
};

describe('EventStoreDB mapping', () => {
  test('expected versions: N ↔ revision N-1, no_stream and 0 ↔ NO_STREAM, any ↔ ANY', () => {
    expect(toExpectedRevision(3)).toBe(2n);
    expect(toExpectedRevision(1)).toBe(0n);
    expect(toExpectedRevision(0)).toBe(NO_STREAM);
    expect(toExpectedRevision('no_stream')).toBe(NO_STREAM);
    expect(toExpectedRevision('any')).toBe(ANY);
    expect(toActualVersion(NO_STREAM)).toBe(0);
    expect(toActualVersion(0n)).toBe(1);
    expect(toActualVersion(41n)).toBe(42);
  });

  test('positions: major = commit, minor = prepare; START is the start of $all', () => {
    expect(toReadPosition(START)).toBe(ESDB_START);
    expect(toReadPosition({ major: 7n, minor: 6n })).toEqual({ commit: 7n, prepare: 6n });
  });

  test('an event of $all becomes a RecordedEvent with version = revision + 1', () => {
    const event = esdbEvent('order-1', 'OrderConfirmed');
    expect(fromAllStreamEvent(event, START, undefined)).toEqual({
      id: event.id,
      type: 'OrderConfirmed',
      data: { a: 1 },
      metadata: event.metadata,
      streamId: 'order-1',
      streamVersion: 5,
      position: { major: 500n, minor: 480n },
      recordedAt: '2025-01-02T03:04:05.678Z',
    });
  });

  test('system events, events at or before the position, and filtered-out events are dropped', () => {
    expect(fromAllStreamEvent(esdbEvent('$stats-1', 'x'), START, undefined)).toBeUndefined();
    expect(fromAllStreamEvent(esdbEvent('order-1', '$metadata'), START, undefined)).toBeUndefined();
    expect(fromAllStreamEvent(esdbEvent('order-1', 'A'), { major: 500n, minor: 480n }, undefined)).toBeUndefined();
    expect(fromAllStreamEvent(esdbEvent('order-1', 'A'), { major: 500n, minor: 479n }, undefined)).toBeDefined();
    expect(fromAllStreamEvent(esdbEvent('order-1', 'A'), START, { types: ['B'] })).toBeUndefined();
    expect(fromAllStreamEvent(esdbEvent('order-1', 'A'), START, { categories: ['user'] })).toBeUndefined();
    expect(fromAllStreamEvent(esdbEvent('order-1', 'A'), START, { types: ['A'], categories: ['order'] })).toBeDefined();
  });

  test('events are written as JSON with their own ids', () => {
    const event = newEvent('A', { x: 1 });
    expect(toEventData(event)).toMatchObject({
      id: event.id,
      type: 'A',
      contentType: 'application/json',
      data: { x: 1 },
    });
    expect(() => toEventData({ ...event, data: 42 })).toThrow(TypeError);
  });

  test('the server-side filter: types, else categories, else no system events', () => {
    expect(toServerFilter({ types: ['OrderConfirmed', 'A.B'] })).toMatchObject({
      filterOn: 'eventType',
      regex: '^(?:OrderConfirmed|A\\.B)$',
    });
    expect(toServerFilter({ categories: ['order', 'user-email'] })).toMatchObject({
      filterOn: 'streamName',
      regex: '^(?:order|user\\-email)(?:-|$)',
    });
    expect(toServerFilter(undefined)).toMatchObject({ filterOn: 'eventType', regex: '^[^$].*' });
    expect(toServerFilter({ types: [], categories: [] })).toMatchObject({ regex: '^[^$].*' });
  });
});
