import type { StorageRecordRow } from '@console/contracts';
import { formatDate } from '../../framework/fields/cells';
import { RecordLink } from '../../framework/fields/RecordLink';
import { EmbeddedTable, type EmbeddedColumn } from '../../framework/list/EmbeddedTable';
import { storageRecordsApi } from '../../shared/storages/sources';
import { enumLabel } from '../../app/i18n/enumText';

const columns: EmbeddedColumn<StorageRecordRow>[] = [
  { label: 'accounting.col.id', render: (r) => r.id },
  { label: 'places.col.storage', render: (r) => <RecordLink base="storages" id={r.storageId} /> },
  { label: 'places.col.order', render: (r) => <RecordLink base="orders" id={r.orderId} /> },
  { label: 'places.col.type', render: (r) => enumLabel('StorageRecordType', r.type) },
  { label: 'places.col.status', render: (r) => enumLabel('StorageDirection', r.status) },
  { label: 'places.col.qty', align: 'right', render: (r) => r.qty },
  { label: 'places.col.in', render: (r) => formatDate(r.from) },
  { label: 'places.col.out', render: (r) => formatDate(r.to) },
];

/** Spec 2 §2 Locations: the Storages tab lists the storage records of the location. */
export const LocationStorages = ({ locationId }: { locationId: number }) => (
  <EmbeddedTable<StorageRecordRow>
    listId={`location:${locationId}:storages`}
    api={storageRecordsApi}
    filter={{ locationIds: [locationId] }}
    sort={{ sortBy: 'id', sortOrder: 'DESC' }}
    columns={columns}
    testId="location-storages"
  />
);
