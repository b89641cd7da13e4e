import { readCheckpoint } from './checkpoint-store.js';
import { ProjectionVersionConflictError, type ProjectionFailure } from './projection-worker.js';
import { Projector } from './projector.js';
import { actualRows, countingProjection, expectedRows } from './testing/counting-projection.js';
import { openRunnerHarness, type RunnerHarness } from './testing/runner-harness.js';

let h: RunnerHarness;

beforeAll(async () => {
  h = await openRunnerHarness('runner_version');
});
afterAll(() => h?.close());

/** Runs the projection at `version` until it has every event appended so far. */
const runToHead = async (version: number, factor: number) => {
  const head = h.lastAppended();
  const projector = new Projector({ store: h.store, db: h.db, projections: [countingProjection({ version, factor })] });
  await projector.start();
  expect(await projector.waitFor(head, 60_000)).toBe(true);
  await projector.stop();
};

test('a version bump rebuilds the read model from START: tables emptied, every event applied once by the new code', async () => {
  await h.append(1200);
  await runToHead(1, 1);
  const events = await h.allEvents();
  expect(await actualRows(h.db)).toEqual(expectedRows(events));
  expect((await readCheckpoint(h.db, 'test.counting'))?.version).toBe(1);

  await runToHead(2, 3);
  // Were the old rows kept, the sums would be 1 + 3 times the amounts, not 3 times.
  expect(await actualRows(h.db)).toEqual(expectedRows(events, 3));
  const checkpoint = await readCheckpoint(h.db, 'test.counting');
  expect(checkpoint).toEqual({ name: 'test.counting', version: 2, position: events.at(-1)!.position });

  await h.append(50);
  await runToHead(2, 3); // same version again: no rebuild, just the new events
  expect(await actualRows(h.db)).toEqual(expectedRows(await h.allEvents(), 3));
});

test('a projector of another version running at the same time gives up instead of fighting over the read model', async () => {
  const failures: ProjectionFailure[] = [];
  const old = new Projector({
    store: h.store,
    db: h.db,
    projections: [countingProjection({ version: 2, factor: 3 })],
    onError: (f) => failures.push(f),
    idlePollMs: 50,
  });
  await old.start();
  expect(await old.waitFor(h.lastAppended(), 30_000)).toBe(true);

  await runToHead(3, 5); // the new deployment rebuilds it
  await h.append(10); // the old one wakes, finds version 3 in the database, and stops
  for (let i = 0; i < 100 && failures.length === 0; i += 1) await new Promise((r) => setTimeout(r, 50));
  expect(failures[0]?.error).toBeInstanceOf(ProjectionVersionConflictError);
  expect(failures[0]?.retryInMs).toBeUndefined();
  expect((await old.lag())[0]?.state).toBe('failed');
  await old.stop();
  expect((await readCheckpoint(h.db, 'test.counting'))?.version).toBe(3);
});
