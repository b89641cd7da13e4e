import type { Page } from 'playwright-core';
import { drawnTexts } from '../../services/src/core/pdf/pdf-text.testing.js';
import { consoleInBrowser, eventually } from './support/console-in-browser.js';
import { choose, customerOption, listReady } from './support/console-page.js';
import { notifications, screenshot, signIn } from './support/browser.js';

/**
 * The money of one order in a real browser, every step as a user does it (issue 15 §11): Confirm the lead, Create
 * Invoice on the order, record a partial manual payment (the invoice turns partial), Pay the rest with the saved
 * card through the local PayFort (the invoice turns paid), open the receipt PDF, and see the customer's
 * outstanding and ledger balance fall to 0. Only the customer, the saved card and the lead are made by the API.
 */
const suite = consoleInBrowser(0);
const open = async () => {
  const page = await suite.open();
  page.context().setDefaultTimeout(30_000);
  return page;
};
const settled = (check: () => Promise<void>) => eventually(check, 30_000);

const call = async (method: string, path: string, body?: unknown) => {
  const app = suite.app();
  const r = await app.call(method, path, await app.token('admin'), body);
  if (r.status >= 300) throw new Error(`${method} ${path}: ${r.status} ${JSON.stringify(r.body)}`);
  await app.settle();
  return r.body as { id: number; [k: string]: unknown };
};

/** A UAE customer with a saved PayFort card and a drop-off lead Confirm accepts. */
const aCustomerWithLead = async () => {
  const n = `${Date.now()}`;
  const name = `Walk Customer ${n.slice(-6)}`;
  const customer = await call('POST', '/api/users', {
    name,
    email: `walk.${n}@example.com`,
    phone: `+97150${n.slice(-7)}`,
    countryId: 1,
    partnerId: 1,
  });
  await call('POST', '/api/cards', {
    userId: customer.id,
    cardNumber: '400555******0001',
    expiryDate: '0830',
    tokenName: `tok_walk_${n}`,
    mode: 'payfort',
    default: true,
  });
  const sales = await suite.app().call('POST', '/api/v1/users/list', await suite.app().token('admin'), {
    userRoles: ['sales-staff'],
    countryIds: [1],
    limit: 1,
  });
  const lead = await call('POST', '/api/leads', {
    type: 'storage',
    countryId: 1,
    cityId: 1,
    channel: 'google',
    source: 'website',
    need: 'moving',
    paymentMode: 'cash',
    warehouseType: ['ac'],
    existingCustomer: true,
    userId: customer.id,
    partnerId: 1,
    pickupRequired: false,
    date: '2031-03-10',
    items: [{ storagetypeId: 5, quantity: 2 }],
    size: 3,
    assigneeId: (sales.body.results[0] as { id: number }).id,
  });
  return { userId: customer.id, name, leadId: lead.id };
};

const show = (page: Page) => page.getByTestId('resource-show');
const action = (page: Page, name: string) =>
  page.locator(`[data-testid="resource-show"] button[data-action="${name}"]`);
const status = (page: Page) => show(page).getByTestId('status-badge').first().getAttribute('data-status');
const dialog = (page: Page) => page.getByTestId('form-dialog');
const invoiceStatus = async (page: Page) =>
  (await page.getByTestId('invoice-status').getAttribute('data-status')) ?? '';
/** The invoice page once the read model shows `want` (the console refreshes live; a reload is the fallback). */
const invoiceBecomes = (page: Page, want: string) =>
  settled(async () => {
    if ((await invoiceStatus(page)) !== want) await page.reload();
    expect(await invoiceStatus(page)).toBe(want);
  });
/** An amount as the console writes it ('AED 1,050.00') back in minor units. */
const minorOf = (shown: string) => Math.round(Number(shown.replace(/[^0-9.-]/g, '')) * 10_000);

describe('the accounting walk', () => {
  it('confirm, invoice, partial manual payment, card capture of the rest, receipt PDF, outstanding and ledger at 0', async () => {
    const { userId, name, leadId } = await aCustomerWithLead();
    const page = await open();

    // 1. Confirm the lead: it becomes the order.
    await signIn(page, 'admin', `/leads/${leadId}/show`);
    await settled(async () => expect(await status(page)).toBe('new'));
    await action(page, 'confirmLead').click();
    await notifications(page).filter({ hasText: 'Lead confirmed' }).waitFor();
    await settled(async () => expect(await status(page)).toBe('confirmed'));

    // 2. Create Invoice on the order page; the order's Invoices tab lists it, unpaid, and leads to it.
    await page.goto(`/#/orders/${leadId}/show`);
    await action(page, 'createInvoice').click();
    await dialog(page).waitFor();
    await dialog(page).getByRole('button', { name: 'Create Invoice', exact: true }).click();
    await notifications(page).filter({ hasText: 'Invoice created successfully' }).waitFor();
    await show(page).getByRole('tab', { name: 'Invoices', exact: true }).click();
    const invoices = page.getByTestId('order-invoices');
    await settled(async () => expect(await invoices.locator('tbody tr').count()).toBe(1));
    await expect(invoices.locator('tbody tr td').nth(1).innerText()).resolves.toBe('Unpaid');
    await screenshot(page, 'walk-order-invoice');
    await invoices.locator('tbody tr a').first().click();
    await page.getByTestId('invoice-status').waitFor();
    expect(await invoiceStatus(page)).toBe('unpaid');
    const invoiceNumber = await page.getByTestId('invoice-number').innerText();
    expect(invoiceNumber).toMatch(/^INAE\d+$/);
    const invoiceId = Number(invoiceNumber.slice(4));
    const total = minorOf(await page.getByTestId('invoice-balance').innerText());
    expect(total).toBeGreaterThan(0);

    // 3. A partial manual payment (cash on delivery) of a third, against the invoice: the invoice turns partial.
    const part = Math.floor(total / 3 / 10_000) * 10_000;
    expect(part).toBeGreaterThan(0);
    await page.goto('/#/payments/create');
    const form = page.getByTestId('resource-form');
    await form.waitFor();
    const user = page.getByRole('combobox', { name: 'Customer', exact: true });
    await user.click();
    await user.pressSequentially(name.slice(0, 5));
    await page.getByRole('option', { name: customerOption({ name }) }).click();
    await choose(page, 'Mode', 'Cash on delivery');
    await choose(page, 'Currency', 'AED');
    await form.locator('[data-field="amount"] input').fill(String(part / 10_000));
    // The invoice's option reads 'number · balance · date' (issue 31 §4).
    await form.getByRole('combobox', { name: 'Invoice', exact: true }).click();
    await page.getByRole('option', { name: new RegExp(`^${invoiceNumber} · `) }).click();
    await screenshot(page, 'walk-partial-payment');
    await form.getByRole('button', { name: 'Save' }).click();
    // Back on the payments list, newest first: the payment is there, complete (manual modes are created complete).
    await page.waitForURL(/#\/payments$/);
    await listReady(page);
    const row = page.locator('[role="row"]', { hasText: name }).first();
    await settled(async () => {
      if ((await row.count()) === 0) await page.reload();
      expect(await row.locator('[data-field="status"]').innerText()).toBe('Complete');
    });
    expect(minorOf(await row.locator('[data-field="amount"]').innerText())).toBe(part);

    await page.goto(`/#/invoices/${invoiceId}/show`);
    await invoiceBecomes(page, 'partial');
    const rest = total - part;
    await settled(async () => expect(minorOf(await page.getByTestId('invoice-balance').innerText())).toBe(rest));

    // 4. Pay: the saved card is charged the balance through the local PayFort; the invoice turns paid.
    await action(page, 'capture').click();
    await dialog(page).waitFor();
    expect(Math.round(Number(await dialog(page).locator('[data-field="amount"] input').inputValue()) * 10_000)).toBe(
      rest,
    );
    await dialog(page).getByRole('button', { name: 'Confirm', exact: true }).click();
    await notifications(page).filter({ hasText: 'Payment captured' }).waitFor();
    await invoiceBecomes(page, 'paid');
    expect(minorOf(await page.getByTestId('invoice-balance').innerText())).toBe(0);
    await screenshot(page, 'walk-invoice-paid');

    // 5. The card payment's receipt: a PDF naming the customer, the invoice and the amount.
    const paymentLinks = show(page).locator('a[href*="#/payments/"]');
    await settled(async () => expect(await paymentLinks.count()).toBe(2));
    await paymentLinks.last().click();
    await page.getByTestId('payment-status').waitFor();
    expect(await page.getByTestId('payment-status').getAttribute('data-status')).toBe('complete');
    const [receipt] = await Promise.all([page.context().waitForEvent('page'), action(page, 'receipt').click()]);
    await receipt.waitForLoadState('domcontentloaded').catch(() => undefined);
    const pdf = await page.context().request.get(receipt.url());
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    const bytes = await pdf.body();
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const texts = drawnTexts(bytes).map((x) => x.text);
    const restShown = `AED ${(rest / 10_000).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
    expect(texts).toEqual(expect.arrayContaining(['Receipt', name, invoiceNumber, restShown]));
    await receipt.close();

    // 6. The customer: outstanding 0 on the Billing card and tab, and the ledger's receivable balance with it.
    await page.goto(`/#/users/${userId}/show`);
    const outstanding = page.getByTestId('stats-outstanding');
    await settled(async () => {
      await page.reload();
      expect(minorOf(await outstanding.innerText())).toBe(0);
    });
    expect(await outstanding.getAttribute('data-alarming')).toBe('false');
    await show(page).getByRole('tab', { name: 'Billing', exact: true }).click();
    const ledger = page.getByTestId('ledger-balance');
    await settled(async () => expect(minorOf(await ledger.innerText())).toBe(0));
    const billed = page.getByTestId('billing-figures');
    await expect(billed.innerText()).resolves.toContain((total / 10_000).toLocaleString('en-US'));
    await screenshot(page, 'walk-customer-settled');

    // The ledger the tab reads balances: every entry has its other side.
    const statement = await call('GET', `/api/v1/ledger/${userId}`);
    const balances = statement.balances as Record<string, number>;
    expect(Object.values(balances).reduce((a, b) => a + b, 0)).toBe(0);
    expect(balances.receivable).toBe(0);
  });
});
