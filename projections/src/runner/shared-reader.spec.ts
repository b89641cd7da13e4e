import type { GlobalPosition, RecordedEvent } from '@console/contracts';
import type { EventStore } from '@console/infra';
import { SharedReader } from './shared-reader.js';

const at = (minor: number): GlobalPosition => ({ major: 1n, minor: BigInt(minor) });
const eventAt = (minor: number) => ({ position: at(minor) }) as RecordedEvent;

/** A log of `length` events, counting the reads it serves. */
const fakeStore = (length: number) => {
  const reads: string[] = [];
  const store = {
    readAll: async (from: GlobalPosition, limit: number) => {
      reads.push(`${from.minor}/${limit}`);
      await new Promise((resolve) => setTimeout(resolve, 5));
      const first = Number(from.minor) + 1;
      return Array.from({ length: Math.max(0, Math.min(limit, length - first + 1)) }, (_, i) => eventAt(first + i));
    },
  };
  return { store: store as unknown as EventStore, reads, grow: (n: number) => (length += n) };
};

test('identical reads in flight are joined into one store read', async () => {
  const { store, reads } = fakeStore(10);
  const reader = new SharedReader(store);
  const [a, b] = await Promise.all([reader.read(at(0), 4), reader.read(at(0), 4)]);
  expect(a).toBe(b);
  expect(reads).toEqual(['0/4']);
});

test('a full batch is kept for projections that come later; a short one is read again, since more may follow', async () => {
  const f = fakeStore(6);
  const reader = new SharedReader(f.store);
  expect(await reader.read(at(0), 4)).toHaveLength(4);
  expect(await reader.read(at(0), 4)).toHaveLength(4);
  expect(await reader.read(at(4), 4)).toHaveLength(2);
  f.grow(3);
  expect(await reader.read(at(4), 4)).toHaveLength(4);
  expect(f.reads).toEqual(['0/4', '4/4', '4/4']);
});

test('only the newest full batches are kept', async () => {
  const f = fakeStore(100);
  const reader = new SharedReader(f.store, 2);
  for (const from of [0, 10, 20]) await reader.read(at(from), 10);
  await reader.read(at(0), 10); // evicted: read again
  await reader.read(at(20), 10); // kept
  expect(f.reads).toEqual(['0/10', '10/10', '20/10', '0/10']);
});

test('a smaller read joins a larger one in flight from the same position, and takes its first events', async () => {
  const f = fakeStore(10);
  const reader = new SharedReader(f.store);
  const [big, small] = await Promise.all([reader.read(at(0), 8), reader.read(at(0), 3)]);
  expect(big).toHaveLength(8);
  expect(small.map((e) => e.position.minor)).toEqual([1n, 2n, 3n]);
  expect(await reader.read(at(0), 5)).toHaveLength(5); // from the kept full batch of 8
  expect(f.reads).toEqual(['0/8']);
});

test('a larger read takes a smaller one in flight only when it came back short; a full one is read again', async () => {
  const short = fakeStore(2);
  const a = new SharedReader(short.store);
  const [, bigFromShort] = await Promise.all([a.read(at(0), 3), a.read(at(0), 8)]);
  expect(bigFromShort).toHaveLength(2);
  expect(short.reads).toEqual(['0/3']);

  const full = fakeStore(10);
  const b = new SharedReader(full.store);
  const [small, big] = await Promise.all([b.read(at(0), 3), b.read(at(0), 8)]);
  expect(small).toHaveLength(3);
  expect(big).toHaveLength(8); // never stops short of the end: the loop would take it for the end of the log
  expect(full.reads).toEqual(['0/3', '0/8']);
});
