import { configurationValueAsOf } from '../../services/src/core/resources/configuration-values.js';
import { requestOfCustomer } from '../support/customer-request.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { withActors } from '../support/actors.js';

/** Issue 34 §6: a country's configurations are real values the code reads; a change reaches only what follows it. */
let app: TestApp;
let admin: string;
beforeAll(async () => ({ app, admin } = await withActors(await startTestApp(0), { admin: 'admin' })), 300_000);
afterAll(() => app.stop());

const ok = async (method: string, path: string, body?: unknown) => {
  const r = await app.call(method, path, admin, body);
  expect([200, 201]).toContain(r.status);
  return r.body;
};

const vatOf = async (countryId: number) =>
  (await ok('GET', `/api/configurations?countryId=${countryId}&key=vat`)).data[0] as { id: number; value: string };

const invoiceFor = async (userId: number) => {
  const today = new Date().toISOString().slice(0, 10);
  const charge = await ok('POST', '/api/charges', {
    userId,
    countryId: 1,
    currency: 'AED',
    type: 'custom',
    description: 'configured VAT',
    amount: 1_000_000,
    year: 2026,
    month: 11,
    startDate: 1,
    endDate: 30,
    requestId: await requestOfCustomer(app, admin, userId),
  });
  const invoice = await ok('POST', '/api/invoices', { userId, type: 'other', date: today, chargeIds: [charge.id] });
  return (await ok('GET', `/api/invoices/${invoice.id}`)) as { amount: number; taxAmount: number };
};

it('each country has its configurations by category, a key once per country, values the code can read', async () => {
  const uae = (await ok('GET', '/api/configurations?countryId=1&$limit=50')).data as {
    key: string;
    category: string;
  }[];
  expect(uae.map((c) => c.key).sort()).toEqual(
    [
      'address',
      'currencyDecimals',
      'latePaymentFee',
      'legalEntity',
      'salesContactEmail',
      'salesContactName',
      'salesContactPhone',
      'timeSlots',
      'trn',
      'vat',
    ].sort(),
  );
  const vat = await vatOf(1);
  expect(vat.value).toBe('5');
  const bad = await app.call('PATCH', `/api/configurations/${vat.id}`, admin, { value: '105' });
  expect(bad.status).toBe(400);
  expect(bad.body.errors[0].path).toBe('value');
  const again = await app.call('POST', '/api/configurations', admin, {
    countryId: 1,
    category: 'billing',
    key: 'vat',
    value: '5',
  });
  expect(again.status).toBe(400);
  expect(again.body.errors).toEqual([{ path: 'key', message: 'key must be unique' }]);
  // Another country may hold the same key.
  expect((await vatOf(3)).value).toBe('15');
});

it("changing a country's VAT changes the next invoice and quote, not the ones already issued", async () => {
  const customer = await ok('POST', '/api/users', {
    type: 'b2c',
    name: 'Vat Customer',
    email: `vat-${Date.now()}@example.com`,
    phone: '+971501234568',
    countryId: 1,
  });
  const before = await invoiceFor(customer.id);
  expect(before.taxAmount).toBe(50_000); // 5% of AED 100
  const sentAt = new Date().toISOString();

  const vat = await vatOf(1);
  await ok('PATCH', `/api/configurations/${vat.id}`, { value: '7.5' });
  await app.settle();

  const after = await invoiceFor(customer.id);
  expect(after.taxAmount).toBe(75_000);
  expect((await ok('GET', `/api/invoices?userId=${customer.id}&$sort[id]=1`)).data[0].taxAmount).toBe(50_000);
  // The quote reads the VAT as of its sending: one sent before the change keeps 5, a new one gets 7.5.
  expect(await configurationValueAsOf(app.infra.db, 1, 'vat', sentAt)).toBe('5');
  expect(await configurationValueAsOf(app.infra.db, 1, 'vat', new Date().toISOString())).toBe('7.5');
  const history = await ok('GET', `/api/revisions?model=configuration&documentId=${vat.id}`);
  expect(history.total).toBe(2);
});
