import { useParams } from 'react-router-dom';
import { RecordLink } from '../../framework/fields/RecordLink';
import { LoadedReferenceName } from '../../framework/fields/ReferenceName';
import { formatDateTime } from '../../framework/fields/cells';
import { mayUse } from '../../framework/routes';
import { FieldGrid } from '../../framework/show/FieldGrid';
import { HISTORY_TAB, ResourceShow } from '../../framework/show/ResourceShow';
import { countryName, partnersSource } from '../../framework/fields/sources';
import { storageTypesApi, type StorageTypeRow } from './index';
import { StorageTypeStatusBadge } from './StorageTypeStatusBadge';

const StorageTypeShow = () => {
  const { id } = useParams();
  return (
    <ResourceShow<StorageTypeRow>
      api={storageTypesApi}
      id={id}
      basePath="/storage-types"
      title={(r) => `${r.code} ${r.name}`}
      aside={(r) => <StorageTypeStatusBadge status={r.status} />}
      canEdit={(v) => mayUse(v, 'storage-types', 'update')}
      tabs={[
        {
          label: 'Summary',
          content: (r) => (
            <FieldGrid
              items={[
                { label: 'Id', value: r.id },
                { label: 'Code', value: r.code },
                { label: 'Name', value: r.name },
                { label: 'Description', value: r.description, wide: true },
                { label: 'Size (CBM)', value: r.size },
                { label: 'Consumed size (CBM)', value: r.consumedSize },
                { label: 'Height', value: r.height },
                { label: 'Width', value: r.width },
                { label: 'Length', value: r.length },
                { label: 'Inventory', value: r.inventory ? 'Yes' : 'No' },
                { label: 'Status', value: <StorageTypeStatusBadge status={r.status} /> },
                { label: 'Storages', value: r.storageCount ?? 0 },
                { label: 'Tracking', value: r.tracking ? 'Yes' : 'No' },
                {
                  label: 'Partner',
                  value: (
                    <RecordLink base="partners" id={r.partnerId}>
                      <LoadedReferenceName source={partnersSource} id={r.partnerId} />
                    </RecordLink>
                  ),
                },
                { label: 'Countries', value: r.countryIds.map(countryName).join(', ') },
                { label: 'Created', value: formatDateTime(r.createdAt) },
                { label: 'Updated', value: formatDateTime(r.updatedAt) },
              ]}
            />
          ),
        },
        HISTORY_TAB,
      ]}
    />
  );
};
export default StorageTypeShow;
