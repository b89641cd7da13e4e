import type { WarehouseRow } from '@console/contracts';
import { useParams } from 'react-router-dom';
import ViewInArIcon from '@mui/icons-material/ViewInAr';
import { ReferenceName } from '../../framework/fields/ReferenceName';
import { formatDateTime } from '../../framework/fields/cells';
import { mayUse } from '../../framework/routes';
import { FieldGrid } from '../../framework/show/FieldGrid';
import { ResourceShow } from '../../framework/show/ResourceShow';
import { warehouseViewPath } from './index';
import { citySource, countryName, partnersSource, staffSource } from '../../framework/fields/sources';
import { warehousesApi } from './api';
import { WarehouseLocations } from './WarehouseLocations';
import { WarehouseOccupancy } from './WarehouseOccupancy';

const cities = citySource();

const Summary = ({ r }: { r: WarehouseRow }) => (
  <FieldGrid
    items={[
      { label: 'Id', value: r.id },
      { label: 'Name', value: r.name },
      { label: 'Code', value: r.code },
      { label: 'Country', value: countryName(r.countryId) },
      { label: 'City', value: <ReferenceName source={cities} id={r.cityId} /> },
      { label: 'Partner', value: <ReferenceName source={partnersSource} id={r.partnerId} /> },
      { label: 'Active', value: r.isActive ? 'Yes' : 'No' },
      { label: 'Locations', value: <span data-testid="location-count">{r.locationCount}</span> },
      { label: 'Occupancy', value: <WarehouseOccupancy id={r.id} />, wide: true },
      { label: 'IN location', value: r.inLocationId },
      { label: 'OUT location', value: r.outLocationId },
      { label: 'Size (SQM)', value: r.sizeSqm },
      {
        label: 'Members',
        value: r.users.length
          ? r.users.map((u, i) => (
              <span key={u}>
                {i ? ', ' : ''}
                <ReferenceName source={staffSource} id={u} />
              </span>
            ))
          : null,
        wide: true,
      },
      { label: 'Created', value: formatDateTime(r.createdAt) },
      { label: 'Updated', value: formatDateTime(r.updatedAt) },
    ]}
  />
);

/** Spec 2 §2: show with tabs summary and Locations, and a View button to the 3D view. */
const WarehouseShow = () => {
  const { id } = useParams();
  return (
    <ResourceShow<WarehouseRow>
      api={warehousesApi}
      id={id}
      basePath="/warehouses"
      title={(r) => r.name}
      canEdit={(v) => mayUse(v, 'warehouses', 'update')}
      actions={(r) => [
        {
          id: 'view',
          label: 'View',
          color: 'primary',
          icon: <ViewInArIcon />,
          run: { kind: 'navigate', to: warehouseViewPath(r.id) },
        },
      ]}
      tabs={[
        { label: 'Summary', content: (r) => <Summary r={r} /> },
        { label: 'Locations', content: (r) => <WarehouseLocations warehouseId={r.id} /> },
      ]}
    />
  );
};

export default WarehouseShow;
