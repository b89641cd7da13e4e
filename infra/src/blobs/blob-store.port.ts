/**
 * Where photo and video files live (ARCHITECTURE §2 "blob store"). Browsers move the bytes themselves through
 * presigned addresses, so a 500 MB upload never passes through the API; the API only signs, checks and deletes.
 */
export interface BlobObject {
  readonly size: number;
  readonly contentType: string | null;
}

export interface PresignOptions {
  /** How long the address stays valid. */
  readonly expiresInSeconds: number;
  /** PUT only: the Content-Type the upload must carry (part of the signature where the adapter can bind it). */
  readonly contentType?: string;
  /**
   * The origin the caller reached the API at (`http://host:port`). Only the local store uses it, to sign an
   * address on the API itself when BLOB_PUBLIC_URL is not set; an S3 address names its own endpoint.
   */
  readonly origin?: string;
}

export interface BlobStore {
  /** Which adapter this is ('local' | 's3'), for logs and the health answer. */
  readonly kind: string;
  /** An address a client may PUT the object's bytes to, until it expires. */
  presignPut(key: string, options: PresignOptions): Promise<string>;
  /** An address a client may GET the object from, until it expires. */
  presignGet(key: string, options: PresignOptions): Promise<string>;
  /** The object's size and type, or null when there is none. */
  head(key: string): Promise<BlobObject | null>;
  /** Stores bytes from the server side (storage photos arrive as a data URL). */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The bytes, or null when there is none. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the object; removing one that is not there is not an error. */
  delete(key: string): Promise<void>;
  close(): Promise<void>;
}

/** Keys are ours (never a user's file name verbatim): letters, digits and `._-/`, no `..`, no leading slash. */
export const isSafeBlobKey = (key: string): boolean =>
  key.length > 0 &&
  key.length <= 512 &&
  /^[A-Za-z0-9._\-/]+$/.test(key) &&
  !key.startsWith('/') &&
  !key.split('/').includes('..');
