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
      { label: 'Id', value: r.id },
      { label: 'Path', value: r.path },
      {
        label: 'Warehouse',
        value: (
          <RecordLink base="warehouses" id={r.warehouseId}>
            <LoadedReferenceName source={warehouseSource} id={r.warehouseId} />
          </RecordLink>
        ),
      },
      { label: 'Country', value: countryName(r.countryId) },
      { label: 'Area', value: r.area },
      { label: 'Aisle', value: r.aisle },
      { label: 'X', value: r.x },
      { label: 'Y', value: r.y },
      { label: 'Z', value: r.z },
      { label: 'Width', value: r.width },
      { label: 'Height', value: r.height },
      { label: 'Length', value: r.length },
      { label: 'Capacity (CBM)', value: r.capacity },
      { label: 'Used volume (CBM)', value: <span data-testid="used-volume">{r.usedVolume}</span> },
      { label: 'Free volume (CBM)', value: <span data-testid="free-volume">{r.freeVolume}</span> },
      {
        label: 'Storages in',
        value: r.storageIds.length
          ? r.storageIds.map((id, i) => (
              <span key={id}>
                {i ? ', ' : ''}
                <RecordLink base="storages" id={id} />
              </span>
            ))
          : '0',
      },
      { label: 'Created', value: formatDateTime(r.createdAt) },
      { label: 'Updated', value: formatDateTime(r.updatedAt) },
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
      title={(r) => `Location ${r.path}`}
      canEdit={(v) => mayUse(v, 'locations', 'update')}
      tabs={[
        { label: 'Summary', content: (r) => <Summary r={r} /> },
        { label: 'Storages', content: (r) => <LocationStorages locationId={r.id} /> },
      ]}
    />
  );
};

export default LocationShow;
