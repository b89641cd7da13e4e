import { comparePositions, type RecordedEvent } from '@console/contracts';
import { createPool, createScratchDatabase, PostgresEventStore, type BusLogger, type NatsBus } from '@console/infra';
import { Relay } from './relay.js';
import { appendTestEvents, connectScratchBus, readEverything, relayNatsUrl, waitUntil } from './relay-fixtures.js';

export interface RelayBenchmarkOptions {
  /** A PostgreSQL server: the benchmark makes (and drops) a scratch database on it. */
  readonly databaseUrl: string;
  /** Default NATS_URL, else nats://127.0.0.1:4222. The benchmark uses (and deletes) a stream of its own. */
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
  /** The relay from position 0 to the head: store reads, publishes, acks and checkpoints. */
  readonly relayEventsPerSecond: number;
  /** The same events straight to JetStream through the bounded window (no store). */
  readonly windowedPublishEventsPerSecond: number;
  /** Awaiting each ack before the next publish: what the window is for. */
  readonly sequentialPublishEventsPerSecond: number;
}

const perSecond = (n: number, ms: number): number => Math.round((n * 1000) / Math.max(ms, 1));
const quiet: BusLogger = { warn: () => undefined, error: (m, e) => console.error(`[bench] ${m}`, e) };

/** Measures relaying `events` events from a fresh PostgreSQL event store to a fresh JetStream stream. */
export const benchmarkRelay = async (options: RelayBenchmarkOptions): Promise<RelayBenchmarkResult> => {
  const count = options.events ?? 20_000;
  const maxInFlight = options.maxInFlight ?? 256;
  const log = options.log ?? (() => undefined);
  const natsUrl = options.natsUrl ?? relayNatsUrl();
  const database = await createScratchDatabase(options.databaseUrl, 'bench_relay');
  const pool = createPool(database.url, 8);
  const store = new PostgresEventStore(pool);
  const buses: NatsBus[] = [];
  const bus = async () => {
    const b = await connectScratchBus({ url: natsUrl, logger: quiet, maxInFlight });
    buses.push(b);
    return b;
  };
  try {
    await store.migrate();
    log(`relay bench: appending ${count} events (NATS ${natsUrl})`);
    await appendTestEvents(store, count, { streams: 200, perAppend: 10, writers: 2 });
    const all: RecordedEvent[] = await readEverything(store);
    const head = all[all.length - 1]?.position;
    if (head === undefined) throw new Error('nothing appended');

    const relay = new Relay({ store, bus: await bus(), pool, name: 'bench', maxInFlight, logger: quiet });
    let t = performance.now();
    await relay.start();
    await waitUntil(async () => comparePositions((await relay.lag(1)).published, head) >= 0, 600_000, 'the relay');
    const relayMs = performance.now() - t;
    await relay.stop();
    log(`relay: ${count} events in ${Math.round(relayMs)} ms`);

    const windowed = await bus();
    t = performance.now();
    await Promise.all(all.map((e) => windowed.publishEvent(e)));
    const windowedMs = performance.now() - t;

    const sample = all.slice(0, Math.min(all.length, options.sequentialSample ?? 2_000));
    const sequential = await bus();
    t = performance.now();
    for (const e of sample) await sequential.publishEvent(e);
    const sequentialMs = performance.now() - t;

    const result: RelayBenchmarkResult = {
      events: all.length,
      maxInFlight,
      relayEventsPerSecond: perSecond(all.length, relayMs),
      windowedPublishEventsPerSecond: perSecond(all.length, windowedMs),
      sequentialPublishEventsPerSecond: perSecond(sample.length, sequentialMs),
    };
    log(
      `relay ${result.relayEventsPerSecond}/s; JetStream publish with ${maxInFlight} in flight ` +
        `${result.windowedPublishEventsPerSecond}/s, one ack at a time ${result.sequentialPublishEventsPerSecond}/s`,
    );
    return result;
  } finally {
    for (const b of buses) {
      await b.deleteStream().catch(() => undefined);
      await b.close();
    }
    await store.close();
    await pool.end();
    await database.drop();
  }
};
