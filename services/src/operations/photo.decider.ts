import {
  canChangeRequestPhotos,
  conflict,
  evolvePhoto,
  notFound,
  PHOTO_CATEGORY,
  PHOTO_EVENT_CODECS,
  REQUEST_COMPLETE_PHOTOS_MESSAGE,
  type Decider,
  type PhotoAdded,
  type PhotoEvent,
  type PhotoState,
} from '@console/contracts';

/** What the photo's record says, folded from that record's stream by the handler (photo-targets.ts). */
export interface PhotoTargetFacts {
  readonly model: 'request' | 'storage' | 'order' | 'user';
  readonly status: string | null;
}

export type PhotoCommand =
  | { readonly type: 'AddPhoto'; readonly photo: PhotoAdded; readonly target: PhotoTargetFacts }
  | { readonly type: 'DeletePhoto'; readonly photoId: number; readonly target: PhotoTargetFacts | null };

/** Spec 2 §4: a complete request's photos are fixed (the contracts rule the screen hides its buttons by). */
const closed = (target: PhotoTargetFacts | null): boolean =>
  target !== null && target.model === 'request' && !canChangeRequestPhotos(target.status);

/** A photo or video: added once, deleted once, and neither once its request is complete. */
export const photoDecider: Decider<PhotoCommand, PhotoEvent, PhotoState> = {
  category: PHOTO_CATEGORY,
  initialState: null,
  evolve: evolvePhoto,
  decide: (command, state) => {
    switch (command.type) {
      case 'AddPhoto':
        if (closed(command.target)) return conflict(REQUEST_COMPLETE_PHOTOS_MESSAGE);
        // The same upload confirmed twice (a retry, a double click) is one photo.
        if (state)
          return state.key === command.photo.key ? [] : conflict(`Photo ${command.photo.photoId} already exists`);
        return [{ type: 'PhotoAdded', data: command.photo }];
      case 'DeletePhoto':
        if (!state || state.deleted) return notFound(`No record found for id '${command.photoId}'`);
        if (closed(command.target)) return conflict(REQUEST_COMPLETE_PHOTOS_MESSAGE);
        return [
          {
            type: 'PhotoDeleted',
            data: { photoId: state.photoId, requestId: state.requestId, storageId: state.storageId, key: state.key },
          },
        ];
    }
  },
};

export const PHOTO_CODECS = PHOTO_EVENT_CODECS;
