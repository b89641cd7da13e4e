import type { Page } from 'playwright-core';
import dayjs from 'dayjs';
import { consoleInBrowser, settled } from './support/console-in-browser.js';
import { choose, customerOption, hashPath, headerIds, listReady } from './support/console-page.js';
import { notifications, screenshot, signIn } from './support/browser.js';

/**
 * Addresses in a real browser (spec 2 §2 Addresses, §5 'Address requires a user; user suggestions begin after more
 * than 2 typed characters'; spec 3 §2 user show tabs): an address refused without a customer, made for a customer
 * on its screen, listed first (id descending, 20 a page, delete column hidden), on the customer's Addresses tab,
 * then picked in the request form for a pickup and shown by its lines on the request's show page.
 */

const suite = consoleInBrowser(3);
const open = () => suite.open();

const form = (page: Page) => page.getByTestId('resource-form');
const save = (page: Page) => form(page).getByRole('button', { name: 'Save' }).click();
const show = (page: Page) => page.getByTestId('resource-show');
const fieldError = (page: Page, field: string) =>
  page.locator(`[data-field="${field}"] .Mui-error.MuiFormHelperText-root`);
const showValue = (page: Page, label: string) => page.getByTestId(`field-${label}`).locator('div').nth(1).innerText();

/** Opens the show page a create landed on (once the read models show the record: a busy server may answer 202). */
const landOnShow = async (page: Page, resource: string): Promise<number> => {
  const pattern = new RegExp(`^/${resource}/(\\d+)/show`);
  await page.waitForFunction((p) => new RegExp(p).test(window.location.hash.slice(1)), pattern.source);
  const id = Number(pattern.exec(hashPath(page))?.[1]);
  const app = suite.app();
  await settled(async () =>
    expect((await app.call('GET', `/api/${resource}/${id}`, await app.token('admin'))).status).toBe(200),
  );
  if (!(await show(page).isVisible())) await page.reload();
  await show(page).waitFor();
  return id;
};

/** Picks a customer in the form's customer picker: no suggestions until the third typed character. */
const pickCustomer = async (page: Page, customer: { id: number; name: string }) => {
  const user = page.getByRole('combobox', { name: 'Customer', exact: true });
  await user.click();
  await user.pressSequentially(customer.name.slice(0, 2));
  await page.getByText('Type at least 3 characters', { exact: true }).waitFor();
  expect(await page.getByRole('option').count()).toBe(0);
  await user.pressSequentially(customer.name.slice(2, 3));
  await page.getByRole('option', { name: customerOption(customer) }).click();
};

const aCustomer = async () => {
  const app = suite.app();
  const r = await app.call('POST', '/api/v1/users/list', await app.token('admin'), {
    userTypes: ['b2c', 'b2b', 'sme'],
    countryIds: [1],
    limit: 1,
    sortBy: 'id',
    sortOrder: 'ASC',
  });
  return r.body.results[0] as { id: number; name: string };
};

describe('addresses', () => {
  it('are made for a customer on their screen, then picked in the request form and shown on the request', async () => {
    const customer = await aCustomer();
    const line1 = `Villa ${Date.now() % 100000}, Street 4`;
    const page = await open();
    await signIn(page, 'admin', '/addresses/create');
    await form(page).waitFor();
    await expect(form(page).getByRole('heading', { level: 1 }).innerText()).resolves.toBe('Create Address');

    // Spec 2 §5: an address requires a user ('Required', spec 1 §5); nothing is sent.
    await save(page);
    await expect(fieldError(page, 'userId').innerText()).resolves.toBe('Required');
    await notifications(page).filter({ hasText: 'The form is not valid. Please check for errors' }).waitFor();
    expect(hashPath(page)).toBe('/addresses/create');

    await pickCustomer(page, customer);
    await page.locator('input[name="line1"]').fill(line1);
    await page.locator('input[name="area"]').fill('Jumeirah');
    await choose(page, 'City', 'Dubai');
    await screenshot(page, 'address-create');
    await save(page);
    const id = await landOnShow(page, 'addresses');
    await expect(show(page).getByRole('heading', { level: 1 }).innerText()).resolves.toBe(`Address #${id}`);
    await settled(async () => {
      expect(await showValue(page, 'Line 1')).toBe(line1);
      expect(await showValue(page, 'City')).toBe('Dubai');
      expect(await show(page).getByTestId('address-customer').innerText()).toBe(customer.name);
    });

    // The list: id descending, 20 a page, the new address first; the delete column is offered but hidden.
    await page.goto('/#/addresses');
    await listReady(page);
    const query = JSON.parse((await page.getByTestId('resource-list').getAttribute('data-query')) ?? '{}') as Record<
      string,
      unknown
    >;
    expect(query).toMatchObject({ sortBy: 'id', sortOrder: 'DESC', limit: 20, page: 1 });
    await expect(headerIds(page)).resolves.toEqual([
      'serial',
      'id',
      'name',
      'line1',
      'area',
      'city',
      'customer',
      'partner',
      'createdAt',
      'show',
    ]);
    await expect(page.locator('[role="row"][data-id]').first().getAttribute('data-id')).resolves.toBe(String(id));
    await screenshot(page, 'addresses-list');

    // The customer's Addresses tab lists it.
    await page.goto(`/#/users/${customer.id}/show?tab=addresses`);
    await page.getByTestId('user-addresses').getByText(line1, { exact: true }).waitFor();

    // The request form offers the customer's addresses for a pickup; the show page links the address by its lines.
    await page.goto('/#/requests/create');
    await form(page).waitFor();
    await pickCustomer(page, customer);
    await choose(page, 'Type', 'Pickup');
    const date = page.locator('[data-field="date"] [role="group"]');
    await date.locator('[role="spinbutton"]').first().click();
    await page.keyboard.type(dayjs().add(3, 'day').format('DDMMYYYY'));
    await choose(page, 'City', 'Dubai');
    await choose(page, 'Address', line1);
    await page.getByRole('button', { name: 'Add line' }).click();
    await page.locator('input[name="request_lines.0.qty"]').fill('1');
    await screenshot(page, 'request-with-address');
    await save(page);
    await notifications(page).filter({ hasText: 'Request created' }).waitFor();
    const requestId = await landOnShow(page, 'requests');
    const link = show(page).getByTestId('request-address');
    await settled(async () => expect(await link.innerText()).toBe(`${line1}, Jumeirah`));
    await expect(link.getAttribute('href')).resolves.toBe(`#/addresses/${id}/show`);
    const app = suite.app();
    expect((await app.call('GET', `/api/requests/${requestId}`, await app.token('admin'))).body).toMatchObject({
      addressId: id,
      type: 'pickup',
    });
    await screenshot(page, 'request-address-shown');
  });
});
