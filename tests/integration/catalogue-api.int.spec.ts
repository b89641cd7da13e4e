import { startTestApp, type TestApp } from '../support/test-app.js';
import { withActors } from '../support/actors.js';

let app: TestApp;
let admin: string;
beforeAll(async () => ({ app, admin } = await withActors(await startTestApp(0), { admin: 'admin' })));
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
    const edited = await app.call('PATCH', `/api/lost-reasons/${created.body.id}`, admin, {
      reason: 'Moved abroad for good',
    });
    expect(edited.body.reason).toBe('Moved abroad for good');
    expect((await app.call('DELETE', `/api/lost-reasons/${created.body.id}`, admin)).status).toBe(200);
    expect((await app.call('GET', `/api/lost-reasons/${created.body.id}`, admin)).status).toBe(404);
    const history = await app.call(
      'GET',
      `/api/revisions?model=lostreason&documentId=${created.body.id}&$sort[revision]=1`,
      admin,
    );
    expect(history.body.data.map((r: { revision: number }) => r.revision)).toEqual([1, 2, 3]);
  });

  it('lists a reason list as its screen asks: searched by reason or id, 10 a page, id descending', async () => {
    const mark = `Relocated-${Date.now()}`;
    const made: number[] = [];
    for (let i = 0; i < 12; i++)
      made.push((await app.call('POST', '/api/hold-reasons', admin, { reason: `${mark} ${i}` })).body.id);
    const page = await app.call(
      'GET',
      `/api/hold-reasons?q=${encodeURIComponent(mark.toLowerCase())}&$limit=10&$skip=0&$sort[id]=-1`,
      admin,
    );
    expect(page.status).toBe(200);
    expect(page.body.total).toBe(12);
    expect(page.body.data.map((r: { id: number }) => r.id)).toEqual([...made].reverse().slice(0, 10));
    const byId = await app.call('GET', `/api/hold-reasons?q=${made[3]}`, admin);
    expect(byId.body.data.map((r: { id: number }) => r.id)).toContain(made[3]);
    const none = await app.call('GET', `/api/hold-reasons?q=${encodeURIComponent('100%_nothing')}`, admin);
    expect(none.body.total).toBe(0);
  });

  it('keeps a coupon’s expiry as the day it was given (YYYY-MM-DD)', async () => {
    const created = await app.call('POST', '/api/coupons', admin, {
      code: `NEW${Date.now()}`,
      expiry: '2031-01-31',
      reusable: true,
      countryId: 1,
    });
    expect(created.status).toBe(201);
    expect(created.body.expiry).toBe('2031-01-31');
    const listed = await app.call('GET', `/api/coupons?id=${created.body.id}`, admin);
    expect(listed.body.data[0].expiry).toBe('2031-01-31');
    const searched = await app.call('GET', `/api/coupons?q=${created.body.code.toLowerCase()}`, admin);
    expect(searched.body.data.map((c: { id: number }) => c.id)).toEqual([created.body.id]);
  });

  it('lets only the permitted change the catalogue', async () => {
    const sales = await app.token('sales-staff');
    expect((await app.call('GET', '/api/lost-reasons', sales)).status).toBe(200);
    expect((await app.call('DELETE', '/api/lost-reasons/1', sales)).status).toBe(403);
  });
});
