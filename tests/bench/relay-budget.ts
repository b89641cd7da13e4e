import { createBus, createEventStore, createPool, type Bus, type EventStore } from '@console/infra';
import { createScratchDatabase } from '@console/infra/testing';
import { thousands, type BudgetRow } from './budget-row.js';
import { benchmarkRelay } from './relay-benchmark.js';

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

/** Budget 5: only when NATS answers; otherwise a row that says why not. */
export const measureRelay = async (
  serverUrl: string,
  natsUrl: string,
  log: (line: string) => void,
): Promise<BudgetRow> => {
  if (!(await isReachable(natsUrl))) return skipped(`NATS does not answer at ${natsUrl}`);
  const scratch = await createScratchDatabase(serverUrl, 'console_bench_relay');
  const pool = createPool(scratch.url, 4);
  let store: EventStore | undefined;
  let bus: Bus | undefined;
  try {
    store = await createEventStore({ pool });
    bus = await createBus({ natsUrl });
    log(`relay: benchmarkRelay, ${thousands(RELAY_EVENTS)} events`);
    const result = await benchmarkRelay({ store, bus, pool, events: RELAY_EVENTS });
    return {
      budget: '5. Relay: JetStream publish rate',
      target: 'measured (no number in the issue)',
      measured: `${thousands(result.eventsPerSecond)} events/s`,
      pass: undefined,
      notes:
        `benchmarkRelay against ${natsUrl}: publish with ${result.maxInFlight} in flight ` +
        `${thousands(result.windowedPublishEventsPerSecond)}/s, one ack at a time ${thousands(result.sequentialPublishEventsPerSecond)}/s`,
    };
  } finally {
    await bus?.close().catch(() => undefined);
    await store?.close().catch(() => undefined);
    await pool.end();
    await scratch.drop();
  }
};
