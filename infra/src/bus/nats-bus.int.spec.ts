import { connect } from '@nats-io/transport-node';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import type { RecordedEvent } from '@console/contracts';
import type { BusLogger } from './bus-logger.js';
import { BusPublishHaltedError } from './bus.port.js';
import { createBus } from './create-bus.js';
import type { NatsBus } from './nats-bus.js';
import { connectTestBus, testNatsUrl } from './nats-test-support.js';
import { makeTestEvents, waitUntil } from './test-events.js';

const quiet: BusLogger = { warn: () => undefined, error: () => undefined };
const ids = (events: readonly RecordedEvent[]) => events.map((e) => e.id);

describe(`NATS bus on ${testNatsUrl()}`, () => {
  let bus: NatsBus;
  beforeEach(async () => {
    bus = await connectTestBus({ logger: quiet, maxInFlight: 64 });
  });
  afterEach(async () => {
    await bus.deleteStream().catch(() => undefined);
    await bus.close();
  });

  test('createBus with a NATS URL gives the NATS bus', async () => {
    const b = await createBus({ natsUrl: testNatsUrl(), streamName: bus.streamName, subjectPrefix: bus.subjectRoot });
    expect(b.kind).toBe('nats');
    await b.ping();
    await b.close();
  });

  test('subscribers see every event once and in order; a republished tail is dropped by event id', async () => {
    const events = makeTestEvents(2000);
    const durable: RecordedEvent[] = [];
    const ephemeral: RecordedEvent[] = [];
    const orders: RecordedEvent[] = [];
    await bus.subscribeEvents('events.>', (e) => void durable.push(e), { durableName: 'all' });
    await bus.subscribeEvents('events.>', (e) => void ephemeral.push(e));
    await bus.subscribeEvents('events.order.*', (e) => void orders.push(e), { durableName: 'orders' });
    // Fired without awaiting each: the publisher keeps at most 64 in flight and sends in call order.
    await Promise.all(events.map((e) => bus.publishEvent(e)));
    await Promise.all(events.slice(1500).map((e) => bus.publishEvent(e)));
    await waitUntil(
      () => durable.length >= 2000 && ephemeral.length >= 2000 && orders.length >= 667,
      30_000,
      'delivery',
    );
    await new Promise((r) => setTimeout(r, 200)); // anything extra would show up now
    expect(ids(durable)).toEqual(ids(events));
    expect(ids(ephemeral)).toEqual(ids(events));
    expect(ids(orders)).toEqual(ids(events.filter((e) => e.streamId.startsWith('order'))));
    expect(durable[5]).toEqual(events[5]);
    const last = events[1999];
    expect(await bus.resumePublishing()).toEqual({
      eventId: last?.id,
      streamId: last?.streamId,
      streamVersion: last?.streamVersion,
      position: last?.position,
    });
  });

  test('a durable subscription resumes after the last acknowledged event', async () => {
    const events = makeTestEvents(40);
    const first: RecordedEvent[] = [];
    const sub = await bus.subscribeEvents('events.>', (e) => void first.push(e), { durableName: 'resume' });
    await Promise.all(events.slice(0, 20).map((e) => bus.publishEvent(e)));
    await waitUntil(() => first.length === 20);
    await sub.close();
    await Promise.all(events.slice(20).map((e) => bus.publishEvent(e)));
    const second: RecordedEvent[] = [];
    await bus.subscribeEvents('events.>', (e) => void second.push(e), { durableName: 'resume' });
    await waitUntil(() => second.length === 20);
    expect(ids([...first, ...second])).toEqual(ids(events));
  });

  test('a failing handler gets the same event again before any later one', async () => {
    const seen: number[] = [];
    let failuresLeft = 2;
    await bus.subscribeEvents(
      'events.>',
      (e) => {
        const n = (e.data as { n: number }).n;
        if (n === 3 && failuresLeft-- > 0) throw new Error('transient');
        seen.push(n);
      },
      { durableName: 'flaky' },
    );
    await Promise.all(makeTestEvents(8).map((e) => bus.publishEvent(e)));
    await waitUntil(() => seen.length === 8);
    expect(seen).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });

  test("a message that does not follow the stream's last is refused, and so is every later one until the publisher resumes", async () => {
    const [a, b, c] = makeTestEvents(3);
    if (!a || !b || !c) throw new Error('no events');
    await bus.publishEvent(a);
    // Someone else's message lands in between: the stream's last id is no longer a's.
    const nc = await connect({ servers: testNatsUrl() });
    await jetstream(nc).publish(`${bus.subjectRoot}.other.Foreign`, 'x', { msgID: 'foreign' });
    await expect(bus.publishEvent(b)).rejects.toThrow(/wrong last msg/i);
    // Halted until the publisher resumes: c must not land after the gap where b belongs.
    await expect(bus.publishEvent(c)).rejects.toThrow(BusPublishHaltedError);
    expect(await bus.resumePublishing()).toBeUndefined(); // the foreign message is not an event
    await bus.publishEvent(b);
    await bus.publishEvent(c);
    const info = await (await jetstreamManager(nc)).streams.info(bus.streamName);
    expect(info.state.messages).toBe(4);
    await nc.close();
  });

  test('notices reach current listeners over core NATS', async () => {
    const got: { subject: string; payload: unknown }[] = [];
    const subject = `readmodel_test.${bus.streamName}`;
    const sub = await bus.subscribeNotices(`${subject}.*`, (n) => void got.push(n));
    await bus.ping(); // a round trip, so the subscription is registered before publishing
    await bus.publishNotice(`${subject}.orders`, { table: 'orders', ids: [1, 2] });
    await waitUntil(() => got.length === 1);
    expect(got[0]).toEqual({ subject: `${subject}.orders`, payload: { table: 'orders', ids: [1, 2] } });
    await sub.close();
  });
});
