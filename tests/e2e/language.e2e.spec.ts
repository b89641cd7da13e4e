import type { Page } from 'playwright-core';
import { consoleInBrowser, eventually } from './support/console-in-browser.js';
import { listReady } from './support/console-page.js';
import { DEMO_PASSWORD, screenshot, signIn } from './support/browser.js';

/**
 * Issue 36 §2–§3 in a real browser: the header's language switch turns the open console to Arabic, right to left,
 * at once and without fetching its data again; the choice is the user's record's `language`, so a reload and another
 * browser open in it; the sign-in page follows the browser's language until someone signs in.
 */
const suite = consoleInBrowser(2);
const open = async (locale?: string) => {
  const page = await suite.open(locale);
  page.context().setDefaultTimeout(30_000);
  return page;
};

const direction = (page: Page) =>
  page.evaluate(() => ({ dir: document.documentElement.dir, lang: document.documentElement.lang }));
const salesGroup = (page: Page) => page.getByTestId('menu-group-sales');

const userLanguage = async (email: string) => {
  const app = suite.app();
  const admin = await app.token('admin');
  const found = await app.call('GET', `/api/users?email=${encodeURIComponent(email)}`, admin);
  const row = (found.body as { data: { id: number }[] }).data[0]!;
  const record = await app.call('GET', `/api/users/${row.id}`, admin);
  return (record.body as { language: string }).language;
};

describe('the console in Arabic', () => {
  it('switches the open screen to Arabic, right to left, without fetching its data again, and keeps the choice', async () => {
    const page = await open();
    await signIn(page, 'staff', '/requests');
    await listReady(page);
    expect(await direction(page)).toEqual({ dir: 'ltr', lang: 'en' });
    await expect(salesGroup(page).getAttribute('aria-label')).resolves.toBe('Sales');

    const calls: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/api/')) calls.push(`${r.method()} ${new URL(r.url()).pathname}`);
    });
    const t0 = Date.now();
    await page.getByTestId('language-switch').click();
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    // What the switch itself asked for: the console keeps the choice (PATCH) only after it has painted the screen in
    // the new language, so everything asked before that PATCH is the switch's own doing — and it must be nothing.
    // (The PATCH then changes the users read model, and the live notices may refresh lists naming users, as any
    // change of a user does.)
    const duringSwitch = () =>
      calls.slice(
        0,
        calls.findIndex((c) => c.startsWith('PATCH /api/users/')),
      );
    await eventually(async () => expect(await salesGroup(page).getAttribute('aria-label')).toBe('المبيعات'));
    const switched = Date.now() - t0;
    console.log(`[language] the open requests list re-rendered in Arabic after ${switched} ms`);
    expect(await direction(page)).toEqual({ dir: 'rtl', lang: 'ar' });
    await expect(page.getByTestId('language-switch').textContent()).resolves.toContain('English');
    // MUI's theme in right to left: the drawer's paper sits at the right edge of the window.
    const box = await page.getByTestId('sidebar').boundingBox();
    expect(box!.x + box!.width).toBeGreaterThan(1440 - 5);
    await screenshot(page, 'language-requests-ar');
    // The only call of the switch is keeping the choice on the user's record: the list's rows were not asked again.
    await eventually(async () => expect(calls.filter((c) => c.startsWith('PATCH'))).toHaveLength(1));
    expect(duringSwitch()).toEqual([]);
    await eventually(async () => expect(await userLanguage('staff@demo.test')).toBe('AR'));

    // A reload starts in Arabic.
    await page.reload();
    await page.getByTestId('sidebar').waitFor();
    expect(await direction(page)).toEqual({ dir: 'rtl', lang: 'ar' });

    // Back to English, on the record too.
    await page.getByTestId('language-switch').click();
    await page.waitForFunction(() => document.documentElement.dir === 'ltr');
    await eventually(async () => expect(await salesGroup(page).getAttribute('aria-label')).toBe('Sales'));
    await eventually(async () => expect(await userLanguage('staff@demo.test')).toBe('EN'));
  });

  it('follows the user to another browser: the record says Arabic, the console opens in it after sign-in', async () => {
    const app = suite.app();
    const admin = await app.token('admin');
    const found = await app.call('GET', `/api/users?email=${encodeURIComponent('finance@demo.test')}`, admin);
    const id = (found.body as { data: { id: number }[] }).data[0]!.id;
    const patched = await app.call('PATCH', `/api/users/${id}`, admin, { language: 'AR' });
    expect(patched.status).toBe(200);
    const page = await open();
    await signIn(page, 'finance');
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    expect(await direction(page)).toEqual({ dir: 'rtl', lang: 'ar' });
    await expect(page.getByTestId('language-switch').textContent()).resolves.toContain('English');
  });

  it('speaks the browser’s language on the sign-in page, and the user’s own once signed in', async () => {
    const page = await open('ar-AE');
    await page.goto('/#/login');
    await page.getByRole('button', { name: 'تسجيل الدخول' }).waitFor();
    expect(await direction(page)).toEqual({ dir: 'rtl', lang: 'ar' });
    await screenshot(page, 'language-sign-in-ar');
    // The sales user's record says English: signed in, the console speaks it, whatever the browser's language.
    await page.getByLabel('اسم المستخدم').fill('sales@demo.test');
    await page.getByLabel('كلمة المرور').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
    await page.getByTestId('sidebar').waitFor();
    await page.waitForFunction(() => document.documentElement.dir === 'ltr');
    expect(await direction(page)).toEqual({ dir: 'ltr', lang: 'en' });
  });
});
