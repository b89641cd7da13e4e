import crypto from 'node:crypto';
import type { BlobStore } from './blob-store.port.js';

/** A store to test, the origin its presigned addresses are made for, and how to let go of it. */
export interface BlobStoreFixture {
  readonly store: BlobStore;
  /** Passed as `origin` when presigning (the local store signs addresses on the API's own origin). */
  readonly origin: string;
  dispose(): Promise<void>;
}

/**
 * The behaviour every BlobStore adapter owes the photos context, one suite for all adapters: browsers move the
 * bytes through presigned addresses that nobody else can forge, widen or reuse after they expire.
 */
export const describeBlobStoreContract = (name: string, factory: () => Promise<BlobStoreFixture>): void => {
  describe(`BlobStore contract: ${name}`, () => {
    let fixture: BlobStoreFixture | undefined;
    const f = (): BlobStoreFixture => {
      if (!fixture) throw new Error('the blob store fixture was not created');
      return fixture;
    };
    const key = (ext = 'jpg') => `contract/${crypto.randomUUID()}.${ext}`;
    const bytes = (n: number) => crypto.randomBytes(n);

    beforeAll(async () => {
      fixture = await factory();
    });
    afterAll(async () => {
      await fixture?.dispose();
    });

    test('a presigned PUT stores the bytes; head and a presigned GET give them back with their type', async () => {
      const k = key();
      const body = bytes(70_000);
      const put = await f().store.presignPut(k, {
        expiresInSeconds: 60,
        contentType: 'image/jpeg',
        origin: f().origin,
      });
      const up = await fetch(put, { method: 'PUT', body, headers: { 'content-type': 'image/jpeg' } });
      expect(up.status).toBe(200);
      expect(await f().store.head(k)).toEqual({ size: body.length, contentType: 'image/jpeg' });
      const get = await f().store.presignGet(k, { expiresInSeconds: 60, origin: f().origin });
      const down = await fetch(get);
      expect(down.status).toBe(200);
      expect(down.headers.get('content-type')).toBe('image/jpeg');
      expect(Buffer.from(await down.arrayBuffer()).equals(body)).toBe(true);
      expect((await f().store.get(k))?.equals(body)).toBe(true);
    });

    test('a presigned GET answers a byte range, so a video can seek', async () => {
      const k = key('mp4');
      const body = bytes(1000);
      await f().store.put(k, body, 'video/mp4');
      const get = await f().store.presignGet(k, { expiresInSeconds: 60, origin: f().origin });
      const part = await fetch(get, { headers: { range: 'bytes=100-199' } });
      expect(part.status).toBe(206);
      expect(part.headers.get('content-range')).toBe('bytes 100-199/1000');
      expect(Buffer.from(await part.arrayBuffer()).equals(body.subarray(100, 200))).toBe(true);
    });

    test('an address is good for its own key and method only, and a forged signature is refused', async () => {
      const k = key();
      const put = await f().store.presignPut(k, { expiresInSeconds: 60, contentType: 'image/png', origin: f().origin });
      const otherKey = put.replace(k, key());
      expect(
        (await fetch(otherKey, { method: 'PUT', body: bytes(10), headers: { 'content-type': 'image/png' } })).status,
      ).toBe(403);
      const forged = put.replace(
        /X-Amz-Signature=([0-9a-f])/,
        (_, c: string) => `X-Amz-Signature=${c === '0' ? '1' : '0'}`,
      );
      expect(
        (await fetch(forged, { method: 'PUT', body: bytes(10), headers: { 'content-type': 'image/png' } })).status,
      ).toBe(403);
      // A GET with the PUT's signature is a different request.
      expect((await fetch(put)).status).toBe(403);
      expect(await f().store.head(k)).toBeNull();
    });

    test('a presigned PUT binds the content type it was signed for', async () => {
      const k = key();
      const put = await f().store.presignPut(k, {
        expiresInSeconds: 60,
        contentType: 'image/jpeg',
        origin: f().origin,
      });
      const r = await fetch(put, { method: 'PUT', body: bytes(10), headers: { 'content-type': 'text/html' } });
      expect(r.status).toBe(403);
      expect(await f().store.head(k)).toBeNull();
    });

    test('an expired address is refused', async () => {
      const k = key();
      const put = await f().store.presignPut(k, { expiresInSeconds: 1, contentType: 'image/jpeg', origin: f().origin });
      await new Promise((r) => setTimeout(r, 2100));
      const r = await fetch(put, { method: 'PUT', body: bytes(10), headers: { 'content-type': 'image/jpeg' } });
      expect(r.status).toBe(403);
      expect(await f().store.head(k)).toBeNull();
    });

    test('delete removes the object; a missing object is null, and deleting it again is no error', async () => {
      const k = key();
      await f().store.put(k, bytes(5), 'image/gif');
      expect((await f().store.head(k))?.size).toBe(5);
      await f().store.delete(k);
      expect(await f().store.head(k)).toBeNull();
      expect(await f().store.get(k)).toBeNull();
      await expect(f().store.delete(k)).resolves.toBeUndefined();
      const get = await f().store.presignGet(k, { expiresInSeconds: 60, origin: f().origin });
      expect((await fetch(get)).status).toBe(404);
    });
  });
};
