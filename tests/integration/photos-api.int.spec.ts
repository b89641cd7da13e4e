import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  photoDeletedComment,
  REQUEST_COMPLETE_PHOTOS_MESSAGE,
  UPLOAD_TOO_LARGE_MESSAGE,
  type EventMetadata,
  type RequestCompleted,
  type RequestCreated,
  type StorageCreated,
} from '@console/contracts';
import { sql } from 'kysely';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { rebuild } from '../support/rebuild.js';

// Objects of this run in a folder of their own (the local blob store reads BLOB_DIR when the app starts).
const blobDir = fs.mkdtempSync(path.join(os.tmpdir(), 'photos-int-'));
process.env['BLOB_DIR'] = blobDir;

let app: TestApp;
let admin: string;
let partner: string;
beforeAll(async () => {
  app = await startTestApp(0);
  [admin, partner] = await Promise.all([app.token('admin'), app.token('partner')]);
});
afterAll(async () => {
  await app.stop();
  fs.rmSync(blobDir, { recursive: true, force: true });
});

const metadata = (): EventMetadata => ({
  userId: null,
  partnerId: null,
  correlationId: crypto.randomUUID(),
  causationId: null,
  command: 'PhotosTestFixture',
  occurredAt: new Date().toISOString(),
});

/** A request as its own event (the requests context's codec), so these tests need no request form rules. */
const newRequest = async (partnerId: number, userId: number | null = null): Promise<number> => {
  const id = await app.infra.ids.next('request');
  const data: RequestCreated = {
    id,
    status: 'confirmed',
    createdAt: new Date().toISOString(),
    assigneeId: null,
    fields: { type: 'pickup', partnerId, userId, date: '2026-11-22', countryId: 1 },
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

const completeRequest = async (id: number): Promise<void> => {
  const data: RequestCompleted = { id, from: 'confirmed', finishedAt: new Date().toISOString() };
  await app.infra.store.append(
    `request-${id}`,
    [{ id: crypto.randomUUID(), type: 'RequestCompleted', data, metadata: metadata() }],
    'any',
  );
  await app.settle();
};

const newStorage = async (partnerId: number): Promise<number> => {
  const id = await app.infra.ids.next('storage');
  const data: StorageCreated = {
    id,
    createdAt: new Date().toISOString(),
    fields: { partnerId, userId: null, status: 'new' },
  };
  await app.infra.store.append(
    `storage-${id}`,
    [{ id: crypto.randomUUID(), type: 'StorageCreated', data, metadata: metadata() }],
    'no_stream',
  );
  await app.settle();
  return id;
};

/** The console's three steps: presigned address, PUT, confirmation. */
const upload = async (token: string, requestId: number, filename: string, mimetype: string, bytes: Buffer) => {
  const presigned = await app.call('POST', '/api/v1/uploads/presigned-url', token, {
    filenames: [filename],
    requestId,
    mimetypes: [mimetype],
  });
  expect(presigned.status).toBe(200);
  const { url, key } = (presigned.body as { url: string; key: string }[])[0]!;
  const put = await fetch(url, { method: 'PUT', body: bytes, headers: { 'content-type': mimetype } });
  expect(put.status).toBe(200);
  return {
    key,
    confirm: (size = bytes.length) =>
      app.call('POST', '/api/v1/uploads/confirmations', token, { userId: null, requestId, key, size, mimetype }),
  };
};

const listPhotos = (token: string, query: string) => app.call('GET', `/api/v1/photos?${query}`, token);

describe('request photos: presigned upload, confirmation, list, delete', () => {
  it('uploads a photo and a video, lists them by the video flag, and deletes one with a comment', async () => {
    const requestId = await newRequest(1);
    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), crypto.randomBytes(4000)]);
    const photo = await upload(admin, requestId, 'front door.jpg', 'image/jpeg', jpeg);
    expect(photo.key).toMatch(new RegExp(`^requests/${requestId}/\\d+-[0-9a-f-]{36}\\.jpg$`));

    // The claimed size must be the stored object's.
    const wrongSize = await photo.confirm(jpeg.length + 1);
    expect(wrongSize.status).toBe(400);
    const confirmed = await photo.confirm();
    expect(confirmed.status).toBe(201);
    expect(confirmed.body).toMatchObject({
      requestId,
      storageId: null,
      mimetype: 'image/jpeg',
      video: false,
      size: jpeg.length,
    });
    // Confirming the same upload again (a retry) makes no second photo.
    expect((await photo.confirm()).body.id).toBe(confirmed.body.id);

    const video = await upload(admin, requestId, 'walkthrough.mp4', 'video/mp4', crypto.randomBytes(3000));
    const videoRow = (await video.confirm()).body;
    expect(videoRow.video).toBe(true);
    await app.settle();

    const photos = await listPhotos(admin, `requestId=${requestId}&video=false`);
    expect(photos.body.data.map((p: { id: number }) => p.id)).toEqual([confirmed.body.id]);
    const videos = await listPhotos(admin, `requestId=${requestId}&video=true`);
    expect(videos.body.data.map((p: { id: number }) => p.id)).toEqual([videoRow.id]);
    const file = await fetch(photos.body.data[0].photo);
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).equals(jpeg)).toBe(true);

    const deleted = await app.call('DELETE', `/api/v1/photos/${confirmed.body.id}`, admin);
    expect(deleted.status).toBe(200);
    await app.settle();
    const comment = await app.call('POST', '/api/comments', admin, {
      comment: photoDeletedComment({ id: confirmed.body.id, video: false }),
      documentId: requestId,
      model: 'request',
      userId: null,
    });
    expect(comment.status).toBe(201);
    expect((await listPhotos(admin, `requestId=${requestId}`)).body.data.map((p: { id: number }) => p.id)).toEqual([
      videoRow.id,
    ]);
    const comments = await app.call('GET', `/api/comments?model=request&documentId=${requestId}`, admin);
    expect(comments.body.data.map((c: { comment: string }) => c.comment)).toEqual([
      `Photo #${confirmed.body.id} deleted`,
    ]);
    // The object went with the photo, and a second delete finds nothing.
    expect((await fetch(photos.body.data[0].photo)).status).toBe(404);
    expect((await app.call('DELETE', `/api/v1/photos/${confirmed.body.id}`, admin)).status).toBe(404);
    // History has the photo's own stream.
    const history = await app.call('GET', `/api/v1/history/photo/${confirmed.body.id}`, admin);
    expect(history.body.document).toMatchObject({ id: confirmed.body.id, requestId, deleted: true });
  });

  it('refuses more than 500MB in one upload, types that are not photos or videos, and a key of another request', async () => {
    const requestId = await newRequest(1);
    const MB = 1024 * 1024;
    const tooLarge = await app.call('POST', '/api/v1/uploads/presigned-url', admin, {
      filenames: ['a.mp4', 'b.mp4'],
      requestId,
      mimetypes: ['video/mp4', 'video/mp4'],
      sizes: [300 * MB, 200 * MB + 1],
    });
    expect(tooLarge.status).toBe(400);
    expect(tooLarge.body.message).toBe(UPLOAD_TOO_LARGE_MESSAGE);
    const atCap = await app.call('POST', '/api/v1/uploads/presigned-url', admin, {
      filenames: ['a.mp4', 'b.mp4'],
      requestId,
      mimetypes: ['video/mp4', 'video/mp4'],
      sizes: [300 * MB, 200 * MB],
    });
    expect(atCap.status).toBe(200);
    expect(atCap.body).toHaveLength(2);

    const pdf = await app.call('POST', '/api/v1/uploads/presigned-url', admin, {
      filenames: ['x.pdf'],
      requestId,
      mimetypes: ['application/pdf'],
    });
    expect(pdf.status).toBe(400);

    const other = await newRequest(1);
    const up = await upload(admin, other, 'x.png', 'image/png', crypto.randomBytes(100));
    const stolen = await app.call('POST', '/api/v1/uploads/confirmations', admin, {
      userId: null,
      requestId,
      key: up.key,
      size: 100,
      mimetype: 'image/png',
    });
    expect(stolen.status).toBe(400);
    const unknown = await app.call('POST', '/api/v1/uploads/presigned-url', admin, {
      filenames: ['x.png'],
      requestId: 987654,
      mimetypes: ['image/png'],
    });
    expect(unknown.status).toBe(404);
  });

  it('refuses uploads, confirmations and deletes once the request is complete', async () => {
    const requestId = await newRequest(1);
    const kept = await upload(admin, requestId, 'kept.jpg', 'image/jpeg', crypto.randomBytes(500));
    const keptRow = (await kept.confirm()).body;
    const late = await upload(admin, requestId, 'late.jpg', 'image/jpeg', crypto.randomBytes(500));
    await completeRequest(requestId);

    const presign = await app.call('POST', '/api/v1/uploads/presigned-url', admin, {
      filenames: ['x.jpg'],
      requestId,
      mimetypes: ['image/jpeg'],
    });
    expect(presign.status).toBe(409);
    expect(presign.body.message).toBe(REQUEST_COMPLETE_PHOTOS_MESSAGE);
    expect((await late.confirm()).status).toBe(409);
    const del = await app.call('DELETE', `/api/v1/photos/${keptRow.id}`, admin);
    expect(del.status).toBe(409);
    expect((await listPhotos(admin, `requestId=${requestId}`)).body.total).toBe(1);
  });
});

describe('partner scope', () => {
  it("partner users see only their partner's photos and change none", async () => {
    const own = await newRequest(2);
    const others = await newRequest(1);
    const ownPhoto = (await (await upload(admin, own, 'own.jpg', 'image/jpeg', crypto.randomBytes(50))).confirm()).body;
    const otherPhoto = (
      await (await upload(admin, others, 'other.jpg', 'image/jpeg', crypto.randomBytes(50))).confirm()
    ).body;
    await app.settle();

    expect((await listPhotos(partner, `requestId=${own}`)).body.data.map((p: { id: number }) => p.id)).toEqual([
      ownPhoto.id,
    ]);
    expect((await listPhotos(partner, `requestId=${others}`)).body.total).toBe(0);
    // The generic resource path the console's lists read, with the framework's paging and sort parameters.
    const generic = await app.call(
      'GET',
      `/api/photos?requestId=${own}&video=false&$limit=500&$skip=0&$sort[id]=1`,
      partner,
    );
    expect(generic.body).toMatchObject({ total: 1, limit: 500, skip: 0 });
    expect(generic.body.data[0].id).toBe(ownPhoto.id);
    const all = (await listPhotos(partner, '')).body.data.map((p: { id: number }) => p.id);
    expect(all).toContain(ownPhoto.id);
    expect(all).not.toContain(otherPhoto.id);
    expect((await app.call('GET', `/api/v1/photos/${otherPhoto.id}`, partner)).status).toBe(404);
    expect((await app.call('GET', `/api/v1/photos/${ownPhoto.id}`, partner)).status).toBe(200);

    expect(
      (
        await app.call('POST', '/api/v1/uploads/presigned-url', partner, {
          filenames: ['x.jpg'],
          requestId: own,
          mimetypes: ['image/jpeg'],
        })
      ).status,
    ).toBe(403);
    expect((await app.call('DELETE', `/api/v1/photos/${ownPhoto.id}`, partner)).status).toBe(403);
  });
});

describe('storage photos', () => {
  it('adds a photo from a JPEG data URL and refuses anything else', async () => {
    const storageId = await newStorage(1);
    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xdb]), crypto.randomBytes(2000)]);
    const added = await app.call('POST', '/api/v1/photos', admin, {
      userId: null,
      storageId,
      file: `data:image/jpeg;base64,${jpeg.toString('base64')}`,
    });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      storageId,
      requestId: null,
      mimetype: 'image/jpeg',
      video: false,
      size: jpeg.length,
    });
    await app.settle();
    const listed = await listPhotos(admin, `storageId=${storageId}&video=false`);
    expect(listed.body.data.map((p: { id: number }) => p.id)).toEqual([added.body.id]);
    expect(Buffer.from(await (await fetch(listed.body.data[0].photo)).arrayBuffer()).equals(jpeg)).toBe(true);

    const png = await app.call('POST', '/api/v1/photos', admin, {
      userId: null,
      storageId,
      file: `data:image/png;base64,${jpeg.toString('base64')}`,
    });
    expect(png.status).toBe(400);
    const notJpeg = await app.call('POST', '/api/v1/photos', admin, {
      userId: null,
      storageId,
      file: `data:image/jpeg;base64,${Buffer.from('hello').toString('base64')}`,
    });
    expect(notJpeg.status).toBe(400);
    expect(
      (
        await app.call('POST', '/api/v1/photos', admin, {
          userId: null,
          storageId: 99999,
          file: `data:image/jpeg;base64,${jpeg.toString('base64')}`,
        })
      ).status,
    ).toBe(404);
  });

  it('takes a full-size phone photo (several MB) in one JSON body', async () => {
    const storageId = await newStorage(1);
    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xdb]), crypto.randomBytes(6 * 1024 * 1024)]);
    const added = await app.call('POST', '/api/v1/photos', admin, {
      userId: null,
      storageId,
      file: `data:image/jpeg;base64,${jpeg.toString('base64')}`,
    });
    expect(added.status).toBe(201);
    expect(added.body.size).toBe(jpeg.length);
  });
});

describe('rm.photos', () => {
  it('a rebuild gives the live table, row for row', async () => {
    const snapshot = async () =>
      (await sql<Record<string, unknown>>`SELECT * FROM rm.photos ORDER BY id`.execute(app.infra.db)).rows;
    const live = await snapshot();
    expect(live.length).toBeGreaterThan(5);
    expect(live.some((r) => r['deleted'] === true)).toBe(true);
    expect(await rebuild(app, ['photos'])).toEqual(['photos']);
    expect(await snapshot()).toEqual(live);
  });
});
