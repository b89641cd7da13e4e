import crypto from 'node:crypto';
import * as t from 'io-ts';
import type { Decider } from '@console/contracts';
import { createEventStore, createPool, WrongExpectedVersionError, type EventStore } from '@console/infra';
import { createScratchDatabase } from '@console/infra/testing';
import type pg from 'pg';
import { AggregateRepository } from './aggregate-repository.js';
import type { CommandContext } from './command-context.js';
import { DomainException } from './domain.exception.js';

/** A counter that refuses to go above 10: enough to show a refusal, a compensation and a start. */
type Added = { readonly type: 'Added' | 'Removed'; readonly data: { readonly n: number } };
const counter: Decider<{ readonly type: 'Add'; readonly n: number }, Added, number> = {
  category: 'counter',
  initialState: 0,
  evolve: (s, e) => (e.type === 'Added' ? s + e.data.n : s - e.data.n),
  decide: (c, s) => (s + c.n > 10 ? { kind: 'conflict', message: 'Too many' } : [{ type: 'Added', data: { n: c.n } }]),
};
const codecs = { Added: t.type({ n: t.number }), Removed: t.type({ n: t.number }) };
const ctx: CommandContext = { actor: null, correlationId: crypto.randomUUID(), causationId: null };
const add = (id: string, n: number) => ({
  decider: counter,
  codecs,
  id,
  command: { type: 'Add' as const, n },
  ctx,
  compensate: () => ({ command: 'UndoAdd', events: [{ type: 'Removed', data: { n } }] }),
});

let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
let pool: pg.Pool;
let store: EventStore;
let repo: AggregateRepository;

beforeAll(async () => {
  const server = process.env['DATABASE_URL'];
  if (!server) throw new Error('DATABASE_URL is not set');
  scratch = await createScratchDatabase(server, 'aggregate_repository');
  pool = createPool(scratch.url, 4);
  store = await createEventStore({ pool });
  repo = new AggregateRepository(store);
});
afterAll(async () => {
  await store.close();
  await pool.end();
  await scratch.drop();
});

it('runAll appends the decided parts in order and, when one fails, undoes the appended ones by their compensation', async () => {
  const [a, b, c] = [crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID()];
  await repo.run({ decider: counter, codecs, id: c, command: { type: 'Add', n: 9 }, ctx });
  const parts = [await repo.decide(add(a, 1)), await repo.decide(add(b, 2)), await repo.decide(add(c, 1))];
  // Another writer takes c to 10 between the decision and the append: c's part is decided again and refused.
  await new AggregateRepository(store).run({ decider: counter, codecs, id: c, command: { type: 'Add', n: 1 }, ctx });
  await expect(repo.runAll(parts)).rejects.toThrow(DomainException);
  const typesOf = async (id: string) => (await store.readStream(`counter-${id}`)).map((e) => e.type);
  expect(await typesOf(a)).toEqual(['Added', 'Removed']);
  expect(await typesOf(b)).toEqual(['Added', 'Removed']);
  expect(await typesOf(c)).toEqual(['Added', 'Added']);
  const undo = (await store.readStream(`counter-${a}`))[1]!;
  expect(undo.metadata.command).toBe('UndoAdd');
  expect((await repo.load(counter, codecs, b)).state).toBe(0);
});

it('a stream run appends at the version it names, or fails for the caller to decide again', async () => {
  const stream = `note-${crypto.randomUUID()}`;
  const note = (expected: 'no_stream' | 'any' | number) =>
    repo.run({ stream, events: [{ type: 'Noted', data: {} }], command: 'Note', expected, ctx });
  expect((await note('no_stream')).position).toBeDefined();
  await expect(note('no_stream')).rejects.toBeInstanceOf(WrongExpectedVersionError);
  await expect(note(5)).rejects.toBeInstanceOf(WrongExpectedVersionError);
  await note(1);
  await note('any');
  expect((await store.readStream(stream)).map((e) => e.metadata.command)).toEqual(['Note', 'Note', 'Note']);
  await expect(
    repo.run({ stream, events: { kind: 'validation', message: 'No' }, command: 'Note', expected: 'any', ctx }),
  ).rejects.toThrow('No');
});

it("a process manager's run carries its cause's metadata and the event ids derived from it", async () => {
  const id = crypto.randomUUID();
  const metadata = {
    userId: 7,
    partnerId: 2,
    correlationId: 'cause-correlation',
    causationId: crypto.randomUUID(),
    occurredAt: '2026-01-02T03:04:05.000Z',
  };
  const eventId = crypto.randomUUID();
  await repo.run({
    decider: counter,
    codecs,
    id,
    command: { type: 'Add', n: 1 },
    ctx: { metadata },
    eventId: () => eventId,
  });
  const [stored] = await store.readStream(`counter-${id}`);
  expect(stored!.id).toBe(eventId);
  expect(stored!.metadata).toEqual({ ...metadata, command: 'Add' });
});

it('start decides many new records on their empty streams and starts them in one write, skipping started ones', async () => {
  const ids = [crypto.randomUUID(), crypto.randomUUID()];
  const records = ids.map((id) => ({ id, command: { type: 'Add' as const, n: 3 } }));
  expect(await repo.start({ decider: counter, records, ctx })).toBeDefined();
  expect(await repo.start({ decider: counter, records, ctx })).toBeUndefined();
  for (const id of ids) expect((await store.readStream(`counter-${id}`)).length).toBe(1);
  await expect(
    repo.start({ decider: counter, records: [{ id: crypto.randomUUID(), command: { type: 'Add', n: 11 } }], ctx }),
  ).rejects.toThrow('Too many');
});
