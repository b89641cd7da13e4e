import type { Page } from 'playwright-core';
import { LEAD_SURVEY_QUESTIONS, SURVEY_PAGE_TEXTS } from '@console/contracts';
import { requestOfCustomer } from '../support/customer-request.js';
import { dropOffLead } from '../support/lead-fixtures.js';
import { consoleInBrowser, eventually, settled } from './support/console-in-browser.js';
import { notifications, screenshot, signIn } from './support/browser.js';

/**
 * Issue 33 §7 in a real browser: Notify Customer on a request's page sends the mail (the dev mailbox shows it with
 * the request note PDF); opening it loads its images, so the tracking pixel marks the record read, as the request's
 * Communication tab then says. A lead's Copy Survey Link gives the public survey page, answered there; the survey's
 * page then says Completed with the answers, and its Photos tab shows the photo added there.
 */
const suite = consoleInBrowser(2, { notifier: { retry: { attempts: 2, backoffMs: 50 } } });

/** A 1×1 PNG: the photo the customer adds on the survey page. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const show = (page: Page) => page.getByTestId('resource-show');
const adminToken = () => suite.app().token('admin');
const customer = async () =>
  (await suite.app().call('GET', '/api/users?email=customer1@example.com', await adminToken())).body.data[0] as {
    id: number;
    email: string;
  };

it('notifies the customer from a request: the mail in the dev mailbox with its PDF, opened, the record read', async () => {
  const app = suite.app();
  const token = await adminToken();
  const { id: customerId, email } = await customer();
  const requestId = await requestOfCustomer(app, token, customerId);
  await settled(async () => expect((await app.call('GET', `/api/requests/${requestId}`, token)).status).toBe(200));

  const page = await suite.open();
  await signIn(page, 'admin', `/requests/${requestId}/show`);
  await show(page).waitFor();
  await page.locator('[data-testid="resource-show"] button[data-action="notifyCustomer"]').click();
  const dialog = page.getByTestId('confirm-dialog');
  await dialog.getByRole('button', { name: 'Confirm', exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
  await notifications(page).first().waitFor();
  await screenshot(page, 'communications-notify-customer');

  // The mail arrived (the notifier sends beside the request's answer).
  const subject = `About your request #${requestId}`;
  await eventually(async () => {
    expect(app.notifier!.channels!.smtp.received().map((m) => [m.subject, m.to])).toContainEqual([subject, [email]]);
  }, 20_000);

  await page.getByTestId('sidebar').getByRole('link', { name: 'Dev Mailbox', exact: true }).click();
  const row = page.getByRole('row').filter({ hasText: subject });
  await row.waitFor();
  await expect(row.textContent()).resolves.toContain(`request-note-${requestId}.pdf`);
  await screenshot(page, 'communications-dev-mailbox');
  await row.getByRole('button', { name: 'Open', exact: true }).click();
  const mail = page.getByTestId('mail-dialog');
  await mail.getByRole('heading', { name: subject }).waitFor();
  const frame = mail.locator('iframe');
  await frame.waitFor();
  expect(await frame.getAttribute('sandbox')).toBe('');
  await frame.contentFrame().getByText('This is a notice about your request.').waitFor();
  await screenshot(page, 'communications-mail-opened');

  // The pixel loaded in the frame marked the record read: the request's Communication tab says so.
  await mail.getByRole('button', { name: 'Close', exact: true }).click();
  await page.goto(`/#/requests/${requestId}/show`);
  await show(page).getByRole('tab', { name: 'Communication', exact: true }).click();
  const records = page.getByTestId('communication-records');
  await settled(async () => {
    const line = records.getByRole('row').filter({ hasText: 'Notify the customer of a request' });
    if ((await line.count()) === 0 || !(await line.textContent())?.includes('Read')) {
      // The tab reads the list once: look again as a person would.
      await page.reload();
      await show(page).getByRole('tab', { name: 'Communication', exact: true }).click();
    }
    await expect(line.getByRole('cell', { name: 'Read', exact: true }).count()).resolves.toBe(1);
  });
  await screenshot(page, 'communications-request-read');
}, 180_000);

it("answers a lead's survey with a photo on the public page from the copied link; the survey's page says completed", async () => {
  const app = suite.app();
  const token = await adminToken();
  const { id: customerId } = await customer();
  const made = await app.call('POST', '/api/leads', token, dropOffLead(customerId));
  expect(made.status).toBe(201);
  const leadId = made.body.id as number;
  await settled(async () => expect((await app.call('GET', `/api/leads/${leadId}`, token)).status).toBe(200));

  const page = await suite.open();
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.url });
  await signIn(page, 'admin', `/leads/${leadId}/show`);
  await show(page).waitFor();
  const answered = page.waitForResponse((r) => r.url().endsWith(`/api/v1/leads/${leadId}/survey-link`));
  await page.locator('[data-testid="resource-show"] button[data-action="copySurveyLink"]').click();
  const answer = (await (await answered).json()) as { url: string; surveyId: number };
  await notifications(page).filter({ hasText: 'copied' }).first().waitFor();
  // The link is on the clipboard, as the salesperson pastes it to the customer.
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(answer.url);
  await screenshot(page, 'communications-survey-link-copied');

  // The customer's page: no console, no sign-in.
  await page.goto(answer.url);
  const form = page.getByTestId('survey-form');
  await form.waitFor();
  const answers: Record<string, string> = {
    itemsToStore: 'A sofa and six boxes of books',
    rooms: '2',
    preferredDate: '20 December',
    access: 'Third floor, lift, visitor parking',
    notes: 'Please call before coming',
  };
  for (const q of LEAD_SURVEY_QUESTIONS) await page.getByLabel(q.text).fill(answers[q.key] ?? '');
  // A photo of what is to be stored, as a phone adds it.
  await page.locator('#photos').setInputFiles({ name: 'living-room.png', mimeType: 'image/png', buffer: PNG });
  await screenshot(page, 'communications-survey-page');
  await form.getByRole('button', { name: SURVEY_PAGE_TEXTS.submit, exact: true }).click();
  await page.getByTestId('survey-message').waitFor();

  await settled(async () =>
    expect((await app.call('GET', `/api/surveys/${answer.surveyId}`, token)).body.status).toBe('completed'),
  );
  await page.goto(`${app.url}/#/surveys/${answer.surveyId}/show`);
  await show(page).waitFor();
  await show(page).getByText('Completed', { exact: true }).first().waitFor();
  for (const value of Object.values(answers)) await show(page).getByText(value).first().waitFor();
  // Each answer under the question the customer was asked, not its key.
  for (const q of LEAD_SURVEY_QUESTIONS)
    await show(page)
      .getByText(`${q.text}: ${answers[q.key] ?? ''}`, { exact: true })
      .waitFor();
  await screenshot(page, 'communications-survey-completed');
  // The Photos tab: the customer's photo, its picture loaded.
  await show(page).getByRole('tab', { name: 'Photos', exact: true }).click();
  const picture = page.getByTestId('survey-photos').getByRole('img', { name: 'Photo 1 of the survey' });
  await picture.waitFor();
  await settled(async () => expect(await picture.evaluate((i: HTMLImageElement) => i.naturalWidth)).toBe(1));
  await screenshot(page, 'communications-survey-photos');
}, 180_000);
