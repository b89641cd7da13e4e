import type { RecordedEvent } from '@console/contracts';
import type { BusLogger } from './bus-logger.js';
import { createBus } from './create-bus.js';
import { eventSubject, rootedFilter, subjectMatches } from './event-subjects.js';
import { decodeEventMessage, encodeEventMessage } from './event-wire.js';
import { InProcessBus } from './in-process-bus.js';
import { makeTestEvents, waitUntil } from './test-events.js';

const quiet: BusLogger = { warn: () => undefined, error: () => undefined };

describe('event subjects', () => {
  test('events.<category>.<Type>, with unsafe characters replaced', () => {
    expect(eventSubject({ streamId: 'order-1042', type: 'OrderConfirmed' })).toBe('events.order.OrderConfirmed');
    expect(eventSubject({ streamId: 'user-12', type: 'UserSuspended' }, 'T1')).toBe('T1.user.UserSuspended');
    expect(eventSubject({ streamId: 'a.b c-1', type: 'X>' })).toBe('events.a_b_c.X_');
  });
  test('filters are written from events. and mapped onto a prefix', () => {
    expect(rootedFilter('events.>', 'EV_T')).toBe('EV_T.>');
    expect(rootedFilter('events.order.*', 'events')).toBe('events.order.*');
    expect(() => rootedFilter('order.>', 'events')).toThrow(/starts with "events\."/);
  });
  test('NATS wildcard matching', () => {
    expect(subjectMatches('events.>', 'events.order.OrderConfirmed')).toBe(true);
    expect(subjectMatches('events.>', 'events')).toBe(false);
    expect(subjectMatches('events.*.OrderConfirmed', 'events.order.OrderConfirmed')).toBe(true);
    expect(subjectMatches('events.order.*', 'events.order.OrderConfirmed.x')).toBe(false);
    expect(subjectMatches('events.order', 'events.order.OrderConfirmed')).toBe(false);
  });
});

describe('event wire format', () => {
  test('round-trips a recorded event, bigint positions included', () => {
    const [e] = makeTestEvents(1);
    if (!e) throw new Error('no event');
    const big = { ...e, position: { major: 2n ** 63n - 1n, minor: 7n } };
    expect(decodeEventMessage(encodeEventMessage(big))).toEqual(big);
  });
  test('refuses a body that is not a recorded event', () => {
    expect(() => decodeEventMessage(new TextEncoder().encode('{"id":1}'))).toThrow(/Not a recorded event/);
  });
});

describe('in-process bus', () => {
  test('createBus without NATS_URL gives the in-process bus', async () => {
    const bus = await createBus({ natsUrl: undefined });
    expect(bus.kind).toBe('in-process');
    await bus.ping();
    await bus.close();
  });

  test('each subscriber sees every matching event once, in order; re-publications are dropped', async () => {
    const bus = new InProcessBus({ logger: quiet });
    const all: RecordedEvent[] = [];
    const orders: RecordedEvent[] = [];
    await bus.subscribeEvents('events.>', (e) => void all.push(e), { durableName: 'all' });
    await bus.subscribeEvents('events.order.*', async (e) => {
      await new Promise((r) => setTimeout(r, 0)); // a slow handler must not reorder or overlap
      orders.push(e);
    });
    const events = makeTestEvents(300);
    await Promise.all(events.map((e) => bus.publishEvent(e)));
    await Promise.all(events.slice(0, 50).map((e) => bus.publishEvent(e)));
    await waitUntil(() => all.length === 300 && orders.length === 100);
    expect(all.map((e) => e.id)).toEqual(events.map((e) => e.id));
    expect(orders.map((e) => e.id)).toEqual(events.filter((e) => e.streamId.startsWith('order')).map((e) => e.id));
    expect((await bus.resumePublishing())?.position).toEqual(events[299]?.position);
    await bus.close();
  });

  test('re-publications are dropped within the last dedupeIds events; an older one goes out again', async () => {
    const bus = new InProcessBus({ logger: quiet, dedupeIds: 2 });
    const seen: string[] = [];
    await bus.subscribeEvents('events.>', (e) => void seen.push(e.id));
    const [e1, e2, e3] = makeTestEvents(3) as [RecordedEvent, RecordedEvent, RecordedEvent];
    for (const e of [e1, e2, e1, e3, e2, e1]) await bus.publishEvent(e);
    await waitUntil(() => seen.length === 4);
    expect(seen).toEqual([e1.id, e2.id, e3.id, e1.id]);
    await bus.close();
  });

  test('a failing handler is retried with the same event before any later one', async () => {
    const bus = new InProcessBus({ logger: quiet });
    const seen: number[] = [];
    let failuresLeft = 2;
    await bus.subscribeEvents('events.>', (e) => {
      const n = (e.data as { n: number }).n;
      if (n === 3 && failuresLeft-- > 0) throw new Error('transient');
      seen.push(n);
    });
    for (const e of makeTestEvents(6)) await bus.publishEvent(e);
    await waitUntil(() => seen.length === 6);
    expect(seen).toEqual([0, 1, 2, 3, 4, 5]);
    await bus.close();
  });

  test('a durable subscription resumes where it stopped; an ephemeral one starts from now', async () => {
    const bus = new InProcessBus({ logger: quiet });
    const events = makeTestEvents(10);
    const first: string[] = [];
    const sub = await bus.subscribeEvents('events.>', (e) => void first.push(e.id), { durableName: 'd' });
    for (const e of events.slice(0, 4)) await bus.publishEvent(e);
    await waitUntil(() => first.length === 4);
    await sub.close();
    for (const e of events.slice(4)) await bus.publishEvent(e);
    const second: string[] = [];
    const late: string[] = [];
    await bus.subscribeEvents('events.>', (e) => void second.push(e.id), { durableName: 'd' });
    await bus.subscribeEvents('events.>', (e) => void late.push(e.id));
    await waitUntil(() => second.length === 6);
    expect([...first, ...second]).toEqual(events.map((e) => e.id));
    expect(late).toEqual([]);
    await bus.close();
  });

  test('notices reach current listeners by wildcard, as JSON copies', async () => {
    const bus = new InProcessBus({ logger: quiet });
    const got: { subject: string; payload: unknown }[] = [];
    const sub = await bus.subscribeNotices('readmodel.changed.*', (n) => void got.push(n));
    const payload = { table: 'orders', ids: [1, 2] };
    await bus.publishNotice('readmodel.changed.orders', payload);
    await bus.publishNotice('other.subject', 1);
    await waitUntil(() => got.length === 1);
    expect(got[0]).toEqual({ subject: 'readmodel.changed.orders', payload });
    expect(got[0]?.payload).not.toBe(payload);
    await sub.close();
    await bus.publishNotice('readmodel.changed.orders', payload);
    await new Promise((r) => setTimeout(r, 20));
    expect(got).toHaveLength(1);
    await bus.close();
  });
});
