import type { ReferenceSource, ResourceApi } from '../../framework/types';

/** Storages (spec 2 §7 'Dedicated list call for storages'); records of a storage are the storage's own history. */
export const storagesApi: ResourceApi = {
  name: 'storages',
  listPath: '/api/v1/storages/list',
  recordPath: '/api/storages',
  tables: ['rm.storages'],
  model: 'storage',
  fallback: {
    searchTerm: 'q',
    statuses: 'status[$in]',
    partnerIds: 'partnerId[$in]',
    userIds: 'userId[$in]',
    storagetypeIds: 'storagetypeId[$in]',
    isPart: 'isPart',
    countryIds: 'countryId[$in]',
    parentIds: 'parentId[$in]',
    storagetypeCodes: 'storagetypeCode[$in]',
    orderIds: 'orderId[$in]',
    roomId: 'roomId',
    roomName: 'roomName',
    warehouseIds: 'warehouseId[$in]',
    ids: 'id[$in]',
  },
};

export const storageRecordsApi: ResourceApi = {
  name: 'storage-records',
  listPath: '/api/v1/storages/records/list',
  recordPath: '/api/storage-records',
  tables: ['rm.storage_records'],
  fallback: {
    searchTerm: 'q',
    statuses: 'status[$in]',
    types: 'type[$in]',
    storageIds: 'storageId[$in]',
    warehouseIds: 'warehouseId[$in]',
    locationIds: 'locationId[$in]',
    orderIds: 'orderId[$in]',
    userIds: 'userId[$in]',
    countryIds: 'countryId[$in]',
  },
};

/**
 * Storage types by code or name: the storage form suggests after more than 1 typed character (spec 2 §5), the
 * filters after 2.
 */
export const storageTypeSource = (minChars: number): ReferenceSource => ({
  id: `storage-types:${minChars}`,
  kind: 'generic',
  path: '/api/storage-types',
  params: { '$sort[name]': 1 },
  searchKey: 'q',
  labelField: 'name',
  limit: 50,
  minChars,
});

/** Non-part storages (a part's parent), of one user. */
export const parentStorageSource = (userId: number | null): ReferenceSource => ({
  id: `storages:parents:${userId ?? 'none'}`,
  kind: 'list',
  path: '/api/v1/storages/list',
  params: { isPart: false, ...(userId ? { userIds: [userId] } : { ids: [0] }), sortBy: 'id', sortOrder: 'DESC' },
  searchKey: 'searchTerm',
  idsKey: 'ids',
  labelField: 'code',
  limit: 50,
  labelWithId: true,
});

/** The rooms lookup (spec 1 §7.6, spec 2 §7 'Lists of … rooms'), by name. */
export const roomsSource: ReferenceSource = {
  id: 'rooms',
  kind: 'generic',
  path: '/api/rooms',
  params: { '$sort[name]': 1 },
  labelField: 'name',
  limit: 200,
};
