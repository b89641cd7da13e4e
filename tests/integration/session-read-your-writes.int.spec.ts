import crypto from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { isAtOrAfter, positionFromString, type RecordedEvent } from '@console/contracts';
import type { Projection, ReadModels } from '@console/projections';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { withActors } from '../support/actors.js';

/**
 * Read-your-writes across read models (issue 13, session-fences.ts): a user PATCH answers once rm.users holds it,
 * before the other read models do; the same user's next read then waits for every one of them, so what they changed
 * shows on the next screen they open (the customer's postpaid flag on their order, sales-gaps.int.spec.ts). A slow
 * follower projection makes the lag certain: it takes FOLLOWER_MS over the armed customer's events.
 */
const FOLLOWER_MS = 700;
let armed: string | undefined;
/** The last test makes the follower fail on the armed stream's events instead: it stops there (issue 11). */
let failing = false;
const follower: Projection<ReadModels> = {
  name: 'test_slow_follower',
  version: 1,
  handles: 'all',
  tables: [],
  apply: async (_trx, event: RecordedEvent) => {
    if (event.streamId !== armed) return;
    if (failing) throw new Error('the follower cannot apply this event');
    await sleep(FOLLOWER_MS);
  },
};

let app: TestApp;
let admin: string;
let finance: string;
beforeAll(
  async () =>
    ({ app, admin, finance } = await withActors(await startTestApp(0, undefined, 0, { projections: [follower] }), {
      admin: 'admin',
      finance: 'finance',
    })),
);
afterAll(() => app.stop());

const unique = () => crypto.randomBytes(4).toString('hex');

/** The follower's checkpoint holds the last event of `stream`. */
const followerHolds = async (stream: string): Promise<boolean> => {
  const events = await app.infra.store.readStream(stream);
  const last = events[events.length - 1];
  if (!last) throw new Error(`no events on ${stream}`);
  const lag = (await app.infra.projectionLag()).find((l) => l.name === follower.name);
  if (!lag) throw new Error('the follower does not run');
  return isAtOrAfter(positionFromString(lag.checkpoint), last.position);
};

const createCustomer = async (): Promise<number> => {
  const created = await app.call('POST', '/api/users', admin, {
    name: 'Fenced Client',
    email: `fence.${unique()}@example.com`,
    phone: '+971500000333',
  });
  expect(created.status).toBe(201);
  return created.body.id as number;
};

describe("a user's reads after their own PATCH", () => {
  it('answer the PATCH before every read model holds it, and hold the next read until they all do', async () => {
    const id = await createCustomer();
    armed = `user-${id}`;
    const started = performance.now();
    const patched = await app.call('PATCH', `/api/users/${id}`, admin, { name: 'Fenced Client Renamed' });
    const answeredIn = performance.now() - started;
    expect(patched.status).toBe(200);
    expect(patched.body.name).toBe('Fenced Client Renamed');
    // The answer did not wait for the follower: it is still on the rename.
    expect(answeredIn).toBeLessThan(FOLLOWER_MS);
    expect(await followerHolds(armed)).toBe(false);

    const read = await app.call('GET', `/api/users/${id}`, admin);
    expect(read.status).toBe(200);
    expect(read.headers.get('x-read-your-writes')).toBeNull();
    expect(await followerHolds(armed)).toBe(true);
    armed = undefined;
  });

  it("do not hold another user's reads, nor the same user's next command", async () => {
    const id = await createCustomer();
    armed = `user-${id}`;
    expect((await app.call('PATCH', `/api/users/${id}`, admin, { name: 'Fenced Again' })).status).toBe(200);
    // Another user reads at once: as fresh as the read models are, no wait for the admin's fence.
    expect((await app.call('GET', `/api/users/${id}`, finance)).status).toBe(200);
    expect(await followerHolds(armed)).toBe(false);
    // The admin's next command decides from the stream and answers from rm.users: no wait for the follower either.
    const second = await app.call('PATCH', `/api/users/${id}`, admin, { name: 'Fenced Once More' });
    expect(second.status).toBe(200);
    expect(second.body.name).toBe('Fenced Once More');
    expect(await followerHolds(armed)).toBe(false);
    // The fence is the later command's: the read waits for that one, a list call sent as POST (the console's lists).
    const list = await app.call('POST', '/api/v1/users/list', admin, { sortBy: 'id', limit: 1, page: 1 });
    expect(list.status).toBe(200);
    expect(await followerHolds(armed)).toBe(true);
    armed = undefined;
  });

  it('hold no read for long, nor twice, when a read model stopped on the change', async () => {
    const id = await createCustomer();
    armed = `user-${id}`;
    failing = true;
    expect((await app.call('PATCH', `/api/users/${id}`, admin, { name: 'Fenced Follower Stopped' })).status).toBe(200);
    const started = performance.now();
    const first = await app.call('GET', `/api/users/${id}`, admin);
    expect(first.status).toBe(200);
    expect(first.body.name).toBe('Fenced Follower Stopped');
    // The wait gave up at once (the follower can never reach the change) and says so.
    expect(first.headers.get('x-read-your-writes')).toBe('timeout');
    expect(performance.now() - started).toBeLessThan(1000);
    // The fence is gone: the next read is not held and carries no header.
    const second = await app.call('GET', `/api/users/${id}`, admin);
    expect(second.headers.get('x-read-your-writes')).toBeNull();
    const stopped = (await app.infra.projectionLag()).find((l) => l.name === follower.name);
    expect(stopped?.stopped?.streamId).toBe(armed);
  });
});
