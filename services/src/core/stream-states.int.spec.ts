import crypto from 'node:crypto';
import * as t from 'io-ts';
import type { Decider, RecordedEvent } from '@console/contracts';
import { createEventStore, createPool, type EventStore, type ReadStreamRange } from '@console/infra';
import { createScratchDatabase } from '@console/infra/testing';
import type pg from 'pg';
import { AggregateRepository } from './aggregate-repository.js';
import type { CommandContext } from './command-context.js';

/** A tally: each command adds to it; the state is the sum and how many additions made it. */
interface Tally {
  readonly total: number;
  readonly additions: number;
}
type Added = { readonly type: 'Added'; readonly data: { readonly n: number } };
const tallyDecider: Decider<{ readonly type: 'Add'; readonly n: number }, Added, Tally> = {
  category: 'tally',
  initialState: { total: 0, additions: 0 },
  evolve: (s, e) => ({ total: s.total + e.data.n, additions: s.additions + 1 }),
  decide: (c) => [{ type: 'Added', data: { n: c.n } }],
};
const codecs = { Added: t.type({ n: t.number }) };
const ctx: CommandContext = { actor: null, correlationId: crypto.randomUUID(), causationId: null };

/** The store, with the ranges of the stream reads made through it. */
const spied = (store: EventStore) => {
  const reads: { streamId: string; range: ReadStreamRange | undefined; events: number }[] = [];
  const spy = new Proxy(store, {
    get(target, key, receiver) {
      if (key !== 'readStream') return Reflect.get(target, key, receiver) as unknown;
      return async (streamId: string, range?: ReadStreamRange): Promise<RecordedEvent[]> => {
        const events = await target.readStream(streamId, range);
        reads.push({ streamId, range, events: events.length });
        return events;
      };
    },
  });
  return { spy, reads };
};

let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
const pools: pg.Pool[] = [];
const stores: EventStore[] = [];
/** A store of its own over the scratch database, as another process of the console would have; and its pool. */
const openStore = async (): Promise<{ store: EventStore; pool: pg.Pool }> => {
  const pool = createPool(scratch.url, 4);
  pools.push(pool);
  const store = await createEventStore({ pool });
  stores.push(store);
  return { store, pool };
};
const repositoryOn = async (): Promise<AggregateRepository> => new AggregateRepository((await openStore()).store);

beforeAll(async () => {
  const server = process.env['DATABASE_URL'];
  if (!server) throw new Error('DATABASE_URL is not set');
  scratch = await createScratchDatabase(server, 'stream_states');
});
afterAll(async () => {
  for (const s of stores) await s.close();
  for (const p of pools) await p.end();
  await scratch.drop();
});

const add = (repository: AggregateRepository, id: string, n: number) =>
  repository.run({ decider: tallyDecider, codecs, id, command: { type: 'Add', n }, ctx });

it('decides a command on a stream it appended to last on the state it left, without reading it', async () => {
  const { spy, reads } = spied((await openStore()).store);
  const repository = new AggregateRepository(spy);
  const id = crypto.randomUUID();
  await add(repository, id, 1);
  expect(reads).toEqual([{ streamId: `tally-${id}`, range: {}, events: 0 }]);
  reads.length = 0;
  for (let i = 2; i <= 60; i++) await add(repository, id, i);
  const handled = await add(repository, id, 1000);
  expect(reads).toEqual([]);
  expect(handled.state).toEqual({ total: 1830 + 1000, additions: 61 });
  const whole = await repositoryOn();
  expect(await whole.load(tallyDecider, codecs, id)).toEqual({ state: { total: 2830, additions: 61 }, version: 61 });
});

it('reads only the events after the state it folded before, when another process appended meanwhile', async () => {
  const { spy, reads } = spied((await openStore()).store);
  const here = new AggregateRepository(spy);
  const elsewhere = await repositoryOn();
  const id = crypto.randomUUID();
  for (let i = 1; i <= 60; i++) await add(here, id, i);
  await add(elsewhere, id, 1000);
  reads.length = 0;
  // Read from the last event the state was folded to (its 60th): two rows, not sixty-one.
  expect(await here.load(tallyDecider, codecs, id)).toEqual({ state: { total: 2830, additions: 61 }, version: 61 });
  expect(reads).toEqual([{ streamId: `tally-${id}`, range: { fromVersion: 60 }, events: 2 }]);
});

it('a remembered state another process made stale: the append fails and the command is decided on the stream read', async () => {
  const { spy, reads } = spied((await openStore()).store);
  const here = new AggregateRepository(spy);
  const elsewhere = await repositoryOn();
  const id = crypto.randomUUID();
  await add(here, id, 1);
  await add(elsewhere, id, 10);
  await add(elsewhere, id, 20);
  reads.length = 0;
  const handled = await add(here, id, 100);
  expect(handled.state).toEqual({ total: 131, additions: 4 });
  expect(reads).toEqual([{ streamId: `tally-${id}`, range: {}, events: 3 }]);
  expect(await elsewhere.load(tallyDecider, codecs, id)).toEqual({ state: { total: 131, additions: 4 }, version: 4 });
});

/** A value set by commands; setting the value it holds changes nothing; values above 100 are refused. */
type ValueSet = { readonly type: 'ValueSet'; readonly data: { readonly value: number } };
const valueDecider: Decider<{ readonly type: 'Set'; readonly value: number }, ValueSet, number | null> = {
  category: 'value',
  initialState: null,
  evolve: (_s, e) => e.data.value,
  decide: (c, s) =>
    c.value > 100 && s !== null && s > 50
      ? { kind: 'conflict', message: 'Too much at once' }
      : c.value === s
        ? []
        : [{ type: 'ValueSet', data: { value: c.value } }],
};
const valueCodecs = { ValueSet: t.type({ value: t.number }) };
const set = (repository: AggregateRepository, id: string, value: number) =>
  repository.run({ decider: valueDecider, codecs: valueCodecs, id, command: { type: 'Set', value }, ctx });

it('a refusal, or nothing to do, on the remembered state is decided again on the stream before it is answered', async () => {
  const here = await repositoryOn();
  const elsewhere = await repositoryOn();
  const id = crypto.randomUUID();
  await set(here, id, 60);
  await set(elsewhere, id, 5);
  // Remembered: 60, so 200 would be refused; the stream holds 5, so it is not.
  expect((await set(here, id, 200)).state).toBe(200);
  await set(elsewhere, id, 7);
  // Remembered: 200, so setting 200 would change nothing; the stream holds 7, so it does.
  const again = await set(here, id, 200);
  expect(again.events).toEqual([{ type: 'ValueSet', data: { value: 200 } }]);
  expect(await elsewhere.load(valueDecider, valueCodecs, id)).toEqual({ state: 200, version: 5 });
  // And a refusal on the stream as read is answered.
  await expect(set(here, id, 300)).rejects.toMatchObject({ message: 'Too much at once' });
});

it('folds in what another process appended meanwhile, and decides on it', async () => {
  const here = await repositoryOn();
  const elsewhere = await repositoryOn();
  const id = crypto.randomUUID();
  await add(here, id, 1);
  await add(here, id, 2);
  for (const n of [10, 20, 30]) await add(elsewhere, id, n);
  expect(await here.load(tallyDecider, codecs, id)).toEqual({ state: { total: 63, additions: 5 }, version: 5 });
  // And its next command appends at the version the other process left (no conflict, nothing lost).
  const handled = await add(here, id, 100);
  expect(handled.state).toEqual({ total: 163, additions: 6 });
  expect(await elsewhere.load(tallyDecider, codecs, id)).toEqual({ state: { total: 163, additions: 6 }, version: 6 });
});

it('two processes adding to one stream at once lose nothing (a conflict decides again on the stream read whole)', async () => {
  const a = await repositoryOn();
  const b = await repositoryOn();
  const id = crypto.randomUUID();
  await add(a, id, 0);
  await add(b, id, 0);
  // Two at once: one of them conflicts at most once, within the repository's attempts (COMMAND_ATTEMPTS).
  for (let round = 0; round < 5; round++) await Promise.all([add(a, id, 1), add(b, id, 10)]);
  for (const r of [a, b]) {
    const { state } = await r.load(tallyDecider, codecs, id);
    expect(state).toEqual({ total: 55, additions: 12 });
  }
});

it('reads a stream whole when its remembered last event is not there any more (a store emptied under it)', async () => {
  const { store, pool } = await openStore();
  const { spy, reads } = spied(store);
  const repository = new AggregateRepository(spy);
  const id = crypto.randomUUID();
  for (const n of [1, 2, 3, 4]) await add(repository, id, n);
  await pool.query(`DELETE FROM es.events WHERE stream_id = $1`, [`tally-${id}`]);
  const other = await repositoryOn();
  for (const n of [5, 6, 7, 8, 9]) await add(other, id, n * 100); // a new stream of that id, longer than before
  reads.length = 0;
  expect(await repository.load(tallyDecider, codecs, id)).toEqual({
    state: { total: 3500, additions: 5 },
    version: 5,
  });
  expect(reads.map((r) => r.range)).toEqual([{ fromVersion: 4 }, {}]);
});
