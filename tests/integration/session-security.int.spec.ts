import { createApp, startInfrastructure, type Infrastructure } from '@console/services';
import { DEMO_PASSWORD_HASH, startTestApp, type TestApp } from '../support/test-app.js';

/**
 * Issue 34 §2–§3 and its Security part, with two API processes on one database: a sign-out made on either holds on
 * the other (the session's `UserLoggedOut`, read from rm.user_logs or, where the projector runs, from memory); an
 * impersonation's consumer token reaches none of the console's admin calls on either; an impersonation is a user
 * log naming who impersonated whom.
 */
let app: TestApp;
let other: { url: string; infra: Infrastructure; stop: () => Promise<void> };
let admin: string;

beforeAll(async () => {
  app = await startTestApp(2);
  admin = await app.token('admin');
  // A second API process: the same database and bus, no projector (compose's `api`).
  const started = await startInfrastructure(app.infra.config, new Set(['api'] as const));
  const nest = await createApp(started.infra);
  await nest.listen(0, '127.0.0.1');
  other = {
    url: (await nest.getUrl()).replace('[::1]', '127.0.0.1'),
    infra: started.infra,
    stop: async () => {
      await nest.close();
      await started.stop();
    },
  };
}, 300_000);
afterAll(async () => {
  await other?.stop();
  await app?.stop();
});

const callOther = async (method: string, path: string, token?: string, body?: unknown) => {
  const res = await fetch(`${other.url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  return { status: res.status };
};
const signIn = async (email: string) => {
  const r = await app.call('POST', '/authentication', undefined, {
    strategy: 'local',
    email,
    password: DEMO_PASSWORD_HASH,
  });
  expect(r.status).toBe(201);
  return r.body.accessToken as string;
};

it('a sign-out on the process with the projector holds at once on the API-only one', async () => {
  const token = await signIn('finance@demo.test');
  expect((await callOther('GET', '/api/me', token)).status).toBe(200);
  expect((await app.call('POST', '/api/sign-out', token)).status).toBe(200);
  expect((await callOther('GET', '/api/me', token)).status).toBe(401);
  expect((await app.call('GET', '/api/me', token)).status).toBe(401);
});

it('a sign-out on the API-only process holds at once on the one with the projector', async () => {
  const token = await signIn('finance@demo.test');
  expect((await app.call('GET', '/api/me', token)).status).toBe(200);
  expect((await callOther('POST', '/api/sign-out', token)).status).toBe(200);
  expect((await app.call('GET', '/api/me', token)).status).toBe(401);
  expect((await callOther('GET', '/api/me', token)).status).toBe(401);
  // Another session of the same user is not signed out.
  expect((await app.call('GET', '/api/me', await signIn('finance@demo.test'))).status).toBe(200);
});

it("an impersonation token reaches none of the console's admin calls, and the user logs name who impersonated whom", async () => {
  const customer = (await app.call('GET', '/api/non-staff-users?$limit=1', admin)).body.data[0] as {
    id: number;
    name: string;
  };
  const r = await app.call('POST', '/api/user-impersonation', admin, { userId: customer.id });
  expect(r.status).toBe(201);
  const token: string = r.body.data.token;
  const adminCalls = [
    ['GET', '/api/staff'],
    ['GET', '/api/staff-users'],
    ['GET', '/api/user-logs'],
    ['GET', '/api/users'],
    ['GET', `/api/users/${customer.id}`],
    ['GET', '/api/v1/dev-mailbox'],
    ['GET', '/api/partners'],
    ['GET', '/api/communication-templates'],
    ['POST', '/api/users'],
    ['PATCH', `/api/staff/${customer.id}`],
    ['PATCH', `/api/users/${customer.id}`],
    ['POST', '/api/user-impersonation'],
    ['POST', '/api/sign-out'],
  ] as const;
  for (const [method, path] of adminCalls) {
    const body = method === 'GET' ? undefined : { userId: customer.id, roles: ['admin'], reason: 'x' };
    expect({ path, status: (await app.call(method, path, token, body)).status }).toEqual({ path, status: 401 });
    expect({ path, status: (await callOther(method, path, token, body)).status }).toEqual({ path, status: 401 });
  }

  await app.settle();
  const logs = await app.call('GET', `/api/user-logs?type=impersonation&impersonatedUserId=${customer.id}`, admin);
  expect(logs.status).toBe(200);
  const adminUser = (await app.call('GET', '/api/me', admin)).body as { id: number; name: string };
  expect(logs.body.data[0]).toMatchObject({
    type: 'impersonation',
    userId: adminUser.id,
    name: adminUser.name,
    impersonatedUserId: customer.id,
    impersonatedName: customer.name,
  });
  expect(Date.parse(logs.body.data[0].logoutAt) - Date.parse(logs.body.data[0].loginAt)).toBeLessThanOrEqual(121_000);
  expect(JSON.stringify(logs.body)).not.toContain(token);
});
