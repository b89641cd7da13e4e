import crypto from 'node:crypto';
import { allProjections, rebuildProjections } from '@console/projections';
import { sql } from 'kysely';
import { DEMO_PASSWORD_HASH, startTestApp, type TestApp } from '../support/test-app.js';
import { withActors } from '../support/actors.js';

/**
 * Issue 34 §3: every sign-in is a UserLoggedIn, every refused one a UserSignInFailed, a sign-out a UserLoggedOut
 * that also makes the token useless; the admin's list shows them (id, name, type, login at, logout at).
 */
let app: TestApp;
let admin: string;

beforeAll(async () => ({ app, admin } = await withActors(await startTestApp(), { admin: 'admin' })));
afterAll(() => app?.stop());

const signIn = (email: string, password = DEMO_PASSWORD_HASH) =>
  app.call('POST', '/authentication', undefined, { strategy: 'local', email, password });

const logsOf = async (email: string): Promise<any[]> => {
  await app.settle();
  return (await app.call('GET', `/api/user-logs?email=${encodeURIComponent(email)}&$sort[id]=1`, admin)).body.data;
};

it('records a sign-in and its sign-out, after which the token is refused', async () => {
  const email = `log.${crypto.randomUUID()}@example.com`;
  const made = await app.call('POST', '/api/users', admin, {
    name: 'Lina Logs',
    email,
    phone: '+971501234567',
    type: 'staff',
    roles: ['sales-staff'],
    password: DEMO_PASSWORD_HASH,
  });
  expect(made.status).toBe(201);
  const signedIn = await signIn(email);
  expect(signedIn.status).toBe(201);
  const token: string = signedIn.body.accessToken;
  expect((await app.call('GET', '/api/me', token)).status).toBe(200);

  const [open] = await logsOf(email);
  expect(open).toMatchObject({ userId: made.body.id, name: 'Lina Logs', type: 'login', logoutAt: null });
  expect(Date.parse(open.loginAt)).toBeGreaterThan(Date.now() - 60_000);

  expect((await app.call('POST', '/api/sign-out', token)).status).toBe(200);
  expect((await app.call('GET', '/api/me', token)).status).toBe(401);
  expect((await app.call('POST', '/api/sign-out', token)).status).toBe(401);
  const [closed] = await logsOf(email);
  expect(closed.id).toBe(open.id);
  expect(Date.parse(closed.logoutAt)).toBeGreaterThanOrEqual(Date.parse(closed.loginAt));

  // A second sign-in is another session: the first one's sign-out did not end it.
  const again = await signIn(email);
  expect((await app.call('GET', '/api/me', again.body.accessToken)).status).toBe(200);
  expect((await logsOf(email)).map((l) => l.type)).toEqual(['login', 'login']);
});

it('records refused sign-ins alike for known and unknown e-mails, and never the password or a token', async () => {
  const unknown = `nobody.${crypto.randomUUID()}@example.com`;
  const wrong = crypto.createHash('sha256').update('not the password').digest('hex');
  const a = await signIn('finance@demo.test', wrong);
  const b = await signIn(unknown, wrong);
  expect([a.status, a.body]).toEqual([b.status, b.body]);
  const [failed] = await logsOf(unknown);
  expect(failed).toMatchObject({ userId: null, name: unknown, type: 'failed', logoutAt: null });
  const finance = (await logsOf('finance@demo.test')).filter((l) => l.type === 'failed');
  expect(finance.length).toBeGreaterThan(0);

  const stored = JSON.stringify(
    (await Promise.all([failed, ...finance].map((l) => app.infra.store.readStream(`userlog-${l.id}`))))
      .flat()
      .map((e) => ({ type: e.type, data: e.data, metadata: e.metadata })),
  );
  expect(stored).toContain('UserSignInFailed');
  expect(stored).not.toContain(wrong);
  expect(stored).not.toContain(DEMO_PASSWORD_HASH);
  expect(stored).not.toContain('eyJ');
});

it("the list is the admin's: 10, 20, 50 or 100 a page, refused to other roles", async () => {
  const page = await app.call('GET', '/api/user-logs?$limit=20', admin);
  expect(page.status).toBe(200);
  expect(page.body.limit).toBe(20);
  expect(page.body.data.length).toBeGreaterThan(0);
  const ids = page.body.data.map((r: { id: number }) => r.id);
  expect(ids).toEqual([...ids].sort((x: number, y: number) => y - x));
  expect(
    (await app.call('GET', '/api/user-logs?q=finance', admin)).body.data.every((r: any) => /finance/.test(r.email)),
  ).toBe(true);
  expect((await app.call('GET', '/api/user-logs', await app.token('sales-staff'))).status).toBe(403);
  expect((await app.call('POST', '/api/sign-out', undefined)).status).toBe(401);
});

it('a rebuild of the user logs gives the live rows', async () => {
  await app.settle();
  const snapshot = async () =>
    (await sql<Record<string, unknown>>`SELECT * FROM rm.user_logs ORDER BY id`.execute(app.infra.db)).rows;
  const live = await snapshot();
  expect(live.length).toBeGreaterThan(3);
  await rebuildProjections({
    store: app.infra.store,
    db: app.infra.db,
    projections: allProjections().filter((p) => p.name === 'user-logs'),
  });
  expect(await snapshot()).toEqual(live);
});
