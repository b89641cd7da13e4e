import crypto from 'node:crypto';
import { existingEmailNotice, NAME_CHARACTERS_MESSAGE, REQUIRED } from '@console/contracts';
import { consoleInBrowser, eventually } from './support/console-in-browser.js';
import { hashPath, listReady, changeList, headerIds, cells, typePhone } from './support/console-page.js';
import { DEMO_PASSWORD, notifications, screenshot, signIn, submitSignIn } from './support/browser.js';

/**
 * The console in a real browser (Debian's chromium through playwright-core) against the real server: API,
 * projector and relay on a scratch database with the demo users and 40 customers, serving the built console.
 * One server and one browser at a time for the whole file (the machines have 2 cores).
 */

const suite = consoleInBrowser(40);
const open = suite.open;

const hash = (s: string) => crypto.createHash('sha256').update(s).digest('hex');

const adminToken = () => suite.app().token('admin');
const listCustomers = async (body: Record<string, unknown>) => {
  const r = await suite
    .app()
    .call('POST', '/api/v1/users/list', await adminToken(), { excludeUserTypes: ['staff'], ...body });
  expect(r.status).toBe(200);
  return r.body as { results: { id: number; name: string; status: string }[]; totalCount: number };
};

describe('sign-in', () => {
  it('refuses a wrong password with the server message, then signs in and returns to the page asked for', async () => {
    const page = await open();
    await page.goto('/#/customer-users');
    await page.getByLabel('Username').waitFor();
    expect(hashPath(page)).toBe('/login');
    await expect(page.getByTestId('env-label').innerText()).resolves.toBe('Staging');

    // Both fields required.
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText(REQUIRED, { exact: true }).count()).resolves.toBe(2);

    // The password leaves the browser as its SHA-256 hex; a spinner shows while the server answers.
    const sent: string[] = [];
    await page.route('**/authentication', async (route) => {
      sent.push(String((route.request().postDataJSON() as { password: string }).password));
      await new Promise((r) => setTimeout(r, 400));
      await route.continue();
    });
    await submitSignIn(page, 'admin@demo.test', 'wrong-password');
    await page.getByRole('progressbar', { name: 'Signing in…' }).waitFor();
    const warning = notifications(page).filter({ hasText: 'Invalid login' });
    await warning.waitFor();
    await expect(warning.getAttribute('class')).resolves.toContain('Warning');
    expect(sent[0]).toBe(hash('wrong-password'));
    await screenshot(page, 'sign-in-wrong-password');

    await submitSignIn(page, 'admin@demo.test', DEMO_PASSWORD);
    await listReady(page);
    expect(hashPath(page)).toBe('/customer-users');
    expect(sent[1]).toBe(hash(DEMO_PASSWORD));
    const stored = await page.evaluate(() => ({
      token: localStorage.getItem('token'),
      userId: localStorage.getItem('userId'),
      countryId: localStorage.getItem('countryId'),
      permissions: localStorage.getItem('permissions'),
    }));
    expect(stored.token).toBeTruthy();
    expect(Number(stored.userId)).toBeGreaterThan(0);
    expect(stored.countryId).toBe('1');
    expect(JSON.parse(stored.permissions ?? '[]')).toContain('admin');
    await screenshot(page, 'sign-in-returned-to-customers');

    // Sign-out ends the session: the sign-in page, and no token kept.
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.getByLabel('Username').waitFor();
    await expect(page.evaluate(() => localStorage.getItem('token'))).resolves.toBeNull();
  });
});

describe('the shell', () => {
  /**
   * Spec 1 §2.1, limited to the routes registered today (sales, customers, operations, accounting, catalogue): Dashboard
   * for all; Customers (with Comments, our placement) for admin, sales-staff, staff and partner; Operations
   * (History) for admin, operations-staff and staff; Accounting (issue 15) for admin and accounts-staff; the
   * admin's Projections page (issue 11).
   */
  const expected: Record<string, { groups: string[]; links: string[] }> = {
    admin: {
      groups: ['dashboard', 'sales', 'customers', 'operations', 'accounting', 'marketing', 'analytics', 'admin'],
      links: [
        'Dashboard',
        'Leads',
        'Orders',
        'Sales Calendar',
        'Customers',
        'Addresses',
        'Communication Records',
        'Comments',
        // Operations (issue 6).
        'Jobs',
        'Requests',
        'Pending Requests',
        'Blocked Slots',
        'Storages',
        'Boxes',
        'Storage Types',
        'Locations',
        'Storage Records',
        'History',
        // Accounting (issue 15).
        'Charges',
        'Invoices',
        'Payments',
        'Cards',
        // The catalogue screens (issue 5 item 1): Marketing's offers and coupons, Admin's reference data.
        'Offers',
        'Coupons',
        // Affiliates and their commissions, the eight analytics pages (issue 35).
        'Affiliates',
        'Affiliate Commissions',
        'Sales',
        'Storage',
        'Finance',
        'Usage',
        'Operation',
        'Warehouse',
        'Lead',
        'Survey',
        // Staff permissions and staff users (issue 34 §1).
        'Permissions',
        'Staff Users',
        'Tasks',
        'Service Types',
        // Partners (issue 34 §5).
        'Partners',
        'Warehouses',
        'Teams',
        'Photos',
        // The countries' terms and conditions (issue 34 §7).
        'Terms & Conditions',
        // Communications (issue 33): the templates, their categories and the e-mail placeholders.
        'Communication Templates',
        'Template Categories',
        'Email Placeholders',
        // Tags as records (issue 34 §4).
        'Tags',
        'Lost Reasons',
        'Hold Reasons',
        'Reject Reasons',
        'Cancel Reasons',
        // Sign-ins and sign-outs (issue 34 §3).
        'User Logs',
        // The per-country configurations (issue 34 §6).
        'Configurations',
        // The surveys (issue 33; spec 3 §6 puts them in the Admin menu).
        'Surveys',
        // The countries' company, address and TRN printed on invoices, receipts and statements (issue 15).
        'Countries',
        'Cities',
        'Commission Slabs',
        // The stopped projections and parked bus messages (issue 11).
        'Projections',
        // What the local SMTP server received (issue 33).
        'Dev Mailbox',
      ],
    },
    'sales-staff': {
      groups: ['dashboard', 'sales', 'customers'],
      links: [
        'Dashboard',
        'Leads',
        'Orders',
        'Sales Calendar',
        'Customers',
        'Addresses',
        'Communication Records',
        'Comments',
      ],
    },
    'accounts-staff': {
      groups: ['dashboard', 'accounting'],
      links: ['Dashboard', 'Charges', 'Invoices', 'Payments', 'Cards'],
    },
    'operations-staff': {
      groups: ['dashboard', 'operations'],
      links: [
        'Dashboard',
        'Jobs',
        'Requests',
        'Pending Requests',
        'Blocked Slots',
        'Storages',
        'Boxes',
        'Storage Types',
        'Locations',
        'Storage Records',
        'History',
      ],
    },
    partner: {
      groups: ['dashboard', 'sales', 'customers'],
      links: ['Dashboard', 'Leads', 'Orders', 'Sales Calendar', 'Customers', 'Addresses', 'Comments'],
    },
  };

  it('shows each role the groups and links of the §2.1 table', async () => {
    const page = await open();
    for (const [role, want] of Object.entries(expected)) {
      await signIn(page, role);
      await page.getByTestId('welcome').waitFor();
      const groups = await page
        .locator('[data-testid^="menu-group-"]')
        .evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')!.replace('menu-group-', '')));
      const links = await page
        .getByTestId('menu-link')
        .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
      expect({ role, groups, links }).toEqual({ role, ...want });
      await screenshot(page, `sidebar-${role}`);
      await page.getByTestId('user-menu').click();
      await page.getByRole('menuitem', { name: 'Logout' }).click();
      await page.getByLabel('Username').waitFor();
    }
  });

  it('gives a partner the reduced set: no /users route, no credits column', async () => {
    const page = await open();
    await signIn(page, 'partner', '/non-staff-users');
    await listReady(page);
    expect(await headerIds(page)).not.toContain('credits');
    await page.goto('/#/users');
    await page.getByText('Page not found').waitFor();
    await screenshot(page, 'partner-users-not-found');
  });

  it('is 200 px wide, 55 px closed', async () => {
    const page = await open();
    await signIn(page, 'admin');
    const width = () =>
      page.locator('[data-testid="sidebar"] .MuiDrawer-paper').evaluate((e) => e.getBoundingClientRect().width);
    expect(await width()).toBe(200);
    await page.getByRole('button', { name: 'Open or close the menu' }).click();
    await eventually(async () => expect(await width()).toBe(55));
    await screenshot(page, 'sidebar-closed');
  });

  it('keeps the dark theme after a reload, and copies the sales link', async () => {
    const page = await open();
    await signIn(page, 'sales-staff');
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(await background()).toBe('rgb(244, 246, 249)');
    await page.getByTestId('theme-switch').click();
    await eventually(async () => expect(await background()).toBe('rgb(18, 20, 23)'));
    await page.reload();
    await page.getByTestId('welcome').waitFor();
    expect(await background()).toBe('rgb(18, 20, 23)');
    await expect(page.evaluate(() => localStorage.getItem('theme'))).resolves.toBe('"dark"');

    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Copy sales link' }).click();
    await notifications(page).filter({ hasText: 'Sales link copied to Clipboard' }).waitFor();
    const userId = await page.evaluate(() => localStorage.getItem('userId'));
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(new URL(copied).searchParams.get('assigneeId')).toBe(userId);
    await screenshot(page, 'dark-theme-after-reload');

    // The customers screens in the dark theme.
    await page.goto('/#/non-staff-users');
    await listReady(page);
    await screenshot(page, 'dark-customers-list');
    await page.getByRole('link', { name: 'Show' }).first().click();
    await page.getByTestId('resource-show').waitFor();
    await screenshot(page, 'dark-customer-show');
  });
});

describe('customers', () => {
  it('refuses a bad name with the exact message, creates a good one, then refuses the same e-mail', async () => {
    const page = await open();
    // Spec 3 §2: the non-staff-users create route only redirects to /users/create.
    await signIn(page, 'admin', '/non-staff-users/create');
    await page.getByTestId('resource-form').waitFor();
    expect(hashPath(page)).toBe('/users/create');

    await page.getByRole('button', { name: 'Save' }).click();
    for (const field of ['name', 'email', 'phone']) {
      await expect(page.locator(`[data-field="${field}"]`).getByText(REQUIRED, { exact: true }).count()).resolves.toBe(
        1,
      );
    }

    const email = `mona.${Date.now()}@example.com`;
    await page.locator('input[name="name"]').fill("Mona@Saleh's");
    await page.locator('input[name="email"]').fill(email);
    await typePhone(page, 'phone', '501234567');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.locator('[data-field="name"]').getByText(NAME_CHARACTERS_MESSAGE, { exact: true }).waitFor();
    await screenshot(page, 'create-customer-bad-name');

    await page.locator('input[name="name"]').fill('Mona Saleh');
    // Credits are money the customer holds (issue 30): no field for them; deposits are typed.
    expect(await page.locator('input[name="credits"]').count()).toBe(0);
    await page.locator('input[name="deposits"]').fill('12.5');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByTestId('resource-show').waitFor();
    await notifications(page).filter({ hasText: 'Element created' }).waitFor();
    expect(hashPath(page)).toMatch(/^\/users\/\d+\/show$/);
    await expect(page.getByRole('heading', { level: 1 }).innerText()).resolves.toBe('Mona Saleh');
    await expect(page.getByTestId('field-Deposits').innerText()).resolves.toContain('AED 12.50');
    await expect(page.getByTestId('field-Credits').innerText()).resolves.toContain('AED 0.00');
    await screenshot(page, 'create-customer-created');

    await page.goto('/#/non-staff-users/create');
    await page.locator('input[name="name"]').fill('Mona Again');
    await page.locator('input[name="email"]').fill(email);
    await typePhone(page, 'phone', '507654321');
    await page.getByRole('button', { name: 'Save' }).click();
    await notifications(page)
      .filter({ hasText: existingEmailNotice(email) })
      .waitFor();
    await page.locator('[data-field="email"]').getByText(existingEmailNotice(email)).waitFor();
    expect(hashPath(page)).toBe('/users/create');
    await screenshot(page, 'create-customer-duplicate-email');
  });

  it('filters, sorts and changes the page size on the server, and keeps them in the URL', async () => {
    const page = await open();
    await signIn(page, 'admin', '/customer-users');
    await listReady(page);
    const all = await listCustomers({ limit: 10 });
    expect((await cells(page, 'id')).map(Number)).toEqual(all.results.map((r) => r.id));

    // Page size and paging, on the server.
    await page.getByRole('combobox', { name: 'Rows per page' }).click();
    await changeList(page, () => page.getByRole('option', { name: '20' }).click());
    expect((await cells(page, 'id')).map(Number)).toEqual(
      (await listCustomers({ limit: 20 })).results.map((r) => r.id),
    );
    await changeList(page, () => page.getByRole('button', { name: 'Go to next page' }).click());
    expect((await cells(page, 'id')).map(Number)).toEqual(
      (await listCustomers({ limit: 20, page: 2 })).results.map((r) => r.id),
    );
    expect((await cells(page, 'serial'))[0]).toBe('21');

    // A filter, then a sort: back to page 1, the rows the list call answers for them.
    await page.getByRole('button', { name: 'Filters' }).click();
    await page.getByLabel('Country').click();
    await changeList(page, () => page.getByRole('option', { name: 'Kuwait' }).click());
    await changeList(page, () => page.locator('[role="columnheader"][data-field="name"]').click());
    const want = await listCustomers({ countryIds: [2], sortBy: 'name', sortOrder: 'ASC', limit: 20, page: 1 });
    expect(want.totalCount).toBeGreaterThan(0);
    await eventually(async () => expect(await cells(page, 'name')).toEqual(want.results.map((r) => r.name)));
    expect(new Set(await cells(page, 'country'))).toEqual(new Set(['Kuwait']));
    const search = new URLSearchParams(hashPath(page).split('?')[1]);
    expect(JSON.parse(search.get('filter') ?? '{}')).toEqual({ country: '2' });
    expect([search.get('sort'), search.get('order'), search.get('perPage'), search.get('page')]).toEqual([
      'name',
      'ASC',
      '20',
      '1',
    ]);
    await screenshot(page, 'list-filtered-sorted-20');

    // Back from a record returns to the same view.
    const before = hashPath(page);
    await page.getByRole('link', { name: 'Show' }).first().click();
    await page.getByTestId('resource-show').waitFor();
    await page.goBack();
    await listReady(page);
    expect(hashPath(page)).toBe(before);
    expect(await cells(page, 'name')).toEqual(want.results.map((r) => r.name));

    // The search box: q → searchTerm.
    const target = want.results[0]!;
    await changeList(page, () => page.getByLabel('Search').fill(target.name));
    expect(JSON.parse(new URLSearchParams(hashPath(page).split('?')[1]).get('filter') ?? '{}')).toEqual({
      country: '2',
      q: target.name,
    });
    expect(await cells(page, 'name')).toContain(target.name);
    for (const name of await cells(page, 'name')) expect(name.toLowerCase()).toContain(target.name.toLowerCase());
  });

  it('keeps the chosen and reordered columns after a reload', async () => {
    const page = await open();
    await signIn(page, 'admin', '/customer-users');
    await listReady(page);
    expect((await headerIds(page)).slice(0, 4)).toEqual(['serial', 'id', 'type', 'name']);

    await page.getByTestId('columns-button').click();
    const chooser = page.getByTestId('column-chooser');
    await chooser.getByRole('checkbox', { name: 'Email', exact: true }).uncheck();
    await chooser.getByRole('checkbox', { name: 'Source', exact: true }).check();
    // Both ends in view before the drag: the list must not scroll under the pointer while it drags.
    await page.getByTestId('column-choice-serial').scrollIntoViewIfNeeded();
    await page.getByTestId('column-choice-status').dragTo(page.getByTestId('column-choice-serial'));
    await eventually(async () => expect((await headerIds(page))[0]).toBe('status'));
    await screenshot(page, 'columns-chooser');
    await page.keyboard.press('Escape');

    await page.reload();
    await listReady(page);
    const ids = await headerIds(page);
    expect(ids[0]).toBe('status');
    expect(ids).not.toContain('email');
    expect(ids).toContain('source');
    const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('userListColumns'))) ?? '[]') as {
      id: string;
      visible: boolean;
    }[];
    expect(stored[0]).toEqual({ id: 'status', visible: true });
    expect(stored.find((c) => c.id === 'email')?.visible).toBe(false);
    await screenshot(page, 'columns-after-reload');

    await page.getByTestId('columns-button').click();
    await page.getByTestId('column-chooser').getByRole('button', { name: 'Deselect All', exact: true }).click();
    await eventually(async () => expect(await headerIds(page)).toEqual([]));
    await page.getByTestId('column-chooser').getByRole('button', { name: 'Select All', exact: true }).click();
    await eventually(async () => expect(await headerIds(page)).toContain('email'));
  });

  it('lets admin suspend a customer; sales-staff is not offered the action', async () => {
    const [first, second] = (await listCustomers({ statuses: ['active'], limit: 2 })).results;
    if (!first || !second) throw new Error('the demo data has fewer than 2 active customers');

    const page = await open();
    await signIn(page, 'admin', `/users/${first.id}/show`);
    await page.getByTestId('resource-show').waitFor();
    await page.getByRole('button', { name: 'Suspend' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await notifications(page).filter({ hasText: 'User has been suspended' }).waitFor();
    await page.locator('[data-testid="status-badge"][data-status="suspended"]').first().waitFor();
    await expect(page.getByRole('button', { name: 'Suspend' }).count()).resolves.toBe(0);
    await expect(page.getByRole('button', { name: 'Activate', exact: true }).count()).resolves.toBe(1);
    await screenshot(page, 'suspend-as-admin');
    const row = await suite.app().call('GET', `/api/users/${first.id}`, await adminToken());
    expect(row.body.status).toBe('suspended');

    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await signIn(page, 'sales-staff', `/non-staff-users/${second.id}/show`);
    await page.getByTestId('resource-show').waitFor();
    await page.getByRole('button', { name: 'Deactivate' }).waitFor();
    await page.getByRole('button', { name: 'Reject' }).waitFor();
    await page.getByRole('link', { name: 'Edit', exact: true }).waitFor();
    await expect(page.getByRole('button', { name: 'Suspend' }).count()).resolves.toBe(0);
    await screenshot(page, 'suspend-absent-for-sales-staff');
  });

  it('refreshes the list on screen when the read model changes', async () => {
    const page = await open();
    await signIn(page, 'admin', '/customer-users');
    await listReady(page);
    const r = await suite.app().call('POST', '/api/users', await adminToken(), {
      name: 'Live Arrival',
      email: `live.${Date.now()}@example.com`,
      phone: '+971501112233',
      countryId: 1,
    });
    expect(r.status).toBe(201);
    await eventually(async () => expect((await cells(page, 'id')).map(Number)[0]).toBe(r.body.id));
    await screenshot(page, 'list-live-refresh');
  });
});
