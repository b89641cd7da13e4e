import { formatDateTime } from '../../framework/fields/cells';
import { RecordLink } from '../../framework/fields/RecordLink';
import { nameReference, RecordName } from '../../framework/fields/RecordName';
import { t } from '../../app/i18n/messages';
import { column, embedded } from '../../framework/screens/columns';
import { storageRecordLocation } from '../../shared/storages/columns';
import { EmbeddedTable, type EmbeddedColumn } from '../../framework/list/EmbeddedTable';
import type { StorageRecordRow } from '@console/contracts';
import { storageRecordsApi } from '../../shared/storages/sources';
import { enumLabel } from '../../app/i18n/enumText';

const orderWords = (id: number) => t('words.subject.order', { id });

const columns: EmbeddedColumn<StorageRecordRow>[] = [
  { label: 'storages.label.id', render: (r) => <RecordLink base="storage-records" id={r.id} /> },
  {
    label: 'storages.label.warehouse',
    render: (r) => <RecordName of="warehouse" id={r.warehouseId} name={null} />,
    reference: nameReference<StorageRecordRow>(
      'warehouse',
      (r) => r.warehouseId,
      () => null,
    ),
  },
  embedded(storageRecordLocation()),
  { label: 'storages.label.type', render: (r) => enumLabel('StorageRecordType', r.type) },
  { label: 'storages.label.status', render: (r) => enumLabel('StorageDirection', r.status) },
  { label: 'storages.label.qty', align: 'right', render: (r) => r.qty },
  embedded(column.link<StorageRecordRow>('order', 'storages.label.order', 'orders', (r) => r.orderId, {}, orderWords)),
  { label: 'storages.label.in', render: (r) => formatDateTime(r.from) },
  { label: 'storages.label.out', render: (r) => formatDateTime(r.to) },
];

/** Spec 2 §2: the Locations tab, the storage's records with status in. */
export const StorageLocations = ({ storageId }: { storageId: number }) => (
  <EmbeddedTable<StorageRecordRow>
    listId={`storage:${storageId}:locations`}
    api={storageRecordsApi}
    filter={{ storageIds: [storageId], statuses: ['in'] }}
    sort={{ sortBy: 'id', sortOrder: 'DESC' }}
    columns={columns}
    testId="storage-locations"
  />
);

/** Spec 2 §2: the Records tab, every record of the storage. */
export const StorageRecords = ({ storageId }: { storageId: number }) => (
  <EmbeddedTable<StorageRecordRow>
    listId={`storage:${storageId}:records`}
    api={storageRecordsApi}
    filter={{ storageIds: [storageId] }}
    sort={{ sortBy: 'id', sortOrder: 'DESC' }}
    columns={columns}
    testId="storage-records"
  />
);
