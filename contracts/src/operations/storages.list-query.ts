import * as t from 'io-ts';
import { IdFromString, IsoDate, Text, list } from '../shared/store-safe.js';
import { DateRange, Ids, Strings, listQuery, type DefaultSort } from '../list-queries/list-query.js';
import { CustomerTypeFilter } from '../list-queries/customer-type.js';
import { StorageStatus } from './storage.enums.js';

export const STORAGES_DEFAULT_SORT: DefaultSort = Object.freeze({ sortBy: 'id', sortOrder: 'ASC' });

/**
 * POST /api/v1/storages/list (spec 1 §7.2, spec 2 §7). The screens' filter key 'room.name' arrives as roomName
 * (a body that sends 'room.name' is renamed; roomName wins when both are sent).
 */
export const StoragesListQuery = listQuery(
  'StoragesListQuery',
  {
    searchTerm: Text,
    statuses: list(StorageStatus.codec),
    partnerIds: Ids,
    userIds: Ids,
    storagetypeIds: Ids,
    isPart: t.boolean,
    countryIds: Ids,
    parentIds: Ids,
    storagetypeCodes: Strings,
    orderIds: Ids,
    roomId: IdFromString,
    roomName: Text,
    warehouseIds: Ids,
    ids: Ids,
    customerType: CustomerTypeFilter,
    /** The day of the storage's last check-in, and of its check-out (the storage analytics' in and out). */
    checkedInDates: DateRange,
    checkedOutDates: DateRange,
    /** In a warehouse at the end of this day (YYYY-MM-DD): last checked in by then, not out by then. */
    storedOn: IsoDate,
  },
  STORAGES_DEFAULT_SORT,
  { 'room.name': 'roomName' },
);
export type StoragesListQuery = t.TypeOf<typeof StoragesListQuery>;
