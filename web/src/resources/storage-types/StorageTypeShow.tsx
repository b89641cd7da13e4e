import { useParams } from 'react-router-dom';
import { LoadedReferenceName } from '../../framework/fields/ReferenceName';
import { formatDateTime } from '../../framework/fields/cells';
import { mayUse } from '../../framework/routes';
import { FieldGrid } from '../../framework/show/FieldGrid';
import { HISTORY_TAB, ResourceShow } from '../../framework/show/ResourceShow';
import { countryName, partnersSource } from '../../framework/fields/sources';
import { storageTypesApi, type StorageTypeRow } from './index';
import { StorageTypeStatusBadge } from './StorageTypeStatusBadge';
import { t } from '../../app/i18n/messages';

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
          label: 'storages.tab.summary',
          content: (r) => (
            <FieldGrid
              items={[
                { label: 'storages.label.id', value: r.id },
                { label: 'storages.label.code', value: r.code },
                { label: 'storages.label.name', value: r.name },
                { label: 'storages.label.description', value: r.description, wide: true },
                { label: 'storages.label.sizeCbm', value: r.size },
                { label: 'storages.label.consumedSizeCbm', value: r.consumedSize },
                { label: 'storages.label.height', value: r.height },
                { label: 'storages.label.width', value: r.width },
                { label: 'storages.label.length', value: r.length },
                {
                  label: 'storages.label.inventory',
                  value: r.inventory ? t('communication.yes') : t('communication.no'),
                },
                { label: 'storages.label.status', value: <StorageTypeStatusBadge status={r.status} /> },
                { label: 'storages.label.storages', value: r.storageCount ?? 0 },
                {
                  label: 'storages.label.tracking',
                  value: r.tracking ? t('communication.yes') : t('communication.no'),
                },
                {
                  label: 'storages.label.partner',
                  value: <LoadedReferenceName source={partnersSource} id={r.partnerId} />,
                },
                { label: 'storages.label.countries', value: r.countryIds.map(countryName).join(', ') },
                { label: 'storages.label.created', value: formatDateTime(r.createdAt) },
                { label: 'storages.label.updated', value: formatDateTime(r.updatedAt) },
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
