import type { Page } from 'playwright-core';
import { PAYMENT_MESSAGES } from '@console/contracts';
import { requestOfCustomer } from '../support/customer-request.js';
import { consoleInBrowser } from './support/console-in-browser.js';
import { notifications, screenshot, signIn } from './support/browser.js';
import {
  action,
  dialog,
  invoiceBalance,
  invoiceShows,
  invoiceStatus,
  minorOf,
  settled,
  show,
  adminCall,
} from './support/record-page.js';

/**
 * Record Payment and Refund in a real browser (issues 30, 31): Record Payment of part of an unpaid invoice's balance
 * from the invoice page turns it partial with the rest as its balance; Refund on that payment's page refuses more than
 * the payment with the server's message, and (all that is left of it, its default) turns the invoice unpaid again;
 * the payment's page shows where its money is (allocated, unallocated, refunded) and no Edit once complete. Credit
 * left by a cash payment is offered to Allocate, and paid onto an open invoice by Pay from credit on the customer's
 * Billing tab (issue 30 §3). Only the customer, charges, invoices and the credit's cash payment are made by the API.
 */
const suite = consoleInBrowser(0);

const call = adminCall(suite);

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** Another unpaid invoice of the customer, one custom charge of AED 100 before tax. */
const anInvoiceOf = async (userId: number): Promise<number> => {
  const requestId = await requestOfCustomer(suite.app(), await suite.app().token('admin'), userId);
  const charge = await call('POST', '/api/charges', {
    userId,
    countryId: 1,
    type: 'custom',
    currency: 'AED',
    amount: 1_000_000,
    year: Number(day(0).slice(0, 4)),
    month: Number(day(0).slice(5, 7)),
    startDate: 1,
    endDate: 28,
    requestId,
    description: 'Credit charge',
  });
  return (await call('POST', '/api/invoices', { userId, type: 'other', date: day(0), chargeIds: [charge.id] })).id;
};

/** A UAE customer with one unpaid invoice of one custom charge (AED 100 before tax). */
const anUnpaidInvoice = async () => {
  const n = `${Date.now()}`;
  const customer = await call('POST', '/api/users', {
    name: `Record Payment ${n.slice(-6)}`,
    email: `record.payment.${n}@example.com`,
    phone: `+97156${n.slice(-7)}`,
    countryId: 1,
    partnerId: 1,
  });
  const requestId = await requestOfCustomer(suite.app(), await suite.app().token('admin'), customer.id);
  const charge = await call('POST', '/api/charges', {
    userId: customer.id,
    countryId: 1,
    type: 'custom',
    currency: 'AED',
    amount: 1_000_000,
    year: Number(day(0).slice(0, 4)),
    month: Number(day(0).slice(5, 7)),
    startDate: 1,
    endDate: 28,
    requestId,
    description: 'Record payment charge',
  });
  const invoice = await call('POST', '/api/invoices', {
    userId: customer.id,
    type: 'other',
    date: day(0),
    chargeIds: [charge.id],
  });
  return invoice.id;
};

/** The payment page's figures (issue 30), in minor units. */
const figures = async (page: Page) => {
  const of = async (id: string) => Number(await page.getByTestId(id).getAttribute('data-amount'));
  return {
    allocated: await of('payment-allocated'),
    unallocated: await of('payment-unallocated'),
    refunded: await of('payment-refunded'),
  };
};
/** The show page's Edit (a link to the form, offered only for a payment that is not complete nor refunded). */
const editButton = (page: Page) => show(page).locator('a', { hasText: /^Edit$/ });

describe('Record Payment and Refund', () => {
  it('records part of an unpaid invoice (partial, the rest as balance), refunds it (unpaid again)', async () => {
    const invoiceId = await anUnpaidInvoice();
    const page = await suite.open();
    page.context().setDefaultTimeout(30_000);

    // 1. The unpaid invoice: Record Payment offers its balance.
    await signIn(page, 'admin', `/invoices/${invoiceId}/show`);
    await page.getByTestId('invoice-status').waitFor();
    expect(await invoiceStatus(page)).toBe('unpaid');
    const total = await invoiceBalance(page);
    expect(total).toBeGreaterThan(0);
    await action(page, 'record-payment').click();
    await dialog(page).waitFor();
    const amount = dialog(page).locator('[data-field="amount"] input');
    expect(minorOf(await amount.inputValue())).toBe(total);

    // 2. A third of it, cash on delivery: the invoice turns partial with the rest as its balance.
    const part = Math.floor(total / 3 / 10_000) * 10_000;
    await amount.fill(String(part / 10_000));
    await screenshot(page, 'record-payment-dialog');
    await dialog(page).getByRole('button', { name: 'Record Payment', exact: true }).click();
    await notifications(page).filter({ hasText: 'Payment recorded' }).waitFor();
    await invoiceShows(page, 'partial', total - part);
    await screenshot(page, 'record-payment-invoice-partial');

    // 3. Its payment's page: Refund, the amount left empty (all that is left of it).
    const paymentLinks = show(page).locator('a[href*="#/payments/"]');
    await settled(async () => expect(await paymentLinks.count()).toBe(1));
    await paymentLinks.first().click();
    await page.getByTestId('payment-status').waitFor();
    expect((await page.getByTestId('payment-status').getAttribute('data-status')) ?? '').toBe('complete');
    // Its money as its stream holds it: all on the invoice, nothing left as credit; a complete payment has no Edit,
    // and nothing unallocated offers no Allocate.
    expect(await figures(page)).toEqual({ allocated: part, unallocated: 0, refunded: 0 });
    expect(await page.getByTestId('payment-allocated').innerText()).toBe(`AED ${(part / 10_000).toFixed(2)}`);
    // The catalogue's label (drawn in capitals by the field grid).
    await expect(show(page).innerText()).resolves.toMatch(/Unallocated \(credit\)/i);
    expect(await editButton(page).count()).toBe(0);
    expect(await action(page, 'allocate').count()).toBe(0);
    // More than the payment: the server's refusal is the notice, and nothing changes.
    await action(page, 'refund').click();
    await dialog(page).waitFor();
    await dialog(page)
      .locator('[data-field="amount"] input')
      .fill(String((part + 10_000) / 10_000));
    await dialog(page).getByRole('button', { name: 'Refund', exact: true }).click();
    await notifications(page).filter({ hasText: PAYMENT_MESSAGES.overRefundable }).waitFor();
    expect((await page.getByTestId('payment-status').getAttribute('data-status')) ?? '').toBe('complete');
    await screenshot(page, 'record-payment-refund-refused');
    // All that is left of it: the dialog's default.
    await action(page, 'refund').click();
    await dialog(page).waitFor();
    expect(minorOf(await dialog(page).locator('[data-field="amount"] input').inputValue())).toBe(part);
    await screenshot(page, 'record-payment-refund-dialog');
    await dialog(page).getByRole('button', { name: 'Refund', exact: true }).click();
    await notifications(page).filter({ hasText: 'Payment refunded' }).waitFor();
    await settled(async () => {
      if (((await page.getByTestId('payment-status').getAttribute('data-status')) ?? '') !== 'refunded')
        await page.reload();
      expect((await page.getByTestId('payment-status').getAttribute('data-status')) ?? '').toBe('refunded');
    });
    // A refunded payment offers no second refund, and no Edit; its figures say where the money went.
    expect(await action(page, 'refund').count()).toBe(0);
    expect(await editButton(page).count()).toBe(0);
    await settled(async () => expect(await figures(page)).toEqual({ allocated: 0, unallocated: 0, refunded: part }));
    await screenshot(page, 'record-payment-refunded');

    // 4. The invoice is unpaid again, its whole amount its balance.
    await page.goto(`/#/invoices/${invoiceId}/show`);
    await invoiceShows(page, 'unpaid', total);
    await screenshot(page, 'record-payment-invoice-unpaid-again');

    // 5. The payment form: the invoice picker disabled until a customer is chosen; a link prefills it.
    await page.goto('/#/payments/create');
    const form = page.getByTestId('resource-form');
    await form.waitFor();
    const picker = form.getByRole('combobox', { name: 'Invoice' });
    expect(await picker.getAttribute('aria-disabled')).toBe('true');
    await expect(form.innerText()).resolves.toContain('Choose a customer first');
    await screenshot(page, 'record-payment-form-no-customer');
    const userId = (await call('GET', `/api/invoices/${invoiceId}`)).userId as number;
    await page.goto(`/#/payments/create?userId=${userId}&invoiceId=${invoiceId}&amount=12.5`);
    await form.waitFor();
    await settled(async () => expect(await picker.innerText()).toMatch(/^INAE\d+ · AED 105\.00 · /));
    expect(await form.locator('[data-field="amount"] input').inputValue()).toBe('12.5');
    await screenshot(page, 'record-payment-form-prefilled');

    // 6. Credit: a cash payment of AED 50 more than the invoice pays it and leaves the rest as the customer's credit;
    // a second invoice is open. The payment's page offers Allocate; the customer's Billing tab, Pay from credit.
    const cash = await call('POST', '/api/payments', {
      userId,
      mode: 'cod',
      amount: total + 500_000,
      paidAt: new Date().toISOString(),
    });
    const second = await anInvoiceOf(userId);
    await page.goto(`/#/payments/${cash.id}/show`);
    await page.getByTestId('payment-status').waitFor();
    await settled(async () => {
      if ((await figures(page)).unallocated !== 500_000) await page.reload();
      expect(await figures(page)).toEqual({ allocated: total, unallocated: 500_000, refunded: 0 });
    });
    await settled(async () => expect(await action(page, 'allocate').count()).toBe(1));
    await screenshot(page, 'record-payment-credit');
    await page.goto(`/#/users/${userId}/show`);
    await page.getByRole('tab', { name: 'Billing' }).click();
    const fromCredit = page.locator('[data-testid="user-billing"] button[data-action="pay-from-credit"]');
    await settled(async () => expect(await fromCredit.count()).toBe(1));
    await fromCredit.click();
    await dialog(page).waitFor();
    // The most the credit can pay: all of it (the invoice owes more).
    expect(minorOf(await dialog(page).locator('[data-field="amount"] input').inputValue())).toBe(500_000);
    await screenshot(page, 'record-payment-pay-from-credit');
    await dialog(page).getByRole('button', { name: 'Pay from credit', exact: true }).click();
    await notifications(page).filter({ hasText: 'Paid from credit' }).waitFor();
    // No credit left: the action is gone; the second invoice is partial, paid by the credit (no new payment).
    await settled(async () => {
      if ((await fromCredit.count()) !== 0) await page.reload();
      expect(await fromCredit.count()).toBe(0);
    });
    const paid = await call('GET', `/api/invoices/${second}`);
    expect(paid).toMatchObject({ status: 'partial', amountPaid: 500_000 });
    expect(paid.paymentIds).toEqual([cash.id]);
  });
});
