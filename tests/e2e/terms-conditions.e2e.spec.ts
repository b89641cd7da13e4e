import type { Page } from 'playwright-core';
import { consoleInBrowser, settled } from './support/console-in-browser.js';
import { choose } from './support/console-page.js';
import { notifications, screenshot, signIn } from './support/browser.js';

/**
 * Issue 34 §7 in a real browser: the admin opens Terms & Conditions from the Admin menu, picks a country and a type,
 * presses List, edits the text in the rich text editor and saves ('Data Updated Successfully'); a reload shows the
 * saved text. A pick with no terms says so, and the admin writes them there.
 */
const suite = consoleInBrowser(0);

const editor = (page: Page) => page.getByRole('textbox', { name: 'Terms text' });

const list = async (page: Page, country: string, type: string) => {
  await choose(page, 'Country', country);
  await choose(page, 'Type', type);
  await page.getByRole('button', { name: 'List', exact: true }).click();
};

const write = async (page: Page, lines: readonly string[]) => {
  await editor(page).click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  for (const [i, line] of lines.entries()) {
    if (i > 0) await page.keyboard.press('Enter');
    await page.keyboard.type(line);
  }
};

describe('terms and conditions', () => {
  it("the admin edits UAE's quote terms, saves them and finds them after a reload", async () => {
    const page = await suite.open();
    await signIn(page, 'admin');
    await page.getByTestId('sidebar').getByRole('link', { name: 'Terms & Conditions' }).click();
    await page.getByRole('heading', { name: 'Terms and Conditions' }).waitFor();

    await list(page, 'UAE', 'Quotation');
    await editor(page).waitFor();
    await expect(editor(page).innerText()).resolves.toContain('United Arab Emirates');
    const mark = `Browser clause ${Date.now()}`;
    await write(page, [mark, 'Keys are returned at the end of the storage.']);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await notifications(page).filter({ hasText: 'Data Updated Successfully' }).first().waitFor();

    await page.reload();
    await page.getByRole('heading', { name: 'Terms and Conditions' }).waitFor();
    await list(page, 'UAE', 'Quotation');
    await editor(page).waitFor();
    await settled(async () => expect(await editor(page).innerText()).toContain(mark));
    await expect(editor(page).innerText()).resolves.not.toContain('United Arab Emirates');
    const admin = await suite.app().token('admin');
    const [saved] = (await suite.app().call('GET', '/api/terms-conditions?countryId=1&type=quote', admin)).body.data;
    expect(saved.content).toEqual([
      { kind: 'paragraph', marker: '', text: mark },
      { kind: 'paragraph', marker: '', text: 'Keys are returned at the end of the storage.' },
    ]);
    await screenshot(page, 'terms-conditions-saved');
  });

  it('a pick with no terms says so, and the admin writes them there', async () => {
    const page = await suite.open();
    await signIn(page, 'admin', '/terms-conditions');
    await list(page, 'Kuwait', 'Moving job');
    await page.getByText('There is no T&C list available!').waitFor();
    await page.getByRole('button', { name: 'Create these terms' }).click();
    await write(page, ['Moving jobs are priced after a survey.']);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await notifications(page).filter({ hasText: 'Data Updated Successfully' }).first().waitFor();
    await settled(async () =>
      expect(await editor(page).innerText()).toContain('Moving jobs are priced after a survey.'),
    );
    await expect(page.getByText('There is no T&C list available!').count()).resolves.toBe(0);
  });
});
