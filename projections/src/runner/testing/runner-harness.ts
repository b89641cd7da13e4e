import crypto from 'node:crypto';
import { START, comparePositions, type GlobalPosition, type NewEvent, type RecordedEvent } from '@console/contracts';
import { createPool, PostgresEventStore, type EventStore } from '@console/infra';
import { createScratchDatabase } from '@console/infra/testing';
import { Kysely, PostgresDialect } from 'kysely';
import { migrateReadModels } from '../../migrations/read-model-migrations.js';
import { COUNTED, IGNORED, countingMigrations, type CountingTables } from './counting-projection.js';

/** A scratch database with the real PostgreSQL event store and the read-model schema, for one test file. */
export interface RunnerHarness {
  readonly store: EventStore;
  readonly db: Kysely<CountingTables>;
  /** Appends `count` events over several streams from concurrent writers; one in `ignoredEvery` is not handled. */
  append(count: number): Promise<GlobalPosition>;
  /** Every event appended so far, in global order, as the projector sees them. */
  allEvents(): Promise<RecordedEvent[]>;
  /** The position of the last event appended so far. */
  lastAppended(): GlobalPosition;
  close(): Promise<void>;
}

const STREAMS = 40;
const WRITERS = 4;
const IGNORED_EVERY = 7;

export const openRunnerHarness = async (prefix: string): Promise<RunnerHarness> => {
  const server = process.env['DATABASE_URL'];
  if (!server) throw new Error('DATABASE_URL is not set: run the tests through jest (global-setup sets it)');
  const scratch = await createScratchDatabase(server, prefix);
  const storePool = createPool(scratch.url, 6);
  const store = new PostgresEventStore(storePool);
  await store.migrate();
  const rmPool = createPool(scratch.url, 6);
  // pg emits 'error' on a client whose connection drops while it is checked out, and nothing listens then: the
  // process would die. The crash test kills a connection on purpose; the query itself still fails as it should.
  rmPool.on('connect', (client) => client.on('error', () => undefined));
  const db = new Kysely<CountingTables>({ dialect: new PostgresDialect({ pool: rmPool }) });
  await migrateReadModels(db, [countingMigrations]);
  let serial = 0;
  let lastAppended: GlobalPosition = START;

  const event = (): NewEvent => {
    serial += 1;
    const type = serial % IGNORED_EVERY === 0 ? IGNORED : COUNTED;
    return {
      id: crypto.randomUUID(),
      type,
      data: { amount: (serial * 37) % 101 },
      metadata: {
        userId: null,
        partnerId: null,
        correlationId: crypto.randomUUID(),
        causationId: null,
        command: 'RunnerTest',
        occurredAt: new Date().toISOString(),
      },
    };
  };

  const append = async (count: number): Promise<GlobalPosition> => {
    let left = count;
    let last: GlobalPosition = START;
    const writer = async (w: number) => {
      for (let round = 0; left > 0; round += 1) {
        const size = Math.min(left, 1 + ((round + w) % 5));
        left -= size;
        const events = Array.from({ length: size }, event);
        const stream = `test-${(w + round * WRITERS) % STREAMS}`;
        const { position } = await store.append(stream, events, 'any');
        if (comparePositions(position, last) > 0) last = position;
        if (comparePositions(position, lastAppended) > 0) lastAppended = position;
      }
    };
    await Promise.all(Array.from({ length: WRITERS }, (_, w) => writer(w)));
    return last;
  };

  // An appended event becomes readable only once every older transaction of the server has ended (the store's
  // fence, and other test files share the server): read until the last appended one is there.
  const allEvents = async (): Promise<RecordedEvent[]> => {
    const events: RecordedEvent[] = [];
    const deadline = Date.now() + 30_000;
    for (let from = START; ;) {
      const batch = await store.readAll(from, 1000);
      const last = batch.at(-1);
      if (last) {
        events.push(...batch);
        from = last.position;
      } else if (comparePositions(from, lastAppended) >= 0) {
        return events;
      } else if (Date.now() > deadline) {
        throw new Error('appended events did not become readable within 30 s');
      } else {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }
  };

  return {
    store,
    db,
    append,
    allEvents,
    lastAppended: () => lastAppended,
    close: async () => {
      await store.close();
      await db.destroy();
      await storePool.end().catch(() => undefined);
      await scratch.drop();
    },
  };
};
