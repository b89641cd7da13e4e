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

/**
 * The customer's photos (spec 3 §7 user-photos): by customer on the customer's Photos tab, by order on the order's
 * page; read with the user-photos permission, which roles without the operations' photos hold (sales).
 */
export const userPhotosApi: ResourceApi = {
  name: 'user-photos',
  recordPath: '/api/user-photos',
  tables: ['rm.photos'],
  model: 'photo',
};

/** The record whose photos a gallery shows: a request's, a storage's, a customer's (all of theirs) or an order's. */
export type PhotoOwner = { readonly model: 'request' | 'storage' | 'user' | 'order'; readonly id: number };

export const photoApiOf = (owner: PhotoOwner): ResourceApi =>
  owner.model === 'user' || owner.model === 'order' ? userPhotosApi : photosApi;

const FILTER_OF: Readonly<Record<PhotoOwner['model'], string>> = {
  request: 'requestId',
  storage: 'storageId',
  user: 'userId',
  order: 'orderId',
};

/** One list per record and video flag: photos and videos show apart. */
export const photoListId = (owner: PhotoOwner, video: boolean): string =>
  `photos:${owner.model}:${owner.id}:${video ? 'videos' : 'photos'}`;

export const photoListQuery = (owner: PhotoOwner, video: boolean): ListQuery => ({
  limit: 500,
  page: 1,
  sortBy: 'id',
  sortOrder: 'ASC',
  [FILTER_OF[owner.model]]: owner.id,
  video,
});

export type { PhotoRow };
