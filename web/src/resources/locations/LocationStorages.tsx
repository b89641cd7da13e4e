import type { StorageRecordRow } from '@console/contracts';
import { formatDate } from '../../framework/fields/cells';
import { RecordLink } from '../../framework/fields/RecordLink';
import { EmbeddedTable, type EmbeddedColumn } from '../../framework/list/EmbeddedTable';
import { storageRecordsApi } from '../../shared/storages/sources';
import { enumLabel } from '../../app/i18n/enumText';

const columns: EmbeddedColumn<StorageRecordRow>[] = [
  { label: 'Id', render: (r) => r.id },
  { label: 'Storage', render: (r) => <RecordLink base="storages" id={r.storageId} /> },
  { label: 'Order', render: (r) => <RecordLink base="orders" id={r.orderId} /> },
  { label: 'Type', render: (r) => enumLabel('StorageRecordType', r.type) },
  { label: 'Status', render: (r) => enumLabel('StorageDirection', r.status) },
  { label: 'Qty', align: 'right', render: (r) => r.qty },
  { label: 'In', render: (r) => formatDate(r.from) },
  { label: 'Out', render: (r) => formatDate(r.to) },
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
