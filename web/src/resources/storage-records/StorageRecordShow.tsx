import { useParams } from 'react-router-dom';
import type { StorageRecordRow } from '@console/contracts';
import { formatDateTime } from '../../framework/fields/cells';
import { RecordLink } from '../../framework/fields/RecordLink';
import { RecordName } from '../../framework/fields/RecordName';
import { LoadedReferenceName } from '../../framework/fields/ReferenceName';
import { mayUse } from '../../framework/routes';
import { FieldGrid } from '../../framework/show/FieldGrid';
import { ResourceShow } from '../../framework/show/ResourceShow';
import { countryName, warehouseSource } from '../../framework/fields/sources';
import { storageRecordsApi } from '../../shared/storages/sources';
import { enumLabel } from '../../app/i18n/enumText';

const Summary = ({ r }: { r: StorageRecordRow }) => (
  <FieldGrid
    items={[
      { label: 'Id', value: r.id },
      { label: 'Storage', value: <RecordLink base="storages" id={r.storageId} /> },
      { label: 'Type', value: enumLabel('StorageRecordType', r.type) },
      { label: 'Status', value: enumLabel('StorageDirection', r.status) },
      { label: 'Warehouse', value: <LoadedReferenceName source={warehouseSource} id={r.warehouseId} /> },
      {
        label: 'Location',
        value: r.locationId ? (
          <RecordLink base="locations" id={r.locationId}>
            <RecordName of="location" id={r.locationId} name={r.locationPath} load />
          </RecordLink>
        ) : null,
      },
      { label: 'Qty', value: r.qty },
      { label: 'Order', value: <RecordLink base="orders" id={r.orderId} /> },
      { label: 'Country', value: countryName(r.countryId) },
      { label: 'In', value: formatDateTime(r.from) },
      { label: 'Out', value: formatDateTime(r.to) },
      { label: 'Created', value: formatDateTime(r.createdAt) },
      { label: 'Updated', value: formatDateTime(r.updatedAt) },
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
      title={(r) => `Storage Record #${r.id}`}
      canEdit={(v) => mayUse(v, 'storage-records', 'update')}
      tabs={[{ label: 'Summary', content: (r) => <Summary r={r} /> }]}
    />
  );
};

export default StorageRecordShow;
