import * as t from 'io-ts';
import { Text, list } from '../shared/store-safe.js';
import { Ids, Strings, listQuery, type DefaultSort } from '../list-queries/list-query.js';
import { StorageStatus } from './storage.enums.js';

export const STORAGE_TYPES_DEFAULT_SORT: DefaultSort = Object.freeze({ sortBy: 'id', sortOrder: 'DESC' });

/** POST /api/v1/storages/types/list (spec 1 §7.2). storageStatuses filters by the statuses of the type's storages. */
export const StorageTypesListQuery = listQuery(
  'StorageTypesListQuery',
  {
    searchTerm: Text,
    userIds: Ids,
    inventory: t.boolean,
    storageStatuses: list(StorageStatus.codec),
    codes: Strings,
    names: Strings,
    partnerIds: Ids,
    countryIds: Ids,
  },
  STORAGE_TYPES_DEFAULT_SORT,
);
export type StorageTypesListQuery = t.TypeOf<typeof StorageTypesListQuery>;
