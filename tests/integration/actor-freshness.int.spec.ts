import { startTestApp, type TestApp } from '../support/test-app.js';
import { withActors } from '../support/actors.js';

/**
 * Issue 13 keeps the signed-in user between calls in the process that applies the users read model (one round
 * trip less on every call). What spec 1 asks of the server must not move: a suspension or a role change counts
 * from the very next call after the answer that made it, never at the token's expiry.
 */
let app: TestApp;
let admin: string;

beforeAll(async () => ({ app, admin } = await withActors(await startTestApp(), { admin: 'admin' })));
afterAll(() => app?.stop());

const idOf = async (email: string): Promise<number> =>
  (await app.call('GET', `/api/users?email=${email}`, admin)).body.data[0].id;

it('a staff user suspended is refused on the next call, and let in again once reactivated', async () => {
  const sales = await app.token('sales-staff');
  const salesId = await idOf('sales-staff@demo.test');
  expect((await app.call('GET', '/api/users?email=admin@demo.test', sales)).status).toBe(200);
  expect((await app.call('GET', '/api/users?email=admin@demo.test', sales)).status).toBe(200);

  expect((await app.call('POST', `/api/users/${salesId}/deactivate`, admin)).status).toBe(200);
  expect((await app.call('GET', '/api/users?email=admin@demo.test', sales)).status).toBe(401);

  expect((await app.call('POST', `/api/users/${salesId}/activate`, admin)).status).toBe(200);
  expect((await app.call('GET', '/api/users?email=admin@demo.test', sales)).status).toBe(200);
});

it('a role taken away stops its permission on the next call', async () => {
  const operations = await app.token('operations-staff');
  const operationsId = await idOf('operations-staff@demo.test');
  const before = await app.call('GET', `/api/users/${operationsId}`, admin);
  const roles: string[] = before.body.roles;
  expect((await app.call('GET', '/api/users?email=admin@demo.test', operations)).status).toBe(200);

  const changed = await app.call('PATCH', `/api/users/${operationsId}`, admin, { roles: ['customer'] });
  expect(changed.status).toBe(200);
  expect((await app.call('GET', '/api/users?email=admin@demo.test', operations)).status).toBe(403);

  expect((await app.call('PATCH', `/api/users/${operationsId}`, admin, { roles })).status).toBe(200);
  expect((await app.call('GET', '/api/users?email=admin@demo.test', operations)).status).toBe(200);
});
