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
