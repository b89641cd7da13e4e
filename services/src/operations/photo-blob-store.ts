import { createBlobStore, loadBlobConfig, type BlobStore } from '@console/infra';
import type { Provider } from '@nestjs/common';
import { INFRASTRUCTURE, type Infrastructure } from '../core/infrastructure.js';

import { BLOB_STORE } from '../core/blob-store-token.js';

/** The blob store of photos and videos: BLOB_STORE=local (files served by this API) or s3 (README). */
export { BLOB_STORE };

export const blobStoreProvider: Provider = {
  provide: BLOB_STORE,
  inject: [INFRASTRUCTURE],
  useFactory: (infra: Infrastructure): BlobStore =>
    createBlobStore(loadBlobConfig(process.env, infra.config.dataDir, infra.config.blobSigningSecret)),
};
