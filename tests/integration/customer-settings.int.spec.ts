import { USER_SETTINGS_ADMIN_MESSAGE, USER_SETTINGS_PARTNER_MESSAGE } from '@console/contracts';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { withActors } from '../support/actors.js';

/**
 * The customer page's settings toggles and Assign (spec 3 §6: "visible to admin only and enabled only when the
 * customer's partnerId is 1"; §7 'Settings toggles', 'User assign'): the server refuses what the page hides.
 */
let app: TestApp;
let admin: string;
beforeAll(async () => ({ app, admin } = await withActors(await startTestApp(0), { admin: 'admin' })));
afterAll(() => app.stop());

const CREATED = [201, 202];
const CHANGED = [200, 202];
let n = 0;
const customer = async (partnerId: number): Promise<number> => {
  n += 1;
  const made = await app.call('POST', '/api/users', admin, {
    type: 'b2c',
    name: `Settings Customer ${n}`,
    email: `settings-${Date.now()}-${n}@example.test`,
    phone: `+97150${String(Date.now() % 10_000_000).padStart(7, '0')}`,
    partnerId,
    countryId: 1,
  });
  expect(CREATED).toContain(made.status);
  return made.body.id as number;
};

describe('the customer settings toggles', () => {
  it('lets admin flip both settings of a partner 1 customer', async () => {
    const id = await customer(1);
    const postpaid = await app.call('PATCH', `/api/users/${id}`, admin, { isPostpaidInvoiceEnabled: true });
    expect(CHANGED).toContain(postpaid.status);
    expect(postpaid.body).toMatchObject({ id, isPostpaidInvoiceEnabled: true, showCbmInChargeDescription: false });
    const cbm = await app.call('PATCH', `/api/users/${id}`, admin, { showCbmInChargeDescription: true });
    expect(cbm.body).toMatchObject({ id, isPostpaidInvoiceEnabled: true, showCbmInChargeDescription: true });
  });

  it('refuses them on another partner’s customer, and to anyone but admin', async () => {
    const other = await customer(2);
    const refused = await app.call('PATCH', `/api/users/${other}`, admin, { showCbmInChargeDescription: true });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(USER_SETTINGS_PARTNER_MESSAGE);
    const own = await customer(1);
    const finance = await app.token('finance');
    const notAdmin = await app.call('PATCH', `/api/users/${own}`, finance, { isPostpaidInvoiceEnabled: true });
    expect(notAdmin.status).toBe(403);
    expect(notAdmin.body.message).toBe(USER_SETTINGS_ADMIN_MESSAGE);
    // The rest of a customer's data stays the users-update holder's.
    expect(CHANGED).toContain((await app.call('PATCH', `/api/users/${own}`, finance, { trn: '100200300' })).status);
    await app.settle();
    expect((await app.call('GET', `/api/users/${own}`, admin)).body.isPostpaidInvoiceEnabled).toBe(false);
  });

  it('assigns tags and a sales person in one PATCH', async () => {
    const id = await customer(1);
    const staff = await app.call('POST', '/api/v1/users/list', admin, {
      userRoles: ['sales-staff'],
      limit: 1,
      page: 1,
    });
    const assigneeId = staff.body.results[0].id as number;
    const assigned = await app.call('PATCH', `/api/users/${id}`, admin, { tags: ['VIP'], assigneeId });
    expect(CHANGED).toContain(assigned.status);
    expect(assigned.body.assigneeId).toBe(assigneeId);
    expect(assigned.body.tags.map((x: { name: string }) => x.name)).toEqual(['VIP']);
  });
});
