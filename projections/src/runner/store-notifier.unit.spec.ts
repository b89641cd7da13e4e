import type { GlobalPosition } from '@console/contracts';
import type { EventStore } from '@console/infra';
import { StoreNotifier } from './store-notifier.js';

const at = (minor: number): GlobalPosition => ({ major: 10n, minor: BigInt(minor) });

/** A store with only the doorbell: what StoreNotifier uses when the store has one. */
const doorbellStore = () => {
  let ring: ((position?: GlobalPosition) => void) | undefined;
  const store = {
    watchAppends: (onAppend: (position?: GlobalPosition) => void) => {
      ring = onAppend;
      return () => (ring = undefined);
    },
  } as unknown as EventStore;
  return { store, ring: (position?: GlobalPosition) => ring?.(position) };
};

test('the doorbell remembers the newest append of this process it was rung for, and the count that ring made', async () => {
  const { store, ring } = doorbellStore();
  const notifier = new StoreNotifier(store, () => undefined);
  notifier.start(at(0));
  expect(notifier.announcedAt(at(1))).toBeUndefined();

  ring(at(5)); // an append of this process committed: the count is 1
  expect(notifier.generation).toBe(1);
  expect(notifier.announcedAt(at(5))).toBe(1);
  expect(notifier.announcedAt(at(3))).toBe(1); // an earlier event: that ring came after it too
  expect(notifier.announcedAt(at(6))).toBeUndefined(); // a later one: no ring came after it

  ring(); // another process's NOTIFY, a poll: it names nothing and announces nothing
  expect(notifier.generation).toBe(2);
  expect(notifier.announcedAt(at(6))).toBeUndefined();
  expect(notifier.announcedAt(at(5))).toBe(1);

  ring(at(9));
  expect(notifier.announcedAt(at(5))).toBe(3); // the latest ring after it: what a read must have started after
  ring(at(7)); // an older append's ring arriving late keeps the newest
  expect(notifier.announcedAt(at(9))).toBe(3);
  await notifier.stop();
});
