import type { PhotoAdded, PhotoEvent } from './photo.events.js';

/** A photo as its stream folds (the decider's state and History's document). */
export type PhotoState = (PhotoAdded & { readonly deleted: boolean }) | null;

export const evolvePhoto = (state: PhotoState, event: PhotoEvent): PhotoState => {
  switch (event.type) {
    case 'PhotoAdded':
      return { ...event.data, deleted: false };
    case 'PhotoDeleted':
      return state && { ...state, deleted: true };
    default:
      return state;
  }
};

export const photoHistoryDocument = (s: PhotoState): Record<string, unknown> | null =>
  s && {
    id: s.photoId,
    requestId: s.requestId,
    storageId: s.storageId,
    key: s.key,
    mimetype: s.mimetype,
    size: s.size,
    video: s.video,
    userId: s.userId,
    partnerId: s.partnerId ?? null,
    // Only the customer's photos carry them: the documents of the photos before keep their shape.
    ...(s.orderId !== undefined ? { orderId: s.orderId } : {}),
    ...(s.caption !== undefined ? { caption: s.caption } : {}),
    deleted: s.deleted,
  };
