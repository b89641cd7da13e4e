import { readCheckpoint } from './checkpoint-store.js';
import { Projector } from './projector.js';
import { rebuildProjections } from './rebuild.js';
import { actualRows, countingProjection, expectedRows } from './testing/counting-projection.js';
import { openRunnerHarness, type RunnerHarness } from './testing/runner-harness.js';

let h: RunnerHarness;

beforeAll(async () => {
  h = await openRunnerHarness('runner_rebuild');
});
afterAll(() => h?.close());

test('a full rebuild gives tables equal, row for row, to the live ones', async () => {
  await h.append(800);
  const live = new Projector({ store: h.store, db: h.db, projections: [countingProjection()], batchSize: 250 });
  await live.start();
  // Events keep coming while it runs: the live tables are made of catch-up and live batches alike.
  const head = await h.append(1700);
  expect(await live.waitFor(head, 60_000)).toBe(true);
  await live.stop();
  const liveRows = await actualRows(h.db);
  const events = await h.allEvents();
  expect(liveRows).toEqual(expectedRows(events));

  const result = await rebuildProjections({ store: h.store, db: h.db, projections: [countingProjection()] });
  expect(result.projections).toEqual([
    { name: 'test.counting', eventsRead: 2500, eventsApplied: expectedRows(events).running[0]!.events },
  ]);
  expect(await actualRows(h.db)).toEqual(liveRows);
  expect((await readCheckpoint(h.db, 'test.counting'))?.position).toEqual(events.at(-1)!.position);
});

test('a rebuild while the live projector runs: they never apply an event twice', async () => {
  const live = new Projector({ store: h.store, db: h.db, projections: [countingProjection()], batchSize: 100 });
  await live.start();
  const appending = h.append(600);
  await rebuildProjections({ store: h.store, db: h.db, projections: [countingProjection()], batchSize: 100 });
  const head = await appending;
  expect(await live.waitFor(head, 60_000)).toBe(true);
  await live.stop();
  expect(await actualRows(h.db)).toEqual(expectedRows(await h.allEvents()));
});

test('rebuilding a projection that is not registered is refused before anything is emptied', async () => {
  const before = await actualRows(h.db);
  await expect(
    rebuildProjections({ store: h.store, db: h.db, projections: [countingProjection()], names: ['test.nope'] }),
  ).rejects.toThrow(/Unknown projection\(s\): test.nope/);
  expect(await actualRows(h.db)).toEqual(before);
});
