import { allProjections } from '@console/projections';
import { startTestApp, DEMO_PASSWORD_HASH, type TestApp } from '../support/test-app.js';
import { withActors } from '../support/actors.js';

let app: TestApp;
let admin: string;
beforeAll(async () => ({ app, admin } = await withActors(await startTestApp(60), { admin: 'admin' })));
afterAll(() => app.stop());

const customer = (over: Record<string, unknown> = {}) => ({
  name: 'Mona Saleh',
  email: `mona.${Math.random().toString(36).slice(2)}@example.com`,
  phone: '+971501234567',
  ...over,
});

describe('sign-in', () => {
  it('answers 401 with one message for a wrong password and an unknown user', async () => {
    const wrong = await app.call('POST', '/authentication', undefined, {
      strategy: 'local',
      email: 'admin@demo.test',
      password: 'f'.repeat(64),
    });
    const unknown = await app.call('POST', '/authentication', undefined, {
      strategy: 'local',
      email: 'nobody@demo.test',
      password: DEMO_PASSWORD_HASH,
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body).toMatchObject({ name: 'NotAuthenticated', code: 401 });
  });

  it('follows an e-mail change (the new e-mail signs in, the old one no more); a rename leaves it as it was', async () => {
    const signIn = (email: string) =>
      app.call('POST', '/authentication', undefined, { strategy: 'local', email, password: DEMO_PASSWORD_HASH });
    const first = await signIn('warehouse-staff@demo.test');
    expect(first.status).toBe(201);
    const id = first.body.user.id;
    // Nothing to the sign-in's e-mail index (credentials' `concerns`, issue 13): no transaction for it at all.
    expect((await app.call('PATCH', `/api/users/${id}`, admin, { name: 'Wafa Stores' })).status).toBe(200);
    expect((await signIn('warehouse-staff@demo.test')).status).toBe(201);
    expect((await app.call('PATCH', `/api/users/${id}`, admin, { email: 'wafa.stores@demo.test' })).status).toBe(200);
    expect((await signIn('wafa.stores@demo.test')).body.user).toMatchObject({ id, name: 'Wafa Stores' });
    expect((await signIn('warehouse-staff@demo.test')).status).toBe(401);
  });

  it('gives a token and the user on the SHA-256 password', async () => {
    const r = await app.call('POST', '/authentication', undefined, {
      strategy: 'local',
      email: 'sales-staff@demo.test',
      password: DEMO_PASSWORD_HASH,
    });
    expect(r.status).toBe(201);
    expect(r.body.user).toMatchObject({ email: 'sales-staff@demo.test', roles: ['sales-staff'], countryId: 1 });
  });

  it('refuses a call without a token, and one without the permission', async () => {
    expect((await app.call('POST', '/api/v1/users/list', undefined, {})).status).toBe(401);
    const business = await app.token('business');
    const r = await app.call('POST', '/api/v1/users/list', business, {});
    expect(r.status).toBe(403);
    expect(r.body.name).toBe('Forbidden');
  });
});

describe('customer create', () => {
  it("applies the defaults: language EN, partner 1, the creating user's country, status active", async () => {
    const sales3 = await app.token('sales3@demo.test'); // a sales-staff user of country 3
    const r = await app.call('POST', '/api/users', sales3, customer());
    expect(r.status).toBe(201);
    expect(r.headers.get('x-read-your-writes')).toBe('consistent');
    expect(r.body).toMatchObject({
      language: 'EN',
      partnerId: 1,
      countryId: 3,
      currency: 'SAR',
      status: 'active',
      type: 'b2c',
    });
    expect(r.body.partner).toEqual({ id: 1, name: 'Own business' });
  });

  it("reports every rule with the spec's messages and stores nothing", async () => {
    const before = await app.call('POST', '/api/v1/users/list', admin, { limit: 1 });
    const r = await app.call('POST', '/api/users', admin, { name: 'Ali @home', email: 'not-an-email', phone: '' });
    expect(r.status).toBe(400);
    expect(r.body).toEqual({
      name: 'BadRequest',
      message: 'Validation error',
      code: 400,
      errors: [
        { path: 'phone', message: 'Required' },
        { path: 'name', message: "Name cannot contain special characters like @ or '" },
        { path: 'email', message: 'Please enter a valid email address' },
      ],
    });
    const after = await app.call('POST', '/api/v1/users/list', admin, { limit: 1 });
    expect(after.body.totalCount).toBe(before.body.totalCount);
  });

  it('accepts Arabic names', async () => {
    const r = await app.call('POST', '/api/users', admin, customer({ name: 'محمد العلي 2' }));
    expect(r.status).toBe(201);
  });

  it('refuses a duplicate e-mail with 400 email must be unique', async () => {
    const body = customer();
    expect((await app.call('POST', '/api/users', admin, body)).status).toBe(201);
    const again = await app.call('POST', '/api/users', admin, { ...body, email: body.email.toUpperCase() });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({
      message: 'Validation error',
      errors: [{ path: 'email', message: 'email must be unique' }],
    });
  });

  it('lets exactly one of 10 parallel creates of one e-mail succeed', async () => {
    const body = customer();
    const answers = await Promise.all(Array.from({ length: 10 }, () => app.call('POST', '/api/users', admin, body)));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 400)).toHaveLength(9);
    const list = await app.call('POST', '/api/v1/users/list', admin, { searchTerm: body.email });
    expect(list.body.totalCount).toBe(1);
  });
});

describe('customer update, assign and status actions', () => {
  let id: number;
  beforeAll(async () => {
    id = (await app.call('POST', '/api/users', admin, customer({ tags: ['vip'] }))).body.id;
  });

  it('updates fields without touching tags; an assignment changes tags and assignee', async () => {
    const updated = await app.call('PATCH', `/api/users/${id}`, admin, {
      name: 'Mona Saleh Updated',
      phone2: '+96550000000',
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ name: 'Mona Saleh Updated', phone2: '+96550000000', tags: [{ name: 'vip' }] });
    const salesId = (await app.call('GET', '/api/users?email=sales1@demo.test', admin)).body.data[0].id;
    const assigned = await app.call('PATCH', `/api/users/${id}`, admin, {
      tags: ['vip', 'corporate'],
      assigneeId: salesId,
    });
    expect(assigned.body).toMatchObject({
      tags: [{ name: 'vip' }, { name: 'corporate' }],
      assignee: { id: salesId, name: 'Sara Sales' },
    });
  });

  it('moves the e-mail reservation on an e-mail change', async () => {
    const other = customer();
    const r = await app.call('PATCH', `/api/users/${id}`, admin, { email: other.email });
    expect(r.body.email).toBe(other.email);
    expect((await app.call('POST', '/api/users', admin, other)).status).toBe(400);
  });

  it('refuses an action whose status already holds, and lets only admin or finance suspend', async () => {
    const again = await app.call('POST', `/api/users/${id}/activate`, admin);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Customer is already active');
    const sales = await app.token('sales-staff');
    expect((await app.call('POST', `/api/users/${id}/suspend`, sales)).status).toBe(403);
    const finance = await app.token('finance');
    const suspended = await app.call('PATCH', `/api/users/${id}`, finance, { status: 'suspended' });
    expect(suspended.status).toBe(200);
    expect(suspended.body.status).toBe('suspended');
    const active = await app.call('POST', `/api/users/${id}/activate`, sales);
    expect(active.body.status).toBe('active');
    expect((await app.call('POST', `/api/users/${id}/deactivate`, sales)).body.status).toBe('inactive');
    expect((await app.call('POST', `/api/users/${id}/reject`, sales)).body.status).toBe('rejected');
  });

  it('lets any signed-in user edit their own profile (name required)', async () => {
    const business = await app.token('business');
    const me = (await app.call('GET', '/api/users?email=business@demo.test', admin)).body.data[0].id;
    const r = await app.call('PATCH', `/api/users/${me}`, business, {
      name: 'Bea Business',
      emailSignature: 'Bea<br/>Analyst',
    });
    expect(r.status).toBe(200);
    expect(r.body.emailSignature).toBe('Bea<br/>Analyst');
    expect((await app.call('PATCH', `/api/users/${me}`, business, { name: '' })).body.errors).toEqual([
      { path: 'name', message: 'Required' },
    ]);
    expect((await app.call('PATCH', `/api/users/${id}`, business, { name: 'X' })).status).toBe(403);
  });
});

describe('partner users', () => {
  it('see and create only customers of their own partner', async () => {
    const partner = await app.token('partner');
    const list = await app.call('POST', '/api/v1/users/list', partner, { limit: 100 });
    expect(list.status).toBe(200);
    expect(list.body.totalCount).toBeGreaterThan(0);
    expect(list.body.results.every((u: { partnerId: number }) => u.partnerId === 2)).toBe(true);
    const partner1 = (await app.call('POST', '/api/v1/users/list', admin, { partnerIds: [1], limit: 1 })).body
      .results[0];
    expect((await app.call('GET', `/api/users/${partner1.id}`, partner)).status).toBe(404);
    const created = await app.call('POST', '/api/users', admin, customer());
    expect(created.body.partnerId).toBe(1);
  });
});

describe('POST /api/v1/users/list', () => {
  const list = (body: Record<string, unknown>) => app.call('POST', '/api/v1/users/list', admin, body);

  it('pages and sorts, id DESC by default', async () => {
    const all = await list({ limit: 1000 });
    const ids = all.body.results.map((u: { id: number }) => u.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const page2 = await list({ limit: 10, page: 2 });
    expect(page2.body.results.map((u: { id: number }) => u.id)).toEqual(ids.slice(10, 20));
    expect(page2.body.totalCount).toBe(all.body.totalCount);
    const byName = await list({ sortBy: 'name', sortOrder: 'asc', limit: 1000 });
    const names = byName.body.results.map((u: { name: string }) => u.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('applies every filter', async () => {
    const all: {
      id: number;
      type: string;
      status: string;
      partnerId: number;
      countryId: number;
      assigneeId: number | null;
      tags: { name: string }[];
      roles: string[];
      createdAt: string;
      source: string | null;
      name: string;
    }[] = (await list({ limit: 1000 })).body.results;
    const check = async (body: Record<string, unknown>, expected: (u: (typeof all)[number]) => boolean) => {
      const r = await list({ ...body, limit: 1000 });
      expect(r.status).toBe(200);
      expect(r.body.results.map((u: { id: number }) => u.id)).toEqual(all.filter(expected).map((u) => u.id));
      expect(r.body.totalCount).toBe(all.filter(expected).length);
    };
    await check({ userTypes: ['b2b'] }, (u) => u.type === 'b2b');
    await check({ excludeUserTypes: ['staff'] }, (u) => u.type !== 'staff');
    await check({ statuses: ['active', 'new'] }, (u) => ['active', 'new'].includes(u.status));
    await check({ partnerIds: [2, 3] }, (u) => [2, 3].includes(u.partnerId));
    await check({ countryIds: [2] }, (u) => u.countryId === 2);
    const assignee = all.find((u) => u.assigneeId !== null)!.assigneeId!;
    await check({ assigneeIds: [assignee] }, (u) => u.assigneeId === assignee);
    await check({ tagsOr: ['vip', 'student'] }, (u) => u.tags.some((t) => ['vip', 'student'].includes(t.name)));
    await check({ tagsAnd: ['vip', 'corporate'] }, (u) =>
      ['vip', 'corporate'].every((n) => u.tags.some((t) => t.name === n)),
    );
    await check({ userRoles: ['sales-staff'] }, (u) => u.roles.includes('sales-staff'));
    await check({ source: 'website' }, (u) => u.source === 'website');
    await check({ ids: [all[0]!.id, all[3]!.id] }, (u) => u.id === all[0]!.id || u.id === all[3]!.id);
    await check(
      { searchTerm: 'SALES' },
      (u) => u.name.toLowerCase().includes('sales') || (u as unknown as { email: string }).email.includes('sales'),
    );
    await check(
      { createdDateRange: { from: '2025-01-01', to: '2025-12-31' } },
      (u) => u.createdAt >= '2025-01-01T00:00:00.000Z' && u.createdAt <= '2025-12-31T23:59:59.999Z',
    );
  });

  it('refuses a bad body with a field error', async () => {
    const r = await list({ statuses: ['sleeping'] });
    expect(r.status).toBe(400);
    expect(r.body.errors[0].path).toBe('statuses.0');
  });
});

describe('generic calls and health', () => {
  it('GET /api/users with $ operators', async () => {
    const r = await app.call(
      'GET',
      '/api/users?status[$in]=active,new&countryId[$ne]=1&$limit=5&$skip=0&$sort[name]=1',
      admin,
    );
    expect(r.status).toBe(200);
    expect(r.body.limit).toBe(5);
    expect(
      r.body.data.every(
        (u: { status: string; countryId: number }) => ['active', 'new'].includes(u.status) && u.countryId !== 1,
      ),
    ).toBe(true);
    expect((await app.call('GET', '/api/users?nonsense=1', admin)).status).toBe(400);
  });

  it('GET /healthz reports every part and each projection', async () => {
    const r = await app.call('GET', '/healthz');
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ status: 'ok', eventStore: { ok: true }, database: { ok: true }, bus: { ok: true } });
    expect(r.body.projections.map((p: { name: string }) => p.name).sort()).toEqual(
      allProjections()
        .map((p) => p.name)
        .sort(),
    );
  });

  it('serves the OpenAPI description', async () => {
    const r = await app.call('GET', '/api/docs/openapi.json');
    expect(r.status).toBe(200);
    expect(Object.keys(r.body.paths)).toEqual(
      expect.arrayContaining(['/authentication', '/api/v1/users/list', '/healthz']),
    );
  });
});
