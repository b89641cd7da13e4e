import type { BlobConfig } from './blob-config.js';
import type { BlobStore } from './blob-store.port.js';
import { LocalBlobStore } from './local/local-blob-store.js';
import { S3BlobStore } from './s3/s3-blob-store.js';

/** The path under which the API serves the local store's objects. */
export const LOCAL_BLOB_PATH = '/blobs';

export const createBlobStore = (config: BlobConfig): BlobStore =>
  config.kind === 's3' ? new S3BlobStore(config) : new LocalBlobStore({ ...config, pathPrefix: LOCAL_BLOB_PATH });
