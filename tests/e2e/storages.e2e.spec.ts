import { storageSavedMessage } from '@console/contracts';
import { sql } from 'kysely';
import { consoleInBrowser, eventually } from './support/console-in-browser.js';
import { cells, choose, hashPath, listReady } from './support/console-page.js';
import { notifications, screenshot, signIn } from './support/browser.js';

/**
 * Storages in a real browser (issue 6, spec 2 §2, §5, §8): create a storage through the form (the storage type
 * picked by typing), see 'Storage "{id}" saved!' on its show page, check it in to a warehouse location from the
 * staff action bar, and see that location in the storages list.
 */
const suite = consoleInBrowser(2);
const open = suite.open;
const adminToken = () => suite.app().token('admin');
const call = async (method: string, path: string, body?: unknown) => {
  const r = await suite.app().call(method, path, await adminToken(), body);
  if (r.status >= 300) throw new Error(`${method} ${path}: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body as { id: number; [k: string]: unknown };
};

it('creates a storage, checks it in to a location and shows the location in the list', async () => {
  const name = `E2E Storage Warehouse ${Date.now()}`;
  const warehouse = await call('POST', '/api/warehouses', { name, countryId: 1, cityId: 1 });
  await call('POST', '/api/locations', { warehouseId: warehouse.id, path: 'B-07-03-2', aisle: 'B', capacity: 3 });

  const page = await open();
  await signIn(page, 'admin', '/storages/create');
  const type = page.getByRole('combobox', { name: 'Storage Type *' });
  await type.click();
  await type.pressSequentially('Sof');
  await page.getByRole('option', { name: 'Sofa, 3 seats', exact: true }).click();
  await page.locator('[data-field="name"] input').fill('Grey sofa');
  await page.locator('[data-field="size"] input').fill('1.5');
  await page.getByTestId('resource-form').getByRole('button', { name: /save/i }).click();

  await eventually(async () => expect(hashPath(page)).toMatch(/^\/storages\/\d+\/show$/), 15_000);
  const id = Number(hashPath(page).split('/')[2]);
  await eventually(async () => expect(await notifications(page).allInnerTexts()).toContain(storageSavedMessage(id)));
  await screenshot(page, 'storage-saved');

  await page.locator('[data-testid="resource-show"] button[data-action="check-in"]').click();
  const dialog = page.getByTestId('form-dialog');
  await choose(page, 'Warehouse', name, dialog);
  await choose(page, 'Location', 'B-07-03-2', dialog);
  await dialog.getByRole('button', { name: 'Check In' }).click();
  await eventually(
    async () => expect(await page.getByTestId('storage-location').first().innerText()).toBe('B-07-03-2'),
    15_000,
  );

  await page.goto('/#/storages');
  await listReady(page);
  const ids = await cells(page, 'id');
  const row = ids.indexOf(String(id));
  expect(row).toBeGreaterThanOrEqual(0);
  expect((await cells(page, 'location'))[row]).toBe('B-07-03-2');
  await screenshot(page, 'storages-list-location');
});

describe('a storage’s show page (spec 2 §2)', () => {
  let storageId = 0;
  beforeAll(async () => {
    storageId = (await call('POST', '/api/storages', { storagetypeId: 5, partnerId: 2, countryId: 1 })).id;
  });
  const tabsOf = async (role: string) => {
    const page = await open();
    await signIn(page, role, `/storages/${storageId}/show`);
    const tabs = page.locator('[data-testid="resource-show"] [role="tab"]');
    await tabs.first().waitFor();
    return tabs.allTextContents();
  };
  const views = async () =>
    Number(
      (
        await sql<{
          n: number;
        }>`SELECT count(*)::int AS n FROM rm.model_views WHERE model = 'storage' AND "documentId" = ${storageId}`.execute(
          suite.app().infra.db,
        )
      ).rows[0]?.n,
    );

  // Summary; Charges (staff); Photos; Locations, Records (staff); Comments; History.
  it('shows staff every tab in the spec’s order; opening it records a view', async () => {
    expect(await tabsOf('admin')).toEqual([
      'Summary',
      'Charges',
      'Photos',
      'Locations',
      'Records',
      'Comments',
      'History',
    ]);
    await eventually(async () => expect(await views()).toBe(1));
  });

  it('shows a partner user no staff tabs; each opening is a view', async () => {
    expect(await tabsOf('partner')).toEqual(['Summary', 'Photos', 'Comments', 'History']);
    await eventually(async () => expect(await views()).toBe(2));
  });
});
