import { DEMO_PASSWORD_HASH, startTestApp, type TestApp } from '../support/test-app.js';

/**
 * Issue 34 §1 and §11: the Permissions screen's calls. A change of roles is a StaffRolesChanged with its actor and
 * reason, counts from the user's very next call, cannot grant or remove what the actor does not hold, and the
 * roles a member held at any past instant are read back from their stream.
 */
let app: TestApp;
let admin: string;
let adminId: number;

const idOf = async (email: string): Promise<number> =>
  (await app.call('GET', `/api/users?email=${email}`, admin)).body.data[0].id;

const newUser = async (over: Record<string, unknown> = {}): Promise<{ id: number; email: string }> => {
  const email = `staff.${Math.random().toString(36).slice(2)}@example.com`;
  const r = await app.call('POST', '/api/users', admin, {
    name: 'Noor Staff',
    email,
    phone: '+971501234567',
    type: 'staff',
    password: DEMO_PASSWORD_HASH,
    ...over,
  });
  expect(r.status).toBe(201);
  return { id: r.body.id, email };
};

const tick = () => new Promise((resolve) => setTimeout(resolve, 20));

beforeAll(async () => {
  app = await startTestApp();
  admin = await app.token('admin');
  adminId = await idOf('admin@demo.test');
});
afterAll(() => app?.stop());

it('lists staff members and staff users for admin only', async () => {
  const staff = await app.call('GET', '/api/staff?$limit=100', admin);
  expect(staff.status).toBe(200);
  expect(staff.body.data.every((r: any) => r.roles.length > 0)).toBe(true);
  expect(staff.body.data.map((r: any) => r.email)).toContain('finance@demo.test');
  const staffUsers = await app.call('GET', '/api/staff-users?$limit=100', admin);
  expect(staffUsers.status).toBe(200);
  expect(staffUsers.body.data.every((r: any) => r.type === 'staff')).toBe(true);
  const sales = await app.token('sales-staff');
  expect((await app.call('GET', '/api/staff', sales)).status).toBe(403);
  expect((await app.call('GET', '/api/staff-users', sales)).status).toBe(403);
  expect((await app.call('GET', '/api/staff', undefined)).status).toBe(401);
});

it('makes a user staff once, with a reason and at least one role', async () => {
  const { id } = await newUser();
  expect((await app.call('POST', '/api/staff', admin, { userId: id, roles: ['sales-staff'] })).status).toBe(400);
  const none = await app.call('POST', '/api/staff', admin, { userId: id, roles: [], reason: 'hire' });
  expect({ status: none.status, message: JSON.stringify(none.body) }).toMatchObject({
    status: 400,
    message: expect.stringContaining('Pick at least one role'),
  });
  expect((await app.call('POST', '/api/staff', admin, { userId: id, roles: ['wizard'], reason: 'x' })).status).toBe(
    400,
  );
  const made = await app.call('POST', '/api/staff', admin, { userId: id, roles: ['sales-staff'], reason: 'Hired' });
  expect(made.status).toBe(201);
  expect(made.body).toMatchObject({ id, roles: ['sales-staff'] });
  const again = await app.call('POST', '/api/staff', admin, { userId: id, roles: ['finance'], reason: 'Hired' });
  expect(again.status).toBe(409);
  expect(
    (await app.call('POST', '/api/staff', admin, { userId: 99_999_999, roles: ['finance'], reason: 'x' })).status,
  ).toBe(404);
});

it("a demoted member's very next call is refused, and their roles as of any instant are read back", async () => {
  const { id, email } = await newUser({ roles: ['accounts-staff'] });
  const member = await app.token(email);
  expect((await app.call('GET', '/api/payments', member)).status).toBe(200);
  await tick();
  const beforeDemotion = new Date().toISOString();
  await tick();
  const demoted = await app.call('PATCH', `/api/staff/${id}`, admin, {
    roles: ['sales-staff'],
    reason: 'Left accounting',
  });
  expect(demoted.status).toBe(200);
  expect(demoted.body.roles).toEqual(['sales-staff']);
  expect((await app.call('GET', '/api/payments', member)).status).toBe(403);
  const me = await app.call('GET', '/api/me', member);
  expect(me.body).toMatchObject({ id, roles: ['sales-staff'] });
  expect(me.body.permissions).not.toContain('payments-list');

  const then = await app.call('GET', `/api/staff/${id}/permissions?at=${encodeURIComponent(beforeDemotion)}`, admin);
  expect(then.status).toBe(200);
  expect(then.body.roles).toEqual(['accounts-staff']);
  expect(then.body.permissions).toContain('payments-list');
  const now = (await app.call('GET', `/api/staff/${id}/permissions`, admin)).body;
  expect(now.roles).toEqual(['sales-staff']);
  expect(now.permissions).not.toContain('payments-list');
  expect(now.history.map((h: any) => [h.event, h.to, h.byUserId, h.reason])).toEqual([
    ['UserRegistered', ['accounts-staff'], adminId, null],
    ['StaffRolesChanged', ['sales-staff'], adminId, 'Left accounting'],
  ]);
  const before = (await app.call('GET', `/api/staff/${id}/permissions?at=2000-01-01T00:00:00.000Z`, admin)).body;
  expect(before.roles).toEqual([]);
  expect((await app.call('GET', `/api/staff/${id}/permissions?at=yesterday`, admin)).status).toBe(400);

  // The user form's change of roles is a StaffRolesChanged too, without a reason.
  expect((await app.call('PATCH', `/api/users/${id}`, admin, { roles: ['accounts-staff'] })).status).toBe(200);
  expect((await app.call('GET', '/api/payments', member)).status).toBe(200);
  const last = (await app.call('GET', `/api/staff/${id}/permissions`, admin)).body.history.at(-1);
  expect(last).toMatchObject({
    event: 'StaffRolesChanged',
    from: ['sales-staff'],
    to: ['accounts-staff'],
    reason: null,
  });
});

it('clones the roles of another staff member', async () => {
  const { id } = await newUser({ roles: ['sales-staff'] });
  const financeId = await idOf('finance@demo.test');
  const cloned = await app.call('PATCH', `/api/staff/${id}`, admin, { cloneFrom: financeId, reason: 'Same job' });
  expect(cloned.status).toBe(200);
  expect(cloned.body.roles).toEqual((await app.call('GET', `/api/staff/${financeId}`, admin)).body.roles);
  expect((await app.call('PATCH', `/api/staff/${id}`, admin, { cloneFrom: 99_999_999, reason: 'x' })).status).toBe(400);
});

it('no one grants or removes a role they do not hold themselves', async () => {
  // A manager who may change roles (staff-update) and holds sales-staff, but not admin nor accounts-staff.
  const manager = await newUser({ roles: ['sales-staff', 'staff-list', 'staff-view', 'staff-update'] });
  const managerToken = await app.token(manager.email);
  const target = await newUser({ roles: ['sales-staff'] });
  const accountant = await newUser({ roles: ['accounts-staff'] });

  for (const [id, body] of [
    [target.id, { roles: ['sales-staff', 'admin'], reason: 'promote' }],
    [target.id, { roles: ['accounts-staff'], reason: 'move' }],
    [accountant.id, { roles: ['sales-staff'], reason: 'demote' }],
    [target.id, { cloneFrom: adminId, reason: 'clone admin' }],
  ] as const) {
    const r = await app.call('PATCH', `/api/staff/${id}`, managerToken, body);
    expect({ status: r.status, message: r.body.message }).toEqual({
      status: 403,
      message: expect.stringContaining('You cannot grant or remove what you do not hold'),
    });
  }
  // The user form is held to the same rule.
  const viaUsers = await app.call('PATCH', `/api/users/${target.id}`, managerToken, { roles: ['admin'] });
  expect(viaUsers.status).toBe(403);
  expect((await app.call('GET', `/api/staff/${target.id}`, admin)).body.roles).toEqual(['sales-staff']);
  // What the manager holds, it may grant.
  const granted = await app.call('PATCH', `/api/staff/${target.id}`, managerToken, {
    roles: ['sales-staff', 'staff-list'],
    reason: 'Team lead',
  });
  expect(granted.status).toBe(200);
  expect(granted.body.roles).toEqual(['sales-staff', 'staff-list']);
});
