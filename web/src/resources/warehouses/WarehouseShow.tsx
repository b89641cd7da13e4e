import { t } from '../../app/i18n/messages';
import type { WarehouseRow } from '@console/contracts';
import { RecordLink } from '../../framework/fields/RecordLink';
import { useParams } from 'react-router-dom';
import ViewInArIcon from '@mui/icons-material/ViewInAr';
import { LoadedReferenceName, ReferenceLabels, ReferenceName } from '../../framework/fields/ReferenceName';
import { formatDateTime } from '../../framework/fields/cells';
import { mayUse } from '../../framework/routes';
import { FieldGrid } from '../../framework/show/FieldGrid';
import { ResourceShow } from '../../framework/show/ResourceShow';
import { warehouseViewPath } from './index';
import { citySource, countryName, locationSource, partnersSource, staffSource } from '../../framework/fields/sources';
import { warehousesApi } from './api';
import { WarehouseLocations } from './WarehouseLocations';
import { WarehouseOccupancy } from './WarehouseOccupancy';

const cities = citySource();

const ends = (r: WarehouseRow): number[] => [r.inLocationId, r.outLocationId].filter((id): id is number => id !== null);

const Summary = ({ r }: { r: WarehouseRow }) => (
  <FieldGrid
    items={[
      { label: 'accounting.col.id', value: r.id },
      { label: 'places.col.name', value: r.name },
      { label: 'places.col.code', value: r.code },
      { label: 'places.col.country', value: countryName(r.countryId) },
      { label: 'places.col.city', value: <LoadedReferenceName source={cities} id={r.cityId} /> },
      {
        label: 'places.col.partner',
        value: (
          <RecordLink base="partners" id={r.partnerId}>
            <LoadedReferenceName source={partnersSource} id={r.partnerId} />
          </RecordLink>
        ),
      },
      { label: 'places.col.active', value: t(r.isActive ? 'history.yes' : 'history.no') },
      {
        label: 'places.col.locations',
        value: (
          <span data-testid="location-count">
            {r.locationCount}
            <ReferenceLabels source={locationSource(r.id)} ids={ends(r)} />
          </span>
        ),
      },
      { label: 'places.col.occupancy', value: <WarehouseOccupancy id={r.id} />, wide: true },
      // The IN and OUT locations by their paths, not their ids: both loaded in one call
      // (a second would replace it), beside the count that is always there.
      {
        label: 'places.col.inLocation',
        value: r.inLocationId === null ? null : <ReferenceName source={locationSource(r.id)} id={r.inLocationId} />,
      },
      {
        label: 'places.col.outLocation',
        value: r.outLocationId === null ? null : <ReferenceName source={locationSource(r.id)} id={r.outLocationId} />,
      },
      { label: 'places.col.sizeSqm', value: r.sizeSqm },
      {
        label: 'places.col.members',
        value: r.users.length ? (
          <>
            <ReferenceLabels source={staffSource} ids={r.users} />
            {r.users.map((u, i) => (
              <span key={u}>
                {i ? ', ' : ''}
                <ReferenceName source={staffSource} id={u} />
              </span>
            ))}
          </>
        ) : null,
        wide: true,
      },
      { label: 'accounting.col.created', value: formatDateTime(r.createdAt) },
      { label: 'accounting.col.updated', value: formatDateTime(r.updatedAt) },
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
          label: 'places.col.view',
          color: 'primary',
          icon: <ViewInArIcon />,
          run: { kind: 'navigate', to: warehouseViewPath(r.id) },
        },
      ]}
      tabs={[
        { label: 'accounting.summary', content: (r) => <Summary r={r} /> },
        { label: 'places.col.locations', content: (r) => <WarehouseLocations warehouseId={r.id} /> },
      ]}
    />
  );
};

export default WarehouseShow;
