import type { Page } from 'playwright-core';
import { eventually } from '../../support/eventually.js';
import type { ConsoleInBrowser } from './console-in-browser.js';

/**
 * What the browser tests read and press on a record's page: its show area, its action buttons (by `data-action`),
 * its dialogs, its status, and money as the console writes it. One place, so each spec says only its walk.
 */
export const show = (page: Page) => page.getByTestId('resource-show');
export const action = (page: Page, name: string) =>
  page.locator(`[data-testid="resource-show"] button[data-action="${name}"]`);
export const dialog = (page: Page) => page.getByTestId('form-dialog');
export const confirmDialog = (page: Page) => page.getByTestId('confirm-dialog');
/** The record's status as its badge states it (`data-status`: the code behind the word). */
export const recordStatus = async (page: Page) =>
  (await show(page).getByTestId('status-badge').first().getAttribute('data-status')) ?? '';

/** Within 30 s: the console refreshes live, and the reads of a command's effects follow it. */
export const settled = (check: () => Promise<void>) => eventually(check, 30_000);

/** An amount as the console writes it ('AED 1,050.00') back in minor units. */
export const minorOf = (shown: string) => Math.round(Number(shown.replace(/[^0-9.-]/g, '')) * 10_000);

export const invoiceStatus = async (page: Page) =>
  (await page.getByTestId('invoice-status').getAttribute('data-status')) ?? '';
export const invoiceBalance = async (page: Page) => minorOf(await page.getByTestId('invoice-balance').innerText());

/** The invoice page once it shows `status` (and `balance`, when given); a reload is the fallback to live refresh. */
export const invoiceShows = (page: Page, status: string, balance?: number) =>
  settled(async () => {
    const now = async () => [await invoiceStatus(page), balance === undefined ? balance : await invoiceBalance(page)];
    if ((await now())[0] !== status || (await now())[1] !== balance) await page.reload();
    expect(await now()).toEqual([status, balance]);
  });

/** The customer's Outstanding, as the Billing card of the customer page shows it (reloaded until it reads `want`). */
export const outstandingShows = (page: Page, userId: number, want: number) =>
  settled(async () => {
    if (page.url().includes(`#/users/${userId}/show`)) await page.reload();
    else await page.goto(`/#/users/${userId}/show`);
    await page.getByTestId('stats-outstanding').waitFor();
    expect(minorOf(await page.getByTestId('stats-outstanding').innerText())).toBe(want);
  });

/**
 * The admin's API call of a browser test's setup: the answer's body once the read models hold it, or an error naming
 * the call (setup is not what the test is about).
 */
export const adminCall =
  (suite: ConsoleInBrowser) =>
  async (method: string, path: string, body?: unknown): Promise<{ id: number; [k: string]: unknown }> => {
    const app = suite.app();
    const r = await app.call(method, path, await app.token('admin'), body);
    if (r.status >= 300) throw new Error(`${method} ${path}: ${r.status} ${JSON.stringify(r.body)}`);
    await app.settle();
    return r.body as { id: number; [k: string]: unknown };
  };
