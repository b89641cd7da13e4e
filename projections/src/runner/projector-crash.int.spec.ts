import { comparePositions, type RecordedEvent } from '@console/contracts';
import { sql } from 'kysely';
import { readCheckpoint, resetProjection } from './checkpoint-store.js';
import type { ProjectionFailure } from './projection-worker.js';
import { Projector } from './projector.js';
import { actualRows, countingProjection, expectedRows, type CountingTables } from './testing/counting-projection.js';
import { openRunnerHarness, type RunnerHarness } from './testing/runner-harness.js';
import type { Projection } from '../core/projection.js';

let h: RunnerHarness;
let events: RecordedEvent[];

beforeAll(async () => {
  h = await openRunnerHarness('runner_crash');
  await h.append(3000);
  events = await h.allEvents();
});
afterAll(() => h?.close());

const lastPosition = () => events.at(-1)!.position;

/** Events up to and including the projection's checkpoint: what it has committed. */
const committedEvents = async (name: string) => {
  const checkpoint = await readCheckpoint(h.db, name);
  if (!checkpoint) throw new Error('no checkpoint');
  const upTo = events.findIndex((e) => comparePositions(e.position, checkpoint.position) === 0);
  return events.slice(0, upTo + 1);
};

/** Runs `projection` until its first failure, then stops it, as a process that died there would. */
const runUntilItFails = async (projection: Projection<CountingTables>) => {
  const failures: ProjectionFailure[] = [];
  let failed!: () => void;
  const firstFailure = new Promise<void>((resolve) => (failed = resolve));
  const projector = new Projector({
    store: h.store,
    db: h.db,
    projections: [projection],
    retryDelayMs: () => 60_000, // it must not retry: this process is "dead"
    onError: (f) => {
      failures.push(f);
      failed();
    },
  });
  await projector.start();
  await firstFailure;
  await projector.stop();
  return failures;
};

const runToTheEnd = async (projection: Projection<CountingTables>) => {
  const projector = new Projector({ store: h.store, db: h.db, projections: [projection] });
  await projector.start();
  const reached = await projector.waitFor(lastPosition(), 60_000);
  await projector.stop();
  return reached;
};

test('the test log: 3,000 events over many streams, some of a type the projection does not handle', () => {
  expect(events).toHaveLength(3000);
  expect(expectedRows(events).running[0]!.events).toBeLessThan(3000);
});

test('a projector whose connection dies in the middle of a batch, restarted, ends with exactly the rows of a clean run', async () => {
  // The 1,200th handled event is in the second batch of 1,000 events (one event in 7 is not handled).
  const dying = countingProjection({ name: 'test.counting' });
  const apply = dying.apply.bind(dying);
  let calls = 0;
  dying.apply = async (trx, event) => {
    calls += 1;
    // The server ends this connection mid-transaction, as when the process or the network dies: it rolls back.
    if (calls === 1200) await sql`select pg_terminate_backend(pg_backend_pid())`.execute(trx);
    await apply(trx, event);
  };
  const failures = await runUntilItFails(dying);
  expect(failures).toHaveLength(1);

  // Exactly the first batch is there, rows and checkpoint together; nothing of the batch that died.
  const committed = await committedEvents('test.counting');
  expect(committed).toHaveLength(1000);
  expect(await actualRows(h.db)).toEqual(expectedRows(committed));

  expect(await runToTheEnd(countingProjection({ name: 'test.counting' }))).toBe(true);
  expect(await actualRows(h.db)).toEqual(expectedRows(events));
  expect((await readCheckpoint(h.db, 'test.counting'))?.position).toEqual(lastPosition());
});

test('an apply that throws once is rolled back alone and the batch applied again one event at a time: the rows of a clean run', async () => {
  await resetProjection(h.db, countingProjection({ name: 'test.counting' }));
  const failures: ProjectionFailure[] = [];
  const projector = new Projector({
    store: h.store,
    db: h.db,
    projections: [countingProjection({ name: 'test.counting', crashAt: 2100 })],
    onError: (f) => failures.push(f),
  });
  await projector.start();
  expect(await projector.waitFor(lastPosition(), 60_000)).toBe(true);
  await projector.stop();
  expect(failures).toEqual([]);
  expect(await actualRows(h.db)).toEqual(expectedRows(events));
});

test('a batch that fails for a reason outside the projection (a deadlock) is retried in place, with the same result', async () => {
  await resetProjection(h.db, countingProjection({ name: 'test.counting' }));
  const failures: ProjectionFailure[] = [];
  const projector = new Projector({
    store: h.store,
    db: h.db,
    projections: [countingProjection({ name: 'test.counting', crashAt: 500, crashCode: '40P01' })],
    retryDelayMs: () => 10,
    onError: (f) => failures.push(f),
  });
  await projector.start();
  expect(await projector.waitFor(lastPosition(), 60_000)).toBe(true);
  await projector.stop();
  expect(failures.map((f) => f.retryInMs)).toEqual([10]);
  expect(await actualRows(h.db)).toEqual(expectedRows(events));
});
