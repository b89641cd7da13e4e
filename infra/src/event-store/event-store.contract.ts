import crypto from 'node:crypto';
import {
  type GlobalPosition,
  type NewEvent,
  type RecordedEvent,
  comparePositions,
  isAtOrAfter,
  positionToString,
} from '@console/contracts';
import { WrongExpectedVersionError } from './event-store.errors.js';
import { DEFAULT_EVENT_MAX_BYTES, EventTooLargeError, STREAM_ID_MAX_BYTES } from './event-limits.js';
import type { EventStore, EventSubscription, ReadStreamRange } from './event-store.port.js';

/** A store to test and how to let go of it (and of whatever was made for it, such as a scratch database). */
export interface EventStoreFixture {
  readonly store: EventStore;
  dispose(): Promise<void>;
}

/**
 * The behaviour every EventStore adapter owes the rest of the system (ARCHITECTURE §4), one suite for all. Every
 * test writes to streams of a category of its own, so the suite can run on a shared server next to other data.
 */
export const describeEventStoreContract = (name: string, factory: () => Promise<EventStoreFixture>): void => {
  describe(`EventStore contract: ${name}`, () => {
    let fixture: EventStoreFixture | undefined;
    const store = (): EventStore => {
      if (!fixture) throw new Error('the store fixture was not created');
      return fixture.store;
    };

    beforeAll(async () => {
      fixture = await factory();
    });
    afterAll(async () => {
      await fixture?.dispose();
    });

    test('appends to a stream and reads it back in version order, whole or by range', async () => {
      const stream = `${uniqueCategory()}-1`;
      const events = [newEvent('ThingCreated', { n: 1 }), newEvent('ThingRenamed', { n: 2, name: 'ä €' })];
      const first = await store().append(stream, events, 'no_stream');
      expect(first.nextExpectedVersion).toBe(2);
      const renamed = newEvent('ThingRenamed', { n: 3 });
      const third = await store().append(stream, [renamed], 2);
      expect(third.nextExpectedVersion).toBe(3);
      expect(comparePositions(third.position, first.position)).toBe(1);

      const read = await store().readStream(stream);
      expect(read.map((e) => [e.streamId, e.streamVersion, e.type, e.data])).toEqual([
        [stream, 1, 'ThingCreated', { n: 1 }],
        [stream, 2, 'ThingRenamed', { n: 2, name: 'ä €' }],
        [stream, 3, 'ThingRenamed', { n: 3 }],
      ]);
      expect(read.map((e) => e.id)).toEqual([...events, renamed].map((e) => e.id));
      expect(read[0]?.metadata).toEqual(events[0]?.metadata);
      expect(Number.isNaN(Date.parse(read[0]?.recordedAt ?? ''))).toBe(false);
      expect(read[1]?.position).toEqual(first.position);
      expect(read[2]?.position).toEqual(third.position);

      const versions = async (range: ReadStreamRange) =>
        (await store().readStream(stream, range)).map((e) => e.streamVersion);
      expect(await versions({ fromVersion: 2 })).toEqual([2, 3]);
      expect(await versions({ fromVersion: 1, toVersion: 2 })).toEqual([1, 2]);
      expect(await versions({ fromVersion: 2, toVersion: 2 })).toEqual([2]);
      expect(await versions({ fromVersion: 4 })).toEqual([]);
      expect(await store().readStream(`${uniqueCategory()}-missing`)).toEqual([]);
    });

    test('readStreams reads several streams at once, each in version order, a missing one empty', async () => {
      const category = uniqueCategory();
      const [a, b, missing] = [`${category}-1`, `${category}-2`, `${category}-3`];
      await store().append(a, [newEvent('ThingCreated', { n: 1 }), newEvent('ThingRenamed', { n: 2 })], 'no_stream');
      await store().append(b, [newEvent('ThingCreated', { n: 3 })], 'no_stream');
      await store().append(a, [newEvent('ThingRenamed', { n: 4 })], 2);
      const read = await store().readStreams([b, missing, a]);
      expect([...read.keys()].sort()).toEqual([a, b, missing].sort());
      expect(read.get(a)?.map((e) => [e.streamId, e.streamVersion, e.data])).toEqual([
        [a, 1, { n: 1 }],
        [a, 2, { n: 2 }],
        [a, 3, { n: 4 }],
      ]);
      expect(read.get(b)).toEqual(await store().readStream(b));
      expect(read.get(missing)).toEqual([]);
      expect((await store().readStreams([])).size).toBe(0);
    });

    test('startStreams writes the first event of each new stream, and nothing to a stream that exists', async () => {
      const category = uniqueCategory();
      const [a, b, c] = [`${category}-1`, `${category}-2`, `${category}-3`];
      await store().append(b, [newEvent('ThingCreated', { n: 0 })], 'no_stream');
      const started = await store().startStreams([
        { streamId: a, event: newEvent('ThingCreated', { n: 1 }) },
        { streamId: b, event: newEvent('ThingCreated', { n: 2 }) },
        { streamId: c, event: newEvent('ThingCreated', { n: 3 }) },
      ]);
      expect(started.existing).toEqual([b]);
      expect(started.position).toBeDefined();
      const read = await store().readStreams([a, b, c]);
      expect([a, b, c].map((id) => read.get(id)!.map((e) => [e.streamVersion, e.data]))).toEqual([
        [[1, { n: 1 }]],
        [[1, { n: 0 }]],
        [[1, { n: 3 }]],
      ]);
      // A stream started this way takes appends at its version, as any other.
      await store().append(a, [newEvent('ThingRenamed')], 1);
      expect(await store().startStreams([])).toEqual({ position: undefined, existing: [] });
    });

    test('streamsOfCategory lists the streams of a category once each, by stream id, in pages', async () => {
      const category = uniqueCategory();
      const other = uniqueCategory();
      const [a, b, c] = [`${category}-10`, `${category}-2`, `${category}-7`];
      await store().append(b, [newEvent('ThingCreated'), newEvent('ThingRenamed')], 'no_stream');
      await store().append(a, [newEvent('ThingCreated')], 'no_stream');
      await store().append(`${other}-1`, [newEvent('ThingCreated')], 'no_stream');
      await store().append(c, [newEvent('ThingCreated')], 'no_stream');
      await store().append(b, [newEvent('ThingRenamed')], 2);
      expect(await store().streamsOfCategory(category, null, 10)).toEqual([a, b, c]);
      expect(await store().streamsOfCategory(category, null, 2)).toEqual([a, b]);
      expect(await store().streamsOfCategory(category, b, 2)).toEqual([c]);
      expect(await store().streamsOfCategory(uniqueCategory(), null, 10)).toEqual([]);
    });

    test('readLastEvents reads the newest event of each stream, none for a missing one', async () => {
      const category = uniqueCategory();
      const [a, b, missing] = [`${category}-1`, `${category}-2`, `${category}-3`];
      await store().append(a, [newEvent('ThingCreated', { n: 1 }), newEvent('ThingRenamed', { n: 2 })], 'no_stream');
      await store().append(b, [newEvent('ThingCreated', { n: 3 })], 'no_stream');
      await store().append(a, [newEvent('ThingRenamed', { n: 4 })], 2);
      const read = await store().readLastEvents([b, missing, a, a]);
      expect([...read.keys()].sort()).toEqual([a, b].sort());
      expect([read.get(a)?.streamVersion, read.get(a)?.data]).toEqual([3, { n: 4 }]);
      expect(read.get(b)).toEqual((await store().readStream(b))[0]);
      expect((await store().readLastEvents([])).size).toBe(0);
    });

    test("a stale expected version is a WrongExpectedVersionError with the actual one; 'any' appends", async () => {
      const stream = `${uniqueCategory()}-1`;
      await store().append(stream, [newEvent('A'), newEvent('B')], 'no_stream');

      const stale = await store()
        .append(stream, [newEvent('C')], 1)
        .catch((e: unknown) => e);
      expect(stale).toBeInstanceOf(WrongExpectedVersionError);
      expect(stale).toMatchObject({ streamId: stream, expected: 1, actual: 2 });

      const ahead = await store()
        .append(`${uniqueCategory()}-new`, [newEvent('A')], 3)
        .catch((e: unknown) => e);
      expect(ahead).toMatchObject({ name: 'WrongExpectedVersionError', actual: 0 });

      expect((await store().append(stream, [newEvent('D')], 'any')).nextExpectedVersion).toBe(3);
      expect((await store().append(`${uniqueCategory()}-any`, [newEvent('A')], 'any')).nextExpectedVersion).toBe(1);
      expect((await store().readStream(stream)).map((e) => e.type)).toEqual(['A', 'B', 'D']);
    });

    test("'no_stream' on an existing stream fails: a uniqueness reservation holds once", async () => {
      const reservation = `${uniqueCategory()}-email-someone@example.com`;
      await store().append(reservation, [newEvent('EmailReserved', { userId: 1 })], 'no_stream');
      const second = await store()
        .append(reservation, [newEvent('EmailReserved', { userId: 2 })], 'no_stream')
        .catch((e: unknown) => e);
      expect(second).toBeInstanceOf(WrongExpectedVersionError);
      expect(second).toMatchObject({ streamId: reservation, expected: 'no_stream', actual: 1 });
      expect((await store().readStream(reservation)).map((e) => e.data)).toEqual([{ userId: 1 }]);
    });

    test('re-appending stored events (a retried command) returns the first result and writes nothing', async () => {
      const stream = `${uniqueCategory()}-1`;
      const events = [newEvent('A'), newEvent('B')];
      const original = await store().append(stream, events, 'no_stream');
      expect(await store().append(stream, events, 'no_stream')).toEqual(original);

      const next = [newEvent('C')];
      const third = await store().append(stream, next, 2);
      // The expected versions of the retries are stale now; they are still the same appends.
      expect(await store().append(stream, events, 'no_stream')).toEqual(original);
      expect(await store().append(stream, next, 2)).toEqual(third);
      expect((await store().readStream(stream)).map((e) => e.id)).toEqual([...events, ...next].map((e) => e.id));
    });

    test('an event larger than the bus carries, or a stream id too long for its headers, is refused and writes nothing', async () => {
      const stream = `${uniqueCategory()}-1`;
      const big = newEvent('ThingCreated', { text: 'é'.repeat(DEFAULT_EVENT_MAX_BYTES / 2) }); // 2 bytes each in UTF-8
      await expect(store().append(stream, [newEvent('A'), big], 'no_stream')).rejects.toThrow(EventTooLargeError);
      await expect(
        store().append(`${uniqueCategory()}-${'x'.repeat(STREAM_ID_MAX_BYTES)}`, [newEvent('A')], 'any'),
      ).rejects.toThrow(EventTooLargeError);
      expect(await store().readStream(stream)).toEqual([]);
      // Just under the limit is fine.
      const fits = newEvent('ThingCreated', { text: 'a'.repeat(DEFAULT_EVENT_MAX_BYTES - 2000) });
      expect((await store().append(stream, [fits], 'no_stream')).nextExpectedVersion).toBe(1);
    });

    test('committedHeadPosition reaches every appended event at once; headPosition never passes it', async () => {
      const stream = `${uniqueCategory()}-1`;
      const appended = await store().append(stream, [newEvent('A')], 'no_stream');
      const committed = await store().committedHeadPosition();
      expect(comparePositions(committed, appended.position)).toBeGreaterThanOrEqual(0);
      expect(comparePositions(await store().headPosition(), committed)).toBeLessThanOrEqual(0);
    });

    test('readAll: all streams in one global order, after a position, to a limit, by type and category', async () => {
      const category = uniqueCategory();
      const other = uniqueCategory();
      const [typeA, typeB] = [`Added${category}`, `Removed${category}`];
      const from = await store().headPosition();

      await store().append(`${category}-1`, [newEvent(typeA, { i: 1 })], 'no_stream');
      await store().append(`${category}-2`, [newEvent(typeB, { i: 2 })], 'no_stream');
      await store().append(`${other}-1`, [newEvent(typeA, { i: 3 })], 'no_stream');
      const last = await store().append(`${category}-1`, [newEvent(typeA, { i: 4 }), newEvent(typeB, { i: 5 })], 1);

      // A reader of all events may lag a moment behind a writer (PostgreSQL's fence waits for older transactions).
      await untilReadable(store(), last.position);
      const ours = await store().readAll(from, 100, { categories: [category, other] });
      expect(ours.map((e) => e.data)).toEqual([{ i: 1 }, { i: 2 }, { i: 3 }, { i: 4 }, { i: 5 }]);
      expect(ours.map((e) => `${e.streamId}@${e.streamVersion}`)).toEqual([
        `${category}-1@1`,
        `${category}-2@1`,
        `${other}-1@1`,
        `${category}-1@2`,
        `${category}-1@3`,
      ]);
      expectStrictlyIncreasing(ours.map((e) => e.position));
      expect(ours.at(-1)?.position).toEqual(last.position);

      const firstTwo = await store().readAll(from, 2, { categories: [category, other] });
      expect(firstTwo.map((e) => e.data)).toEqual([{ i: 1 }, { i: 2 }]);
      const rest = await store().readAll(firstTwo[1]?.position ?? from, 100, { categories: [category, other] });
      expect(rest.map((e) => e.data)).toEqual([{ i: 3 }, { i: 4 }, { i: 5 }]);

      expect((await store().readAll(from, 100, { categories: [category] })).map((e) => e.data)).toEqual([
        { i: 1 },
        { i: 2 },
        { i: 4 },
        { i: 5 },
      ]);
      expect((await store().readAll(from, 100, { types: [typeB] })).map((e) => e.data)).toEqual([{ i: 2 }, { i: 5 }]);
      expect((await store().readAll(from, 100, { types: [typeA], categories: [other] })).map((e) => e.data)).toEqual([
        { i: 3 },
      ]);
      const isOurs = (e: RecordedEvent) => [category, other].some((c) => e.streamId.startsWith(`${c}-`));
      const unfiltered = (await store().readAll(from, 10_000)).filter(isOurs);
      expect(unfiltered.map((e) => e.data)).toEqual(ours.map((e) => e.data));
      expect(await store().readAll(last.position, 100, { categories: [category, other] })).toEqual([]);
    });

    test('subscribeAll catches up from a position, then delivers events appended later, until closed', async () => {
      const category = uniqueCategory();
      const stream = `${category}-1`;
      await store().append(stream, [newEvent('A', { i: 1 })], 'no_stream');
      await store().append(stream, [newEvent('A', { i: 2 }), newEvent('A', { i: 3 })], 1);
      const [versionTwo] = await store().readStream(stream, { fromVersion: 2, toVersion: 2 });
      if (!versionTwo) throw new Error('version 2 was not read back');

      const subscription = store().subscribeAll(versionTwo.position, { categories: [category] });
      const received = collect(subscription, 2, 20_000);
      await delay(300);
      await store().append(stream, [newEvent('A', { i: 4 })], 3);
      const events = await received;
      expect(events.map((e) => e.data)).toEqual([{ i: 3 }, { i: 4 }]);

      const live = store().subscribeAll(await store().headPosition(), { categories: [category] });
      const next = collect(live, 2, 20_000);
      await store().append(stream, [newEvent('A', { i: 5 })], 4);
      await store().append(`${uniqueCategory()}-1`, [newEvent('A', { i: 99 })], 'no_stream');
      await store().append(stream, [newEvent('A', { i: 6 })], 5);
      expect((await next).map((e) => e.data)).toEqual([{ i: 5 }, { i: 6 }]);
    });

    test('close() ends an iteration that is waiting for events', async () => {
      const subscription = store().subscribeAll(await store().headPosition(), { categories: [uniqueCategory()] });
      const iteration = (async () => {
        let count = 0;
        for await (const _event of subscription) count++;
        return count;
      })();
      await delay(300);
      await subscription.close();
      await expect(withTimeout(iteration, 5_000, 'the iteration did not end after close()')).resolves.toBe(0);
    });

    test('gap-free: a live subscriber gets each event of 4 concurrent writers once, each stream in order', async () => {
      const category = uniqueCategory();
      const writers = 4;
      const eventsPerWriter = 2_000;
      const streamsPerWriter = 5;
      const total = writers * eventsPerWriter;

      const subscription = store().subscribeAll(await store().headPosition(), { categories: [category] });
      const received = collect(subscription, total, 110_000);

      const writer = async (w: number): Promise<void> => {
        const versions = new Array<number>(streamsPerWriter).fill(0);
        for (let i = 0; i < eventsPerWriter; i++) {
          const s = i % streamsPerWriter;
          const stream = `${category}-w${w}s${s}`;
          const result = await store().append(stream, [newEvent('Counted', { w, i })], versions[s] ?? 0);
          versions[s] = result.nextExpectedVersion;
        }
      };
      try {
        await Promise.all(Array.from({ length: writers }, (_, w) => writer(w)));
      } catch (error) {
        await subscription.close();
        await received.catch(() => undefined);
        throw error;
      }
      // Everything is written: what has not come shortly after never will (and a broken store fails fast).
      const settle = setTimeout(() => void subscription.close(), 30_000);
      const events = await received.finally(() => clearTimeout(settle));

      expect(events).toHaveLength(total);
      expect(new Set(events.map((e) => e.id)).size).toBe(total);
      expectStrictlyIncreasing(events.map((e) => e.position));
      const versionsByStream = new Map<string, number[]>();
      for (const e of events) {
        versionsByStream.set(e.streamId, [...(versionsByStream.get(e.streamId) ?? []), e.streamVersion]);
      }
      expect(versionsByStream.size).toBe(writers * streamsPerWriter);
      const perStream = eventsPerWriter / streamsPerWriter;
      for (const versions of versionsByStream.values()) {
        expect(versions).toEqual(Array.from({ length: perStream }, (_, i) => i + 1));
      }
    });
  });
};

/** A category no other test (here or on a shared server) writes to. */
export const uniqueCategory = (): string => `t${crypto.randomBytes(5).toString('hex')}`;

export const newEvent = (type: string, data: Record<string, unknown> = {}): NewEvent => ({
  id: crypto.randomUUID(),
  type,
  data,
  metadata: {
    userId: 1,
    partnerId: 1,
    correlationId: crypto.randomUUID(),
    causationId: null,
    command: 'ContractTest',
    occurredAt: new Date().toISOString(),
  },
});

/** Waits until the head of all events is at or after `position`; fails after 20 s. */
const untilReadable = async (store: EventStore, position: GlobalPosition): Promise<void> => {
  const deadline = Date.now() + 20_000;
  while (!isAtOrAfter(await store.headPosition(), position)) {
    if (Date.now() > deadline) throw new Error(`position ${positionToString(position)} never became readable`);
    await delay(20);
  }
};

const delay = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

const withTimeout = <T>(promise: Promise<T>, ms: number, message: string): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(message)), ms);
    promise.then(
      (value) => (clearTimeout(timer), resolve(value)),
      (error: unknown) => (clearTimeout(timer), reject(error instanceof Error ? error : new Error(String(error)))),
    );
  });

/** The first `count` events of a subscription, which is then closed; fails if they do not all come in time. */
export const collect = async (
  subscription: EventSubscription,
  count: number,
  timeoutMs: number,
): Promise<RecordedEvent[]> => {
  const events: RecordedEvent[] = [];
  const timer = setTimeout(() => void subscription.close(), timeoutMs);
  try {
    for await (const event of subscription) {
      events.push(event);
      if (events.length >= count) break;
    }
  } finally {
    clearTimeout(timer);
    await subscription.close();
  }
  if (events.length < count) {
    throw new Error(`the subscription delivered ${events.length} of ${count} events in ${timeoutMs} ms`);
  }
  return events;
};

export const expectStrictlyIncreasing = (positions: readonly GlobalPosition[]): void => {
  positions.forEach((position, i) => {
    const previous = positions[i - 1];
    if (previous && comparePositions(previous, position) >= 0) {
      throw new Error(`position ${i} (${positionToString(position)}) is not after ${positionToString(previous)}`);
    }
  });
};
