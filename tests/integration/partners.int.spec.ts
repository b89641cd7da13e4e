import { OWN_PARTNER_POSTPAID_MESSAGE, PARTNER_RESOURCE, resourceEventTypes } from '@console/contracts';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { withActors } from '../support/actors.js';

/**
 * Partners (spec 3 §2 Partners, §7 'Partner toggles'; issue 34 §5): create with the defaults the create form leaves
 * out, the two toggles as PATCH partners/{id}, partner 1's postpaid refused as its page hides it, and a partner user
 * reads its own partner only (issue 34 security: 0 rows of another partner).
 */
let app: TestApp;
let admin: string;
beforeAll(async () => ({ app, admin } = await withActors(await startTestApp(0), { admin: 'admin' })));
afterAll(() => app.stop());

const CREATED = [201, 202];
const CHANGED = [200, 202];
const types = resourceEventTypes(PARTNER_RESOURCE);

describe('partners', () => {
  let id: number;

  it('creates from name, logo and country alone, both toggles off, and records one event per toggle', async () => {
    const name = `Oasis Partners ${Date.now()}`;
    const created = await app.call('POST', '/api/partners', admin, {
      name,
      countryId: 2,
      logoUrl: 'https://example.test/logo.png',
    });
    expect(CREATED).toContain(created.status);
    expect(created.body).toMatchObject({
      name,
      countryId: 2,
      userId: null,
      isPostpaidInvoiceEnabled: false,
      showCbmInChargeDescription: false,
    });
    id = created.body.id;

    const postpaid = await app.call('PATCH', `/api/partners/${id}`, admin, { isPostpaidInvoiceEnabled: true });
    expect(CHANGED).toContain(postpaid.status);
    expect(postpaid.body).toMatchObject({ id, isPostpaidInvoiceEnabled: true, showCbmInChargeDescription: false });
    const cbm = await app.call('PATCH', `/api/partners/${id}`, admin, { showCbmInChargeDescription: true });
    expect(cbm.body).toMatchObject({ id, isPostpaidInvoiceEnabled: true, showCbmInChargeDescription: true });

    const stream = await app.infra.store.readStream(`${PARTNER_RESOURCE.category}-${id}`);
    expect(stream.map((e) => e.type)).toEqual([types.created, types.updated, types.updated]);
    expect(stream[2]!.data).toEqual({ id, changes: { showCbmInChargeDescription: true } });
  });

  it('refuses the post-paid invoice setting on partner 1, the business itself, and keeps its CBM toggle', async () => {
    const refused = await app.call('PATCH', '/api/partners/1', admin, { isPostpaidInvoiceEnabled: true });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([{ path: 'isPostpaidInvoiceEnabled', message: OWN_PARTNER_POSTPAID_MESSAGE }]);
    const before = (await app.call('GET', '/api/partners/1', admin)).body.showCbmInChargeDescription as boolean;
    const cbm = await app.call('PATCH', '/api/partners/1', admin, { showCbmInChargeDescription: !before });
    expect(CHANGED).toContain(cbm.status);
    expect(cbm.body.isPostpaidInvoiceEnabled).toBe(false);
    await app.call('PATCH', '/api/partners/1', admin, { showCbmInChargeDescription: before });
  });

  it('answers a partner user its own partner only, and lets it change none', async () => {
    await app.settle();
    const partner = await app.token('partner');
    const listed = await app.call('GET', '/api/partners?$limit=100', partner);
    expect(listed.status).toBe(200);
    expect(listed.body.data.map((p: { id: number }) => p.id)).toEqual([2]);
    expect((await app.call('GET', '/api/partners/2', partner)).status).toBe(200);
    expect((await app.call('GET', `/api/partners/${id}`, partner)).status).toBe(404);
    expect((await app.call('PATCH', '/api/partners/2', partner, { name: 'Mine now' })).status).toBe(403);
    const staffList = await app.call('GET', '/api/partners?$limit=100', admin);
    expect(staffList.body.data.map((p: { id: number }) => p.id)).toEqual(expect.arrayContaining([1, 2, 3, id]));
  });

  it('lets only admin (Admin menu, spec 3 §6) create and edit partners', async () => {
    const sales = await app.token('sales-staff');
    expect((await app.call('POST', '/api/partners', sales, { name: 'Not mine', countryId: 1 })).status).toBe(403);
    expect((await app.call('PATCH', `/api/partners/${id}`, sales, { showCbmInChargeDescription: false })).status).toBe(
      403,
    );
  });
});
