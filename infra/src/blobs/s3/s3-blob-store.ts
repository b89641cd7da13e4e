import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { BlobObject, BlobStore, PresignOptions } from '../blob-store.port.js';
import type { SigV4Credentials } from '../sigv4.js';

export interface S3BlobStoreOptions {
  /** An S3-compatible endpoint (MinIO, R2, ...); unset: AWS S3 of the region. */
  readonly endpoint: string | undefined;
  readonly bucket: string;
  readonly region: string;
  /** Unset: the SDK's default chain (environment, profile, instance role). */
  readonly credentials: SigV4Credentials | undefined;
  /** Path-style addresses (`endpoint/bucket/key`), which most S3-compatible services need. */
  readonly forcePathStyle: boolean;
}

const isNotFound = (e: unknown): boolean =>
  e instanceof S3ServiceException &&
  (e.$metadata.httpStatusCode === 404 || e.name === 'NotFound' || e.name === 'NoSuchKey');

/** The blob store of deployments: any S3-compatible service through the AWS SDK. */
export class S3BlobStore implements BlobStore {
  readonly kind = 's3';
  private readonly client: S3Client;

  constructor(private readonly options: S3BlobStoreOptions) {
    this.client = new S3Client({
      region: options.region,
      forcePathStyle: options.forcePathStyle,
      ...(options.endpoint ? { endpoint: options.endpoint } : {}),
      ...(options.credentials ? { credentials: options.credentials } : {}),
      // Checksums only where S3 requires them: a presigned PUT must not demand a checksum the browser cannot send.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  presignPut(key: string, options: PresignOptions): Promise<string> {
    const command = new PutObjectCommand({
      Bucket: this.options.bucket,
      Key: key,
      ...(options.contentType ? { ContentType: options.contentType } : {}),
    });
    // Sign the content type too, so the address uploads only the type the API accepted.
    return getSignedUrl(this.client, command, {
      expiresIn: options.expiresInSeconds,
      ...(options.contentType ? { signableHeaders: new Set(['content-type']) } : {}),
    });
  }

  presignGet(key: string, options: PresignOptions): Promise<string> {
    return getSignedUrl(this.client, new GetObjectCommand({ Bucket: this.options.bucket, Key: key }), {
      expiresIn: options.expiresInSeconds,
    });
  }

  async head(key: string): Promise<BlobObject | null> {
    try {
      const r = await this.client.send(new HeadObjectCommand({ Bucket: this.options.bucket, Key: key }));
      return { size: r.ContentLength ?? 0, contentType: r.ContentType ?? null };
    } catch (e) {
      if (isNotFound(e)) return null;
      throw e;
    }
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.options.bucket,
        Key: key,
        Body: body,
        ContentType: contentType,
        ContentLength: body.length,
      }),
    );
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      const r = await this.client.send(new GetObjectCommand({ Bucket: this.options.bucket, Key: key }));
      if (!r.Body) return Buffer.alloc(0);
      return Buffer.from(await r.Body.transformToByteArray());
    } catch (e) {
      if (isNotFound(e)) return null;
      throw e;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.options.bucket, Key: key }));
  }

  close(): Promise<void> {
    this.client.destroy();
    return Promise.resolve();
  }
}
