import { createBus, createEventStore, createPool, type Bus, type EventStore } from '@console/infra';
import { createScratchDatabase } from '@console/infra/testing';
import { thousands, type BudgetRow } from './budget-row.js';
import { findRelayBenchmark } from './services.js';

const RELAY_EVENTS = 20_000;

const skipped = (notes: string): BudgetRow => ({
  budget: '5. Relay: JetStream publish rate',
  target: 'measured (no number in the issue)',
  measured: 'not measured',
  pass: undefined,
  notes,
});

const isReachable = async (natsUrl: string): Promise<boolean> => {
  const { createConnection } = await import('node:net');
  const url = new URL(natsUrl);
  return new Promise((resolve) => {
    const socket = createConnection({ host: url.hostname, port: Number(url.port || 4222) });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1_000, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
};

const eventsPerSecondOf = (result: unknown): number | undefined => {
  if (typeof result !== 'object' || result === null) return undefined;
  const r = result as Record<string, unknown>;
  const v = r['eventsPerSecond'] ?? r['messagesPerSecond'] ?? r['publishedPerSecond'];
  return typeof v === 'number' ? v : undefined;
};

/** Budget 5: only when the relay offers benchmarkRelay and NATS answers; otherwise a row that says why not. */
export const measureRelay = async (
  serverUrl: string,
  natsUrl: string,
  log: (line: string) => void,
): Promise<BudgetRow> => {
  const found = await findRelayBenchmark();
  if (!found) return skipped('services/src/relay has no benchmarkRelay export: nothing to run');
  if (!(await isReachable(natsUrl))) return skipped(`benchmarkRelay exists but NATS does not answer at ${natsUrl}`);
  const scratch = await createScratchDatabase(serverUrl, 'console_bench_relay');
  const pool = createPool(scratch.url, 4);
  let store: EventStore | undefined;
  let bus: Bus | undefined;
  try {
    store = await createEventStore({ pool });
    bus = await createBus({ natsUrl });
    log(`relay: benchmarkRelay from ${found.module}, ${thousands(RELAY_EVENTS)} events`);
    const result = await found.fn({ store, bus, pool, events: RELAY_EVENTS });
    const rate = eventsPerSecondOf(result);
    return {
      budget: '5. Relay: JetStream publish rate',
      target: 'measured (no number in the issue)',
      measured: rate === undefined ? JSON.stringify(result) : `${thousands(rate)} events/s`,
      pass: undefined,
      notes: `benchmarkRelay (${found.module}) against ${natsUrl}`,
    };
  } finally {
    await bus?.close().catch(() => undefined);
    await store?.close().catch(() => undefined);
    await pool.end();
    await scratch.drop();
  }
};
