import type { Page } from 'playwright-core';
import { consoleInBrowser, settled } from './support/console-in-browser.js';
import { notifications, screenshot, signIn } from './support/browser.js';
import { choose } from './support/console-page.js';
import { dropOffLead } from '../support/lead-fixtures.js';
import { pdfText } from '../support/pdf-text.js';

/**
 * Issue 34 §6 and §12 in a real browser: an admin edits the UAE's VAT on /configurations, and the next quote PDF of
 * a lead (opened from its page) uses it, while a quote sent before the change keeps the VAT of its day.
 */
const suite = consoleInBrowser(1);

const call = async (method: string, path: string, body?: unknown) => {
  const app = suite.app();
  const r = await app.call(method, path, await app.token('admin'), body);
  if (r.status >= 300) throw new Error(`${method} ${path}: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body as { id: number; [k: string]: unknown };
};

/** A lead of a UAE customer with an assignee (so its quote may be sent). */
const lead = async () => {
  const customer = await call('POST', '/api/users', {
    type: 'b2c',
    name: 'Noura Saeed',
    email: `noura.${Date.now()}@example.com`,
    phone: `+97150${String(Date.now()).slice(-7)}`,
    countryId: 1,
  });
  const staff = (await call('POST', '/api/v1/users/list', {
    userRoles: ['sales-staff'],
    countryIds: [1],
    limit: 1,
  })) as {
    results?: { id: number }[];
  };
  return call('POST', '/api/leads', dropOffLead(customer.id, { assigneeId: staff.results?.[0]?.id }));
};

/** The quote PDF the lead's View Quote opens, as text: the tab's signed link fetched again. */
const quoteText = async (page: Page, leadId: number): Promise<string> => {
  await page.goto(`/#/leads/${leadId}/show`);
  const view = page.locator('[data-testid="resource-show"] button[data-action="viewQuote"]');
  const [tab] = await Promise.all([page.context().waitForEvent('page'), view.click()]);
  const response = await tab.waitForResponse((r) => r.url().includes('/pdf/quote'));
  expect(response.status()).toBe(200);
  const again = await tab.request.get(response.url());
  expect(again.headers()['content-type']).toContain('application/pdf');
  const text = pdfText(await again.body());
  await tab.close();
  return text;
};

describe("a country's VAT", () => {
  it('edited on /configurations, reaches the next quote PDF and not the one sent before', async () => {
    const sent = await lead();
    await call('PATCH', `/api/leads/${sent.id}`, { status: 'quote_sent', quoteSentAt: new Date().toISOString() });
    const page = await suite.open();
    await signIn(page, 'admin', '/configurations');
    await page.getByRole('link', { name: 'UAE' }).click();
    const vatRow = page.getByTestId('configuration-vat');
    await vatRow.waitFor();
    expect(await vatRow.locator('td').nth(1).innerText()).toBe('5');
    await vatRow.getByRole('link', { name: 'Edit' }).click();

    const value = page.locator('textarea[name="value"]');
    await settled(async () => expect(await value.inputValue()).toBe('5'));
    const save = page.getByRole('button', { name: 'Save' });
    expect(await save.isDisabled()).toBe(true);
    await value.fill('8');
    await save.click();
    await notifications(page).filter({ hasText: 'Refreshed' }).waitFor();
    await screenshot(page, 'configuration-vat-saved');

    const next = await lead();
    await settled(async () => expect(await quoteText(page, next.id)).toContain('VAT 8%'));
    const before = await quoteText(page, sent.id);
    expect(before).toContain('VAT 5%');
    expect(before).not.toContain('VAT 8%');
  });
});

describe("a country's time slots", () => {
  it("are the request form's choices, per the country chosen", async () => {
    const app = suite.app();
    const token = await app.token('admin');
    const row = (await app.call('GET', '/api/configurations?countryId=1&key=timeSlots', token)).body.data[0] as {
      id: number;
    };
    expect((await app.call('PATCH', `/api/configurations/${row.id}`, token, { value: '8-12,12-16' })).status).toBe(200);
    await app.settle();

    const page = await suite.open();
    await signIn(page, 'admin', '/requests/create');
    await page.getByTestId('resource-form').waitFor();
    const options = async (country: string) => {
      await choose(page, 'Country', country);
      await page.getByRole('combobox', { name: 'Time Slot', exact: true }).click();
      const names = await page.getByRole('option').allInnerTexts();
      await page.keyboard.press('Escape');
      return names.map((n) => n.trim());
    };
    await settled(async () => expect(await options('UAE')).toEqual(['—', '8 am - 12 pm', '12 pm - 4 pm']));
    await settled(async () => expect(await options('KSA')).toEqual(['—', '9 am - 1 pm', '1 pm - 6 pm']));
  });
});
