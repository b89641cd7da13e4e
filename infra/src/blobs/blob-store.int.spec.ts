import fsp from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { describeBlobStoreContract, type BlobStoreFixture } from './blob-store.contract.js';
import { loadBlobConfig } from './blob-config.js';
import { LOCAL_BLOB_PATH } from './create-blob-store.js';
import { LocalBlobStore } from './local/local-blob-store.js';
import { createS3SubsetHandler } from './local/s3-subset-handler.js';
import { S3BlobStore } from './s3/s3-blob-store.js';

/**
 * The local store on a temporary folder, its S3-subset endpoint on a free port. The S3 adapter is tested against
 * the same endpoint: it speaks S3 (SigV4 by header and by query), so the SDK cannot tell it from a real service.
 */
const localServer = async (): Promise<{ local: LocalBlobStore; url: string; dispose(): Promise<void> }> => {
  const root = await fsp.mkdtemp(path.join(os.tmpdir(), 'blobs-'));
  const config = loadBlobConfig({}, root, 'contract-test-secret');
  if (config.kind !== 'local') throw new Error('expected the local store');
  let url = '';
  const local = new LocalBlobStore({ ...config, root, pathPrefix: LOCAL_BLOB_PATH, publicBaseUrl: undefined });
  const handle = createS3SubsetHandler(local, { maxObjectBytes: 1024 * 1024 });
  const server = http.createServer((req, res) => {
    handle(req, res).catch(() => res.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    local,
    url,
    dispose: async () => {
      await new Promise((resolve) => server.close(resolve));
      await fsp.rm(root, { recursive: true, force: true });
    },
  };
};

describeBlobStoreContract('local files behind the API', async (): Promise<BlobStoreFixture> => {
  const s = await localServer();
  return { store: s.local, origin: s.url, dispose: s.dispose };
});

describeBlobStoreContract('S3 adapter (AWS SDK) against an S3-speaking server', async (): Promise<BlobStoreFixture> => {
  const s = await localServer();
  const { bucket, region, credentials } = s.local.options;
  const store = new S3BlobStore({
    endpoint: `${s.url}${LOCAL_BLOB_PATH}`,
    bucket,
    region,
    credentials,
    forcePathStyle: true,
  });
  return {
    store,
    origin: 'http://unused.invalid',
    dispose: async () => {
      await store.close();
      await s.dispose();
    },
  };
});

describe('the local S3 endpoint', () => {
  test('refuses an object larger than its limit and keeps nothing', async () => {
    const s = await localServer();
    try {
      const k = 'limit/too-big.mp4';
      const put = await s.local.presignPut(k, { expiresInSeconds: 60, contentType: 'video/mp4', origin: s.url });
      const r = await fetch(put, {
        method: 'PUT',
        body: Buffer.alloc(1024 * 1024 + 1),
        headers: { 'content-type': 'video/mp4' },
      });
      expect(r.status).toBe(400);
      expect(await r.text()).toContain('EntityTooLarge');
      expect(await s.local.head(k)).toBeNull();
    } finally {
      await s.dispose();
    }
  });
});
