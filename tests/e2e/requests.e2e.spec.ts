import type { Page } from 'playwright-core';
import dayjs from 'dayjs';
import { REQUEST_RULE_MESSAGES, REQUEST_RULE_OUR_MESSAGES, STATUS_COLOURS } from '@console/contracts';
import { DEMO_PASSWORD_HASH } from '../support/test-app.js';
import { consoleInBrowser, settled } from './support/console-in-browser.js';
import { changeList, choose, customerOption, hashPath, listReady } from './support/console-page.js';
import { notifications, screenshot, signIn } from './support/browser.js';

/**
 * Requests in a real browser (issue 6 items 6 and 10, spec 2 §2, §4, §5, §8; spec 1 §2.7) against the real server:
 * a pickup request created in the form and worked to complete through the lifecycle's buttons (Approve refused
 * without a warehouse, with the message, then approved with a warehouse and a team; Picked Up, Received,
 * Complete); the requests calendar drawing an overdue request in the pending colour. One server and one browser
 * at a time.
 */

const suite = consoleInBrowser(4);
const open = () => suite.open();

const show = (page: Page) => page.getByTestId('resource-show');
const status = (page: Page) => show(page).getByTestId('status-badge').first().getAttribute('data-status');
const expectStatus = (page: Page, want: string) => settled(async () => expect(await status(page)).toBe(want));
const action = (page: Page, name: string) =>
  page.locator(`[data-testid="resource-show"] button[data-action="${name}"]`);

/** Clicks an action whose question is a yes / no, and says yes. */
const confirmAction = async (page: Page, name: string) => {
  await action(page, name).click();
  const dialog = page.getByTestId('confirm-dialog');
  await dialog.getByRole('button', { name: 'Confirm', exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
};

/** A date field (DD/MM/YYYY): its sections typed in order. */
const typeDate = async (page: Page, field: string, ddmmyyyy: string) => {
  const group = page.locator(`[data-field="${field}"] [role="group"]`);
  await group.locator('[role="spinbutton"]').first().click();
  await page.keyboard.type(ddmmyyyy.replace(/\//g, ''));
};

let serial = 0;
const unique = () => `${Date.now()}${(serial += 1)}`;
const adminToken = () => suite.app().token('admin');
const call = async (method: string, path: string, body?: unknown) => {
  const r = await suite.app().call(method, path, await adminToken(), body);
  if (r.status >= 300) throw new Error(`${method} ${path}: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body as { id: number; name?: string; status?: string; [k: string]: unknown };
};
/**
 * After a create in the form: the show page of the new request. Under load the server may answer 202 (stored, not
 * readable yet; docs/decisions.md 'Read-your-writes under a busy server'): the page is then opened again once the
 * read models show the request.
 */
const landOnShow = async (page: Page): Promise<number> => {
  await page.waitForFunction(() => /^#\/requests\/\d+\/show/.test(window.location.hash));
  const id = Number(/^\/requests\/(\d+)\/show/.exec(hashPath(page))?.[1]);
  await settled(async () =>
    expect((await suite.app().call('GET', `/api/requests/${id}`, await adminToken())).status).toBe(200),
  );
  if (!(await show(page).isVisible())) await page.reload();
  await show(page).waitFor();
  return id;
};

/** Creates a record through the API and waits until the read models show it (its GET answers). */
const create = async (resource: string, body: Record<string, unknown>) => {
  const made = await call('POST', `/api/${resource}`, body);
  await settled(async () => {
    const r = await suite.app().call('GET', `/api/${resource}/${made.id}`, await adminToken());
    expect(r.status).toBe(200);
  });
  return made;
};
const aCustomer = async () => {
  const r = await suite.app().call('POST', '/api/v1/users/list', await adminToken(), {
    excludeUserTypes: ['staff'],
    countryIds: [1],
    limit: 1,
    sortBy: 'id',
    sortOrder: 'ASC',
  });
  return r.body.results[0] as { id: number; name: string };
};

describe('a pickup request through its life', () => {
  it('is created in the form, refused Approve without a warehouse, then approved, picked up, received and completed', async () => {
    const n = unique();
    const warehouse = await create('warehouses', { name: `Al Quoz ${n}`, countryId: 1, cityId: 1 });
    const team = await create('teams', { name: `Team ${n}`, countryId: 1 });
    const customer = await aCustomer();

    const page = await open();
    await signIn(page, 'admin', '/requests/create');
    const form = page.getByTestId('resource-form');
    await form.waitFor();

    // Request: the user picker suggests after 3 typed characters, as name plus id.
    const user = page.getByRole('combobox', { name: 'Customer', exact: true });
    await user.click();
    await user.pressSequentially(customer.name.slice(0, 3));
    await page.getByRole('option', { name: customerOption(customer) }).click();
    await typeDate(page, 'date', dayjs().add(3, 'day').format('DD/MM/YYYY'));
    await choose(page, 'Time Slot', '9 am - 1 pm');
    await choose(page, 'City', 'Dubai');

    // Lines (SME mode off): a pickup with a user shows the line editor; one line of 2.
    await page.getByRole('button', { name: 'Add line' }).click();
    await page.locator('input[name="request_lines.0.qty"]').fill('2');
    await screenshot(page, 'request-create');
    await form.getByRole('button', { name: 'Save' }).click();

    await notifications(page).filter({ hasText: 'Request created' }).waitFor();
    const id = await landOnShow(page);
    expect(id).toBeGreaterThan(0);
    await expectStatus(page, 'new');
    await expect(show(page).getByTestId('request-customer').innerText()).resolves.toContain(customer.name);
    // The lifecycle table decides the buttons: a new request is not approved, picked up or completed from here.
    expect(await action(page, 'approve').count()).toBe(0);
    expect(await action(page, 'pickedUp').count()).toBe(0);
    expect(await action(page, 'complete').count()).toBe(0);

    await confirmAction(page, 'confirm');
    await expectStatus(page, 'confirmed');

    // Issue 14: a pickup is approved only with an address: one given by the API here.
    await call('PATCH', `/api/requests/${id}`, { addressId: 1 });
    await settled(async () => expect((await call('GET', `/api/requests/${id}`)).addressId).toBe(1));
    await page.reload();
    await show(page).waitFor();
    // Approve without a warehouse: the server refuses it with the message (spec 2 §5) ...
    const refused = await suite
      .app()
      .call('POST', `/api/v1/requests/${id}/actions/approve`, await adminToken(), { teamId: team.id });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain(REQUEST_RULE_OUR_MESSAGES.warehouseRequired);
    // ... and so does the dialog, before sending anything.
    await action(page, 'approve').click();
    const dialog = page.getByTestId('form-dialog');
    await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
    await dialog.getByText(REQUEST_RULE_OUR_MESSAGES.warehouseRequired, { exact: true }).waitFor();
    await dialog.getByText(REQUEST_RULE_OUR_MESSAGES.teamRequired, { exact: true }).waitFor();
    await screenshot(page, 'request-approve-refused');
    expect(await status(page)).toBe('confirmed');

    // With a warehouse and a team it is approved.
    await choose(page, 'Warehouse', String(warehouse.name), dialog);
    await choose(page, 'Team', String(team.name), dialog);
    await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    await notifications(page).filter({ hasText: 'Request approved' }).waitFor();
    await expectStatus(page, 'approved');
    await expect(show(page).getByTestId('request-warehouse').innerText()).resolves.toBe(String(warehouse.name));
    await expect(show(page).getByTestId('request-team').innerText()).resolves.toBe(String(team.name));

    await confirmAction(page, 'pickedUp');
    await expectStatus(page, 'transit');
    await confirmAction(page, 'received');
    await expectStatus(page, 'received');
    await confirmAction(page, 'complete');
    await expectStatus(page, 'complete');
    await screenshot(page, 'request-complete');
    // Finished: no status action is left, and it cannot be deleted.
    for (const a of ['confirm', 'cancel', 'complete', 'delete']) expect(await action(page, a).count()).toBe(0);

    // The record the server holds says the same.
    await settled(async () => {
      expect(await call('GET', `/api/requests/${id}`)).toMatchObject({
        status: 'complete',
        warehouseId: warehouse.id,
        teamId: team.id,
        type: 'pickup',
        lineCount: 1,
      });
    });

    // The requests list: date descending, 20 a page, the row tinted in its status colour (complete: blue).
    await page.getByTestId('sidebar').getByRole('link', { name: 'Requests', exact: true }).click();
    await listReady(page);
    const query = JSON.parse((await page.getByTestId('resource-list').getAttribute('data-query')) ?? '{}') as Record<
      string,
      unknown
    >;
    expect(query).toMatchObject({ sortBy: 'date', sortOrder: 'DESC', limit: 20, page: 1 });
    await expect(page.locator(`[role="row"][data-id="${id}"]`).getAttribute('class')).resolves.toContain(
      `row-tint-colour--${STATUS_COLOURS.complete}`,
    );
    // The quick filter on the right sets the list's own filters: status complete keeps it, pending drops it.
    await changeList(page, () => page.getByTestId('quick-status-complete').click());
    await page.locator(`[role="row"][data-id="${id}"]`).waitFor();
    await screenshot(page, 'requests-list');

    // Pending Requests (spec 1 §2.1): the same list by date ascending, 10 a page, the unfinished statuses only.
    await changeList(page, () =>
      page.getByTestId('sidebar').getByRole('link', { name: 'Pending Requests', exact: true }).click(),
    );
    const pending = JSON.parse((await page.getByTestId('resource-list').getAttribute('data-query')) ?? '{}') as Record<
      string,
      unknown
    >;
    expect(pending).toMatchObject({
      sortBy: 'date',
      sortOrder: 'ASC',
      limit: 10,
      statuses: ['pending', 'new', 'confirmed', 'onhold', 'approved', 'transit', 'received', 'delivered'],
    });
    expect(await page.locator(`[role="row"][data-id="${id}"]`).count()).toBe(0);
  });

  it("edits a line within the qty rules, and refuses Cancel without a reason, with the spec's messages", async () => {
    const customer = await aCustomer();
    const created = await create('requests', {
      type: 'delivery',
      userId: customer.id,
      date: dayjs().add(5, 'day').format('YYYY-MM-DD'),
      cityId: 1,
      countryId: 1,
      partnerId: 1,
      request_lines: [{ qty: 2 }],
    });
    const page = await open();
    await signIn(page, 'admin', `/requests/${created.id}/show?tab=lines`);
    await expectStatus(page, 'new');

    // Request line #{id}: qty, qtyDone, qtyInOut, with 'Qty Done cannot be more than Qty Line' (spec 2 §5).
    const line = page.getByTestId('request-line').first();
    const lineId = Number(await line.getAttribute('data-line-id'));
    await line.getByRole('link', { name: 'Edit' }).click();
    const lineForm = page.getByTestId('resource-form');
    await lineForm.getByRole('heading', { name: `Request line #${lineId}`, level: 1 }).waitFor();
    await page.locator('input[name="qtyDone"]').fill('3');
    await lineForm.getByRole('button', { name: 'Save' }).click();
    await lineForm.getByText(REQUEST_RULE_MESSAGES.qtyDoneMax, { exact: true }).waitFor();
    await page.locator('input[name="qtyDone"]').fill('2');
    await page.locator('input[name="qtyInOut"]').fill('1');
    await lineForm.getByRole('button', { name: 'Save' }).click();
    await show(page).waitFor();
    await expect(show(page).getByRole('heading', { level: 1 }).innerText()).resolves.toBe(`Request line #${lineId}`);
    await settled(async () => {
      await expect(page.getByTestId('field-Qty Done').innerText()).resolves.toContain('2');
      await expect(page.getByTestId('field-Qty WH').innerText()).resolves.toContain('1');
    });
    await page.goto(`/#/requests/${created.id}/show`);
    await expectStatus(page, 'new');

    // Edit (the lifecycle's Edit: not complete nor cancelled): only what changed is sent.
    await action(page, 'edit').click();
    const editForm = page.getByTestId('resource-form');
    await editForm.getByRole('heading', { name: `Edit Request #${created.id}`, level: 1 }).waitFor();
    await page.locator('input[name="paymentMode"]').fill('cash');
    await editForm.getByRole('button', { name: 'Save' }).click();
    await notifications(page).filter({ hasText: 'Request updated' }).waitFor();
    await show(page).waitFor();
    await settled(async () => expect(page.getByTestId('field-Payment Mode').innerText()).resolves.toContain('Cash'));
    await action(page, 'cancel').click();
    const dialog = page.getByTestId('form-dialog');
    await dialog.getByRole('button', { name: 'Cancel', exact: true }).last().click();
    await dialog.getByText('Reason is required', { exact: true }).waitFor();
    await dialog.locator('textarea[name="reason"]').fill('Customer moved away');
    await dialog.getByRole('button', { name: 'Cancel', exact: true }).last().click();
    await notifications(page).filter({ hasText: 'Request cancelled' }).waitFor();
    await expectStatus(page, 'cancelled');
    await expect(page.getByTestId('field-Cancel Reason').innerText()).resolves.toContain('Customer moved away');
  });
});

describe('the requests calendar (spec 1 §2.7)', () => {
  it('draws a request dated before today that is not finished in the pending colour, and a later one in its own', async () => {
    const customer = await aCustomer();
    const yesterday = dayjs().subtract(1, 'day').format('YYYY-MM-DD');
    const body = (date: string) => ({
      type: 'pickup',
      userId: customer.id,
      date,
      from: 9,
      to: 13,
      cityId: 1,
      countryId: 1,
      partnerId: 1,
    });
    const overdue = await create('requests', body(yesterday));
    await call('POST', `/api/v1/requests/${overdue.id}/actions/confirm`, {});
    const tomorrow = dayjs().add(1, 'day').format('YYYY-MM-DD');
    const upcoming = await create('requests', body(tomorrow));
    const finished = await create('requests', body(yesterday));
    await call('POST', `/api/v1/requests/${finished.id}/actions/cancel`, { reason: 'Not needed' });
    await settled(async () => {
      expect((await call('GET', `/api/requests/${overdue.id}`)).status).toBe('confirmed');
      expect((await call('GET', `/api/requests/${finished.id}`)).status).toBe('cancelled');
      expect((await call('GET', `/api/requests/${upcoming.id}`)).status).toBe('new');
    });

    const page = await open();
    await signIn(page, 'admin', `/requests/calendar?view=week&date=${yesterday}`);
    const calendar = page.getByTestId('requests-calendar');
    await calendar.waitFor();
    await page.locator('[data-testid="requests-calendar"][data-status="ready"]').waitFor();

    // The legend lists the statuses it draws, in their colours.
    await expect(
      page.getByTestId('calendar-legend-item').evaluateAll((els) => els.map((e) => e.getAttribute('data-status'))),
    ).resolves.toEqual(['pending', 'new', 'confirmed', 'onhold', 'approved', 'transit', 'received', 'delivered']);

    const event = (id: number) => page.locator(`[data-testid="calendar-event"][data-request-id="${id}"]`);
    await event(overdue.id).waitFor();
    await expect(event(overdue.id).getAttribute('data-overdue')).resolves.toBe('true');
    await expect(event(overdue.id).getAttribute('data-colour')).resolves.toBe(STATUS_COLOURS.pending);
    // Drawn in the pending colour: the event's box is the palette's red.
    const background = await event(overdue.id).evaluate(
      (el) => getComputedStyle(el.closest('.fc-event') as Element).backgroundColor,
    );
    expect(background).toBe('rgb(211, 47, 47)');
    // Cancelled requests are not drawn at all.
    expect(await event(finished.id).count()).toBe(0);
    await screenshot(page, 'requests-calendar-week');

    // A request from today on keeps its own status colour (new: purple), in the day view of tomorrow.
    await page.goto(`/#/requests/calendar?view=day&date=${tomorrow}`);
    await event(upcoming.id).waitFor();
    await expect(event(upcoming.id).getAttribute('data-overdue')).resolves.toBe('false');
    await expect(event(upcoming.id).getAttribute('data-colour')).resolves.toBe(STATUS_COLOURS.new);

    // A click opens the request in a new tab.
    const [tab] = await Promise.all([page.context().waitForEvent('page'), event(upcoming.id).click()]);
    await tab.waitForLoadState();
    expect(new URL(tab.url()).hash).toBe(`#/requests/${upcoming.id}/show`);
    await tab.close();

    // /jobs: the same calendar, opening on the day.
    await page.getByTestId('sidebar').getByRole('link', { name: 'Jobs', exact: true }).click();
    await page.getByRole('heading', { name: 'Jobs', level: 1 }).waitFor();
    await page.locator('[data-testid="requests-calendar"][data-view="day"][data-status="ready"]').waitFor();
  });
});

describe('a request from a storage selection (spec 2 §2, §5) and the box-status dialog (spec 2 §4)', () => {
  it('fills user, order and lines from the storages, refuses storages of two users, and asks which boxes came back empty', async () => {
    const [customer, other] = (
      await suite.app().call('POST', '/api/v1/users/list', await adminToken(), {
        excludeUserTypes: ['staff'],
        countryIds: [1],
        limit: 2,
        sortBy: 'id',
        sortOrder: 'ASC',
      })
    ).body.results as { id: number; name: string }[];
    const order = await create('orders', {
      type: 'storage',
      countryId: 1,
      cityId: 1,
      channel: 'google',
      existingCustomer: true,
      userId: customer!.id,
      months: 1,
    });
    // Two small boxes (storage type 1, BOX-S) of the customer on that order, and one storage of another customer.
    const box = (userId: number, name: string, orderId: number | null) =>
      create('storages', {
        storagetypeId: 1,
        name,
        userId,
        orderId,
        countryId: 1,
        partnerId: 1,
        qty: 1,
        status: 'stored',
      });
    const first = await box(customer!.id, 'Kitchen box', order.id);
    const second = await box(customer!.id, 'Books box', order.id);
    const stranger = await box(other!.id, 'Not theirs', null);

    const page = await open();
    // Storages of two users: the selection's rule, at once.
    await signIn(page, 'admin', `/requests/create?storageIds=${first.id},${stranger.id}`);
    await page.getByTestId('selection-problems').getByText(REQUEST_RULE_OUR_MESSAGES.oneUser).waitFor();

    await page.goto(`/#/requests/create?storageIds=${first.id},${second.id}`);
    const form = page.getByTestId('resource-form');
    await form.getByRole('heading', { name: 'Request for 2 selected storages', level: 1 }).waitFor();
    expect(await page.getByTestId('selection-problems').count()).toBe(0);
    await expect(page.getByTestId('line-input').count()).resolves.toBe(2);
    // Partner, order, type, date, from, to and city are required: the date and the slot are still missing.
    await form.getByRole('button', { name: 'Save' }).click();
    await notifications(page).filter({ hasText: 'The form is not valid. Please check for errors' }).waitFor();
    await choose(page, 'Type', 'Pickup');
    await typeDate(page, 'date', dayjs().add(2, 'day').format('DD/MM/YYYY'));
    await choose(page, 'Time Slot', '1 pm - 6 pm');
    await choose(page, 'City', 'Dubai');
    await screenshot(page, 'request-from-storages');
    await form.getByRole('button', { name: 'Save' }).click();
    await notifications(page).filter({ hasText: 'Request created' }).waitFor();
    const id = await landOnShow(page);
    await settled(async () => {
      expect(await call('GET', `/api/requests/${id}`)).toMatchObject({
        userId: customer!.id,
        orderId: order.id,
        type: 'pickup',
        from: 13,
        to: 18,
        lineCount: 2,
      });
    });

    // Confirmed and approved by the API, then Picked Up on the page: both storages are boxes, so it asks first.
    const warehouse = await create('warehouses', { name: `Boxes ${unique()}`, countryId: 1 });
    const team = await create('teams', { name: `Movers ${unique()}`, countryId: 1 });
    await call('PATCH', `/api/requests/${id}`, { addressId: 1 });
    await call('POST', `/api/v1/requests/${id}/actions/confirm`, {});
    await expectStatus(page, 'confirmed');
    await call('POST', `/api/v1/requests/${id}/actions/approve`, { warehouseId: warehouse.id, teamId: team.id });
    await expectStatus(page, 'approved');
    await page.getByRole('tab', { name: 'Storages' }).click();
    await page.getByTestId('request-storages').getByText('Kitchen box').waitFor();
    await action(page, 'pickedUp').click();
    const dialog = page.getByTestId('form-dialog');
    await dialog.getByTestId('box-status').waitFor();
    await dialog.locator(`input[name="empty-${second.id}"]`).check();
    await screenshot(page, 'request-box-status');
    await dialog.getByRole('button', { name: 'Picked Up', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expectStatus(page, 'transit');
  });
});

describe('who sees what (spec 2 §1, §2, §6)', () => {
  it('offers staff the warehouse, locations, room and edit columns hidden, and never offers them to a partner, who has no buttons', async () => {
    const page = await open();
    await signIn(page, 'admin', '/requests');
    await listReady(page);
    await page.getByTestId('columns-button').click();
    for (const column of ['warehouse', 'locations', 'room', 'edit']) {
      await expect(
        page.getByTestId(`column-choice-${column}`).locator('input[type="checkbox"]').isChecked(),
      ).resolves.toBe(false);
    }
    await expect(page.getByTestId('column-choice-status').locator('input[type="checkbox"]').isChecked()).resolves.toBe(
      true,
    );
    await page.keyboard.press('Escape');

    const signInAnswer = await suite.app().call('POST', '/authentication', undefined, {
      strategy: 'local',
      email: 'partner@demo.test',
      password: DEMO_PASSWORD_HASH,
    });
    const partnerId = Number(signInAnswer.body.user.partnerId);
    const customer = await aCustomer();
    const theirs = await create('requests', {
      type: 'pickup',
      userId: customer.id,
      date: dayjs().add(4, 'day').format('YYYY-MM-DD'),
      cityId: 1,
      countryId: 1,
      partnerId,
    });

    // Signed out (the stored session gone), then in as the partner user.
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    const partnerPage = page;
    await signIn(partnerPage, 'partner', '/requests');
    await listReady(partnerPage);
    expect(await partnerPage.getByRole('link', { name: 'Create' }).count()).toBe(0);
    await partnerPage.getByTestId('columns-button').click();
    for (const column of ['warehouse', 'locations', 'room', 'edit'])
      expect(await partnerPage.getByTestId(`column-choice-${column}`).count()).toBe(0);
    await partnerPage.keyboard.press('Escape');
    await partnerPage.goto(`/#/requests/${theirs.id}/show`);
    await expectStatus(partnerPage, 'new');
    // No lifecycle action for a partner; the request note (a document of its own request, not an action) stays.
    expect(
      await partnerPage.locator('[data-testid="resource-show"] button[data-action]:not([data-action="note"])').count(),
    ).toBe(0);
    expect(await partnerPage.locator('[data-testid="resource-show"] button[data-action="note"]').count()).toBe(1);
    expect(await partnerPage.getByTestId('field-Warehouse').count()).toBe(0);
  });
});
