import jwt from 'jsonwebtoken';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { withActors } from '../support/actors.js';

/**
 * Issue 34 §2 and its Security part: impersonation needs the user-impersonation permission, gives a short-lived
 * token for the consumer app that reaches none of this API's calls, refuses staff accounts, and is recorded on the
 * customer's stream naming who impersonated whom.
 */
let app: TestApp;
let admin: string;

beforeAll(async () => ({ app, admin } = await withActors(await startTestApp(3), { admin: 'admin' })));
afterAll(() => app?.stop());

const idOf = async (email: string): Promise<number> =>
  (await app.call('GET', `/api/users?email=${email}`, admin)).body.data[0].id;
const aCustomer = async (): Promise<{ id: number; partnerId: number }> =>
  (await app.call('GET', '/api/non-staff-users?$limit=1', admin)).body.data[0];

it('gives a two-minute consumer token that opens no call of this API, and records who impersonated whom', async () => {
  const customer = await aCustomer();
  const r = await app.call('POST', '/api/user-impersonation', admin, { userId: customer.id });
  expect(r.status).toBe(201);
  expect(r.body.data.userId).toBe(customer.id);
  const token: string = r.body.data.token;
  const claims = jwt.decode(token) as { sub: string; exp: number; iat: number };
  expect(claims.sub).toBe(String(customer.id));
  expect(claims.exp - claims.iat).toBe(120);
  for (const [method, path] of [
    ['GET', '/api/me'],
    ['GET', '/api/staff'],
    ['GET', `/api/users/${customer.id}`],
    ['POST', '/api/user-impersonation'],
  ] as const) {
    expect({
      path,
      status: (await app.call(method, path, token, method === 'GET' ? undefined : { userId: customer.id })).status,
    }).toEqual({
      path,
      status: 401,
    });
  }
  const events = await app.infra.store.readStream(`user-${customer.id}`);
  const recorded = events.filter((e) => e.type === 'UserImpersonated').at(-1);
  expect(recorded?.data).toMatchObject({ id: customer.id, byUserId: await idOf('admin@demo.test') });
  expect(JSON.stringify(events.map((e) => e.data))).not.toContain(token);
});

it('needs the user-impersonation permission, a customer, and one of the caller’s partner', async () => {
  const customer = await aCustomer();
  const sales = await app.token('sales-staff');
  const refused = await app.call('POST', '/api/user-impersonation', sales, { userId: customer.id });
  expect(refused).toMatchObject({ status: 403 });
  expect(
    (await app.call('POST', '/api/user-impersonation', await app.token('staff'), { userId: customer.id })).status,
  ).toBe(201);
  const staffAccount = await idOf('finance@demo.test');
  const staffRefused = await app.call('POST', '/api/user-impersonation', admin, { userId: staffAccount });
  expect({ status: staffRefused.status, message: staffRefused.body.message }).toEqual({
    status: 403,
    message: 'A staff account cannot be impersonated',
  });
  expect((await app.call('POST', '/api/user-impersonation', admin, { userId: 99_999_999 })).status).toBe(404);
  expect((await app.call('POST', '/api/user-impersonation', admin, { userId: 'x' })).status).toBe(400);
  expect((await app.call('POST', '/api/user-impersonation', undefined, { userId: customer.id })).status).toBe(401);
});
