import type { Page } from 'playwright-core';
import { consoleInBrowser, eventually } from './support/console-in-browser.js';
import { cells, changeList, choose, hashPath, headerIds, listReady } from './support/console-page.js';
import { notifications, screenshot, signIn } from './support/browser.js';

/**
 * The catalogue's admin screens in a real browser (issue 5 item 1; spec 3 §2 'Tags and reason lists', 'Service
 * types'; spec 2 §7 'city'): a lost reason refused without its reason ('Required'), saved, first in its list (id
 * descending), edited; a service type created back on its list, sorted id ascending, with the hidden defaults;
 * a city created in Kuwait.
 */

const suite = consoleInBrowser(0);
const open = suite.open;

const form = (page: Page) => page.getByTestId('resource-form');
const save = (page: Page) => form(page).getByRole('button', { name: 'Save' }).click();
const fieldError = (page: Page, field: string) =>
  page.locator(`[data-field="${field}"] .Mui-error.MuiFormHelperText-root`);
const showRecord = (page: Page) => page.getByTestId('resource-show');
const showValue = (page: Page, label: string) => page.getByTestId(`field-${label}`).locator('div').nth(1).innerText();
const idInPath = (page: Page, pattern: RegExp): number => {
  const m = pattern.exec(hashPath(page));
  if (!m?.[1]) throw new Error(`unexpected route ${hashPath(page)}`);
  return Number(m[1]);
};

const api = async (path: string) => {
  const app = suite.app();
  const r = await app.call('GET', path, await app.token('admin'));
  expect(r.status).toBe(200);
  return r.body as Record<string, unknown>;
};

describe('the catalogue screens', () => {
  it('refuses a lost reason without a reason, saves it, lists it first and edits it', async () => {
    const page = await open();
    await signIn(page, 'admin', '/lost-reasons/create');
    await form(page).waitFor();
    await expect(form(page).getByRole('heading', { level: 1 }).innerText()).resolves.toBe('Create Lost Reason');

    // Spec 3 §5 'Reasons: reason required', with the generic message (spec 1 §5): nothing is sent.
    await save(page);
    await expect(fieldError(page, 'reason').innerText()).resolves.toBe('Required');
    await notifications(page).filter({ hasText: 'The form is not valid. Please check for errors' }).waitFor();
    expect(hashPath(page)).toBe('/lost-reasons/create');
    await screenshot(page, 'lost-reason-required');

    const reason = `Chose a competitor ${Date.now()}`;
    await page.locator('input[name="reason"]').fill(reason);
    await save(page);
    await showRecord(page).waitFor();
    const id = idInPath(page, /^\/lost-reasons\/(\d+)\/show$/);
    await expect(showValue(page, 'Reason')).resolves.toBe(reason);

    // The list: 10 a page, id descending, so the new reason comes first; columns serial, id, reason, edit, show.
    await page.goto('/#/lost-reasons');
    await listReady(page);
    await expect(headerIds(page)).resolves.toEqual(['serial', 'id', 'reason', 'edit', 'show']);
    const ids = (await cells(page, 'id')).map(Number);
    expect(ids[0]).toBe(id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(ids.length).toBeLessThanOrEqual(10);
    await expect(cells(page, 'serial')).resolves.toEqual(ids.map((_x, i) => String(i + 1)));
    expect((await cells(page, 'reason'))[0]).toBe(reason);
    await screenshot(page, 'lost-reasons-list');

    // The search filter finds it by its reason.
    await changeList(page, () => page.getByLabel('Search').fill(reason.slice(0, 22).toLowerCase()));
    await expect(cells(page, 'id')).resolves.toEqual([String(id)]);

    // Edit from the list; saving returns to the show page with the new reason.
    await page
      .locator('[role="row"]')
      .filter({ has: page.locator('[data-field="id"]', { hasText: new RegExp(`^${id}$`) }) })
      .locator('[data-field="edit"] a')
      .click();
    await form(page).waitFor();
    expect(hashPath(page)).toBe(`/lost-reasons/${id}`);
    await page.locator('input[name="reason"]').fill(`${reason} (edited)`);
    await save(page);
    await showRecord(page).waitFor();
    expect(hashPath(page)).toBe(`/lost-reasons/${id}/show`);
    await eventually(async () => expect(await showValue(page, 'Reason')).toBe(`${reason} (edited)`));
    expect((await api(`/api/lost-reasons/${id}`)).reason).toBe(`${reason} (edited)`);
  });

  it('creates a service type and lands on the service types list, sorted id ascending', async () => {
    const page = await open();
    await signIn(page, 'admin', '/service-types/create');
    await form(page).waitFor();
    // Rent and currency are hidden defaults (spec 3 §3), not fields of the form.
    await expect(page.locator('[data-field="rent"], [data-field="currency"]').count()).resolves.toBe(0);
    const name = `Crating ${Date.now()}`;
    await page.locator('input[name="name"]').fill(name);
    await page.locator('textarea[name="description"]').fill('Wooden crates for fragile items');
    await save(page);

    await eventually(async () => expect(hashPath(page)).toBe('/service-types'));
    await listReady(page);
    const ids = (await cells(page, 'id')).map(Number);
    expect(ids.length).toBeGreaterThan(1);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    await screenshot(page, 'service-types-list');

    const made = (await api(`/api/service-types?name=${encodeURIComponent(name)}`)).data as Record<string, unknown>[];
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ name, description: 'Wooden crates for fragile items', rent: 0, currency: 'AED' });
  });

  it('creates an offer and a coupon on it, the coupon’s expiry a day (YYYY-MM-DD)', async () => {
    const page = await open();
    await signIn(page, 'admin', '/offers/create');
    await form(page).waitFor();
    const description = `Summer ${Date.now()}`;
    await choose(page, 'Type', 'discount');
    await page.locator('textarea[name="description"]').fill(description);
    await page.locator('input[name="discount"]').fill('150.5');
    await choose(page, 'Country', 'UAE');
    await save(page);
    await eventually(async () => expect(hashPath(page)).toBe('/offers'));
    await listReady(page);
    await expect(headerIds(page)).resolves.toEqual([
      'serial',
      'createdAt',
      'id',
      'type',
      'discount',
      'percent',
      'limit',
      'reward',
      'countryId',
      'edit',
    ]);
    const offer = (
      (await api(`/api/offers?description=${encodeURIComponent(description)}`)).data as {
        id: number;
        discount: number;
      }[]
    )[0];
    expect(offer?.discount).toBe(1_505_000);
    expect((await cells(page, 'discount'))[0]).toContain('150.50');

    await page.goto('/#/coupons/create');
    await form(page).waitFor();
    const code = `SUMMER${Date.now()}`;
    await page.locator('input[name="code"]').fill(code);
    await page.getByRole('switch', { name: 'Reusable' }).check();
    await page.locator('[data-field="expiry"] [role="group"] [role="spinbutton"]').first().click();
    await page.keyboard.type('31012031');
    await choose(page, 'Country', 'UAE');
    await choose(page, 'Offer', description);
    await save(page);
    await eventually(async () => expect(hashPath(page)).toBe('/coupons'));
    await listReady(page);
    await expect(headerIds(page)).resolves.toEqual([
      'serial',
      'createdAt',
      'id',
      'reusable',
      'expiry',
      'countryId',
      'edit',
    ]);
    expect((await cells(page, 'expiry'))[0]).toBe('31/01/2031');
    const coupon = ((await api(`/api/coupons?code=${code}`)).data as Record<string, unknown>[])[0];
    expect(coupon).toMatchObject({ code, reusable: true, expiry: '2031-01-31', countryId: 1, offerId: offer?.id });
    await screenshot(page, 'coupons-list');

    // The other lists open on their configuration: commission slabs 200 a page, id ascending.
    await page.goto('/#/partner-commission-slabs');
    await listReady(page);
    await expect(page.getByTestId('pagination').getByRole('combobox').innerText()).resolves.toBe('200');
    const slabIds = (await cells(page, 'id')).map(Number);
    expect(slabIds).toEqual([...slabIds].sort((a, b) => a - b));
  });

  it('creates a city in a country', async () => {
    const page = await open();
    await signIn(page, 'admin', '/city/create');
    await form(page).waitFor();
    await save(page);
    await expect(fieldError(page, 'name').innerText()).resolves.toBe('Required');
    await expect(fieldError(page, 'countryId').innerText()).resolves.toBe('Required');

    const name = `Jahra ${Date.now()}`;
    await page.locator('input[name="name"]').fill(name);
    await choose(page, 'Country', 'Kuwait');
    await save(page);
    await showRecord(page).waitFor();
    const id = idInPath(page, /^\/city\/(\d+)\/show$/);
    await expect(showValue(page, 'Name')).resolves.toBe(name);
    await expect(showValue(page, 'Country')).resolves.toBe('Kuwait');
    await screenshot(page, 'city-show');
    expect(await api(`/api/city/${id}`)).toMatchObject({ name, countryId: 2 });

    // The sidebar links the catalogue screens for an admin.
    for (const label of ['Cities', 'Service Types', 'Lost Reasons', 'Cancel Reasons', 'Coupons', 'Offers']) {
      await expect(page.locator(`[data-testid="menu-link"][aria-label="${label}"]`).count()).resolves.toBe(1);
    }
  });
});
