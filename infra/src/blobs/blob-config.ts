import crypto from 'node:crypto';
import path from 'node:path';
import type { SigV4Credentials } from './sigv4.js';

/**
 * The blob store's settings, from environment variables (README lists them):
 * - BLOB_STORE `local` (default) | `s3`;
 * - local: BLOB_DIR (default `<DATA_DIR>/blobs`), BLOB_PUBLIC_URL (the address browsers reach the API at; default
 *   the origin of each call), BLOB_MAX_OBJECT_MB (default 500);
 * - s3: S3_BUCKET (required), S3_REGION (default us-east-1), S3_ENDPOINT (an S3-compatible service; unset: AWS),
 *   S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY (unset: the SDK's default chain), S3_FORCE_PATH_STYLE (default true
 *   with an endpoint, false without).
 */
export type BlobConfig =
  | {
      readonly kind: 'local';
      readonly root: string;
      readonly publicBaseUrl: string | undefined;
      readonly bucket: string;
      readonly region: string;
      readonly credentials: SigV4Credentials;
      readonly maxObjectBytes: number;
    }
  | {
      readonly kind: 's3';
      readonly endpoint: string | undefined;
      readonly bucket: string;
      readonly region: string;
      readonly credentials: SigV4Credentials | undefined;
      readonly forcePathStyle: boolean;
    };

const nonEmpty = (v: string | undefined): string | undefined =>
  v === undefined || v.trim() === '' ? undefined : v.trim();

/**
 * The signing key of the local store: derived from BLOB_SIGNING_SECRET (its own secret, config/secrets.ts), so a
 * leaked token key never forges a blob address and the other way round.
 */
const localCredentials = (blobSigningSecret: string): SigV4Credentials => ({
  accessKeyId: 'console-local',
  secretAccessKey: crypto.createHmac('sha256', blobSigningSecret).update('blob-store-local-sigv4').digest('hex'),
});

export const loadBlobConfig = (env: NodeJS.ProcessEnv, dataDir: string, blobSigningSecret: string): BlobConfig => {
  const kind = nonEmpty(env['BLOB_STORE']) ?? 'local';
  if (kind === 's3') {
    const bucket = nonEmpty(env['S3_BUCKET']);
    if (!bucket) throw new Error('BLOB_STORE=s3 needs S3_BUCKET');
    const endpoint = nonEmpty(env['S3_ENDPOINT']);
    const id = nonEmpty(env['S3_ACCESS_KEY_ID']);
    const secret = nonEmpty(env['S3_SECRET_ACCESS_KEY']);
    return {
      kind: 's3',
      endpoint,
      bucket,
      region: nonEmpty(env['S3_REGION']) ?? 'us-east-1',
      credentials: id && secret ? { accessKeyId: id, secretAccessKey: secret } : undefined,
      forcePathStyle: (nonEmpty(env['S3_FORCE_PATH_STYLE']) ?? (endpoint ? 'true' : 'false')) === 'true',
    };
  }
  if (kind !== 'local') throw new Error(`BLOB_STORE must be local or s3, not '${kind}'`);
  return {
    kind: 'local',
    root: path.resolve(nonEmpty(env['BLOB_DIR']) ?? path.join(dataDir, 'blobs')),
    publicBaseUrl: nonEmpty(env['BLOB_PUBLIC_URL']),
    bucket: 'console',
    region: 'local',
    credentials: localCredentials(blobSigningSecret),
    maxObjectBytes: Number(nonEmpty(env['BLOB_MAX_OBJECT_MB']) ?? 500) * 1024 * 1024,
  };
};
