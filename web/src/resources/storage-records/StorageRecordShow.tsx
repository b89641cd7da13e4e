import { useParams } from 'react-router-dom';
import type { StorageRecordRow } from '@console/contracts';
import { formatDateTime } from '../../framework/fields/cells';
import { RecordLink } from '../../framework/fields/RecordLink';
import { LinkedRecordName } from '../../framework/fields/RecordName';
import { LoadedReferenceName } from '../../framework/fields/ReferenceName';
import { mayUse } from '../../framework/routes';
import { FieldGrid } from '../../framework/show/FieldGrid';
import { ResourceShow } from '../../framework/show/ResourceShow';
import { countryName, warehouseSource } from '../../framework/fields/sources';
import { storageRecordsApi } from '../../shared/storages/sources';
import { enumLabel } from '../../app/i18n/enumText';
import { t } from '../../app/i18n/messages';

const Summary = ({ r }: { r: StorageRecordRow }) => (
  <FieldGrid
    items={[
      { label: 'storages.label.id', value: r.id },
      { label: 'storages.label.storage', value: <RecordLink base="storages" id={r.storageId} /> },
      { label: 'storages.label.type', value: enumLabel('StorageRecordType', r.type) },
      { label: 'storages.label.status', value: enumLabel('StorageDirection', r.status) },
      { label: 'storages.label.warehouse', value: <LoadedReferenceName source={warehouseSource} id={r.warehouseId} /> },
      {
        label: 'storages.label.location',
        value: r.locationId ? <LinkedRecordName of="location" id={r.locationId} name={r.locationPath} load /> : null,
      },
      { label: 'storages.label.qty', value: r.qty },
      { label: 'storages.label.order', value: <RecordLink base="orders" id={r.orderId} /> },
      { label: 'storages.label.country', value: countryName(r.countryId) },
      { label: 'storages.label.in', value: formatDateTime(r.from) },
      { label: 'storages.label.out', value: formatDateTime(r.to) },
      { label: 'storages.label.created', value: formatDateTime(r.createdAt) },
      { label: 'storages.label.updated', value: formatDateTime(r.updatedAt) },
    ]}
  />
);

/** Spec 2 §2: a storage record's show page. */
const StorageRecordShow = () => {
  const { id } = useParams();
  return (
    <ResourceShow<StorageRecordRow>
      api={storageRecordsApi}
      id={id}
      basePath="/storage-records"
      title={(r) => t('storageRecords.recordTitle', { id: r.id })}
      canEdit={(v) => mayUse(v, 'storage-records', 'update')}
      tabs={[{ label: 'storages.tab.summary', content: (r) => <Summary r={r} /> }]}
    />
  );
};

export default StorageRecordShow;
