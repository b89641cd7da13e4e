import * as t from 'io-ts';

/**
 * One stream per photo or video, `photo-<id>` (operations-shared names). A photo belongs to a request, a storage, an
 * order or the customer alone (user-photos); `partnerId` is the partner of that record when the photo was added, so partner users see their own.
 */
export const PHOTO_CATEGORY = 'photo';
export const photoStream = (id: number): string => `${PHOTO_CATEGORY}-${id}`;

const nullableNumber = t.union([t.number, t.null]);

export const PhotoAdded = t.intersection([
  t.type({
    photoId: t.number,
    requestId: nullableNumber,
    storageId: nullableNumber,
    /** The object's key in the blob store. */
    key: t.string,
    /** The object's address without a signature (informational: reads answer a fresh presigned address). */
    url: t.string,
    mimetype: t.string,
    size: t.number,
    video: t.boolean,
    /** The customer the photo concerns (spec 2 §7 upload confirmation `userId`). */
    userId: nullableNumber,
  }),
  /**
   * Added with the customer's photos (spec 3 §7 'POST user-photos', spec 2 §7 'create in user-photos with userId,
   * orderId, file, caption'): absent on the photos recorded before, which are a request's or a storage's.
   */
  t.partial({ partnerId: nullableNumber, orderId: nullableNumber, caption: t.union([t.string, t.null]) }),
]);
export type PhotoAdded = t.TypeOf<typeof PhotoAdded>;

/** A photo's row as its PhotoAdded has it, added at `createdAt` and not deleted (the read model's, and an answer's). */
export const photoRowOfAdded = <D>(p: PhotoAdded, createdAt: D) => ({
  id: p.photoId,
  requestId: p.requestId,
  storageId: p.storageId,
  key: p.key,
  url: p.url,
  mimetype: p.mimetype,
  size: p.size,
  video: p.video,
  userId: p.userId,
  partnerId: p.partnerId ?? null,
  orderId: p.orderId ?? null,
  caption: p.caption ?? null,
  createdAt,
  deleted: false,
  deletedAt: null,
});

export const PhotoDeleted = t.type({
  photoId: t.number,
  requestId: nullableNumber,
  storageId: nullableNumber,
  key: t.string,
});
export type PhotoDeleted = t.TypeOf<typeof PhotoDeleted>;

export type PhotoEvent =
  | { readonly type: 'PhotoAdded'; readonly data: PhotoAdded }
  | { readonly type: 'PhotoDeleted'; readonly data: PhotoDeleted };

export const PHOTO_EVENT_CODECS = { PhotoAdded, PhotoDeleted } as const;
