import type { Page } from 'playwright-core';
import { startLocalChannels, type LocalChannels } from '../../services/src/notifications/channels/index.js';
import { consoleInBrowser, eventually } from './support/console-in-browser.js';
import { cells, choose, hashPath, listReady } from './support/console-page.js';
import { screenshot, signIn } from './support/browser.js';

/**
 * Spec 3 §2 Communication templates in a real browser (issue 33 item 4): the admin creates a template with a
 * category, finds it first on the list (id descending), opens its show page and sends a test e-mail, which the
 * (local) SMTP server receives; the popup's Send stays disabled while the address is empty.
 */
const suite = consoleInBrowser(0);
let channels: LocalChannels;
beforeAll(async () => {
  channels = await startLocalChannels({ secret: 'template-e2e-secret-0123', webhookSecret: 'template-e2e-hook' });
  process.env['SMTP_URL'] = channels.urls.smtp;
});
afterAll(async () => {
  delete process.env['SMTP_URL'];
  await channels.stop();
});

const form = (page: Page) => page.getByTestId('resource-form');
const fill = (page: Page, name: string, value: string) => form(page).locator(`[name="${name}"]`).first().fill(value);

describe('communication templates', () => {
  it('creates a template with a category, lists it, shows it and sends a test e-mail', async () => {
    const app = suite.app();
    const admin = await app.token('admin');
    const mark = `${Date.now()}`;
    const category = `Browser ${mark}`;
    expect([201, 202]).toContain(
      (await app.call('POST', '/api/template-categories', admin, { name: category })).status,
    );
    await app.settle();

    const page = await suite.open();
    await signIn(page, 'admin', '/communication-templates/create');
    await form(page).waitFor();
    const name = `browserMail-${mark}`;
    await fill(page, 'templateName', name);
    await fill(page, 'description', 'A template made in the browser');
    await fill(page, 'subject', 'Hello {{reference}}');
    await fill(page, 'fromEmail', 'sales@example.test');
    await fill(page, 'toEmails', 'customer@example.test');
    await choose(page, 'Categories', category);
    // Spec 3 §2: the edit tabs Details, Fields, Body HTML, Whatsapp.
    await form(page).getByRole('tab', { name: 'Fields' }).click();
    await fill(page, 'templateVariables', 'reference');
    await form(page).getByRole('tab', { name: 'Body HTML' }).click();
    await fill(page, 'body', '<p>Dear {{customerName}}, {{reference}}</p>');
    await form(page).getByRole('button', { name: 'Save' }).click();
    await page.getByTestId('resource-show').waitFor({ timeout: 30_000 });
    const id = Number(/^\/communication-templates\/(\d+)\/show$/.exec(hashPath(page))?.[1]);
    expect(id).toBeGreaterThan(0);
    const saved = (await app.call('GET', `/api/communication-templates/${id}`, admin)).body as { categories: number[] };
    expect(saved.categories).toHaveLength(1);

    await page.goto('/#/communication-templates');
    await listReady(page);
    expect((await cells(page, 'id'))[0]).toBe(String(id));
    expect((await cells(page, 'templateName'))[0]).toBe(name);

    await page.goto(`/#/communication-templates/${id}/show`);
    await page.getByTestId('resource-show').waitFor();
    // The show tabs (spec 3 §2): fields, Details, Body (the HTML in a sandboxed frame), Whatsapp.
    await page.getByRole('tab', { name: 'Body' }).click();
    await expect(
      page.frameLocator('iframe[title="Body"]').getByText('Dear {{customerName}}, {{reference}}').textContent(),
    ).resolves.toContain('Dear');
    await page.getByRole('button', { name: 'Test Email' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('button', { name: 'Send' }).isDisabled()).resolves.toBe(true);
    await dialog.locator('input[name="email"]').fill('tester@example.test');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await page.getByText('Test sent').first().waitFor();
    await eventually(async () =>
      expect(channels.smtp.received().some((m) => m.envelopeTo.includes('tester@example.test'))).toBe(true),
    );
    await screenshot(page, 'communication-template-test-sent');
  });
});
