import { t } from '../../app/i18n/messages';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { occupancySummary, warehouseVolume } from '@console/contracts';
import { useWarehouseLayout } from './view/useWarehouseLayout';

/**
 * The warehouse summary's occupancy (issue 14): occupied and vacant locations, as the 3D view counts them
 * (contracts' occupancySummary), and the storages' volume against the locations' capacity, from the same locations
 * read model; it follows check-ins live while on screen.
 */
export const WarehouseOccupancy = ({ id }: { id: number }) => {
  const { locations, loaded } = useWarehouseLayout(String(id));
  if (!loaded) return <Typography color="text.secondary">…</Typography>;
  const rows = locations as unknown as readonly {
    storageCount: number;
    capacity: number | null;
    usedVolume: number | null;
  }[];
  const summary = occupancySummary(rows);
  const volume = warehouseVolume(rows);
  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{ flexWrap: 'wrap' }}
      data-testid="warehouse-occupancy"
      data-occupied={summary.occupied}
      data-vacant={summary.vacant}
      data-used={volume.used}
    >
      <Chip label={t('places.occupied', { count: summary.occupied })} color="error" variant="outlined" />
      <Chip label={t('places.vacant', { count: summary.vacant })} color="success" variant="outlined" />
      <Chip label={t('places.usedOf', { used: volume.used, capacity: volume.capacity })} variant="outlined" />
      <Chip label={t('places.freeCbm', { free: volume.free })} variant="outlined" />
    </Stack>
  );
};
