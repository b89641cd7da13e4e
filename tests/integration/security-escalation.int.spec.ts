import { comparePositions } from '@console/contracts';
import { DEMO_PASSWORD_HASH, startTestApp, type TestApp } from '../support/test-app.js';

/**
 * Issue 11, finding 2: roles, the type staff, the status of staff accounts and the partner of an account change
 * only with the permission the specs give (staff-create / staff-update for roles, staff-users-* for staff
 * accounts, the staff permission for the partner; admin holds all), on every route that can touch them; a
 * refused request stores nothing. Sales staff still make and edit customers as before.
 */
let app: TestApp;
let admin: string;
let sales: string;
let salesId: number;
let otherStaffId: number;

const idOf = async (email: string): Promise<number> =>
  (await app.call('GET', `/api/users?email=${email}`, admin)).body.data[0].id;
const person = (over: Record<string, unknown> = {}) => ({
  name: 'Omar Escalate',
  email: `omar.${Math.random().toString(36).slice(2)}@example.com`,
  phone: '+971501234567',
  ...over,
});
/**
 * A command that must succeed. When the loaded machine's read models took longer than the read-your-writes wait
 * (202, or a stale row with X-Read-Your-Writes: timeout), the test waits for them and reads the row.
 */
const done = async (method: string, path: string, token: string, body?: unknown): Promise<any> => {
  const r = await app.call(method, path, token, body);
  if (r.status === 202 || r.headers.get('x-read-your-writes') === 'timeout') {
    await app.settle();
    return (await app.call('GET', `/api/users/${r.body.id}`, admin)).body;
  }
  if (r.status >= 300) throw new Error(`${method} ${path} answered ${r.status}: ${JSON.stringify(r.body)}`);
  return r.body;
};
const rolesOf = async (id: number): Promise<string[]> => (await app.call('GET', `/api/users/${id}`, admin)).body.roles;

/** Runs the refused calls and checks that none stored an event. */
const refusedWithoutEvents = async (calls: (() => Promise<{ status: number; body: any }>)[], message: RegExp) => {
  // First every task the earlier commands asked for, so the head moves only if a refused call stored something.
  await app.settle();
  const before = await app.infra.store.committedHeadPosition();
  for (const c of calls) {
    const r = await c();
    expect({ status: r.status, message: r.body?.message }).toEqual({
      status: 403,
      message: expect.stringMatching(message),
    });
  }
  expect(comparePositions(await app.infra.store.committedHeadPosition(), before)).toBe(0);
};

beforeAll(async () => {
  app = await startTestApp(2);
  admin = await app.token('admin');
  sales = await app.token('sales-staff');
  salesId = await idOf('sales-staff@demo.test');
  otherStaffId = await idOf('operations-staff@demo.test');
});
afterAll(() => app.stop());

describe('sales staff cannot make anyone admin', () => {
  it('PATCH /api/users/:id {roles:["admin"]} on itself or another staff member → 403, and the next sign-in is still sales', async () => {
    await refusedWithoutEvents(
      [
        () => app.call('PATCH', `/api/users/${salesId}`, sales, { roles: ['admin'] }),
        () => app.call('PATCH', `/api/non-staff-users/${salesId}`, sales, { roles: ['admin'] }),
        () => app.call('PATCH', `/api/customers/${otherStaffId}`, sales, { roles: ['admin'] }),
      ],
      /staff-update|staff-users-update/,
    );
    expect(await rolesOf(salesId)).toEqual(['sales-staff']);
    const again = await app.call('POST', '/authentication', undefined, {
      strategy: 'local',
      email: 'sales-staff@demo.test',
      password: DEMO_PASSWORD_HASH,
    });
    expect(again.body.user.roles).toEqual(['sales-staff']);
  });

  it('POST /api/users with roles or type staff → 403 on every create route', async () => {
    await refusedWithoutEvents(
      [
        () =>
          app.call(
            'POST',
            '/api/users',
            sales,
            person({ type: 'staff', roles: ['admin'], password: DEMO_PASSWORD_HASH }),
          ),
        () =>
          app.call(
            'POST',
            '/api/customers',
            sales,
            person({ type: 'b2c', roles: ['admin'], password: DEMO_PASSWORD_HASH }),
          ),
        () => app.call('POST', '/api/non-staff-users', sales, person({ roles: ['finance'] })),
      ],
      /staff-create/,
    );
    await refusedWithoutEvents(
      [() => app.call('POST', '/api/users', sales, person({ type: 'staff', password: DEMO_PASSWORD_HASH }))],
      /staff-users-create/,
    );
  });

  it('cannot turn a customer into staff or give it roles', async () => {
    const id = (await done('POST', '/api/users', sales, person())).id as number;
    await refusedWithoutEvents(
      [
        () => app.call('PATCH', `/api/users/${id}`, sales, { type: 'staff' }),
        () => app.call('PATCH', `/api/users/${id}`, sales, { roles: ['partner'] }),
      ],
      /staff-users-update|staff-update/,
    );
  });
});

describe('staff accounts are managed with staff-users-update', () => {
  it('deactivating, suspending or editing another staff account → 403 on every route', async () => {
    const finance = await app.token('finance');
    await refusedWithoutEvents(
      [
        () => app.call('POST', `/api/users/${otherStaffId}/deactivate`, sales),
        () => app.call('POST', `/api/users/${otherStaffId}/reject`, sales),
        () => app.call('PATCH', `/api/users/${otherStaffId}`, sales, { status: 'inactive' }),
        () => app.call('PATCH', `/api/users/${otherStaffId}`, sales, { email: 'taken-over@example.com' }),
        () => app.call('PATCH', `/api/users/${otherStaffId}`, sales, { tags: ['x'] }),
        // finance may suspend customers (spec 3 §6), not staff
        () => app.call('POST', `/api/users/${otherStaffId}/suspend`, finance),
      ],
      /staff-users-update/,
    );
    expect((await app.call('GET', `/api/users/${otherStaffId}`, admin)).body.status).toBe('active');
  });

  it('admin changes roles and deactivates staff; the change holds at the next sign-in', async () => {
    const made = await done(
      'POST',
      '/api/users',
      admin,
      person({ type: 'staff', roles: ['sales-staff'], password: DEMO_PASSWORD_HASH }),
    );
    expect(made.roles).toEqual(['sales-staff']);
    expect(
      (await done('PATCH', `/api/users/${made.id}`, admin, { roles: ['sales-staff', 'marketing-staff'] })).roles,
    ).toEqual(['sales-staff', 'marketing-staff']);
    const signIn = await app.call('POST', '/authentication', undefined, {
      strategy: 'local',
      email: made.email,
      password: DEMO_PASSWORD_HASH,
    });
    expect(signIn.body.user.roles).toEqual(['sales-staff', 'marketing-staff']);
    expect((await done('POST', `/api/users/${made.id}/deactivate`, admin)).status).toBe('inactive');
    expect(
      (
        await app.call('POST', '/authentication', undefined, {
          strategy: 'local',
          email: made.email,
          password: DEMO_PASSWORD_HASH,
        })
      ).status,
    ).toBe(401);
  });
});

describe('partner assignment needs the staff permission (spec 1 §6)', () => {
  it('sales staff cannot put a customer under another partner; staff can', async () => {
    await refusedWithoutEvents(
      [() => app.call('POST', '/api/users', sales, person({ partnerId: 2 }))],
      /the staff permission/,
    );
    const id = (await done('POST', '/api/users', sales, person({ partnerId: 1 }))).id as number;
    await refusedWithoutEvents(
      [() => app.call('PATCH', `/api/users/${id}`, sales, { partnerId: 2 })],
      /the staff permission/,
    );
    const staff = await app.token('staff');
    expect((await done('PATCH', `/api/users/${id}`, staff, { partnerId: 2 })).partnerId).toBe(2);
  });
});

describe('sales staff keep working with customers', () => {
  it('creates, edits (the whole form, partner unchanged), assigns and changes the status of a customer', async () => {
    const id = (await done('POST', '/api/users', sales, person({ type: 'b2b', partnerId: 1, tags: ['vip'] })))
      .id as number;
    const edited = await done('PATCH', `/api/users/${id}`, sales, {
      type: 'b2b',
      name: 'Omar Edited',
      partnerId: 1,
      countryId: 2,
    });
    expect(edited).toMatchObject({ name: 'Omar Edited', countryId: 2, partnerId: 1 });
    expect(
      (await done('PATCH', `/api/users/${id}`, sales, { tags: ['vip', 'new'], assigneeId: salesId })).assigneeId,
    ).toBe(salesId);
    expect((await done('POST', `/api/users/${id}/deactivate`, sales)).status).toBe('inactive');
    expect((await done('PATCH', `/api/users/${id}`, sales, { status: 'active' })).status).toBe('active');
  });

  it('still edits its own profile (name, phone, signature)', async () => {
    expect(
      (await done('PATCH', `/api/users/${salesId}`, sales, { name: 'Sales Staff Renamed', emailSignature: 'Regards' }))
        .name,
    ).toBe('Sales Staff Renamed');
  });
});
