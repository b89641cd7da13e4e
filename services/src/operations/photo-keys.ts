import crypto from 'node:crypto';

const EXTENSIONS: Readonly<Record<string, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/heic': 'heic',
  'image/heif': 'heif',
  'video/mp4': 'mp4',
  'video/quicktime': 'mov',
  'video/webm': 'webm',
};

/**
 * Blob keys are ours, never the user's file name: `requests/<id>/<photoId>-<uuid>.<ext>` or
 * `storages/<id>/<photoId>-<uuid>.jpg`. The prefix ties a key to its record, so a confirmation can only claim an
 * object uploaded for that record; the photo id, taken when the address is signed, makes confirming one upload
 * twice one photo (the photo's stream exists the second time); the uuid makes keys unguessable.
 */
export const requestPhotoKeyPrefix = (requestId: number): string => `requests/${requestId}/`;
export const storagePhotoKeyPrefix = (storageId: number): string => `storages/${storageId}/`;
/** A customer's own photos and their orders' (user-photos). */
export const userPhotoKeyPrefix = (userId: number): string => `users/${userId}/`;

export const newPhotoKey = (prefix: string, photoId: number, mimetype: string): string =>
  `${prefix}${photoId}-${crypto.randomUUID()}.${EXTENSIONS[mimetype.toLowerCase()] ?? 'bin'}`;

/** The photo id a key was signed for, when the key has the prefix. */
export const photoIdOfKey = (prefix: string, key: string): number | undefined => {
  if (!key.startsWith(prefix)) return undefined;
  const m = /^(\d{1,9})-[0-9a-f-]{36}\.[a-z0-9]+$/.exec(key.slice(prefix.length));
  return m ? Number(m[1]) : undefined;
};
