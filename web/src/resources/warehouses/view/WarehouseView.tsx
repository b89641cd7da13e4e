import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { isOccupied, isWarehouseViewReady, occupancySummary, type ViewLocation } from '@console/contracts';
import { t } from '../../../app/i18n/messages';
import { useStorageNames, useWarehouseLayout } from './useWarehouseLayout';
import { OCCUPIED_COLOUR, VACANT_COLOUR, WarehouseScene } from './WarehouseScene';
import { MIRROR_IN_RTL } from '../../../framework/mirror';

type Located = ViewLocation & { readonly storageIds?: readonly number[] };

interface Hover {
  readonly location: Located;
  readonly x: number;
  readonly y: number;
}

const Tooltip = ({ hover }: { hover: Hover }) => {
  const ids = useMemo(() => [...(hover.location.storageIds ?? [])], [hover.location]);
  const names = useStorageNames(ids);
  return (
    <Paper
      data-testid="location-tooltip"
      elevation={4}
      sx={{
        position: 'absolute',
        left: hover.x + 14,
        top: hover.y + 14,
        p: 1,
        pointerEvents: 'none',
        maxWidth: 280,
        zIndex: 2,
      }}
    >
      <Typography variant="subtitle2">{hover.location.path}</Typography>
      {ids.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('places.view.vacant')}
        </Typography>
      ) : (
        ids.slice(0, 12).map((id) => (
          <Typography key={id} variant="body2">
            {t('places.view.storage', { name: names.get(id) ?? `#${id}` })}
          </Typography>
        ))
      )}
      {ids.length > 12 ? (
        <Typography variant="body2">{t('places.view.more', { count: ids.length - 12 })}</Typography>
      ) : null}
    </Paper>
  );
};

const Legend = ({ colour, label }: { colour: string; label: string }) => (
  <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
    <Box sx={{ width: 14, height: 14, bgcolor: colour, borderRadius: 0.5 }} />
    <Typography variant="body2">{label}</Typography>
  </Stack>
);

/**
 * /warehouses/{id}/view (spec 1 §2.8): the warehouse and its locations; the scene renders only once the loaded
 * locations number the warehouse's locationCount. Total, Occupied and Vacant above it; the container carries
 * the counts, the occupied ids and, after the first full frame, data-drawn (with its time) for tests and the
 * benchmark. It follows the live feed: occupancy changes recolour the boxes without a reload.
 */
const WarehouseView = () => {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { warehouse, locations, loaded, failed } = useWarehouseLayout(id);
  const host = useRef<HTMLDivElement>(null);
  const [hover, setHover] = useState<Hover | null>(null);
  const [drawnAt, setDrawnAt] = useState<number | null>(null);
  const ready = loaded && warehouse !== null && isWarehouseViewReady(warehouse.locationCount, locations.length);
  const summary = useMemo(() => occupancySummary(locations), [locations]);
  const occupiedIds = useMemo(
    () =>
      locations
        .filter(isOccupied)
        .map((l) => l.id)
        .join(','),
    [locations],
  );

  const scene = useRef<WarehouseScene | null>(null);
  useEffect(
    () => () => {
      scene.current?.dispose();
      scene.current = null;
    },
    [],
  );
  // Live refreshes of the same locations recolour the scene in place; another layout builds it again, from where
  // the camera was.
  useEffect(() => {
    if (!ready || !host.current) return;
    const current = scene.current;
    if (current?.hasLayoutOf(locations)) {
      current.update(locations);
      return;
    }
    const camera = current?.cameraState();
    current?.dispose();
    setDrawnAt(null);
    scene.current = new WarehouseScene(
      host.current,
      locations,
      {
        onHover: (location, at) => setHover(location ? { location, ...at } : null),
        onDrawn: () => setDrawnAt(performance.now()),
      },
      camera,
    );
  }, [ready, locations]);

  return (
    <Box
      data-testid="warehouse-3d"
      data-ready={ready ? 'true' : 'false'}
      data-drawn={drawnAt !== null ? 'true' : 'false'}
      data-drawn-at={drawnAt ?? ''}
      data-total={summary.total}
      data-occupied={summary.occupied}
      data-vacant={summary.vacant}
      data-occupied-ids={occupiedIds}
    >
      <Stack direction="row" spacing={1} sx={{ mb: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button
          size="small"
          startIcon={<ArrowBackIcon sx={MIRROR_IN_RTL} />}
          onClick={() => void navigate(`/warehouses/${id}/show`)}
        >
          {t('record.back')}
        </Button>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1, fontWeight: 700 }}>
          {warehouse ? warehouse.name : t('places.warehouse')}
        </Typography>
        <Chip
          label={
            <span>
              {t('places.view.total')} <b data-testid="count-total">{summary.total}</b>
            </span>
          }
        />
        <Chip
          label={
            <span>
              {t('places.view.occupied')} <b data-testid="count-occupied">{summary.occupied}</b>
            </span>
          }
          sx={{ bgcolor: OCCUPIED_COLOUR, color: '#fff' }}
        />
        <Chip
          label={
            <span>
              {t('places.view.vacant')} <b data-testid="count-vacant">{summary.vacant}</b>
            </span>
          }
          sx={{ bgcolor: VACANT_COLOUR, color: '#fff' }}
        />
      </Stack>
      <Stack direction="row" spacing={2} sx={{ mb: 1 }}>
        <Legend colour={OCCUPIED_COLOUR} label={t('places.view.occupied')} />
        <Legend colour={VACANT_COLOUR} label={t('places.view.vacant')} />
        <Typography variant="body2" color="text.secondary">
          {t('places.view.help')}
        </Typography>
      </Stack>
      {failed ? (
        <Paper sx={{ p: 4 }}>
          <Typography variant="h6">{t('record.notFound')}</Typography>
        </Paper>
      ) : !ready ? (
        <Paper sx={{ p: 3 }} data-testid="warehouse-3d-loading">
          <Typography sx={{ mb: 1 }}>
            {t('places.view.loading', { loaded: locations.length, total: warehouse?.locationCount ?? '…' })}
          </Typography>
          <LinearProgress />
        </Paper>
      ) : null}
      <Paper
        sx={{
          position: 'relative',
          height: '70vh',
          minHeight: 420,
          overflow: 'hidden',
          display: ready ? 'block' : 'none',
        }}
      >
        <Box ref={host} sx={{ position: 'absolute', inset: 0 }} data-testid="warehouse-canvas" />
        {hover ? <Tooltip hover={hover} /> : null}
      </Paper>
    </Box>
  );
};

export default WarehouseView;
