import { consoleInBrowser, settled } from './support/console-in-browser.js';
import { changeList, cells, listReady } from './support/console-page.js';
import { notifications, screenshot, signIn } from './support/browser.js';

/**
 * Issue 34 §4 and §12 in a real browser: on a customer's page the Assign dialog makes a new tag in the New tag dialog
 * and gives it to the customer; the customers list filtered by that tag shows the customer, and only those holding it.
 */
const suite = consoleInBrowser(2);

it('tags a customer with a new tag from the Assign dialog and finds them by it in the customers list', async () => {
  const app = suite.app();
  const admin = await app.token('admin');
  const unique = Date.now().toString(36);
  const made = await app.call('POST', '/api/users', admin, {
    type: 'b2c',
    name: `Tagged Customer ${unique}`,
    email: `e2e.tagged.${unique}@example.com`,
    phone: '+971501234567',
    partnerId: 1,
    countryId: 1,
  });
  expect([201, 202]).toContain(made.status);
  const id = made.body.id as number;
  await app.settle();
  const tag = `VIP ${unique}`;

  const page = await suite.open();
  await signIn(page, 'admin', `/users/${id}/show`);
  await page.locator('[data-testid="resource-show"] button[data-action="assign"]').click();
  const assign = page.getByRole('dialog').filter({ hasText: 'Assign' });
  await assign.getByRole('button', { name: 'New tag' }).click();
  const newTag = page.getByRole('dialog').filter({ has: page.getByRole('heading', { name: 'New tag' }) });
  await newTag.locator('input[name="name"]').fill(tag);
  await newTag.getByRole('button', { name: 'Create', exact: true }).click();
  await newTag.waitFor({ state: 'hidden' });
  // The new tag is chosen at once.
  await assign.locator('.MuiChip-root', { hasText: tag }).waitFor();
  await assign.getByRole('combobox', { name: 'Assignee' }).fill('Sara');
  await page
    .getByRole('option', { name: /Sara Sales/ })
    .first()
    .click();
  await screenshot(page, 'customer-assign-new-tag');
  await assign.getByRole('button', { name: 'Assign', exact: true }).click();
  await notifications(page).filter({ hasText: 'Successfully Assigned' }).waitFor();

  await page.goto('/#/users');
  await listReady(page);
  await page.getByRole('button', { name: 'Filters' }).click();
  await changeList(page, async () => {
    await page.locator('input[name="filter-tags"]').fill(tag);
    await page.keyboard.press('Enter');
  });
  await settled(async () => expect(await cells(page, 'name')).toEqual([`Tagged Customer ${unique}`]));
  await screenshot(page, 'customers-filtered-by-tag');
});
