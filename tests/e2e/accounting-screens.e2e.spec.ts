import { requestOfCustomer } from '../support/customer-request.js';
import { chargeBody } from '../support/money-fixtures.js';
import type { Page } from 'playwright-core';
import { drawnTexts } from '../../services/src/core/pdf/pdf-text.testing.js';
import { consoleInBrowser, settled } from './support/console-in-browser.js';
import { customerOption, listReady } from './support/console-page.js';
import { notifications, screenshot, signIn } from './support/browser.js';

/**
 * The accounting screens' own parts in a real browser (issue 15 §9): the charges' bulk delete, which deletes what
 * its single delete would and says row by row why a charge stays; a deleted charge's page; Mail Invoice and the
 * invoice's Communication tab; View invoice and the customer's statement of account (PDFs in a new tab by signed
 * links); the payment form's currency taken from the chosen customer's country.
 */
// The notifier sends what the screens ask for: the invoice's Communication tab shows the message it sent.
const suite = consoleInBrowser(0, { notifier: { retry: { attempts: 2, backoffMs: 50 } } });

const call = async (method: string, path: string, body?: unknown) => {
  const app = suite.app();
  const r = await app.call(method, path, await app.token('admin'), body);
  if (r.status >= 300) throw new Error(`${method} ${path}: ${r.status} ${JSON.stringify(r.body)}`);
  await app.settle();
  return r.body as { id: number; [k: string]: unknown };
};

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** A UAE customer with two custom charges: one on no invoice, one on an invoice dated yesterday. */
const aCustomerWithCharges = async () => {
  const n = `${Date.now()}`;
  const name = `Screens Customer ${n.slice(-6)}`;
  const customer = await call('POST', '/api/users', {
    name,
    email: `screens.${n}@example.com`,
    phone: `+97155${n.slice(-7)}`,
    countryId: 1,
    partnerId: 1,
  });
  // A charge's request exists and is its customer's (issue 30).
  const requestId = await requestOfCustomer(suite.app(), await suite.app().token('admin'), customer.id);
  const uae = { id: customer.id, countryId: 1, currency: 'AED', requestId };
  const november = { amount: 1_000_000, year: Number(day(0).slice(0, 4)), month: 11, endDate: 30 };
  const charge = (description: string) => call('POST', '/api/charges', chargeBody(uae, { ...november, description }));
  const loose = await charge('Loose charge');
  const billed = await charge('Billed yesterday');
  const invoice = await call('POST', '/api/invoices', {
    userId: customer.id,
    type: 'other',
    date: day(-1),
    chargeIds: [billed.id],
  });
  return { userId: customer.id, name, loose: loose.id, billed: billed.id, invoiceId: invoice.id };
};

const show = (page: Page) => page.getByTestId('resource-show');
const action = (page: Page, name: string) =>
  page.locator(`[data-testid="resource-show"] button[data-action="${name}"]`);
const rowOf = (page: Page, id: number) => page.locator(`[role="row"][data-id="${id}"]`);

/** The PDF a click opens in a new tab (by a signed link, without the bearer header): the texts it draws. */
const pdfOpenedBy = async (page: Page, click: () => Promise<void>): Promise<string[]> => {
  const [tab] = await Promise.all([page.context().waitForEvent('page'), click()]);
  await tab.waitForLoadState('domcontentloaded').catch(() => undefined);
  const url = tab.url();
  expect(url).toContain('token=');
  const pdf = await page.context().request.get(url);
  expect([pdf.status(), pdf.headers()['content-type']]).toEqual([200, 'application/pdf']);
  await tab.close();
  return drawnTexts(await pdf.body()).map((x) => x.text);
};
/** The value drawn right after a label of a labelled line. */
const valueOf = (text: readonly string[], label: string) => text[text.indexOf(label) + 1];

describe('the accounting screens', () => {
  it("the invoice form's charges, bulk delete, a deleted charge, Mail Invoice and its Communication record, View invoice, the statement, the payment currency", async () => {
    const c = await aCustomerWithCharges();
    const page = await suite.open();
    page.context().setDefaultTimeout(30_000);

    // 0. The invoice form offers the customer's charges on no invoice (asked of the server), not the billed one.
    await signIn(page, 'admin', '/invoices/create');
    await page.getByTestId('resource-form').waitFor();
    const customerBox = page.getByRole('combobox', { name: 'Customer', exact: true });
    await customerBox.click();
    await customerBox.pressSequentially(c.name.slice(0, 8));
    await page.getByRole('option', { name: customerOption(c) }).click();
    const choices = page.getByTestId('invoice-charges-input');
    await settled(async () => expect(await choices.getByRole('checkbox').count()).toBe(1));
    // Issue 31 §6: the charge in words (its type, description and amount), never a bare '#id'.
    expect(await choices.innerText()).toMatch(/Custom · Loose charge · AED\s?100\.00/);
    expect(await choices.innerText()).not.toMatch(/#\d/);

    // 1. The customer's charges, both ticked, deleted in bulk: the loose one goes, the billed one stays, and why.
    const filter = encodeURIComponent(JSON.stringify({ user: c.userId }));
    await page.goto(`/#/charges?filter=${filter}`);
    await listReady(page);
    await settled(async () => expect(await rowOf(page, c.billed).count()).toBe(1));
    await rowOf(page, c.loose).locator('input[type="checkbox"]').check();
    await rowOf(page, c.billed).locator('input[type="checkbox"]').check();
    const bulk = page.getByTestId('bulk-actions');
    await bulk.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm', exact: true }).click();
    await notifications(page).filter({ hasText: 'Element deleted' }).waitFor();
    await notifications(page)
      .filter({ hasText: `#${c.billed}: This charge can no longer be changed: its invoice's date is in the past` })
      .waitFor();
    await screenshot(page, 'screens-charges-bulk-delete');
    await settled(async () => {
      expect(await rowOf(page, c.loose).count()).toBe(0);
      expect(await rowOf(page, c.billed).count()).toBe(1);
    });

    // 2. The deleted charge's page: marked deleted, when, its revision; no edit or delete, its History kept.
    await page.goto(`/#/charges/${c.loose}/show`);
    await page.getByTestId('charge-deleted').waitFor();
    expect(await page.getByTestId('charge-deleted-at').innerText()).not.toBe('');
    expect(await action(page, 'delete').count()).toBe(0);
    expect(await show(page).getByRole('link', { name: 'Edit' }).count()).toBe(0);
    await show(page).getByRole('tab', { name: 'History', exact: true }).click();
    await settled(async () => expect(await show(page).locator('tbody tr').count()).toBeGreaterThanOrEqual(2));

    // 3. Mail Invoice on the invoice: the record of the mail the notifier sent is on the Communication tab.
    await page.goto(`/#/invoices/${c.invoiceId}/show`);
    await action(page, 'mailInvoice').click();
    await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Confirm', exact: true }).click();
    await notifications(page).filter({ hasText: 'Invoice mailed to the customer' }).waitFor();
    await show(page).getByRole('tab', { name: 'Communication', exact: true }).click();
    const records = page.getByTestId('invoice-communication');
    await settled(async () => expect(await records.locator('tbody tr').count()).toBe(1));
    const cellsOf = await records.locator('tbody tr td').allInnerTexts();
    expect(cellsOf).toEqual(expect.arrayContaining(['complete', 'MAIL_INVOICE_TO_CUSTOMER', 'email']));
    expect(cellsOf.some((x) => x.startsWith('screens.'))).toBe(true);
    await screenshot(page, 'screens-invoice-communication');

    // 3b. View invoice: the invoice's PDF in a new tab, with its number.
    const number = (await call('GET', `/api/invoices/${c.invoiceId}`)).invoiceNumber as string;
    const invoiceTexts = await pdfOpenedBy(page, () => action(page, 'viewInvoice').click());
    expect(invoiceTexts).toContain(number);

    // 3c. The customer's Billing tab: the statement of account as it stands (the invoice, AED 105.00 with VAT), and
    // as of two days ago (nothing owed yet).
    await page.goto(`/#/users/${c.userId}/show`);
    await show(page).getByRole('tab', { name: 'Billing', exact: true }).click();
    const openStatement = async (asOf?: string) => {
      await action(page, 'statement').click();
      const dialog = page.getByTestId('form-dialog');
      if (asOf) {
        await dialog.locator('[data-field="asOf"] [role="group"] [role="spinbutton"]').first().click();
        await page.keyboard.type(asOf.replace(/\//g, ''));
      }
      return pdfOpenedBy(page, () => dialog.getByRole('button', { name: 'Open', exact: true }).click());
    };
    const current = await openStatement();
    expect(current).toContain(`Invoice ${number}`);
    expect(valueOf(current, 'Closing balance (outstanding)')).toBe('AED 105.00');
    const [y, m, d] = day(-2).split('-');
    const past = await openStatement(`${d}/${m}/${y}`);
    expect(past).toContain(`As of ${d}/${m}/${y}`);
    expect(valueOf(past, 'Closing balance (outstanding)')).toBe('AED 0.00');
    await screenshot(page, 'screens-customer-statement');

    // 4. A payment for the customer: the currency is the customer's country's (AED) once the customer is chosen.
    await page.goto('/#/payments/create');
    await page.getByTestId('resource-form').waitFor();
    const user = page.getByRole('combobox', { name: 'Customer', exact: true });
    await user.click();
    await user.pressSequentially(c.name.slice(0, 8));
    await page.getByRole('option', { name: customerOption(c) }).click();
    const currency = page.getByRole('combobox', { name: 'Currency', exact: true });
    await settled(async () => expect(await currency.innerText()).toBe('AED'));
  });
});
