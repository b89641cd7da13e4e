import { t } from '../../app/i18n/messages';
import type { LocationRow } from '@console/contracts';
import { useParams } from 'react-router-dom';
import { LoadedReferenceName } from '../../framework/fields/ReferenceName';
import { RecordLink } from '../../framework/fields/RecordLink';
import { formatDateTime } from '../../framework/fields/cells';
import { mayUse } from '../../framework/routes';
import { FieldGrid } from '../../framework/show/FieldGrid';
import { ResourceShow } from '../../framework/show/ResourceShow';
import { countryName, warehouseSource } from '../../framework/fields/sources';
import { locationsApi } from '../../shared/locations/api';
import { LocationStorages } from './LocationStorages';

const Summary = ({ r }: { r: LocationRow }) => (
  <FieldGrid
    items={[
      { label: 'accounting.col.id', value: r.id },
      { label: 'places.col.path', value: r.path },
      {
        label: 'places.col.warehouse',
        value: (
          <RecordLink base="warehouses" id={r.warehouseId}>
            <LoadedReferenceName source={warehouseSource} id={r.warehouseId} />
          </RecordLink>
        ),
      },
      { label: 'places.col.country', value: countryName(r.countryId) },
      { label: 'places.col.area', value: r.area },
      { label: 'places.col.aisle', value: r.aisle },
      { label: 'places.col.x', value: r.x },
      { label: 'places.col.y', value: r.y },
      { label: 'places.col.z', value: r.z },
      { label: 'places.col.width', value: r.width },
      { label: 'places.col.height', value: r.height },
      { label: 'places.col.length', value: r.length },
      { label: 'places.col.capacity', value: r.capacity },
      { label: 'places.col.usedVolume', value: <span data-testid="used-volume">{r.usedVolume}</span> },
      { label: 'places.col.freeVolume', value: <span data-testid="free-volume">{r.freeVolume}</span> },
      {
        label: 'places.col.storagesIn',
        value: r.storageIds.length
          ? r.storageIds.map((id, i) => (
              <span key={id}>
                {i ? ', ' : ''}
                <RecordLink base="storages" id={id} />
              </span>
            ))
          : '0',
      },
      { label: 'accounting.col.created', value: formatDateTime(r.createdAt) },
      { label: 'accounting.col.updated', value: formatDateTime(r.updatedAt) },
    ]}
  />
);

/** Spec 2 §2: show with tabs summary and Storages (storage records by locationId). */
const LocationShow = () => {
  const { id } = useParams();
  return (
    <ResourceShow<LocationRow>
      api={locationsApi}
      id={id}
      basePath="/locations"
      title={(r) => t('places.locationTitle', { path: r.path })}
      canEdit={(v) => mayUse(v, 'locations', 'update')}
      tabs={[
        { label: 'accounting.summary', content: (r) => <Summary r={r} /> },
        { label: 'places.col.storages', content: (r) => <LocationStorages locationId={r.id} /> },
      ]}
    />
  );
};

export default LocationShow;
