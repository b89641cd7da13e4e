import * as t from 'io-ts';
import { enumeration, type EnumValue } from '../shared/enumeration.js';

/**
 * Photos and videos of requests and storages (spec 2 §2 Requests and Storages, §8, §9; spec 1 §2.13, §2.14).
 * The rules the console checks before an upload and the server checks again.
 */

/** Spec 2 §9 "Upload cap 500MB total": 500 × 1024 × 1024 bytes over the files of one upload. */
export const MAX_UPLOAD_TOTAL_BYTES = 500 * 1024 * 1024;
export const UPLOAD_TOO_LARGE_MESSAGE = 'Total files size is more than 500MB!';

/** Spec 2 §9 / spec 1 §2.14: storage photos are re-encoded as JPEG at 80 percent. */
export const STORAGE_PHOTO_JPEG_QUALITY = 0.8;
/** Spec 2 §9 / spec 1 §2.13: the viewer's initial and smallest image scale. */
export const VIEWER_INITIAL_SCALE = 3.5;
export const VIEWER_MIN_SCALE = 0.5;

/**
 * The accepted types (the spec says "photos and videos" without a list): what phones and cameras produce and
 * browsers can show, images and videos. HEIC/HEIF (iPhone photos) are accepted, stored and downloadable although
 * only Safari displays them.
 */
export const PHOTO_IMAGE_TYPES = [
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'image/heic',
  'image/heif',
] as const;
export const PHOTO_VIDEO_TYPES = ['video/mp4', 'video/quicktime', 'video/webm'] as const;
export const PhotoMimetype = enumeration([...PHOTO_IMAGE_TYPES, ...PHOTO_VIDEO_TYPES] as const, 'PhotoMimetype');
export type PhotoMimetype = EnumValue<typeof PhotoMimetype>;
/** The file picker's `accept`. */
export const PHOTO_ACCEPT = PhotoMimetype.values.join(',');

export const isAcceptedPhotoType = (mimetype: string): mimetype is PhotoMimetype =>
  PhotoMimetype.is(mimetype.toLowerCase());
/** The photo's video flag (spec 2 §3 "video flag"). */
export const isVideoType = (mimetype: string): boolean => mimetype.toLowerCase().startsWith('video/');

export const unacceptedTypeMessage = (name: string, mimetype: string): string =>
  `File (${name}) has a type that is not accepted: ${mimetype || 'unknown'}`;

/** The sum of one upload's files, null when within the cap, else the spec's message. */
export const checkUploadTotal = (sizes: readonly number[]): string | null =>
  sizes.reduce((a, b) => a + b, 0) > MAX_UPLOAD_TOTAL_BYTES ? UPLOAD_TOO_LARGE_MESSAGE : null;

/** Spec 2 §8 "Upload URL request fails": 'Error: {message}!'. */
export const uploadUrlFailedMessage = (message: string): string => `Error: ${message}!`;
/** Spec 2 §8 "File upload or its confirmation fails": the confirmation's failure adds its message. */
export const fileUploadFailedMessage = (name: string, confirmationMessage?: string): string =>
  `Error: file (${name}) upload failed!${confirmationMessage ? ` ${confirmationMessage}` : ''}`;

/** Spec 1 §2.14 / spec 2 §2: storage photo upload status values. */
export const StoragePhotoUploadStatus = enumeration(
  ['start', 'success', 'failed'] as const,
  'StoragePhotoUploadStatus',
);
export type StoragePhotoUploadStatus = EnumValue<typeof StoragePhotoUploadStatus>;

/** Photo upload and delete are hidden, and refused, once a request is complete (spec 2 §4). */
export const REQUEST_PHOTOS_CLOSED_STATUS = 'complete';
export const REQUEST_COMPLETE_PHOTOS_MESSAGE = 'Photos cannot be changed once the request is complete';
export const canChangeRequestPhotos = (requestStatus: string | null | undefined): boolean =>
  requestStatus !== REQUEST_PHOTOS_CLOSED_STATUS;

/** A storage photo's file: a JPEG data URL (spec 2 §7 'Storage photo add'). */
export const JPEG_DATA_URL_PREFIX = 'data:image/jpeg;base64,';

/**
 * Base64 text: one or more of A–Z, a–z, 0–9, + and /, then any '=' padding. A loop, not a regular expression: a
 * phone photo is megabytes of it, and V8's backtracking matcher can run out of stack on a string that long.
 */
export const isBase64 = (s: string): boolean => {
  let end = s.length;
  while (end > 0 && s.charCodeAt(end - 1) === 0x3d) end--;
  if (end === 0) return false;
  for (let i = 0; i < end; i++) {
    const c = s.charCodeAt(i);
    const ok =
      (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a) || (c >= 0x30 && c <= 0x39) || c === 0x2b || c === 0x2f;
    if (!ok) return false;
  }
  return true;
};

export const JpegDataUrl = new t.Type<string, string, unknown>(
  'JpegDataUrl',
  (u): u is string => typeof u === 'string' && u.startsWith(JPEG_DATA_URL_PREFIX),
  (u, c) =>
    typeof u === 'string' && u.startsWith(JPEG_DATA_URL_PREFIX) && isBase64(u.slice(JPEG_DATA_URL_PREFIX.length))
      ? t.success(u)
      : t.failure(u, c, 'Must be a JPEG data URL'),
  t.identity,
);

/** The comment a photo delete leaves on its request or storage (spec 2 §7 'Photo delete by id, then create a comment'). */
export const photoDeletedComment = (photo: { id: number; video: boolean }): string =>
  `${photo.video ? 'Video' : 'Photo'} #${photo.id} deleted`;
