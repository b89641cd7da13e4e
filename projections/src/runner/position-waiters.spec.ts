import { isAtOrAfter, type GlobalPosition } from '@console/contracts';
import { PositionWaiters } from './position-waiters.js';

const at = (minor: number): GlobalPosition => ({ major: 7n, minor: BigInt(minor) });

test('a wait settles true when a check finds its position reached, false at its timeout', async () => {
  const waiters = new PositionWaiters();
  let checkpoint = at(1);
  const reached = (target: GlobalPosition) => isAtOrAfter(checkpoint, target);
  expect(await waiters.wait(at(1), 1000, reached)).toBe(true); // already there: no wait
  const soon = waiters.wait(at(5), 1000, reached);
  const never = waiters.wait(at(50), 30, reached);
  checkpoint = at(5);
  waiters.check(reached);
  expect(await soon).toBe(true);
  expect(await never).toBe(false);
  expect(waiters.size).toBe(0);
});

test('cancelAll answers every pending wait with false', async () => {
  const waiters = new PositionWaiters();
  const pending = waiters.wait(at(3), 60_000, () => false);
  waiters.cancelAll();
  expect(await pending).toBe(false);
});

test('a wait may name the tables it reads: it is asked with them, and they are what the pending waits await', async () => {
  const waiters = new PositionWaiters();
  const asked: (readonly string[] | undefined)[] = [];
  const reached = (_: GlobalPosition, tables: readonly string[] | undefined) => {
    asked.push(tables);
    return tables?.includes('rm.users') === true && asked.length > 1;
  };
  const narrow = waiters.wait(at(2), 1000, reached, undefined, ['rm.users']);
  expect(waiters.awaitedTables()).toEqual(new Set(['rm.users']));
  const wide = waiters.wait(at(2), 50, reached);
  expect(waiters.awaitedTables()).toBeUndefined(); // one waits for every projection
  waiters.check(reached);
  expect(await narrow).toBe(true);
  expect(await wide).toBe(false);
  expect(asked).toContainEqual(['rm.users']);
  expect(asked).toContainEqual(undefined);
});
