import { START, type RecordedEvent } from '@console/contracts';
import { sql } from 'kysely';
import {
  beginMovingCheckpoints,
  moveCheckpoints,
  readCheckpoint,
  runnerView,
  writeCheckpoint,
} from './checkpoint-store.js';
import { CHECKPOINT_MOVED_SQLSTATE } from './runner.migrations.js';
import { Projector } from './projector.js';
import type { Projection } from '../core/projection.js';
import { COUNTED } from './testing/counting-projection.js';
import { openRunnerHarness, type RunnerHarness } from './testing/runner-harness.js';

let h: RunnerHarness;
beforeAll(async () => {
  h = await openRunnerHarness('runner_advance');
});
afterAll(() => h?.close());

test('moves checkpoints in one statement, each only from where it stands and at its version', async () => {
  await h.append(3);
  const [a, b] = (await h.allEvents()).map((e) => e.position);
  await writeCheckpoint(h.db, { name: 'test.advance', version: 1, position: START });
  await writeCheckpoint(h.db, { name: 'test.other', version: 1, position: a! });
  const move = (moves: Parameters<typeof moveCheckpoints>[1], to = b!) =>
    runnerView(h.db)
      .transaction()
      .execute((trx) => moveCheckpoints(trx, moves, to));
  expect(await move([{ name: 'test.advance', version: 1, from: a! }])).toEqual(new Set());
  expect(await move([{ name: 'test.advance', version: 2, from: START }])).toEqual(new Set());
  expect(await readCheckpoint(h.db, 'test.advance')).toEqual({ name: 'test.advance', version: 1, position: START });
  expect(
    await move([
      { name: 'test.advance', version: 1, from: START },
      { name: 'test.other', version: 1, from: a! },
    ]),
  ).toEqual(new Set(['test.advance', 'test.other']));
  expect(await readCheckpoint(h.db, 'test.advance')).toEqual({ name: 'test.advance', version: 1, position: b! });
  expect(await readCheckpoint(h.db, 'test.other')).toEqual({ name: 'test.other', version: 1, position: b! });
});

test('a batch opens its transaction and moves its checkpoints in one round trip; one that moved raises', async () => {
  await h.append(2);
  const [a, b] = (await h.allEvents()).map((e) => e.position);
  await writeCheckpoint(h.db, { name: "test.begin's", version: 1, position: a! });
  const batch = (from: typeof a, commit: boolean) =>
    runnerView(h.db)
      .connection()
      .execute(async (c) => {
        try {
          await beginMovingCheckpoints(c, [{ name: "test.begin's", version: 1, from: from! }], b!);
          const { rows } = await sql<{ s: string }>`SELECT current_setting('synchronous_commit') AS s`.execute(c);
          await sql.raw(commit ? 'COMMIT' : 'ROLLBACK').execute(c);
          return rows[0]?.s;
        } catch (error) {
          await sql`ROLLBACK`.execute(c);
          throw error;
        }
      });
  // Rolled back: the move goes with the transaction it opened.
  expect(await batch(a, false)).toBe('off');
  expect((await readCheckpoint(h.db, "test.begin's"))?.position).toEqual(a);
  await batch(a, true);
  expect((await readCheckpoint(h.db, "test.begin's"))?.position).toEqual(b);
  await expect(batch(a, true)).rejects.toMatchObject({ code: CHECKPOINT_MOVED_SQLSTATE });
  expect((await readCheckpoint(h.db, "test.begin's"))?.position).toEqual(b);
});

test('a projection that handles none of the events follows the head, its checkpoint stored, with no batch applied', async () => {
  await h.append(500);
  const applied: string[] = [];
  const idle: Projection<object> = {
    name: 'test.idle',
    version: 1,
    handles: ['NoSuchEvent'],
    tables: [],
    async apply(_trx, e) {
      applied.push(e.id);
    },
  };
  const projector = new Projector({ store: h.store, db: h.db, projections: [idle], batchSize: 50 });
  await projector.start();
  const head = h.lastAppended();
  expect(await projector.waitFor(head, 30_000)).toBe(true);
  await projector.stop();
  expect(applied).toEqual([]);
  expect((await readCheckpoint(h.db, 'test.idle'))?.position).toEqual(head);
});

test("events a projection's `concerns` declines are not applied and open no transaction for it", async () => {
  await h.append(300);
  const events = await h.allEvents();
  // Of the events it names, only those whose amount is even concern it.
  const concerned = (e: RecordedEvent): boolean =>
    e.type === COUNTED && (e.data as { amount: number }).amount % 2 === 0;
  const applied: string[] = [];
  const picky: Projection<object> = {
    name: 'test.picky',
    version: 1,
    handles: [COUNTED],
    concerns: concerned,
    tables: [],
    async apply(_trx, e) {
      applied.push(e.id);
    },
  };
  // The batches' transactions, counted by their COMMITs on the projector's connections.
  let commits = 0;
  const counted = h.db.withPlugin({
    transformQuery: (args) => {
      if (args.node.kind === 'RawNode' && args.node.sqlFragments.join('').trim() === 'COMMIT') commits += 1;
      return args.node;
    },
    transformResult: (args) => Promise.resolve(args.result),
  });
  const projector = new Projector({ store: h.store, db: counted, projections: [picky], batchSize: 1 });
  await projector.start();
  const head = h.lastAppended();
  expect(await projector.waitFor(head, 30_000)).toBe(true);
  await projector.stop();
  const expected = events.filter(concerned).map((e) => e.id);
  expect(expected.length).toBeGreaterThan(0);
  expect(expected.length).toBeLessThan(events.filter((e) => e.type === COUNTED).length);
  expect(applied).toEqual(expected);
  // One event a batch: a transaction for each concerning event, none for the others.
  expect(commits).toBe(expected.length);
  expect((await readCheckpoint(h.db, 'test.picky'))?.position).toEqual(expected.length > 0 ? head : START);
});
