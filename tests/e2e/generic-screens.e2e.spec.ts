import type { Page } from 'playwright-core';
import { BLOCKED_SLOT_ORDER_MESSAGE } from '@console/contracts';
import { consoleInBrowser, eventually, settled } from './support/console-in-browser.js';
import { cells, changeList, choose, hashPath, headerIds, listReady } from './support/console-page.js';
import { notifications, screenshot, signIn } from './support/browser.js';

/**
 * Teams, boxes and blocked slots in a real browser, now configurations of the generic screens (issue 12 §3):
 * each form refuses what contracts require ('Required', and the resource's own rules) before any call, saves,
 * lists and edits as spec 2 §2 and spec 3 §2 say; a team's edit is its members and active flag only; a blocked
 * slot is deleted from the list after a confirmation.
 */

const suite = consoleInBrowser(0);

const form = (page: Page) => page.getByTestId('resource-form');
const save = (page: Page) => form(page).getByRole('button', { name: 'Save' }).click();
const fieldError = (page: Page, field: string) =>
  page.locator(`[data-field="${field}"] .Mui-error.MuiFormHelperText-root`);
const showValue = (page: Page, label: string) => page.getByTestId(`field-${label}`).locator('div').nth(1).innerText();
/** The list's row of a record, by its id cell's whole text (the value sits in a `<bdi>` inside the cell). */
const row = (page: Page, id: number) =>
  page.locator('[role="row"]').filter({ has: page.locator('[data-field="id"]', { hasText: new RegExp(`^${id}$`) }) });

const api = async (path: string) => {
  const app = suite.app();
  return app.call('GET', path, await app.token('admin'));
};

/** A date field (DD/MM/YYYY): its sections typed in order. */
const typeDate = async (page: Page, field: string, ddmmyyyy: string) => {
  const group = page.locator(`[data-field="${field}"] [role="group"]`);
  await group.locator('[role="spinbutton"]').first().click();
  await page.keyboard.type(ddmmyyyy.replace(/\//g, ''));
};

describe('teams, boxes and blocked slots', () => {
  it('creates a team with members after refusing it without name and country, shows it, and edits only its members and active flag', async () => {
    const page = await suite.open();
    await signIn(page, 'admin', '/teams/create');
    await form(page).waitFor();
    await save(page);
    await expect(fieldError(page, 'name').innerText()).resolves.toBe('Required');
    await expect(fieldError(page, 'countryId').innerText()).resolves.toBe('Required');
    expect(hashPath(page)).toBe('/teams/create');

    const name = `Crew ${Date.now()}`;
    await page.locator('input[name="name"]').fill(name);
    await choose(page, 'Country', 'UAE');
    await choose(page, 'Members', 'Sara Sales');
    await save(page);
    await page.getByTestId('resource-show').waitFor({ timeout: 30_000 });
    const id = Number(/^\/teams\/(\d+)\/show$/.exec(hashPath(page))?.[1]);
    expect(id).toBeGreaterThan(0);
    await expect(showValue(page, 'Name')).resolves.toBe(name);
    await expect(showValue(page, 'Country')).resolves.toBe('UAE');
    await settled(async () => expect(await showValue(page, 'Members')).toContain('Sara Sales'));
    await screenshot(page, 'team-show');

    await page.goto(`/#/teams/${id}`);
    await form(page).waitFor();
    await expect(page.locator('input[name="name"]').count()).resolves.toBe(0);
    await form(page).locator('input[name="isActive"]').uncheck();
    await save(page);
    await page.getByTestId('resource-show').waitFor({ timeout: 30_000 });
    await settled(async () => expect(await showValue(page, 'Active')).toBe('No'));
    const team = (await api(`/api/teams/${id}`)).body as { isActive: boolean; users: number[]; name: string };
    expect(team).toMatchObject({ isActive: false, name });
    expect(team.users).toHaveLength(1);

    await page.goto('/#/teams');
    await listReady(page);
    await expect(headerIds(page)).resolves.toEqual(['serial', 'id', 'name', 'countryId', 'users', 'isActive', 'show']);
  });

  it('lists boxes through their list call, refuses a box without a code, creates one, finds it and edits its status', async () => {
    const page = await suite.open();
    await signIn(page, 'admin', '/boxes');
    await listReady(page);
    await expect(headerIds(page)).resolves.toEqual([
      'serial',
      'id',
      'code',
      'status',
      'userId',
      'warehouseId',
      'countryId',
      'createdAt',
      'edit',
    ]);
    const query = JSON.parse((await page.getByTestId('resource-list').getAttribute('data-query')) ?? '{}');
    expect(query).toMatchObject({ sortBy: 'id', sortOrder: 'DESC', limit: 10 });

    await page.goto('/#/boxes/create');
    await form(page).waitFor();
    await save(page);
    await expect(fieldError(page, 'code').innerText()).resolves.toBe('Required');
    const code = `BX-${Date.now()}`;
    await page.locator('input[name="code"]').fill(code);
    await choose(page, 'Country', 'UAE');
    await save(page);
    await eventually(async () => expect(hashPath(page)).toBe('/boxes'));
    await listReady(page);
    await changeList(page, () => page.getByLabel('Search').fill(code));
    await settled(async () => expect(await cells(page, 'code')).toEqual([code]));
    await expect(cells(page, 'status')).resolves.toEqual(['New']);
    const id = Number((await cells(page, 'id'))[0]);
    await screenshot(page, 'boxes-list-search');

    await row(page, id).locator('[data-field="edit"] a').click();
    await form(page).waitFor();
    expect(hashPath(page)).toBe(`/boxes/${id}`);
    await choose(page, 'Status', 'Damaged');
    await save(page);
    await eventually(async () => expect(hashPath(page)).toBe('/boxes'));
    await settled(async () =>
      expect(((await api(`/api/boxes/${id}`)).body as { status: string }).status).toBe('damaged'),
    );
  });

  it('refuses a blocked slot without dates or ending before it starts, creates one and deletes it from the list', async () => {
    const page = await suite.open();
    await signIn(page, 'admin', '/blocked-slots/create');
    await form(page).waitFor();
    await save(page);
    await expect(fieldError(page, 'from').innerText()).resolves.toBe('Required');
    await expect(fieldError(page, 'to').innerText()).resolves.toBe('Required');

    const year = 2060 + (Date.now() % 30);
    await typeDate(page, 'from', `10/05/${year}`);
    await typeDate(page, 'to', `01/05/${year}`);
    await save(page);
    await expect(fieldError(page, 'to').innerText()).resolves.toBe(BLOCKED_SLOT_ORDER_MESSAGE);
    expect(hashPath(page)).toBe('/blocked-slots/create');
    await typeDate(page, 'to', `12/05/${year}`);
    await save(page);
    await eventually(async () => expect(hashPath(page)).toBe('/blocked-slots'));

    type Slot = { id: number; from: string; to: string };
    let slot: Slot | undefined;
    await settled(async () => {
      const all = ((await api(`/api/blocked-slots?$limit=50&$sort[from]=-1`)).body as { data: Slot[] }).data;
      slot = all.find((s) => s.from === `${year}-05-10`);
      expect(slot).toBeDefined();
    });
    expect(slot?.to).toBe(`${year}-05-12`);
    const id = slot!.id;
    await listReady(page);
    await expect(headerIds(page)).resolves.toEqual(['serial', 'id', 'from', 'to', 'countryId', 'partnerId', 'delete']);
    await settled(async () => expect(await row(page, id).count()).toBe(1));
    await row(page, id).locator('[data-field="delete"] button').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await notifications(page).first().waitFor();
    await settled(async () => expect((await api(`/api/blocked-slots/${id}`)).status).toBe(404));
    await settled(async () => expect(await row(page, id).count()).toBe(0));
  });
});
