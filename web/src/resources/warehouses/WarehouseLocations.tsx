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
  { label: 'Id', render: (r) => r.id },
  {
    label: 'Path',
    render: (r) => (
      <RecordLink base="locations" id={r.id}>
        {r.path}
      </RecordLink>
    ),
  },
  { label: 'Aisle', render: (r) => r.aisle ?? '' },
  { label: 'X', align: 'right', render: (r) => r.x ?? '' },
  { label: 'Y', align: 'right', render: (r) => r.y ?? '' },
  { label: 'Z', align: 'right', render: (r) => r.z ?? '' },
  { label: 'Capacity (CBM)', align: 'right', render: (r) => r.capacity },
  { label: 'Used (CBM)', align: 'right', render: (r) => Number(r.usedVolume.toFixed(3)) },
  { label: 'Free (CBM)', align: 'right', render: (r) => Number(r.freeVolume.toFixed(3)) },
  { label: 'Storages', align: 'right', render: (r) => r.storageCount },
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
            Add location
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
