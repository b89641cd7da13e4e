import type { Page } from 'playwright-core';

/** The route of the page, without the hash sign. */
export const hashPath = (page: Page) => decodeURIComponent(new URL(page.url()).hash.slice(1));

/** The list on screen has loaded the rows of its current query. */
export const listReady = (page: Page) =>
  page.locator('[data-testid="resource-list"][data-list-status="ready"]').waitFor();

/** Does something that changes the list's query, and waits until the rows of the new query are on screen. */
export const changeList = async (page: Page, act: () => Promise<void>) => {
  const before = await page.getByTestId('resource-list').getAttribute('data-query');
  await act();
  await page.waitForFunction((b) => {
    const el = document.querySelector('[data-testid="resource-list"]');
    return el !== null && el.getAttribute('data-query') !== b && el.getAttribute('data-list-status') === 'ready';
  }, before);
};

export const headerIds = (page: Page) =>
  page.locator('[role="columnheader"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-field')));

export const cells = (page: Page, field: string) =>
  page.locator(`[role="row"] [role="gridcell"][data-field="${field}"]`).allInnerTexts();

/** Picks an option of a select or autocomplete by its label. */
export const choose = async (page: Page, label: string, option: string, scope = page.locator('body')) => {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
};

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A customer's option in a picker: 'name · e-mail · #id' (issue 31 §7), matched by the name, and the e-mail and id
 * when given.
 */
export const customerOption = (c: { readonly name: string; readonly email?: string; readonly id?: number }) =>
  new RegExp(`^${escaped(c.name)} · ${c.email === undefined ? '\\S+' : escaped(c.email)} · #${c.id ?? '\\d+'}$`);

/** The phone input formats as one types (UAE by default): typed key by key after its calling code. */
export const typePhone = async (page: Page, field: string, nationalNumber: string) => {
  const input = page.locator(`[data-field="${field}"] input`);
  await input.click();
  await page.keyboard.press('End');
  await input.pressSequentially(nationalNumber);
};
