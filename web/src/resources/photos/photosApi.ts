import type { PhotoRow } from '@console/contracts';
import type { ListQuery, ResourceApi } from '../../framework/types';

/**
 * The photos resource (spec 2 §7 'Photos': list by storageId or requestId plus a video flag), read through the
 * framework's lists so a list on screen refreshes when rm.photos changes.
 */
export const photosApi: ResourceApi = {
  name: 'photos',
  recordPath: '/api/v1/photos',
  tables: ['rm.photos'],
  model: 'photo',
};

export type PhotoOwner =
  { readonly model: 'request'; readonly id: number } | { readonly model: 'storage'; readonly id: number };

/** One list per record and video flag: photos and videos show apart. */
export const photoListId = (owner: PhotoOwner, video: boolean): string =>
  `photos:${owner.model}:${owner.id}:${video ? 'videos' : 'photos'}`;

export const photoListQuery = (owner: PhotoOwner, video: boolean): ListQuery => ({
  limit: 500,
  page: 1,
  sortBy: 'id',
  sortOrder: 'ASC',
  [owner.model === 'request' ? 'requestId' : 'storageId']: owner.id,
  video,
});

export type { PhotoRow };
