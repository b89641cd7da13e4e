import { consoleInBrowser, eventually } from './support/console-in-browser.js';
import { screenshot, signIn } from './support/browser.js';
import { DEMO_PASSWORD_HASH } from '../support/test-app.js';

/**
 * Issue 34 §1 and §12 in a real browser: a demoted staff member's open console loses the Accounting menu and
 * their next call is refused, without signing in again; the admin changes roles on the Permissions screen with a
 * reason, which the member's history of roles shows.
 */
const suite = consoleInBrowser(0);

const newStaff = async (roles: string[]): Promise<{ id: number; email: string }> => {
  const app = suite.app();
  const email = `e2e.staff.${Math.random().toString(36).slice(2)}@example.com`;
  const made = await app.call('POST', '/api/users', await app.token('admin'), {
    name: 'Rana Ledger',
    email,
    phone: '+971501234567',
    type: 'staff',
    roles,
    password: DEMO_PASSWORD_HASH,
  });
  expect(made.status).toBe(201);
  return { id: made.body.id as number, email };
};

it("a demoted member's open console loses the Accounting menu and their next call is refused", async () => {
  const app = suite.app();
  const member = await newStaff(['accounts-staff']);
  const page = await suite.open();
  await signIn(page, member.email, '/');
  await page.getByTestId('menu-group-accounting').waitFor();
  const callPayments = () =>
    page.evaluate(
      async () =>
        (await fetch('/api/payments', { headers: { Authorization: `Bearer ${localStorage.getItem('token')}` } }))
          .status,
    );
  expect(await callPayments()).toBe(200);

  const demoted = await app.call('PATCH', `/api/staff/${member.id}`, await app.token('admin'), {
    roles: ['sales-staff'],
    reason: 'Moved to sales',
  });
  expect(demoted.status).toBe(200);

  await eventually(async () => expect(await page.getByTestId('menu-group-accounting').count()).toBe(0), 10_000);
  await page.getByTestId('menu-group-customers').waitFor();
  expect(await callPayments()).toBe(403);
  await screenshot(page, 'staff-demoted-console');
});

it('the admin changes roles on the Permissions screen with a reason, and the history shows who and why', async () => {
  const member = await newStaff(['accounts-staff']);
  const page = await suite.open();
  await signIn(page, 'admin', '/staff');
  await page.getByRole('link', { name: 'Permissions' }).first().waitFor();
  await page.goto(`/#/staff/${member.id}`);
  await page.getByRole('combobox', { name: 'Roles' }).click();
  await page.getByRole('option', { name: 'Sales staff', exact: true }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Accounts staff' }).locator('svg').click();
  await page.getByRole('textbox', { name: 'Reason' }).fill('Moved to sales');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.waitForURL(new RegExp(`/staff/${member.id}/show`));
  await page.getByRole('tab', { name: 'Permissions over time' }).click();
  const history = page.getByTestId('staff-roles-history');
  await eventually(async () =>
    expect(await history.innerText()).toMatch(/accounts-staff\s+sales-staff\s+Admin[^\n]*\s+Moved to sales/),
  );
  const now = await page.getByTestId('staff-permissions-list').innerText();
  expect(now).toContain('leads-create');
  expect(now).not.toContain('payments-list');
  await screenshot(page, 'staff-permissions-history');
});
