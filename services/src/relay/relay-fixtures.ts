import crypto from 'node:crypto';
import { comparePositions, START, type GlobalPosition, type NewEvent, type RecordedEvent } from '@console/contracts';
import { NatsBus, type BusLogger, type EventStore } from '@console/infra';

/** NATS_URL, or the local server of these machines, so the NATS suites and the benchmark always run here. */
export const relayNatsUrl = (): string => process.env['NATS_URL'] ?? 'nats://127.0.0.1:4222';

/** A bus on a JetStream stream and subject root of its own (EVENTS_TEST_<tag>): never a running app's. */
export const connectScratchBus = ({
  url,
  logger,
  maxInFlight,
}: { url?: string; logger?: BusLogger; maxInFlight?: number } = {}): Promise<NatsBus> => {
  const tag = crypto.randomBytes(4).toString('hex').toUpperCase();
  return NatsBus.connect({
    url: url ?? relayNatsUrl(),
    streamName: `EVENTS_TEST_${tag}`,
    subjectPrefix: `events_test_${tag}`,
    connectionName: 'relay-test',
    ...(logger ? { logger } : {}),
    ...(maxInFlight ? { maxInFlight } : {}),
  });
};

const categories = ['order', 'request', 'storage', 'user'] as const;
const types = {
  order: 'OrderConfirmed',
  request: 'RequestApproved',
  storage: 'StorageCheckedIn',
  user: 'UserSuspended',
};

/**
 * Appends `count` events over `streams` streams of fresh ids, `perAppend` at a time, from `writers` concurrent
 * writers (so transactions interleave and commit out of order, as in production).
 */
export const appendTestEvents = async (
  store: EventStore,
  count: number,
  { streams = 24, perAppend = 5, writers = 3 }: { streams?: number; perAppend?: number; writers?: number } = {},
): Promise<void> => {
  const base = crypto.randomInt(1, 2 ** 40);
  const streamIds = Array.from(
    { length: streams },
    (_, i) => `${categories[i % categories.length] ?? 'order'}-${base + i}`,
  );
  const batches: { streamId: string; events: NewEvent[] }[] = [];
  for (let made = 0, b = 0; made < count; b++) {
    const streamId = streamIds[b % streams] ?? 'order-0';
    const n = Math.min(perAppend, count - made);
    const type = types[streamId.slice(0, streamId.indexOf('-')) as keyof typeof types];
    batches.push({
      streamId,
      events: Array.from({ length: n }, (_, i) => ({
        id: crypto.randomUUID(),
        type,
        data: { n: made + i },
        metadata: {
          userId: 1,
          partnerId: 1,
          correlationId: crypto.randomUUID(),
          causationId: null,
          command: 'RelayTest',
          occurredAt: new Date().toISOString(),
        },
      })),
    });
    made += n;
  }
  // Each writer owns the batches of its streams, so a stream's appends stay in order without version checks.
  await Promise.all(
    Array.from({ length: writers }, async (_, w) => {
      for (const [i, batch] of batches.entries()) {
        if ((i % streams) % writers === w) await store.append(batch.streamId, batch.events, 'any');
      }
    }),
  );
};

/** Every event of the store after `from`, in global order. */
/**
 * Every event after `from`, up to the newest committed when called: the store's snapshot fence can hold committed
 * events back while an older transaction anywhere on the server is still open, so "appended" is not yet
 * "readable" and this keeps reading until they are (at most `timeoutMs`).
 */
export const readEverything = async (
  store: EventStore,
  from: GlobalPosition = START,
  timeoutMs = 60_000,
): Promise<RecordedEvent[]> => {
  const target = await store.committedHeadPosition();
  const all: RecordedEvent[] = [];
  const deadline = Date.now() + timeoutMs;
  for (let position = from; ;) {
    const page = await store.readAll(position, 2000);
    const last = page[page.length - 1];
    if (last === undefined) {
      if (comparePositions(position, target) >= 0 || Date.now() > deadline) return all;
      await new Promise((r) => setTimeout(r, 20));
      continue;
    }
    all.push(...page);
    position = last.position;
  }
};

export const waitUntil = async (
  predicate: () => boolean | Promise<boolean>,
  timeoutMs = 60_000,
  what = 'condition',
): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (!(await predicate())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
};
