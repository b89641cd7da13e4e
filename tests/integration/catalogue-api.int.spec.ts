import { startTestApp, type TestApp } from '../support/test-app.js';

let app: TestApp;
let admin: string;
beforeAll(async () => {
  app = await startTestApp(0);
  admin = await app.token('admin');
});
afterAll(() => app.stop());

describe('the generic catalogue resources', () => {
  it('holds the demo reference data, listed through the generic call', async () => {
    const services = await app.call('GET', '/api/service-types?$sort[id]=1&$limit=50', admin);
    expect(services.body.data.map((s: { name: string }) => s.name)).toContain('Delivery (Charged Later)');
    const coupons = await app.call('GET', '/api/coupons?code[$in]=2020OFFER,JUNE2021', admin);
    expect(coupons.body.total).toBe(2);
    const cities = await app.call('GET', '/api/city?countryId=2', admin);
    expect(cities.body.data.map((c: { id: number }) => c.id)).toContain(6);
  });

  it('creates a service type with the hidden defaults rent 0 and currency AED', async () => {
    const r = await app.call('POST', '/api/service-types', admin, { name: 'Assembly' });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ name: 'Assembly', rent: 0, currency: 'AED' });
  });

  it('requires a reason on every reason list, and edits and deletes through commands', async () => {
    for (const list of ['lost-reasons', 'hold-reasons', 'reject-reasons', 'cancel-reasons']) {
      const bad = await app.call('POST', `/api/${list}`, admin, {});
      expect(bad.status).toBe(400);
      expect(bad.body.errors).toEqual([{ path: 'reason', message: 'Required' }]);
    }
    const created = await app.call('POST', '/api/lost-reasons', admin, { reason: 'Moved abroad' });
    const edited = await app.call('PATCH', `/api/lost-reasons/${created.body.id}`, admin, { reason: 'Moved abroad for good' });
    expect(edited.body.reason).toBe('Moved abroad for good');
    expect((await app.call('DELETE', `/api/lost-reasons/${created.body.id}`, admin)).status).toBe(200);
    expect((await app.call('GET', `/api/lost-reasons/${created.body.id}`, admin)).status).toBe(404);
    const history = await app.call('GET', `/api/revisions?model=lostreason&documentId=${created.body.id}&$sort[revision]=1`, admin);
    expect(history.body.data.map((r: { revision: number }) => r.revision)).toEqual([1, 2, 3]);
  });

  it('lets only the permitted change the catalogue', async () => {
    const sales = await app.token('sales-staff');
    expect((await app.call('GET', '/api/lost-reasons', sales)).status).toBe(200);
    expect((await app.call('DELETE', '/api/lost-reasons/1', sales)).status).toBe(403);
  });
});
