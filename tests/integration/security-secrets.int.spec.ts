import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import path from 'node:path';
import jwt from 'jsonwebtoken';
import { BLOB_CONTENT_SECURITY_POLICY, createBlobStore, loadBlobConfig, type BlobStore } from '@console/infra';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * Issue 11, finding 1: no secret is a constant. A token signed with the old public demo secret is refused; the
 * blob store signs with its own secret, so neither the token secret nor the demo one forges a blob address; an
 * uploaded page is served as an opaque download, never as HTML of the API's origin; and production refuses to
 * start with a missing, short or demo JWT_SECRET (the real `npm start` entry, services/dist/main.js).
 */
const DEMO_SECRET = 'console-demo-secret-change-me';
let app: TestApp;
let adminId: number;

const storeSignedWith = (secret: string): BlobStore =>
  createBlobStore(loadBlobConfig({}, app.infra.config.dataDir, secret));

beforeAll(async () => {
  app = await startTestApp(0);
  const admin = await app.token('admin');
  adminId = (await app.call('GET', '/api/users?email=admin@demo.test', admin)).body.data[0].id;
});
afterAll(() => app.stop());

describe('tokens', () => {
  it('refuses a token signed with the public demo secret, and accepts one of the configured secret', async () => {
    const forged = jwt.sign({}, DEMO_SECRET, { subject: String(adminId), expiresIn: '1h', algorithm: 'HS256' });
    expect((await app.call('GET', '/api/users', forged)).status).toBe(401);
    const real = jwt.sign({}, app.infra.config.jwtSecret, {
      subject: String(adminId),
      expiresIn: '1h',
      algorithm: 'HS256',
    });
    expect((await app.call('GET', '/api/users', real)).status).toBe(200);
  });

  it('gives every installation its own secrets: neither is the demo value, and they differ', () => {
    expect(app.infra.config.jwtSecret).not.toBe(DEMO_SECRET);
    expect(app.infra.config.blobSigningSecret).not.toBe(app.infra.config.jwtSecret);
  });
});

describe('blobs', () => {
  const key = () => `security/${crypto.randomUUID()}/evil.html`;

  it('refuses an address presigned with the token secret or the demo secret (the blob key is its own)', async () => {
    for (const secret of [app.infra.config.jwtSecret, DEMO_SECRET]) {
      const forged = storeSignedWith(secret);
      const put = await forged.presignPut(key(), { expiresInSeconds: 60, contentType: 'text/html', origin: app.url });
      expect(
        (
          await fetch(put, {
            method: 'PUT',
            body: '<script>alert(1)</script>',
            headers: { 'content-type': 'text/html' },
          })
        ).status,
      ).toBe(403);
      const get = await forged.presignGet('security/any.jpg', { expiresInSeconds: 60, origin: app.url });
      expect((await fetch(get)).status).toBe(403);
    }
  });

  it.each(['text/html', 'image/svg+xml', 'application/xml', 'text/javascript', 'application/xhtml+xml'])(
    'serves an upload declared %s as an opaque attachment, sandboxed, never sniffed',
    async (type) => {
      const store = storeSignedWith(app.infra.config.blobSigningSecret);
      const k = key();
      const put = await store.presignPut(k, { expiresInSeconds: 60, contentType: type, origin: app.url });
      expect(
        (
          await fetch(put, {
            method: 'PUT',
            body: '<html><script>alert(document.domain)</script></html>',
            headers: { 'content-type': type },
          })
        ).status,
      ).toBe(200);
      expect((await store.head(k))?.contentType).toBe('application/octet-stream');
      const res = await fetch(await store.presignGet(k, { expiresInSeconds: 60, origin: app.url }));
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/octet-stream');
      expect(res.headers.get('content-disposition')).toBe('attachment; filename="evil.html"');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('content-security-policy')).toBe(BLOB_CONTENT_SECURITY_POLICY);
    },
  );

  it('serves a photo inline as its image type, with the same protections', async () => {
    const store = storeSignedWith(app.infra.config.blobSigningSecret);
    const k = `security/${crypto.randomUUID()}/photo.jpg`;
    await store.put(k, Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]), 'image/jpeg');
    const res = await fetch(await store.presignGet(k, { expiresInSeconds: 60, origin: app.url }));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(res.headers.get('content-disposition')).toBe('inline; filename="photo.jpg"');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toBe(BLOB_CONTENT_SECURITY_POLICY);
  });
});

describe('production start', () => {
  const main = path.resolve('services/dist/main.js');
  const start = (env: Record<string, string>) =>
    spawnSync(process.execPath, [main], {
      env: {
        PATH: process.env['PATH'] ?? '',
        NODE_ENV: 'production',
        DATA_DIR: path.join(app.infra.config.dataDir, 'never'),
        ...env,
      },
      encoding: 'utf8',
      timeout: 60_000,
    });
  const strong = () => crypto.randomBytes(32).toString('base64url');

  // Each start loads the whole server (~10 s here): the short and blob-secret cases are config unit tests.
  it.each([
    ['a missing JWT_SECRET', { BLOB_SIGNING_SECRET: strong() }, /JWT_SECRET is not set/],
    [
      'the demo JWT_SECRET',
      { JWT_SECRET: DEMO_SECRET, BLOB_SIGNING_SECRET: strong() },
      /JWT_SECRET is a known demo or placeholder value/,
    ],
  ])('refuses to start with %s, in one clear line', (_what, env, message) => {
    const run = start(env);
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/^\[console\] production \(NODE_ENV=production\) refuses to start: /);
    expect(run.stderr).toMatch(message);
    expect(run.stdout).not.toMatch(/http:\/\/localhost/);
  });
});
