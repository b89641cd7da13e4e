import { drawnTexts } from '../../services/src/core/pdf/pdf-text.testing.js';
import { FULL_CHECKLIST, dropOffLead } from '../support/lead-fixtures.js';
import { consoleInBrowser } from './support/console-in-browser.js';
import { choose, hashPath } from './support/console-page.js';
import { notifications, screenshot, signIn } from './support/browser.js';
import {
  action,
  confirmDialog,
  dialog,
  invoiceBalance,
  invoiceShows,
  minorOf,
  outstandingShows,
  recordStatus,
  settled,
  show,
  adminCall,
} from './support/record-page.js';

/**
 * One working day in the console (issue 31 §11), every step on screen as staff do it: a quoted lead confirmed into
 * its order; Create Pickup opening with the order's storages as its lines; confirmed, approved with a warehouse and a
 * team, picked up and received; its storages put away in one go from the request; the order's invoice; part of it
 * recorded from the invoice page; the rest charged to the saved card; the receipt PDF. The customer's Outstanding is
 * read after each payment, and at the end the customer's ledger. Made by the API only: the customer with a saved card, the warehouse, and the lead.
 */
const suite = consoleInBrowser(0);
const call = adminCall(suite);

/** What the day starts from: a UAE customer with a saved card, a warehouse with room, a team, an assigned lead. */
const theMorning = async () => {
  const n = `${Date.now()}`;
  const name = `Day Customer ${n.slice(-6)}`;
  const customer = await call('POST', '/api/users', {
    name,
    email: `day.${n}@example.com`,
    phone: `+97150${n.slice(-7)}`,
    countryId: 1,
    partnerId: 1,
  });
  await call('POST', '/api/cards', {
    userId: customer.id,
    cardNumber: '400555******0001',
    expiryDate: '0830',
    tokenName: `tok_day_${n}`,
    mode: 'payfort',
    default: true,
  });
  const warehouseName = `Day Warehouse ${n.slice(-6)}`;
  const warehouse = await call('POST', '/api/warehouses', { name: warehouseName, countryId: 1, cityId: 1 });
  await call('POST', '/api/locations', { warehouseId: warehouse.id, path: 'D-01-01-1', aisle: 'D', capacity: 8 });
  const teamName = `Day Crew ${n.slice(-6)}`;
  await call('POST', '/api/teams', { name: teamName, countryId: 1 });
  const sales = await suite.app().call('POST', '/api/v1/users/list', await suite.app().token('admin'), {
    userRoles: ['sales-staff'],
    countryIds: [1],
    limit: 1,
  });
  const lead = await call(
    'POST',
    '/api/leads',
    dropOffLead(customer.id, {
      cityId: 1,
      channel: 'google',
      source: 'website',
      need: 'moving house',
      partnerId: 1,
      months: 2,
      date: '2031-03-10',
      pickupRequired: true,
      pickupTimeFrom: 9,
      pickupTimeTo: 13,
      line1: 'Villa 7, Street 3',
      area: 'Marina',
      checklist: FULL_CHECKLIST,
      items: [
        { storagetypeId: 7, quantity: 2 },
        { storagetypeId: 10, quantity: 1 },
      ],
      size: 1.85,
      assigneeId: (sales.body.results[0] as { id: number }).id,
    }),
  );
  return { userId: customer.id, name, leadId: lead.id, warehouseName, teamName };
};

it('a lead to its order, pickup, storages put away, invoice, a payment by hand and one by card, and the receipt', async () => {
  const day = await theMorning();
  const page = await suite.open();
  page.context().setDefaultTimeout(30_000);

  // 1. The lead: Send Quote, then Confirm; it is the order now.
  await signIn(page, 'admin', `/leads/${day.leadId}/show`);
  await settled(async () => expect(await recordStatus(page)).toBe('new'));
  await action(page, 'sendQuote').click();
  await notifications(page).filter({ hasText: 'Quote sent' }).waitFor();
  await settled(async () => expect(await recordStatus(page)).toBe('quote_sent'));
  await action(page, 'confirmLead').click();
  await notifications(page).filter({ hasText: 'Lead confirmed' }).waitFor();
  await settled(async () => expect(await recordStatus(page)).toBe('confirmed'));
  await screenshot(page, 'day-1-lead-confirmed');

  // 2. Create Pickup on the order: the form opens with the order's three storages as its lines; saved, it is the
  //    request's page.
  await page.goto(`/#/orders/${day.leadId}/show`);
  await action(page, 'createRequest').click();
  await settled(async () => expect(hashPath(page)).toBe(`/requests/create?orderId=${day.leadId}&type=pickup`));
  const form = page.getByTestId('resource-form');
  await settled(async () => expect(await form.getByTestId('line-input').count()).toBe(3));
  await screenshot(page, 'day-2-pickup-prefilled');
  await form.getByRole('button', { name: 'Save' }).click();
  await notifications(page).filter({ hasText: 'Request created' }).waitFor();
  await page.waitForFunction(() => /^#\/requests\/\d+\/show/.test(window.location.hash));

  // 3. Confirmed, approved with the warehouse and the team, picked up, received.
  const yes = async (name: string) => {
    await action(page, name).click();
    await confirmDialog(page).getByRole('button', { name: 'Confirm', exact: true }).click();
    await confirmDialog(page).waitFor({ state: 'hidden' });
  };
  await yes('confirm');
  await settled(async () => expect(await recordStatus(page)).toBe('confirmed'));
  await action(page, 'approve').click();
  await choose(page, 'Warehouse', day.warehouseName, dialog(page));
  await choose(page, 'Team', day.teamName, dialog(page));
  await dialog(page).getByRole('button', { name: 'Approve', exact: true }).click();
  await notifications(page).filter({ hasText: 'Request approved' }).waitFor();
  await settled(async () => expect(await recordStatus(page)).toBe('approved'));
  await yes('pickedUp');
  await settled(async () => expect(await recordStatus(page)).toBe('transit'));
  await yes('received');
  await settled(async () => expect(await recordStatus(page)).toBe('received'));
  await screenshot(page, 'day-3-pickup-received');

  // 4. Its storages, at IN, put away in one go to the warehouse's location from the request's Storages tab.
  await show(page).getByRole('tab', { name: 'Storages', exact: true }).click();
  const storages = page.getByTestId('request-storages');
  const statuses = () =>
    storages.getByTestId('status-badge').evaluateAll((els) => els.map((e) => e.getAttribute('data-status')));
  await settled(async () => expect(await statuses()).toEqual(['in', 'in', 'in']));
  await page.getByRole('button', { name: 'Put Away' }).click();
  const putAway = page.getByTestId('put-away-dialog');
  await putAway.waitFor();
  const location = putAway.getByRole('combobox', { name: 'Location', exact: true });
  await location.click();
  await page.getByRole('option', { name: /^D-01-01-1 · / }).click();
  await screenshot(page, 'day-4-put-away');
  await page.getByRole('button', { name: 'Put away', exact: true }).click();
  await page.getByText('3 storage(s) put away').waitFor();
  await settled(async () => {
    await page.reload();
    await show(page).getByRole('tab', { name: 'Storages', exact: true }).click();
    expect(await statuses()).toEqual(['stored', 'stored', 'stored']);
  });
  expect(await storages.innerText()).toContain('D-01-01-1');

  // 5. The order's invoice, from the order page; its page from the order's Invoices tab.
  await page.goto(`/#/orders/${day.leadId}/show`);
  await action(page, 'createInvoice').click();
  await dialog(page).getByRole('button', { name: 'Create Invoice', exact: true }).click();
  await notifications(page).filter({ hasText: 'Invoice created successfully' }).waitFor();
  await show(page).getByRole('tab', { name: 'Invoices', exact: true }).click();
  const invoices = page.getByTestId('order-invoices');
  await settled(async () => expect(await invoices.locator('tbody tr').count()).toBe(1));
  await invoices.locator('tbody tr a').first().click();
  await invoiceShows(page, 'unpaid');
  const invoicePath = hashPath(page);
  const invoiceNumber = await page.getByTestId('invoice-number').innerText();
  const total = await invoiceBalance(page);
  expect(total).toBeGreaterThan(0);
  await outstandingShows(page, day.userId, total);

  // 6. A third of it recorded by hand from the invoice page: partial; Outstanding the rest.
  await page.goto(`/#${invoicePath}`);
  await invoiceShows(page, 'unpaid', total);
  await action(page, 'record-payment').click();
  const part = Math.floor(total / 3 / 10_000) * 10_000;
  await dialog(page)
    .locator('[data-field="amount"] input')
    .fill(String(part / 10_000));
  await dialog(page).getByRole('button', { name: 'Record Payment', exact: true }).click();
  await notifications(page).filter({ hasText: 'Payment recorded' }).waitFor();
  await invoiceShows(page, 'partial', total - part);
  await screenshot(page, 'day-6-partial-payment');
  await outstandingShows(page, day.userId, total - part);

  // 7. The rest charged to the saved card: paid; Outstanding 0.
  await page.goto(`/#${invoicePath}`);
  await invoiceShows(page, 'partial', total - part);
  await action(page, 'capture').click();
  await dialog(page).getByRole('button', { name: 'Confirm', exact: true }).click();
  await notifications(page).filter({ hasText: 'Payment captured' }).waitFor();
  await invoiceShows(page, 'paid', 0);
  await screenshot(page, 'day-7-invoice-paid');

  // 8. The card payment's receipt: a PDF naming the customer, the invoice and the amount charged.
  const paymentLinks = show(page).locator('a[href*="#/payments/"]');
  await settled(async () => expect(await paymentLinks.count()).toBe(2));
  await paymentLinks.last().click();
  await page.getByTestId('payment-status').waitFor();
  const [receipt] = await Promise.all([page.context().waitForEvent('page'), action(page, 'receipt').click()]);
  await receipt.waitForLoadState('domcontentloaded').catch(() => undefined);
  const pdf = await page.context().request.get(receipt.url());
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  const rest = `AED ${((total - part) / 10_000).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
  expect(drawnTexts(await pdf.body()).map((x) => x.text)).toEqual(
    expect.arrayContaining(['Receipt', day.name, invoiceNumber, rest]),
  );
  await receipt.close();

  // 9. The customer: Outstanding 0, and the Billing tab's ledger balance with it; the ledger balances.
  await outstandingShows(page, day.userId, 0);
  await show(page).getByRole('tab', { name: 'Billing', exact: true }).click();
  await settled(async () => expect(minorOf(await page.getByTestId('ledger-balance').innerText())).toBe(0));
  await expect(page.getByTestId('billing-figures').innerText()).resolves.toContain(
    (total / 10_000).toLocaleString('en-US'),
  );
  await screenshot(page, 'day-9-customer-settled');
  const balances = (await call('GET', `/api/v1/ledger/${day.userId}`)).balances as Record<string, number>;
  expect(Object.values(balances).reduce((a, b) => a + b, 0)).toBe(0);
  expect(balances.receivable).toBe(0);
}, 300_000);
