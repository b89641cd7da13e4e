import type { StorageRecordRow } from '@console/contracts';
import { column, type ColumnOptions } from '../../framework/screens/columns';

/**
 * A storage record's location, linked, by its path (loaded for the page where the row lacks it): the storage
 * records list and a storage's Locations and Records tabs show it alike.
 */
export const storageRecordLocation = (options: ColumnOptions<StorageRecordRow> = {}) =>
  column.recordName<StorageRecordRow>('location', 'storages.label.location', 'location', 'locationId', 'locationPath', {
    base: 'locations',
    ...options,
  });
