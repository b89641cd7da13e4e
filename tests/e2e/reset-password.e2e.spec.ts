import { consoleInBrowser, eventually } from './support/console-in-browser.js';
import { screenshot, submitSignIn } from './support/browser.js';
import { DEMO_PASSWORD_HASH } from '../support/test-app.js';

/**
 * Issue 34 §12 in a real browser: from the sign-in page, "Forgot password?" mails a reset link (the local SMTP
 * server's copy, as the dev mailbox shows it); the link's page sets a new password, which then signs in.
 */
const suite = consoleInBrowser(0, { notifier: { retry: { attempts: 2, backoffMs: 50 } } });

it('resets a password by the e-mailed link and signs in with it', async () => {
  const app = suite.app();
  const email = `e2e.reset.${Math.random().toString(36).slice(2)}@example.com`;
  const made = await app.call('POST', '/api/users', await app.token('admin'), {
    name: 'Huda Reset',
    email,
    phone: '+971501234567',
    type: 'staff',
    roles: ['sales-staff'],
    password: DEMO_PASSWORD_HASH,
  });
  expect(made.status).toBe(201);

  const page = await suite.open();
  await page.goto('/#/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Send a reset link' }).click();
  await page.getByText('If the e-mail is registered, a link has been sent to it').waitFor();
  await screenshot(page, 'forgot-password-sent');

  let link = '';
  await eventually(async () => {
    const mail = app.notifier!.channels!.smtp.received().find((m) => m.to.includes(email));
    expect(mail?.subject).toBe('Reset your password');
    link = /href="([^"]+)"/
      .exec(mail!.html)![1]!
      .replace(/&amp;/g, '&')
      .replace(/&#x3D;/g, '=');
  }, 20_000);
  expect(link.startsWith(`${app.url}/#/reset-password?token=`)).toBe(true);

  await page.goto(link);
  await page.getByLabel(/^New password/).fill('a new secret 42');
  await page.getByLabel(/^Confirm the new password/).fill('a new secret 42');
  await screenshot(page, 'reset-password');
  await page.getByRole('button', { name: 'Save the password' }).click();
  await page.waitForURL(/#\/login/);

  await submitSignIn(page, email, 'a new secret 42');
  await page.getByTestId('sidebar').waitFor();
  // The link worked once: opened again, it is refused.
  await page.goto(link);
  await page.getByLabel(/^New password/).fill('another secret 42');
  await page.getByLabel(/^Confirm the new password/).fill('another secret 42');
  await page.getByRole('button', { name: 'Save the password' }).click();
  await page.getByText('This link is not valid or has expired').waitFor();
});
