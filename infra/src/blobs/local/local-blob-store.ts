import type { BlobObject, BlobStore, PresignOptions } from '../blob-store.port.js';
import { presignUrl, type SigV4Credentials } from '../sigv4.js';
import { BlobFiles } from './blob-files.js';

export interface LocalBlobStoreOptions {
  /** Folder of the objects (./.data/blobs by default). */
  readonly root: string;
  readonly bucket: string;
  readonly region: string;
  readonly credentials: SigV4Credentials;
  /** Path under which the API serves the objects (the S3-subset endpoint), `/blobs`. */
  readonly pathPrefix: string;
  /** The address browsers reach the API at; unset: the origin of the call that asks for the address. */
  readonly publicBaseUrl: string | undefined;
}

/** The blob store of the embedded setup: files on disk, served by the API itself under presigned S3 addresses. */
export class LocalBlobStore implements BlobStore {
  readonly kind = 'local';
  readonly files: BlobFiles;

  constructor(readonly options: LocalBlobStoreOptions) {
    this.files = new BlobFiles(options.root);
  }

  objectUrl(key: string, origin: string | undefined): string {
    const base = this.options.publicBaseUrl ?? origin;
    if (!base) throw new Error("The local blob store needs BLOB_PUBLIC_URL or the caller's origin to sign an address");
    return `${base.replace(/\/$/, '')}${this.options.pathPrefix}/${this.options.bucket}/${key}`;
  }

  presignPut(key: string, options: PresignOptions): Promise<string> {
    return Promise.resolve(
      presignUrl({
        method: 'PUT',
        url: this.objectUrl(key, options.origin),
        credentials: this.options.credentials,
        region: this.options.region,
        expiresInSeconds: options.expiresInSeconds,
        ...(options.contentType ? { headers: { 'content-type': options.contentType } } : {}),
      }),
    );
  }

  presignGet(key: string, options: PresignOptions): Promise<string> {
    return Promise.resolve(
      presignUrl({
        method: 'GET',
        url: this.objectUrl(key, options.origin),
        credentials: this.options.credentials,
        region: this.options.region,
        expiresInSeconds: options.expiresInSeconds,
      }),
    );
  }

  head(key: string): Promise<BlobObject | null> {
    return this.files.head(key);
  }

  put(key: string, body: Buffer, contentType: string): Promise<void> {
    return this.files.write(key, body, contentType);
  }

  get(key: string): Promise<Buffer | null> {
    return this.files.read(key);
  }

  delete(key: string): Promise<void> {
    return this.files.delete(key);
  }

  close(): Promise<void> {
    return Promise.resolve();
  }
}
