import type { Actor } from '../core/command-context.js';
import { ActorCache } from './actor-cache.js';

const actorNamed = (name: string): Actor => ({
  id: 7,
  name,
  email: 'a@b.c',
  roles: [],
  permissions: [],
  partnerId: 1,
  countryId: 1,
  isPartner: false,
});

test('an actor is read once until the users read model changes, then read again', async () => {
  let name = 'Aisha';
  let reads = 0;
  const cache = new ActorCache(async () => {
    reads += 1;
    return actorNamed(name);
  });
  expect((await cache.actor(7))?.name).toBe('Aisha');
  expect((await cache.actor(7))?.name).toBe('Aisha');
  expect(reads).toBe(1);
  name = 'Aisha Jr';
  cache.usersChanged();
  expect((await cache.actor(7))?.name).toBe('Aisha Jr');
  expect(reads).toBe(2);
});

test('a row read while the users read model committed is not kept: it may predate the commit', async () => {
  let release: (() => void) | undefined;
  let reads = 0;
  const cache = new ActorCache(async () => {
    reads += 1;
    if (reads === 1) await new Promise<void>((resolve) => (release = resolve));
    return actorNamed(`read ${reads}`);
  });
  const first = cache.actor(7);
  await new Promise((resolve) => setImmediate(resolve));
  cache.usersChanged();
  release!();
  expect((await first)?.name).toBe('read 1');
  expect((await cache.actor(7))?.name).toBe('read 2');
});

test('an unknown or suspended user (no actor) is kept too, until the next change', async () => {
  let reads = 0;
  const cache = new ActorCache(async () => {
    reads += 1;
    return undefined;
  });
  expect(await cache.actor(9)).toBeUndefined();
  expect(await cache.actor(9)).toBeUndefined();
  expect(reads).toBe(1);
});

test("a change of one user's stream drops that user only; an event of another stream drops every actor", async () => {
  const reads: number[] = [];
  const cache = new ActorCache(async (id) => {
    reads.push(id);
    return { ...actorNamed(`user ${id}`), id };
  });
  await cache.actor(1);
  await cache.actor(2);
  cache.usersChanged(['user-2']);
  await cache.actor(1);
  await cache.actor(2);
  expect(reads).toEqual([1, 2, 2]);
  cache.usersChanged(['user-2', 'partner-3']);
  await cache.actor(1);
  await cache.actor(2);
  expect(reads).toEqual([1, 2, 2, 1, 2]);
});

test('a full cache forgets the least recently used actor only', async () => {
  const reads: number[] = [];
  const cache = new ActorCache(async (id) => {
    reads.push(id);
    return { ...actorNamed('x'), id };
  }, 2);
  await cache.actor(1);
  await cache.actor(2);
  await cache.actor(1);
  await cache.actor(3);
  await cache.actor(1);
  await cache.actor(3);
  expect(reads).toEqual([1, 2, 3]);
  await cache.actor(2);
  expect(reads).toEqual([1, 2, 3, 2]);
});
