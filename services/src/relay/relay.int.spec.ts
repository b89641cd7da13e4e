import crypto from 'node:crypto';
import type pg from 'pg';
import { positionToString, type RecordedEvent } from '@console/contracts';
import { createPool, InProcessBus, PostgresEventStore, type Bus, type BusLogger, type NatsBus } from '@console/infra';
import { createScratchDatabase } from '@console/infra/testing';
import { Relay, type RelayOptions } from './relay.js';
import { appendTestEvents, connectScratchBus, readEverything, relayNatsUrl, waitUntil } from './relay-fixtures.js';

const quiet: BusLogger = { warn: () => undefined, error: () => undefined };

/** Collects what a subscriber receives, and fails the test on a duplicate or an event out of store order. */
const collector = () => {
  const received: RecordedEvent[] = [];
  return { received, handler: (e: RecordedEvent) => void received.push(e) };
};

const expectExactlyOnceInOrder = (received: readonly RecordedEvent[], expected: readonly RecordedEvent[]) => {
  expect(new Set(received.map((e) => e.id)).size).toBe(received.length);
  expect(received.map((e) => e.id)).toEqual(expected.map((e) => e.id));
};

/** Counts publishes, to show what a restart republishes. */
const counting = (bus: Bus): Bus & { published: number } => {
  const proxy = Object.create(bus) as Bus & { published: number };
  proxy.published = 0;
  proxy.publishEvent = (e) => {
    proxy.published++;
    return bus.publishEvent(e);
  };
  return proxy;
};

describe(`relay (PostgreSQL event store → NATS ${relayNatsUrl()})`, () => {
  let database: { url: string; drop: () => Promise<void> };
  let pool: pg.Pool;
  let store: PostgresEventStore;
  let bus: NatsBus;
  /** Every relay a test makes, stopped after it even when it fails (a running relay would keep Jest alive). */
  let relays: Relay[] = [];
  const newRelay = (options: RelayOptions): Relay => {
    const relay = new Relay(options);
    relays.push(relay);
    return relay;
  };

  beforeAll(async () => {
    const server = process.env['DATABASE_URL'];
    if (!server) throw new Error('DATABASE_URL is not set: run the tests through `npm test` (global-setup sets it)');
    database = await createScratchDatabase(server, 'relay');
    pool = createPool(database.url, 10);
    store = new PostgresEventStore(pool);
    await store.migrate();
  });
  afterAll(async () => {
    await store.close();
    await pool.end();
    await database.drop();
  });
  beforeEach(async () => {
    bus = await connectScratchBus({ logger: quiet });
  });
  afterEach(async () => {
    await Promise.all(relays.map((r) => r.stop()));
    relays = [];
    await bus.deleteStream().catch(() => undefined);
    await bus.close();
  });

  test('a subscriber receives 3,000 events of many streams once each, in store order: catch-up, then live', async () => {
    await appendTestEvents(store, 1500);
    const sub = collector();
    await bus.subscribeEvents('events.>', sub.handler, { durableName: 'notifications' });
    const relay = newRelay({ store, bus, pool, name: 'relay-live', logger: quiet });
    await relay.migrate();
    await relay.start();
    await appendTestEvents(store, 1500); // while the relay runs: the live part
    const expected = await readEverything(store);
    expect(expected.length).toBeGreaterThanOrEqual(3000);
    await waitUntil(() => sub.received.length >= expected.length, 60_000, 'the subscriber');
    await new Promise((r) => setTimeout(r, 300)); // a duplicate would arrive now
    expectExactlyOnceInOrder(sub.received, expected);
    const lag = await relay.lag();
    expect(lag.caughtUp).toBe(true);
    expect(lag.behind).toBe(0);
    await relay.stop();
    expect(positionToString((await relay.lag()).checkpoint)).toBe(
      positionToString(expected[expected.length - 1]!.position),
    );
  });

  test('across restarts, one of which lost its last checkpoint writes, each event arrives once and in order', async () => {
    await appendTestEvents(store, 1000);
    const sub = collector();
    await bus.subscribeEvents('events.>', sub.handler, { durableName: 'notifications' });
    // resumeFromBus off: the restart really republishes from the old checkpoint, and JetStream must drop the tail.
    const options = { store, bus, pool, name: 'relay-restart', logger: quiet, resumeFromBus: false } as const;

    const first = newRelay(options);
    await first.start();
    await waitUntil(() => sub.received.length >= 500, 60_000, 'the first relay');
    const writers = appendTestEvents(store, 1000); // appends go on across the restarts
    await first.stop();

    // The second stops cleanly, but then its last checkpoint writes are lost: back to the 200th event.
    const second = newRelay(options);
    await second.start();
    await waitUntil(async () => (await second.lag()).published.major > 0n, 60_000, 'the second relay');
    await second.stop();
    const everything = await readEverything(store);
    const older = everything[199]!.position;
    await pool.query('UPDATE relay.checkpoint SET major = $2, minor = $3 WHERE name = $1', [
      options.name,
      older.major.toString(),
      older.minor.toString(),
    ]);

    const third = counting(bus);
    const relay = newRelay({ ...options, bus: third });
    await relay.start();
    await writers;
    await appendTestEvents(store, 500);
    const expected = await readEverything(store);
    await waitUntil(() => sub.received.length >= expected.length, 60_000, 'the subscriber');
    await new Promise((r) => setTimeout(r, 300));
    expectExactlyOnceInOrder(sub.received, expected);
    expect(third.published).toBe(expected.length - 200); // it republished everything after the 200th…
    const stream = await bus.resumePublishing();
    expect(stream?.eventId).toBe(expected[expected.length - 1]!.id); // …and JetStream stored each event once
    await relay.stop();
  });

  test('by default a restart resumes after the newest event on the bus, republishing nothing, whatever the checkpoint', async () => {
    await appendTestEvents(store, 300);
    const sub = collector();
    await bus.subscribeEvents('events.>', sub.handler, { durableName: 'notifications' });
    const first = newRelay({ store, bus, pool, name: 'relay-resume', logger: quiet });
    await first.start();
    const before = await readEverything(store);
    await waitUntil(() => sub.received.length >= before.length, 60_000, 'the first relay');
    await first.stop();
    await pool.query('DELETE FROM relay.checkpoint WHERE name = $1', ['relay-resume']); // every checkpoint lost

    const counted = counting(bus);
    const second = newRelay({ store, bus: counted, pool, name: 'relay-resume', logger: quiet });
    await second.start();
    await appendTestEvents(store, 300);
    const expected = await readEverything(store);
    await waitUntil(() => sub.received.length >= expected.length, 60_000, 'the subscriber');
    expectExactlyOnceInOrder(sub.received, expected);
    expect(counted.published).toBe(expected.length - before.length);
    await second.stop();
  });

  test('an event the bus refuses for itself (over NATS max_payload) is parked and reported; the relay goes on after it', async () => {
    // A store configured above what the bus carries (EVENT_MAX_BYTES set too high) lets the oversize event in.
    const lax = new PostgresEventStore(pool, { maxEventBytes: 4 * 1024 * 1024 });
    await appendTestEvents(store, 300);
    const huge = await lax.append(
      `order-${Date.now()}`,
      [
        {
          id: crypto.randomUUID(),
          type: 'OrderNoted',
          data: { note: 'x'.repeat(1_500_000) },
          metadata: {
            userId: 1,
            partnerId: 1,
            correlationId: crypto.randomUUID(),
            causationId: null,
            command: 'RelayTest',
            occurredAt: new Date().toISOString(),
          },
        },
      ],
      'no_stream',
    );
    await appendTestEvents(store, 300);
    const sub = collector();
    await bus.subscribeEvents('events.>', sub.handler, { durableName: 'notifications' });
    const relay = newRelay({ store, bus, pool, name: 'relay-park', logger: quiet });
    await relay.start();
    await appendTestEvents(store, 100); // and live after it
    const expected = (await readEverything(store)).filter(
      (e) => positionToString(e.position) !== positionToString(huge.position),
    );
    await waitUntil(() => sub.received.length >= expected.length, 60_000, 'the subscriber');
    await new Promise((r) => setTimeout(r, 300));
    expectExactlyOnceInOrder(sub.received, expected);
    const lag = await relay.lag();
    expect(lag.caughtUp).toBe(true);
    expect(lag.parked).toEqual([
      expect.objectContaining({
        position: positionToString(huge.position),
        eventType: 'OrderNoted',
        error: expect.stringMatching(/max_payload/),
      }),
    ]);
    await relay.stop();
  });

  test('the relay over the in-process bus (single-process mode)', async () => {
    const local = new InProcessBus({ logger: quiet });
    const sub = collector();
    await local.subscribeEvents('events.>', sub.handler, { durableName: 'notifications' });
    const relay = newRelay({ store, bus: local, pool, name: 'relay-local', logger: quiet });
    await relay.start();
    await appendTestEvents(store, 200);
    const expected = await readEverything(store);
    await waitUntil(() => sub.received.length >= expected.length, 60_000, 'the subscriber');
    expectExactlyOnceInOrder(sub.received, expected);
    await relay.stop();
    await local.close();
  });
});
