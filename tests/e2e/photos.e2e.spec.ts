import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import type { EventMetadata, RequestCompleted, RequestCreated, StorageCreated } from '@console/contracts';
import { consoleInBrowser, eventually } from './support/console-in-browser.js';
import { notifications, screenshot, signIn } from './support/browser.js';

/**
 * Photos in a real browser (issue 6 item 8, the last test of item 10): upload photos to a request through the
 * multi-file picker (presigned PUT to the API's own blob endpoint, then confirmation), open one in the viewer,
 * zoom from 3.5 down to the minimum 0.5 and back, move with the arrows, close with Escape; once the request is
 * complete, upload and delete are gone.
 */
// Objects of this run in a folder of their own (the local blob store reads BLOB_DIR when the app starts).
const blobDir = fs.mkdtempSync(path.join(os.tmpdir(), 'photos-e2e-'));
process.env['BLOB_DIR'] = blobDir;
afterAll(() => fs.rmSync(blobDir, { recursive: true, force: true }));

const suite = consoleInBrowser(0);

const metadata = (): EventMetadata => ({
  userId: null,
  partnerId: null,
  correlationId: crypto.randomUUID(),
  causationId: null,
  command: 'PhotosE2EFixture',
  occurredAt: new Date().toISOString(),
});

const newRequest = async (): Promise<number> => {
  const app = suite.app();
  const id = await app.infra.ids.next('request');
  const data: RequestCreated = {
    id,
    status: 'confirmed',
    createdAt: new Date().toISOString(),
    assigneeId: null,
    fields: { type: 'pickup', partnerId: 1, userId: null, date: '2026-11-22', countryId: 1 },
    lines: [],
  };
  await app.infra.store.append(
    `request-${id}`,
    [{ id: crypto.randomUUID(), type: 'RequestCreated', data, metadata: metadata() }],
    'no_stream',
  );
  await app.settle();
  return id;
};

const newStorage = async (): Promise<number> => {
  const app = suite.app();
  const id = await app.infra.ids.next('storage');
  const data: StorageCreated = {
    id,
    createdAt: new Date().toISOString(),
    fields: { partnerId: 1, userId: null, status: 'new' },
  };
  await app.infra.store.append(
    `storage-${id}`,
    [{ id: crypto.randomUUID(), type: 'StorageCreated', data, metadata: metadata() }],
    'no_stream',
  );
  await app.settle();
  return id;
};

/** A PNG drawn by the browser: the storage photo upload must turn it into a JPEG. */
const pngOf = async (page: Page): Promise<Buffer> => {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 200;
    canvas.height = 150;
    const ctx = canvas.getContext('2d')!;
    ctx.fillStyle = '#ef6c00';
    ctx.fillRect(0, 0, 200, 150);
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
};

/** A real JPEG drawn by the browser itself, so the page shows it like a camera photo. */
const jpegOf = async (page: Page, colour: string): Promise<Buffer> => {
  const dataUrl = await page.evaluate((c) => {
    const canvas = document.createElement('canvas');
    canvas.width = 320;
    canvas.height = 240;
    const ctx = canvas.getContext('2d')!;
    ctx.fillStyle = c;
    ctx.fillRect(0, 0, 320, 240);
    ctx.fillStyle = '#fff';
    ctx.fillRect(100, 80, 120, 80);
    return canvas.toDataURL('image/jpeg', 0.9);
  }, colour);
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
};

const scaleOf = async (page: Page) => Number(await page.getByTestId('viewer-scale').getAttribute('data-scale'));

describe('request photos', () => {
  it('uploads two photos to a request and looks at them in the viewer: zoom, arrows, Escape', async () => {
    const requestId = await newRequest();
    const page = await suite.open();
    await signIn(page, 'admin', `/requests/${requestId}/show?tab=photos`);
    await page.getByTestId('request-photos').waitFor();
    await page.locator('[data-testid="photo-gallery"][data-status="ready"]').waitFor();

    await page.getByTestId('photos-file-input').setInputFiles([
      { name: 'front.jpg', mimeType: 'image/jpeg', buffer: await jpegOf(page, '#1565c0') },
      { name: 'back.jpg', mimeType: 'image/jpeg', buffer: await jpegOf(page, '#2e7d32') },
    ]);
    await eventually(
      async () => expect(await page.locator('[data-testid="upload-file"][data-status="done"]').count()).toBe(2),
      20_000,
    );
    await eventually(async () => expect(await page.getByTestId('photo-item').count()).toBe(2));
    expect(await notifications(page).allInnerTexts()).toContain('Upload Success');
    await screenshot(page, 'photos-request-uploaded');

    // The stored photos are the picked files.
    const token = await suite.app().token('admin');
    const listed = await suite.app().call('GET', `/api/v1/photos?requestId=${requestId}&video=false`, token);
    expect(listed.body.data.map((p: { mimetype: string }) => p.mimetype)).toEqual(['image/jpeg', 'image/jpeg']);

    await page.getByTestId('photo-item').first().locator('img').click();
    const viewer = page.getByTestId('media-viewer');
    await viewer.waitFor();
    expect(await viewer.getAttribute('data-index')).toBe('0');
    await eventually(async () =>
      expect(await page.getByTestId('viewer-image').evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(
        320,
      ),
    );
    expect(await scaleOf(page)).toBe(3.5);

    await page.getByRole('button', { name: 'Zoom in' }).click();
    expect(await scaleOf(page)).toBe(4);
    await page.getByRole('button', { name: 'Reset zoom' }).click();
    expect(await scaleOf(page)).toBe(3.5);
    for (let i = 0; i < 6; i++) await page.getByRole('button', { name: 'Zoom out' }).click();
    expect(await scaleOf(page)).toBe(0.5);
    expect(await page.getByRole('button', { name: 'Zoom out' }).isDisabled()).toBe(true);
    await screenshot(page, 'photos-viewer-zoomed-out');

    await page.keyboard.press('ArrowRight');
    await eventually(async () => expect(await viewer.getAttribute('data-index')).toBe('1'));
    // Each item opens at the initial scale.
    expect(await scaleOf(page)).toBe(3.5);
    await page.keyboard.press('ArrowLeft');
    await eventually(async () => expect(await viewer.getAttribute('data-index')).toBe('0'));

    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'detached' });
  });

  it('hides upload and delete once the request is complete', async () => {
    const requestId = await newRequest();
    const page = await suite.open();
    await signIn(page, 'admin', `/requests/${requestId}/show?tab=photos`);
    await page
      .getByTestId('photos-file-input')
      .setInputFiles([{ name: 'kept.jpg', mimeType: 'image/jpeg', buffer: await jpegOf(page, '#6a1b9a') }]);
    await eventually(async () => expect(await page.getByTestId('photo-item').count()).toBe(1), 20_000);
    expect(await page.getByRole('button', { name: /^Delete #/ }).count()).toBe(1);

    const data: RequestCompleted = { id: requestId, from: 'confirmed', finishedAt: new Date().toISOString() };
    await suite
      .app()
      .infra.store.append(
        `request-${requestId}`,
        [{ id: crypto.randomUUID(), type: 'RequestCompleted', data, metadata: metadata() }],
        'any',
      );
    await suite.app().settle();
    await page.reload();
    await page.getByTestId('request-photos').waitFor();
    await eventually(async () => expect(await page.getByTestId('photo-item').count()).toBe(1));
    expect(await page.getByTestId('photos-upload-button').count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Delete #/ }).count()).toBe(0);
  });
});

describe('storage photos', () => {
  it('previews a picked image and uploads it as a JPEG: status start, then success', async () => {
    const storageId = await newStorage();
    const page = await suite.open();
    await signIn(page, 'admin', `/storages/${storageId}/show?tab=photos`);
    await page.getByTestId('storage-photos').waitFor();
    await page
      .getByTestId('storage-photo-input')
      .setInputFiles([{ name: 'box.png', mimeType: 'image/png', buffer: await pngOf(page) }]);
    await page.getByTestId('storage-photo-preview').waitFor();
    await page.getByTestId('storage-photo-upload').click();
    await page.locator('[data-testid="storage-photo-status"][data-status="success"]').waitFor();
    await eventually(async () => expect(await page.getByTestId('photo-item').count()).toBe(1));

    const token = await suite.app().token('admin');
    const [photo] = (await suite.app().call('GET', `/api/v1/photos?storageId=${storageId}`, token)).body.data as {
      photo: string;
      mimetype: string;
    }[];
    expect(photo!.mimetype).toBe('image/jpeg');
    const bytes = Buffer.from(await (await fetch(photo!.photo)).arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);

    // The admin Photos list shows it, and its page shows the image.
    await page.goto(
      `/#/photos/${(await suite.app().call('GET', `/api/v1/photos?storageId=${storageId}`, token)).body.data[0].id}/show`,
    );
    await eventually(async () =>
      expect(await page.getByTestId('photo-show-image').evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(
        200,
      ),
    );
  });
});
