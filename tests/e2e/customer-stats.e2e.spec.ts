import { requestOfCustomer } from '../support/customer-request.js';
import { consoleInBrowser, eventually } from './support/console-in-browser.js';
import { hashPath } from './support/console-page.js';
import { screenshot, signIn } from './support/browser.js';

/**
 * The customer's stat cards, Billing and Usage tabs in a real browser (spec 3 §2, §9): a customer owing more than
 * 20000 shows the outstanding in red; each card leads to its list filtered by the customer; the Usage tab draws the
 * daily volume as a line chart; the partner role sees only the Storages and Orders cards and no Billing tab.
 */
const suite = consoleInBrowser(2);
const open = () => suite.open();

const call = async (method: string, path: string, body?: unknown) => {
  const app = suite.app();
  const r = await app.call(method, path, await app.token('admin'), body);
  if (r.status >= 300) throw new Error(`${method} ${path} answered ${r.status}: ${JSON.stringify(r.body)}`);
  await app.settle();
  return r.body as { id: number };
};

/** A customer of partner 2 (the partner user's) with a storage checked in and an invoice of 21,000 AED before VAT. */
const aCustomerOwing = async () => {
  const tag = Date.now();
  const user = await call('POST', '/api/users', {
    name: `Owing Customer ${tag}`,
    email: `owing-${tag}@example.com`,
    phone: '+971501234567',
    partnerId: 2,
  });
  const warehouse = await call('POST', '/api/warehouses', { name: `Stats WH ${tag}`, countryId: 1 });
  const storage = await call('POST', '/api/storages', {
    userId: user.id,
    storagetypeId: 5,
    size: 2,
    countryId: 1,
    partnerId: 2,
  });
  await call('POST', `/api/v1/storages/${storage.id}/check-in`, { warehouseId: warehouse.id });
  const charge = await call('POST', '/api/charges', {
    userId: user.id,
    countryId: 1,
    currency: 'AED',
    type: 'custom',
    description: 'big job',
    amount: 210_000_000,
    year: 2026,
    month: 11,
    startDate: 1,
    endDate: 30,
    requestId: await requestOfCustomer(suite.app(), await suite.app().token('admin'), user.id),
  });
  await call('POST', '/api/invoices', {
    userId: user.id,
    type: 'other',
    date: new Date().toISOString().slice(0, 10),
    chargeIds: [charge.id],
  });
  return user.id;
};

describe('customer stats', () => {
  it('cards with the outstanding in red, linking to filtered lists; Billing and Usage tabs; the partner sees Storages and Orders only', async () => {
    const userId = await aCustomerOwing();
    const page = await open();
    await signIn(page, 'admin', `/users/${userId}/show`);
    const cards = page.getByTestId('stats-cards');
    await cards.waitFor();
    for (const card of ['billing', 'storages', 'requests', 'orders', 'charges', 'invoices', 'payments', 'cards'])
      await page.getByTestId(`stats-card-${card}`).waitFor();
    const outstanding = page.getByTestId('stats-outstanding');
    await eventually(async () => expect(await outstanding.getAttribute('data-alarming')).toBe('true'), 30_000);
    // 21,000 + 5 % VAT = 22,050.00 AED, in the error colour.
    await expect(outstanding.innerText()).resolves.toContain('22,050.00');
    const color = await outstanding.evaluate((el) => getComputedStyle(el).color);
    expect(color).not.toBe(
      await page
        .getByTestId('stats-card-invoices')
        .locator('h5')
        .evaluate((el) => getComputedStyle(el).color),
    );
    await expect(page.getByTestId('stats-card-storages').innerText()).resolves.toContain('2 CBM');
    await screenshot(page, 'customer-stats-cards');

    await page.getByRole('tab', { name: 'Billing' }).click();
    await page.getByTestId('billing-figures').waitFor();
    await expect(page.getByTestId('user-billing').innerText()).resolves.toContain('22,050.00');

    await page.getByRole('tab', { name: 'Usage' }).click();
    const usage = page.getByTestId('user-usage');
    // The series' line is drawn (MUI X LineChart), in a chart as wide as the tab.
    await usage.locator('path.MuiLineChart-line').first().waitFor({ state: 'attached' });
    expect((await usage.locator('svg:has(path.MuiLineChart-line)').first().boundingBox())?.width ?? 0).toBeGreaterThan(
      200,
    );
    await expect(usage.innerText()).resolves.toContain('Volume (CBM)');
    await screenshot(page, 'customer-usage');

    await page.getByRole('tab', { name: 'Summary' }).click();
    const link = page.getByTestId('stats-card-invoices').getByRole('link');
    await expect(link.getAttribute('href')).resolves.toMatch(/#\/invoices\?/);
    await link.click();
    await eventually(async () => expect(hashPath(page)).toMatch(/^\/invoices\?/), 10_000);
    expect(JSON.parse(new URLSearchParams(hashPath(page).split('?')[1]).get('filter') ?? '{}')).toEqual({
      user: userId,
    });
  });

  it('the partner role sees only the Storages and Orders cards, and no Billing tab', async () => {
    const userId = await aCustomerOwing();
    const page = await open();
    // The partner-reduced set names the customers non-staff-users (spec 3 §2).
    await signIn(page, 'partner', `/non-staff-users/${userId}/show`);
    await page.getByTestId('stats-cards').waitFor();
    await page.getByTestId('stats-card-storages').waitFor();
    await page.getByTestId('stats-card-orders').waitFor();
    expect(await page.locator('[data-testid^="stats-card-"]').count()).toBe(2);
    expect(await page.getByRole('tab', { name: 'Billing' }).count()).toBe(0);
  });
});
