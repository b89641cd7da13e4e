import { t } from '../../app/i18n/messages';
import type { LocationRow } from '@console/contracts';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import AddIcon from '@mui/icons-material/Add';
import { useViewer } from '../../app/hooks';
import { RecordLink } from '../../framework/fields/RecordLink';
import { mayUse } from '../../framework/routes';
import { EmbeddedTable, type EmbeddedColumn } from '../../framework/list/EmbeddedTable';
import { locationsApi } from '../../shared/locations/api';

const columns: EmbeddedColumn<LocationRow>[] = [
  { label: 'accounting.col.id', render: (r) => r.id },
  {
    label: 'places.col.path',
    render: (r) => (
      <RecordLink base="locations" id={r.id}>
        {r.path}
      </RecordLink>
    ),
  },
  { label: 'places.col.aisle', render: (r) => r.aisle ?? '' },
  { label: 'places.col.x', align: 'right', render: (r) => r.x ?? '' },
  { label: 'places.col.y', align: 'right', render: (r) => r.y ?? '' },
  { label: 'places.col.z', align: 'right', render: (r) => r.z ?? '' },
  { label: 'places.col.capacity', align: 'right', render: (r) => r.capacity },
  { label: 'places.col.used', align: 'right', render: (r) => Number(r.usedVolume.toFixed(3)) },
  { label: 'places.col.free', align: 'right', render: (r) => Number(r.freeVolume.toFixed(3)) },
  { label: 'places.col.storages', align: 'right', render: (r) => r.storageCount },
];

/** Spec 2 §2 Warehouses: the Locations tab, the warehouse's locations by path. */
export const WarehouseLocations = ({ warehouseId }: { warehouseId: number }) => {
  const viewer = useViewer();
  return (
    <Stack spacing={1}>
      {mayUse(viewer, 'locations', 'create') ? (
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <Button
            size="small"
            startIcon={<AddIcon />}
            component={RouterLink}
            to={`/locations/create?warehouseId=${warehouseId}`}
          >
            {t('places.addLocation')}
          </Button>
        </Stack>
      ) : null}
      <EmbeddedTable<LocationRow>
        listId={`warehouse:${warehouseId}:locations`}
        api={locationsApi}
        filter={{ warehouseIds: [warehouseId] }}
        sort={{ sortBy: 'path', sortOrder: 'ASC' }}
        columns={columns}
        testId="warehouse-locations"
      />
    </Stack>
  );
};
