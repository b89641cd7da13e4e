import { consoleInBrowser, eventually } from './support/console-in-browser.js';
import { screenshot, signIn } from './support/browser.js';
import { dropOffLead } from '../support/lead-fixtures.js';

/**
 * Issue 31 in a real browser: Create Pickup on a confirmed order that never had its actual size set nor its storages
 * synced opens with every line prefilled (the storages made from the quoted items); the storages list puts many
 * storages away at once, the location picker showing each location's free and used volume. Screenshots for review.
 */
const suite = consoleInBrowser(2);

let orderId: number;
let warehouseId: number;
beforeAll(async () => {
  const app = suite.app();
  const admin = await app.token('admin');
  const sales = await app.token('sales-staff');
  const ok = async (path: string, body: unknown, token = admin) => {
    const r = await app.call('POST', path, token, body);
    if (r.status !== 201) throw new Error(`${path} answered ${r.status}: ${JSON.stringify(r.body)}`);
    return r.body.id as number;
  };
  warehouseId = await ok('/api/warehouses', { name: 'Al Quoz', countryId: 1, cityId: 1 });
  for (const [path, capacity] of [
    ['A-01-01-1', 6],
    ['A-01-02-1', 3],
    ['A-01-03-1', 1],
  ] as const)
    await ok('/api/locations', { warehouseId, path, aisle: 'A', capacity });
  const salesId = (await app.call('GET', '/api/users?email=sales1@demo.test', admin)).body.data[0].id as number;
  const customerId = (await app.call('GET', '/api/users?email=customer1@example.com', admin)).body.data[0].id as number;
  orderId = await ok(
    '/api/leads',
    dropOffLead(customerId, {
      months: 3,
      line1: 'Villa 12, Street 4',
      area: 'Marina',
      items: [
        { storagetypeId: 6, quantity: 2 },
        { storagetypeId: 2, quantity: 3 },
      ],
      size: 4.3,
      assigneeId: salesId,
    }),
    sales,
  );
  expect((await app.call('PATCH', `/api/leads/${orderId}`, sales, { status: 'confirmed' })).status).toBe(200);
}, 300_000);

it('Create Pickup opens with every line prefilled, from an order with no storages yet', async () => {
  const page = await suite.open();
  page.context().setDefaultTimeout(60_000);
  await signIn(page, 'admin', `/requests/create?orderId=${orderId}&type=pickup`);
  const lines = page.getByTestId('line-input');
  await eventually(async () => expect(await lines.count()).toBe(5), 60_000);
  await page.getByTestId('add-all-order-storages').click();
  await page.getByText("All the order's storages are on the request already").waitFor();
  await screenshot(page, 'issue31-create-pickup-prefilled');
});

it('puts the storages away in bulk, the picker showing free and used volume', async () => {
  const app = suite.app();
  const admin = await app.token('admin');
  const storages = (
    await app.call('POST', '/api/v1/storages/list', admin, {
      orderIds: [orderId],
      limit: 10,
      page: 1,
      sortBy: 'id',
      sortOrder: 'ASC',
    })
  ).body.results as { id: number }[];
  for (const s of storages)
    expect((await app.call('POST', `/api/v1/storages/${s.id}/check-in`, admin, { warehouseId })).status).toBe(200);
  const page = await suite.open();
  page.context().setDefaultTimeout(60_000);
  await signIn(page, 'admin', '/storages');
  await page.getByRole('checkbox', { name: 'Select all rows' }).click();
  await page.getByRole('button', { name: 'Put Away' }).click();
  const dialog = page.getByTestId('put-away-dialog');
  await dialog.waitFor();
  await page.getByLabel('Spread over locations').check();
  await page.getByRole('combobox', { name: 'Locations (filled in this order)' }).click();
  await page.getByRole('option', { name: 'A-01-01-1 · 6 CBM free · 0 CBM used' }).click();
  await page.getByRole('combobox', { name: 'Locations (filled in this order)' }).click();
  await page.getByRole('option', { name: 'A-01-02-1 · 3 CBM free · 0 CBM used' }).click();
  await page.getByText('The storages need 4.3 CBM; the chosen locations have 9 CBM free').waitFor();
  await screenshot(page, 'issue31-bulk-put-away-dialog');
  await page.getByRole('button', { name: 'Put away', exact: true }).click();
  await page.getByText('5 storage(s) put away').waitFor();
  const after = (await app.call('POST', '/api/v1/storages/list', admin, { orderIds: [orderId], limit: 10, page: 1 }))
    .body.results as { status: string }[];
  expect(after.map((s) => s.status)).toEqual(Array(5).fill('stored'));
});
