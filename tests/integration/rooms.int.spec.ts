import { roomNotFound } from '@console/contracts';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * The rooms lookup (spec 1 §7.6, spec 2 §7; issue 34 §9): seeded rooms, listed to every role that sees storages,
 * and a storage that names its room takes the room's name from the room's stream, never a typed one.
 */
let app: TestApp;
let admin: string;
let userId: number;
beforeAll(async () => {
  app = await startTestApp(0);
  admin = await app.token('admin');
  const made = await app.call('POST', '/api/users', admin, {
    type: 'b2c',
    name: 'Rooms Customer',
    email: `rooms-${Date.now()}@example.test`,
    phone: '+971501112233',
    countryId: 1,
  });
  userId = made.body.id as number;
});
afterAll(() => app.stop());

const OK = [200, 201, 202];

describe('rooms', () => {
  it('lists the seeded rooms to staff and partner users', async () => {
    const listed = await app.call('GET', '/api/rooms?$sort[id]=1&$limit=50', admin);
    expect(listed.status).toBe(200);
    expect(listed.body.data.slice(0, 6).map((r: { name: string }) => r.name)).toEqual([
      'Living room',
      'Bedroom',
      'Kitchen',
      'Office',
      'Garage',
      'Kids room',
    ]);
    const partner = await app.token('partner');
    expect((await app.call('GET', '/api/rooms', partner)).status).toBe(200);
    expect((await app.call('POST', '/api/rooms', partner, { name: 'Attic' })).status).toBe(403);
  });

  it('names a storage’s room from the lookup, refuses an unknown room, and clears the name with the room', async () => {
    const made = await app.call('POST', '/api/storages', admin, {
      storagetypeId: 1,
      userId,
      countryId: 1,
      roomId: 2,
      roomName: 'Typed over',
    });
    expect(OK).toContain(made.status);
    const id = made.body.id as number;
    await app.settle();
    expect((await app.call('GET', `/api/storages/${id}`, admin)).body).toMatchObject({
      roomId: 2,
      roomName: 'Bedroom',
    });

    const unknown = await app.call('PATCH', `/api/storages/${id}`, admin, { roomId: 999_999 });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual([{ path: 'roomId', message: roomNotFound(999_999) }]);

    const moved = await app.call('PATCH', `/api/storages/${id}`, admin, { roomId: 5 });
    expect(OK).toContain(moved.status);
    const cleared = await app.call('PATCH', `/api/storages/${id}`, admin, { roomId: null });
    expect(OK).toContain(cleared.status);
    await app.settle();
    const stream = await app.infra.store.readStream(`storage-${id}`);
    const names = stream.flatMap((e) => {
      const d = e.data as { fields?: { roomName?: unknown }; changes?: { roomName?: unknown } };
      const v = d.fields?.roomName ?? d.changes?.roomName;
      return v === undefined ? [] : [v];
    });
    expect(names).toEqual(['Bedroom', 'Garage', null]);
  });
});
