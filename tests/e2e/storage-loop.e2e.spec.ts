import type { Page } from 'playwright-core';
import { consoleInBrowser, settled } from './support/console-in-browser.js';
import { choose, hashPath } from './support/console-page.js';
import { notifications, screenshot, signIn } from './support/browser.js';

/**
 * The storage loop of issue 14 as a warehouse team works it in the console: a confirmed storage order's storages
 * synced, its pickup created from the order page (pre-filled), approved, picked up, received (the storages in at
 * IN), a storage checked in to a location with room (refused for a full one), the location's used volume and the
 * 3D view following, then two storages delivered back and shown OUT.
 */
const suite = consoleInBrowser(2);
const adminToken = () => suite.app().token('admin');
const call = async (method: string, path: string, body?: unknown) => {
  const r = await suite.app().call(method, path, await adminToken(), body);
  if (r.status >= 300) throw new Error(`${method} ${path}: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body as { id: number; [k: string]: unknown };
};
const show = (page: Page) => page.getByTestId('resource-show');
const action = (page: Page, name: string) =>
  page.locator(`[data-testid="resource-show"] button[data-action="${name}"]`);
const orderStatuses = async (page: Page) =>
  page
    .getByTestId('order-storages')
    .getByTestId('status-badge')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-status')));
const orderLocations = async (page: Page) =>
  page.getByTestId('order-storages').getByTestId('storage-location').allInnerTexts();

it('a confirmed order’s storages: synced, picked up, received, stored with room, delivered back', async () => {
  const stamp = Date.now();
  const warehouseName = `Loop Warehouse ${stamp}`;
  const warehouse = await call('POST', '/api/warehouses', { name: warehouseName, countryId: 1, cityId: 1 });
  const roomy = await call('POST', '/api/locations', {
    warehouseId: warehouse.id,
    path: 'E-01-01-1',
    aisle: 'A',
    capacity: 5,
  });
  await call('POST', '/api/locations', { warehouseId: warehouse.id, path: 'E-01-02-1', aisle: 'A', capacity: 0.5 });
  const teams = (await suite.app().call('GET', '/api/teams?$limit=1', await adminToken())).body as {
    data: { id: number }[];
  };
  const teamId =
    teams.data[0]?.id ?? (await call('POST', '/api/teams', { name: `Loop team ${stamp}`, countryId: 1 })).id;
  const customer = (await suite.app().call('GET', '/api/users?email=customer1@example.com', await adminToken())).body
    .data[0] as { id: number };
  const sales = await suite.app().token('sales-staff');
  const salesId = (await suite.app().call('GET', '/api/users?email=sales1@demo.test', await adminToken())).body.data[0]
    .id as number;
  const lead = await suite.app().call('POST', '/api/leads', sales, {
    type: 'storage',
    countryId: 1,
    cityId: 1,
    channel: 'friend',
    source: 'phone',
    need: 'renovation',
    existingCustomer: true,
    userId: customer.id,
    months: 2,
    date: '2026-12-22',
    pickupRequired: false,
    pickupTimeFrom: 9,
    pickupTimeTo: 13,
    paymentMode: 'cash',
    warehouseType: ['ac'],
    items: [
      { storagetypeId: 7, quantity: 2 },
      { storagetypeId: 10, quantity: 1 },
    ],
    size: 1.85,
    assigneeId: salesId,
  });
  expect(lead.status).toBe(201);
  const orderId = lead.body.id as number;
  expect((await suite.app().call('PATCH', `/api/leads/${orderId}`, sales, { status: 'confirmed' })).status).toBe(200);
  await call('PATCH', `/api/orders/${orderId}`, { actualSize: 1.85 });

  // Sync Storages on the order page: its Storages tab shows the three new storages.
  const page = await suite.open();
  await signIn(page, 'admin', `/orders/${orderId}/show`);
  await action(page, 'syncStorages').click();
  await show(page).getByRole('tab', { name: 'Storages' }).click();
  await settled(async () => expect(await orderStatuses(page)).toEqual(['new', 'new', 'new']));
  await screenshot(page, 'storage-loop-synced');

  // Create Drop (the order asked for no pickup) from the order page: the form opens pre-filled from the order.
  await action(page, 'createRequest').click();
  await settled(async () => expect(hashPath(page)).toBe(`/requests/create?orderId=${orderId}&type=drop`));
  const form = page.getByTestId('resource-form');
  await settled(async () => expect(await form.getByTestId('line-input').count()).toBe(3));
  await screenshot(page, 'storage-loop-request-prefilled');
  await form.getByRole('button', { name: 'Save' }).click();
  await notifications(page).filter({ hasText: 'Request created' }).waitFor();
  await page.waitForFunction(() => /^#\/requests\/\d+\/show/.test(window.location.hash));
  const requestId = Number(/^\/requests\/(\d+)\/show/.exec(hashPath(page))?.[1]);
  const request = (await suite.app().call('GET', `/api/requests/${requestId}`, await adminToken())).body as Record<
    string,
    unknown
  >;
  expect(request).toMatchObject({
    type: 'drop',
    orderId,
    userId: customer.id,
    date: '2026-12-22',
    from: 9,
    to: 13,
    paymentMode: 'cash',
    cityId: 1,
    lineCount: 3,
  });

  // Confirm, approve and receive the drop: the storages are in, at IN.
  for (const [step, body] of [
    ['confirm', {}],
    ['approve', { warehouseId: warehouse.id, teamId }],
    ['received', { emptyStorageIds: [] }],
  ] as const) {
    await call('POST', `/api/v1/requests/${requestId}/actions/${step}`, body);
  }
  await page.goto(`/#/orders/${orderId}/show`);
  await show(page).getByRole('tab', { name: 'Storages' }).click();
  await settled(async () => expect(await orderStatuses(page)).toEqual(['in', 'in', 'in']));
  expect(await orderLocations(page)).toEqual(['IN', 'IN', 'IN']);

  // Check a fridge in to the full location: refused with the reason; to the roomy one: stored there.
  const storages = (await call('POST', '/api/v1/storages/list', {
    orderIds: [orderId],
    limit: 200,
    page: 1,
    sortBy: 'id',
    sortOrder: 'ASC',
  })) as unknown as { results: { id: number }[] };
  const [fridge, fridge2] = storages.results.map((s) => s.id) as [number, number, number];
  await page.goto(`/#/storages/${fridge}/show`);
  const checkInTo = async (path: string) => {
    await action(page, 'check-in').click();
    const dialog = page.getByTestId('form-dialog');
    await choose(page, 'Warehouse', warehouseName, dialog);
    const location = dialog.getByRole('combobox', { name: 'Location', exact: true });
    await location.click();
    await location.pressSequentially(path);
    await page.getByRole('option', { name: path, exact: true }).click();
    await dialog.getByRole('button', { name: 'Check In' }).click();
    // The dialog closes as the call is sent; its answer is a notice (refused) or the page (checked in).
    await dialog.waitFor({ state: 'hidden' });
  };
  await checkInTo('E-01-02-1');
  await settled(async () =>
    expect((await notifications(page).allInnerTexts()).join(' ')).toContain(
      'Location E-01-02-1 has 0.5 CBM free; the storage needs 0.8 CBM',
    ),
  );
  await screenshot(page, 'storage-loop-refused');
  await page.reload();
  await checkInTo('E-01-01-1');
  await settled(async () => expect(await page.getByTestId('storage-location').first().innerText()).toBe('E-01-01-1'));
  await call('POST', `/api/v1/storages/${fridge2}/check-in`, { warehouseId: warehouse.id, locationId: roomy.id });

  // The location's used volume and the 3D view follow.
  await page.goto(`/#/locations/${roomy.id}/show`);
  await settled(async () => expect(await page.getByTestId('used-volume').innerText()).toBe('1.6'));
  expect(await page.getByTestId('free-volume').innerText()).toBe('3.4');
  await page.goto(`/#/warehouses/${warehouse.id}/view`);
  const view = page.getByTestId('warehouse-3d');
  await page.locator('[data-testid="warehouse-3d"][data-drawn="true"]').waitFor({ timeout: 20_000 });
  expect(await view.getAttribute('data-occupied')).toBe('1');
  expect(await view.getAttribute('data-occupied-ids')).toBe(String(roomy.id));
  await screenshot(page, 'storage-loop-3d');
  // The warehouse summary counts the same: one location occupied, the other vacant, 1.6 CBM used.
  await page.goto(`/#/warehouses/${warehouse.id}/show`);
  const occupancy = page.getByTestId('warehouse-occupancy');
  await settled(async () => expect(await occupancy.getAttribute('data-occupied')).toBe('1'));
  expect(await occupancy.getAttribute('data-vacant')).toBe('1');
  expect(await occupancy.getAttribute('data-used')).toBe('1.6');

  // Deliver the two fridges back: out, then delivered; the location is empty again.
  const delivery = await call('POST', '/api/requests', {
    type: 'delivery',
    userId: customer.id,
    partnerId: 1,
    countryId: 1,
    cityId: 1,
    date: '2026-12-30',
    from: 9,
    to: 13,
    paymentMode: 'cash',
    addressId: 1,
    request_lines: [
      { storageId: fridge, qty: 1 },
      { storageId: fridge2, qty: 1 },
    ],
  });
  for (const [step, body] of [
    ['confirm', {}],
    ['approve', { warehouseId: warehouse.id, teamId }],
    ['dispatch', {}],
    ['deliver', {}],
  ] as const) {
    await call('POST', `/api/v1/requests/${delivery.id}/actions/${step}`, body);
  }
  await page.goto(`/#/orders/${orderId}/show`);
  await show(page).getByRole('tab', { name: 'Storages' }).click();
  await settled(async () => expect(await orderStatuses(page)).toEqual(['out', 'out', 'in']));
  expect(await orderLocations(page)).toEqual(['OUT', 'OUT', 'IN']);
  await screenshot(page, 'storage-loop-delivered');
  await settled(async () => expect((await call('GET', `/api/locations/${roomy.id}`)).usedVolume).toBe(0));
});
