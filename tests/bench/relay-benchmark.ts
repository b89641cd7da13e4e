import type pg from 'pg';
import { comparePositions, type RecordedEvent } from '@console/contracts';
import { createPool, NatsBus, PostgresEventStore, type Bus, type BusLogger, type EventStore } from '@console/infra';
import { createScratchDatabase } from '@console/infra/testing';
import { Relay } from '@console/services';
import {
  appendTestEvents,
  connectScratchBus,
  readEverything,
  relayNatsUrl,
  waitUntil,
} from '@console/services/testing';

export interface RelayBenchmarkOptions {
  /**
   * The store the benchmark appends its events to and relays from, with the pool of its database (the relay keeps
   * its checkpoint there): pass a scratch one, the events stay. Without them: a scratch database on `databaseUrl`.
   */
  readonly store?: EventStore;
  readonly pool?: pg.Pool;
  readonly databaseUrl?: string;
  /**
   * A NATS bus only names the server: the benchmark publishes to streams of its own there (EVENTS_TEST_<tag>,
   * deleted after), never to the bus's stream, which a running app's subscribers may read. An in-process bus is used
   * as it is. Without one: `natsUrl`, else NATS_URL, else nats://127.0.0.1:4222.
   */
  readonly bus?: Bus;
  readonly natsUrl?: string;
  /** Default 20,000. */
  readonly events?: number;
  /** Publishes in flight; default 256. */
  readonly maxInFlight?: number;
  /** Events published one ack at a time, for the comparison; default 2,000. */
  readonly sequentialSample?: number;
  readonly log?: (line: string) => void;
}

export interface RelayBenchmarkResult {
  readonly events: number;
  readonly maxInFlight: number;
  /** The relay from position 0 to the head: store reads, publishes, acks and checkpoints (= relayEventsPerSecond). */
  readonly eventsPerSecond: number;
  readonly relayEventsPerSecond: number;
  /** The same events straight to the bus through the bounded window (no store). */
  readonly windowedPublishEventsPerSecond: number;
  /** Awaiting each ack before the next publish: what the window is for. */
  readonly sequentialPublishEventsPerSecond: number;
  readonly bus: 'nats' | 'in-process';
}

const perSecond = (n: number, ms: number): number => Math.round((n * 1000) / Math.max(ms, 1));
const quiet: BusLogger = { warn: () => undefined, error: (m, e) => console.error(`[bench] ${m}`, e) };

/** Measures relaying `events` events from a PostgreSQL event store to JetStream through the bounded window. */
export const benchmarkRelay = async (options: RelayBenchmarkOptions): Promise<RelayBenchmarkResult> => {
  const count = options.events ?? 20_000;
  const maxInFlight = options.maxInFlight ?? 256;
  const log = options.log ?? (() => undefined);
  const cleanups: (() => Promise<void>)[] = [];
  try {
    const { store, pool } = await openStore(options, cleanups);
    const given = options.bus;
    const natsUrl = given instanceof NatsBus ? given.url : (options.natsUrl ?? relayNatsUrl());
    const newBus = async (): Promise<Bus> => {
      if (given && !(given instanceof NatsBus)) return given;
      const b = await connectScratchBus({ url: natsUrl, logger: quiet, maxInFlight });
      cleanups.unshift(async () => {
        await b.deleteStream().catch(() => undefined);
        await b.close();
      });
      return b;
    };

    log(`relay bench: appending ${count} events`);
    await appendTestEvents(store, count, { streams: 200, perAppend: 10, writers: 2 });
    const all: RecordedEvent[] = await readEverything(store);
    const head = all[all.length - 1]?.position;
    if (head === undefined) throw new Error('nothing appended');

    const relayBus = await newBus();
    const name = `bench-${Date.now()}`;
    const relay = new Relay({ store, bus: relayBus, pool, name, maxInFlight, logger: quiet });
    let t = performance.now();
    await relay.start();
    await waitUntil(async () => comparePositions((await relay.lag(1)).published, head) >= 0, 600_000, 'the relay');
    const relayMs = performance.now() - t;
    await relay.stop();
    await pool.query('DELETE FROM relay.checkpoint WHERE name = $1', [name]);

    const windowed = await newBus();
    t = performance.now();
    await Promise.all(all.map((e) => windowed.publishEvent(e)));
    const windowedMs = performance.now() - t;

    const sample = all.slice(0, Math.min(all.length, options.sequentialSample ?? 2_000));
    const sequential = await newBus();
    t = performance.now();
    for (const e of sample) await sequential.publishEvent(e);
    const sequentialMs = performance.now() - t;

    const relayRate = perSecond(all.length, relayMs);
    const result: RelayBenchmarkResult = {
      events: all.length,
      maxInFlight,
      eventsPerSecond: relayRate,
      relayEventsPerSecond: relayRate,
      windowedPublishEventsPerSecond: perSecond(all.length, windowedMs),
      sequentialPublishEventsPerSecond: perSecond(sample.length, sequentialMs),
      bus: relayBus.kind,
    };
    log(
      `relay ${result.relayEventsPerSecond} events/s end to end; publish with ${maxInFlight} in flight ` +
        `${result.windowedPublishEventsPerSecond}/s, one ack at a time ${result.sequentialPublishEventsPerSecond}/s (${natsUrl})`,
    );
    return result;
  } finally {
    for (const c of cleanups) await c().catch((e: unknown) => console.error('[bench] cleanup failed', e));
  }
};

const openStore = async (
  options: RelayBenchmarkOptions,
  cleanups: (() => Promise<void>)[],
): Promise<{ store: EventStore; pool: pg.Pool }> => {
  if (options.store && options.pool) return { store: options.store, pool: options.pool };
  const server = options.databaseUrl ?? process.env['DATABASE_URL'];
  if (!server) throw new Error('benchmarkRelay needs a store and its pool, or a databaseUrl');
  const database = await createScratchDatabase(server, 'bench_relay');
  const pool = createPool(database.url, 8);
  const store = new PostgresEventStore(pool);
  cleanups.push(async () => {
    await store.close();
    await pool.end();
    await database.drop();
  });
  await store.migrate();
  return { store, pool };
};
