import {
  conflict,
  evolvePhoto,
  notFound,
  PHOTO_CATEGORY,
  PHOTO_EVENT_CODECS,
  type Decider,
  type PhotoAdded,
  type PhotoEvent,
  type PhotoState,
} from '@console/contracts';

export type PhotoCommand =
  | { readonly type: 'AddPhoto'; readonly photo: PhotoAdded }
  | { readonly type: 'DeletePhoto'; readonly photoId: number };

/**
 * A photo or video: added once, deleted once. Whether its request still takes changes is the request's fact,
 * read from the request's stream by the caller (photo-targets.ts) before the command.
 */
export const photoDecider: Decider<PhotoCommand, PhotoEvent, PhotoState> = {
  category: PHOTO_CATEGORY,
  initialState: null,
  evolve: evolvePhoto,
  decide: (command, state) => {
    switch (command.type) {
      case 'AddPhoto':
        // The same upload confirmed twice (a retry, a double click) is one photo.
        if (state) return state.key === command.photo.key ? [] : conflict(`Photo ${command.photo.photoId} already exists`);
        return [{ type: 'PhotoAdded', data: command.photo }];
      case 'DeletePhoto':
        if (!state || state.deleted) return notFound(`No record found for id '${command.photoId}'`);
        return [{ type: 'PhotoDeleted', data: { photoId: state.photoId, requestId: state.requestId, storageId: state.storageId, key: state.key } }];
    }
  },
};

export const PHOTO_CODECS = PHOTO_EVENT_CODECS;
