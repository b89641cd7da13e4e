import * as t from 'io-ts';
import { JpegDataUrl } from './photo.rules.js';

/** Spec 2 §7 'Upload': ask for presigned addresses, one per file (`sizes` optional: the server checks the 500 MB cap). */
export const PresignUploadsBody = t.intersection([
  t.type({ filenames: t.array(t.string), requestId: t.number, mimetypes: t.array(t.string) }),
  t.partial({ sizes: t.array(t.number) }),
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
  userId: t.union([t.number, t.null]),
  requestId: t.number,
  key: t.string,
  size: t.number,
  mimetype: t.string,
});
export type ConfirmUploadBody = t.TypeOf<typeof ConfirmUploadBody>;

/** Spec 2 §7 'Storage photo add': create on photos with userId, storageId, file (a JPEG data URL). */
export const AddStoragePhotoBody = t.type({ userId: t.union([t.number, t.null]), storageId: t.number, file: JpegDataUrl });
export type AddStoragePhotoBody = t.TypeOf<typeof AddStoragePhotoBody>;
