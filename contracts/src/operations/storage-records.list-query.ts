import * as t from 'io-ts';
import { Ids, listQuery, type DefaultSort } from '../list-queries/list-query.js';
import { StorageDirection, StorageRecordType } from './storage.enums.js';

export const STORAGE_RECORDS_DEFAULT_SORT: DefaultSort = Object.freeze({ sortBy: 'id', sortOrder: 'DESC' });

/** POST /api/v1/storages/records/list. A record's status is its direction (in, out); its type check_in etc. */
export const StorageRecordsListQuery = listQuery(
  'StorageRecordsListQuery',
  {
    searchTerm: t.string,
    statuses: t.array(StorageDirection.codec),
    types: t.array(StorageRecordType.codec),
    storageIds: Ids,
    warehouseIds: Ids,
    locationIds: Ids,
    orderIds: Ids,
    userIds: Ids,
    countryIds: Ids,
  },
  STORAGE_RECORDS_DEFAULT_SORT,
);
export type StorageRecordsListQuery = t.TypeOf<typeof StorageRecordsListQuery>;
