import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { consoleInBrowser, eventually } from './support/console-in-browser.js';
import { notifications, screenshot, signIn } from './support/browser.js';
import { choose } from './support/console-page.js';
import { action, adminCall, dialog, settled, show } from './support/record-page.js';
import { websiteLead } from '../support/lead-fixtures.js';

/**
 * The customer page (issue 34 §8): upload a photo on the customer's Photos tab and see 'Upload Success' and the
 * photo with its caption (spec 3 §7 user-photos, §8); put the customer on hold with a hold reason ('Customer put on
 * hold', spec 1 §4), see the hold on the page, and release it; the credits page shows the ledger's credit.
 */
const blobDir = fs.mkdtempSync(path.join(os.tmpdir(), 'customer-page-e2e-'));
process.env['BLOB_DIR'] = blobDir;
afterAll(() => fs.rmSync(blobDir, { recursive: true, force: true }));

const suite = consoleInBrowser(0);
const call = adminCall(suite);

const newCustomer = async (): Promise<number> =>
  (
    await call('POST', '/api/users', {
      type: 'b2c',
      name: 'Maryam Al Suwaidi',
      email: `maryam-${crypto.randomBytes(4).toString('hex')}@example.test`,
      phone: `+97150${String(Date.now() % 10_000_000).padStart(7, '0')}`,
      partnerId: 1,
      countryId: 1,
    })
  ).id;

/** A PNG drawn by the browser: the upload turns it into a JPEG at 80 percent. */
const pngOf = async (page: Page): Promise<Buffer> => {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 240;
    canvas.height = 160;
    const ctx = canvas.getContext('2d')!;
    ctx.fillStyle = '#00838f';
    ctx.fillRect(0, 0, 240, 160);
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
};

describe('the customer page', () => {
  it('uploads a photo with a caption on the Photos tab: Upload Success, then the photo and its caption', async () => {
    const userId = await newCustomer();
    const page = await suite.open();
    await signIn(page, 'admin', `/users/${userId}/show?tab=photos`);
    await page.getByTestId('customer-photos').waitFor();
    await page.locator('[data-testid="photo-gallery"][data-status="ready"]').waitFor();
    expect(await page.getByTestId('photo-item').count()).toBe(0);

    await page
      .getByTestId('customer-photo-input')
      .setInputFiles([{ name: 'id-card.png', mimeType: 'image/png', buffer: await pngOf(page) }]);
    await page.getByTestId('customer-photo-preview').waitFor();
    await page.getByTestId('customer-photo-caption').fill('Emirates ID, front');
    await page.getByTestId('customer-photo-upload').click();
    await notifications(page).filter({ hasText: 'Upload Success' }).waitFor();
    await page.locator('[data-testid="customer-photo-status"][data-status="success"]').waitFor();
    await eventually(async () => expect(await page.getByTestId('photo-item').count()).toBe(1));
    expect(await page.getByTestId('photo-caption').innerText()).toContain('Emirates ID, front');
    await eventually(async () =>
      expect(
        await page
          .getByTestId('photo-item')
          .locator('img')
          .evaluate((img) => (img as HTMLImageElement).naturalWidth),
      ).toBe(240),
    );
    await screenshot(page, 'customer-page-photo-uploaded');

    // The stored photo is the customer's, a JPEG, with the caption typed.
    const app = suite.app();
    const listed = await app.call('GET', `/api/user-photos?userId=${userId}`, await app.token('admin'));
    expect(listed.body.data).toMatchObject([{ userId, mimetype: 'image/jpeg', caption: 'Emirates ID, front' }]);
  });

  it('puts the customer on hold with a hold reason, shows it, and releases it', async () => {
    const reason = await call('POST', '/api/hold-reasons', { reason: 'Documents pending' });
    const userId = await newCustomer();
    const page = await suite.open();
    await signIn(page, 'admin', `/users/${userId}/show`);
    await show(page).waitFor();
    expect(await page.getByTestId('customer-hold').count()).toBe(0);

    await action(page, 'putOnHold').click();
    const form = dialog(page);
    await form.waitFor();
    // The reason is required: the button waits for it (as an order's hold, spec 2 §5).
    expect(await form.getByRole('button', { name: 'Put on hold' }).isDisabled()).toBe(true);
    await choose(page, 'Hold reason', 'Documents pending', form);
    await form.locator('textarea[name="reason"]').fill('Waiting for the Emirates ID');
    await form.getByRole('button', { name: 'Put on hold' }).click();
    await notifications(page).filter({ hasText: 'Customer put on hold' }).waitFor();
    await settled(async () => {
      const text = await page.getByTestId('customer-hold').innerText();
      expect(text).toContain('Documents pending');
      expect(text).toContain('Waiting for the Emirates ID');
    });
    await screenshot(page, 'customer-page-on-hold');
    const app = suite.app();
    const held = await app.call('GET', `/api/users/${userId}`, await app.token('admin'));
    expect(held.body).toMatchObject({ holdReasonId: reason.id, holdReason: 'Waiting for the Emirates ID' });

    // On hold, the page offers the release instead.
    expect(await action(page, 'putOnHold').count()).toBe(0);
    await action(page, 'releaseHold').click();
    await page.getByTestId('confirm-dialog').getByRole('button').last().click();
    await notifications(page).filter({ hasText: 'Customer hold released' }).waitFor();
    await settled(async () => expect(await page.getByTestId('customer-hold').count()).toBe(0));
  });

  it('uploads a photo with a caption on an order, shown under it and on the customer’s Photos tab', async () => {
    const userId = await newCustomer();
    const lead = await call('POST', '/api/leads', websiteLead(userId));
    await call('PATCH', `/api/leads/${lead.id}`, { status: 'confirmed', confirmedAt: new Date().toISOString() });
    const page = await suite.open();
    await signIn(page, 'admin', `/orders/${lead.id}/show`);
    const photos = page.getByTestId('order-photos');
    await photos.locator('[data-testid="photo-gallery"][data-status="ready"]').waitFor();
    await photos
      .getByTestId('customer-photo-input')
      .setInputFiles([{ name: 'sofa.png', mimeType: 'image/png', buffer: await pngOf(page) }]);
    await photos.getByTestId('customer-photo-caption').fill('Sofa before wrapping');
    await photos.getByTestId('customer-photo-upload').click();
    await notifications(page).filter({ hasText: 'Upload Success' }).waitFor();
    await settled(async () =>
      expect(await photos.getByTestId('photo-caption').innerText()).toContain('Sofa before wrapping'),
    );
    await screenshot(page, 'customer-page-order-photo');
    // The customer's Photos tab holds it too, caption and all.
    await page.goto(`/#/users/${userId}/show?tab=photos`);
    await page.getByRole('tab', { name: 'Photos', selected: true }).waitFor();
    await page.getByTestId('order-photos').waitFor({ state: 'detached' });
    await settled(async () =>
      expect(await page.getByTestId('photo-caption').allInnerTexts()).toEqual(['Sofa before wrapping']),
    );
    // And says which record it came with.
    await settled(async () => expect(await page.getByTestId('photo-item').innerText()).toContain(`Order #${lead.id}`));
  });

  it('opens the credits page, which moves credit by payments only', async () => {
    const userId = await newCustomer();
    const page = await suite.open();
    await signIn(page, 'admin', `/users/${userId}/show`);
    await action(page, 'credits').click();
    await page.getByTestId('customer-credits').waitFor();
    expect(await page.getByTestId('customer-credits-balance').innerText()).toMatch(/0\.00/);
    expect(await page.getByTestId('customer-credits-add').getAttribute('href')).toContain(
      `/payments/create?userId=${userId}`,
    );
  });
});
