import { requestOfCustomer } from '../support/customer-request.js';
import type { Page } from 'playwright-core';
import { consoleInBrowser, eventually } from './support/console-in-browser.js';
import { notifications, signIn } from './support/browser.js';

/**
 * Card gateways in a real browser (spec 3 §5 'Payment-link and charge-card dialogs require amount > 0, otherwise
 * confirm is disabled', §8 'Payment link copied to Clipboard', §9 the auto-charge Pay button): the customer's
 * Payment Link dialog copies a signed link; an invoice's Pay charges the customer's saved card through the local
 * PayFort and the invoice is paid.
 */
const suite = consoleInBrowser(1);
const open = () => suite.open();
const dialog = (page: Page) => page.getByTestId('form-dialog');
const confirm = (page: Page) => dialog(page).getByRole('button', { name: 'Confirm' });

/** A country-1 customer with an active saved card and an unpaid invoice, made through the API. */
const customerWithInvoice = async () => {
  const app = suite.app();
  const admin = await app.token('admin');
  const write = async (path: string, body: unknown) => {
    const r = await app.call('POST', path, admin, body);
    if (r.status !== 201 && r.status !== 202) throw new Error(`${path}: ${r.status} ${JSON.stringify(r.body)}`);
    await app.settle();
    return r.body.id as number;
  };
  const userId = await write('/api/users', {
    name: 'Card Browser',
    email: `card.browser.${Date.now()}@example.com`,
    phone: '+971501234567',
    countryId: 1,
  });
  await write('/api/cards', {
    userId,
    cardNumber: '400555******0001',
    expiryDate: '0830',
    tokenName: 'tok_browser',
    mode: 'payfort',
    default: true,
  });
  const chargeId = await write('/api/charges', {
    userId,
    countryId: 1,
    type: 'custom',
    currency: 'AED',
    amount: 1_000_000,
    description: 'Storage',
    year: 2026,
    month: 11,
    startDate: 1,
    endDate: 30,
    requestId: await requestOfCustomer(app, admin, userId),
  });
  const invoiceId = await write('/api/invoices', {
    userId,
    type: 'other',
    date: new Date().toISOString().slice(0, 10),
    chargeIds: [chargeId],
  });
  return { userId, invoiceId };
};

describe('card gateways', () => {
  it('Payment Link: confirm only above 0, the link copied; Pay: the saved card charged, the invoice paid', async () => {
    const { userId, invoiceId } = await customerWithInvoice();
    const page = await open();
    await signIn(page, 'admin', `/users/${userId}/show`);

    await page.locator('[data-action="payment-link"]').click();
    await dialog(page).waitFor();
    expect(await confirm(page).isDisabled()).toBe(true);
    const amount = dialog(page).locator('[data-field="amount"] input');
    await amount.fill('0');
    expect(await confirm(page).isDisabled()).toBe(true);
    await amount.fill('12.5');
    expect(await confirm(page).isEnabled()).toBe(true);
    await confirm(page).click();
    await notifications(page).filter({ hasText: 'Payment link copied to Clipboard' }).waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    // Signed over every field, expiry included (issue 30 §8).
    expect(copied).toContain(
      `/payment/payfort/${userId}/125000?countryId=1&urlConstructionSource=adminCustomerScreen&expiresAt=`,
    );
    expect(copied).toContain('&sig=');

    await page.goto(`/#/invoices/${invoiceId}/show`);
    await page.getByTestId('invoice-status').filter({ hasText: 'unpaid' }).waitFor();
    await page.locator('[data-action="capture"]').click();
    await dialog(page).waitFor();
    // The balance, 100.00 + 5 % VAT, is offered.
    expect(await dialog(page).locator('[data-field="amount"] input').inputValue()).toBe('105');
    await confirm(page).click();
    await notifications(page).filter({ hasText: 'Payment captured' }).waitFor();
    await eventually(async () => {
      await page.reload();
      expect(await page.getByTestId('invoice-status').getAttribute('data-status')).toBe('paid');
    }, 30_000);
  });
});
