import * as t from 'io-ts';
import { Text, list } from '../shared/store-safe.js';
import { Ids, listQuery, type DefaultSort } from '../list-queries/list-query.js';
import { StorageDirection, StorageRecordType } from './storage.enums.js';

export const STORAGE_RECORDS_DEFAULT_SORT: DefaultSort = Object.freeze({ sortBy: 'id', sortOrder: 'DESC' });

/** POST /api/v1/storages/records/list. A record's status is its direction (in, out); its type check_in etc. */
export const StorageRecordsListQuery = listQuery(
  'StorageRecordsListQuery',
  {
    searchTerm: Text,
    statuses: list(StorageDirection.codec),
    types: list(StorageRecordType.codec),
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
