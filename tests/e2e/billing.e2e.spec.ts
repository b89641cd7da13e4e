import type { Page } from 'playwright-core';
import { consoleInBrowser, eventually } from './support/console-in-browser.js';
import { notifications, screenshot, signIn } from './support/browser.js';

/**
 * The customer's billing actions in a real browser (spec 3 §4 bill, §7 'Bill customer' and 'Send pending
 * invoices', §8 notices): Bill with the till date bills the stored months, a second Bill shows the bill_nothing
 * warning, Send Pending Invoices mails the invoice and says 'Invoices sent successfully'.
 */

const suite = consoleInBrowser(0);
const action = (page: Page, name: string) =>
  page.locator(`[data-testid="resource-show"] button[data-action="${name}"]`);

const billed = async (page: Page) => {
  await action(page, 'bill').click();
  const dialog = page.getByTestId('form-dialog');
  await dialog.getByRole('button', { name: 'Bill', exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
};

describe('billing a customer', () => {
  it('bills once, warns bill_nothing the second time, and sends the pending invoices', async () => {
    const app = suite.app();
    const admin = await app.token('admin');
    const user = await app.call('POST', '/api/users', admin, {
      name: 'Browser Billed',
      email: `browser.billed.${Date.now()}@example.com`,
      phone: '+971501234567',
      countryId: 1,
    });
    const userId = user.body.id as number;
    await app.call('POST', '/api/storages', admin, { userId, storagetypeId: 5, size: 2, from: '2026-10-01' });
    await eventually(
      async () => expect((await app.call('GET', `/api/users/${userId}`, admin)).status).toBe(200),
      30_000,
    );

    const page = await suite.open();
    page.context().setDefaultTimeout(30_000);
    await signIn(page, 'admin', `/users/${userId}/show`);
    await action(page, 'bill').waitFor();

    await billed(page);
    await notifications(page).filter({ hasText: 'Customer billed' }).waitFor();
    await screenshot(page, 'billing-billed');
    await billed(page);
    await notifications(page).filter({ hasText: 'Nothing to bill: every month up to this date is billed' }).waitFor();

    await action(page, 'sendPendingInvoices').click();
    const confirm = page.getByTestId('confirm-dialog');
    await confirm.getByRole('button', { name: 'Confirm', exact: true }).click();
    await notifications(page).filter({ hasText: 'Invoices sent successfully' }).waitFor();
    const tasks = await app.call('GET', '/api/tasks?type=MAIL_INVOICE_TO_CUSTOMER', admin);
    expect(tasks.body.data.length).toBeGreaterThan(0);
  });
});
