import type { GlobalPosition } from '@console/contracts';
import { LagPace } from './seed-pace.js';

const at = (n: number): GlobalPosition => ({ major: BigInt(n), minor: 0n });

/** A follower that has applied up to `applied`, and answers waits as a projector does. */
const follower = () => {
  const f = {
    applied: 0,
    waits: [] as { n: number; resolve: (ok: boolean) => void }[],
    waitFor(position: GlobalPosition, timeoutMs: number): Promise<boolean> {
      const n = Number(position.major);
      if (f.applied >= n) return Promise.resolve(true);
      if (timeoutMs === 0) return Promise.resolve(false);
      return new Promise((resolve) => f.waits.push({ n, resolve }));
    },
    reach(n: number) {
      f.applied = n;
      for (const w of f.waits.filter((x) => x.n <= n)) w.resolve(true);
      f.waits = f.waits.filter((x) => x.n > n);
    },
  };
  return f;
};

it('lets the seed go while the projections keep up, and pauses it until they catch up when they fall behind', async () => {
  let clock = 0;
  let head = 0;
  const projector = follower();
  const pace = new LagPace({
    head: () => Promise.resolve(at(head)),
    followers: [projector],
    maxLagMs: 500,
    everyMs: 200,
    now: () => clock,
  });
  // Keeping up: every look finds the head of 500 ms ago applied.
  for (let i = 0; i < 10; i++) {
    head += 10;
    projector.reach(head);
    clock += 200;
    await pace.pass();
  }
  expect(pace.totals.pauses).toBe(0);
  // Falling behind: the projector stops at 100 while the seed writes on.
  for (let i = 0; i < 3; i++) {
    head += 10;
    clock += 200;
    await pace.pass();
  }
  head += 10;
  clock += 200;
  let passed = false;
  const paused = pace.pass().then(() => (passed = true));
  await new Promise((r) => setTimeout(r, 10));
  expect(passed).toBe(false);
  // Other workers wait on the same pause.
  const second = pace.pass();
  projector.reach(head);
  await Promise.all([paused, second]);
  expect(passed).toBe(true);
  expect(pace.totals.pauses).toBe(1);
});
