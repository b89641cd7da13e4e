import * as t from 'io-ts';
import { Id } from '../shared/id.js';
import { Text, intBetween, list, text } from '../shared/store-safe.js';
import { JpegDataUrl } from './photo.rules.js';

/** A file's size in bytes: a whole number from 0 (the 500 MB cap is the upload rule's, with the spec's message). */
const FileSize = intBetween('FileSize', 0, Number.MAX_SAFE_INTEGER);
/** The most files of one upload. */
const FILES_MAX = 200;

/** Spec 2 §7 'Upload': ask for presigned addresses, one per file (`sizes` optional: the server checks the 500 MB cap). */
export const PresignUploadsBody = t.intersection([
  t.type({ filenames: list(Text, FILES_MAX), requestId: Id, mimetypes: list(Text, FILES_MAX) }),
  t.partial({ sizes: list(FileSize, FILES_MAX) }),
]);
export type PresignUploadsBody = t.TypeOf<typeof PresignUploadsBody>;

/** One file's address: PUT the bytes to `url` with its Content-Type, then confirm with `key`. */
export interface PresignedUpload {
  readonly url: string;
  readonly key: string;
  readonly filename: string;
  readonly mimetype: string;
}

/** Spec 2 §7 'Upload': create upload confirmation. */
export const ConfirmUploadBody = t.type({
  userId: t.union([Id, t.null]),
  requestId: Id,
  key: Text,
  size: FileSize,
  mimetype: Text,
});
export type ConfirmUploadBody = t.TypeOf<typeof ConfirmUploadBody>;

/** Spec 2 §7 'Storage photo add': create on photos with userId, storageId, file (a JPEG data URL). */
export const AddStoragePhotoBody = t.type({ userId: t.union([Id, t.null]), storageId: Id, file: JpegDataUrl });
export type AddStoragePhotoBody = t.TypeOf<typeof AddStoragePhotoBody>;

/** The most characters of a photo's caption (ours: the spec gives none; as long as an order's reason). */
export const PHOTO_CAPTION_MAX = 200;
const Caption = text('Caption', PHOTO_CAPTION_MAX);

/**
 * Spec 3 §7 'Photos: POST user-photos {userId, file}' (the customer page) and spec 2 §7 'Photo upload for orders:
 * create in user-photos with userId, orderId, file, caption'. The file is a JPEG data URL, as a storage photo's.
 */
export const AddUserPhotoBody = t.intersection([
  t.type({ userId: Id, file: JpegDataUrl }),
  t.partial({ orderId: t.union([Id, t.null]), caption: t.union([Caption, t.null]) }),
]);
export type AddUserPhotoBody = t.TypeOf<typeof AddUserPhotoBody>;

/** The body names the customer and the order: they must agree (ours; the spec sends both). */
export const ORDER_NOT_CUSTOMERS_MESSAGE = 'The order is not this customer’s';
