import { useEffect, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  allToLocation,
  LOCATION_ROOM_PAGE,
  placementRoom,
  spreadOverLocations,
  type BulkCheckInAnswer,
  type LocationWithRoom,
  type StorageRow,
} from '@console/contracts';
import { apiRequest, isApiError } from '../../app/api/client';
import { useAppDispatch } from '../../app/hooks';
import { t } from '../../app/i18n/messages';
import { notify } from '../../app/notifications/slice';
import { ReferenceAutocomplete } from '../../framework/fields/ReferenceAutocomplete';
import { warehouseSource } from '../../framework/fields/sources';

interface Props {
  /** The storages to put away; null: closed. */
  readonly ids: readonly (string | number)[] | null;
  /** The warehouse to start from (the request's); else the storages' own. */
  readonly warehouseId?: number | null;
  readonly onClose: () => void;
}

type Mode = 'one' | 'spread';

const cbm = (n: number): string => String(Math.round(n * 1000) / 1000);
const optionLabel = (l: LocationWithRoom): string =>
  t('storages.putAwayLocationOption', { path: l.path, free: cbm(l.freeVolume), used: cbm(l.usedVolume) });

/** A warehouse's locations with their room: the suggestions (most free first) until a path is typed. */
const useLocationsWithRoom = (warehouseId: number | null, search: string): LocationWithRoom[] => {
  const [rows, setRows] = useState<LocationWithRoom[]>([]);
  useEffect(() => {
    if (warehouseId === null) return setRows([]);
    let live = true;
    const timer = window.setTimeout(() => {
      const term = search.trim();
      apiRequest<{ results: LocationWithRoom[] }>('POST', '/api/v1/locations/room/list', {
        warehouseId,
        limit: LOCATION_ROOM_PAGE,
        ...(term ? { searchTerm: term } : { withRoom: true }),
      })
        .then((r) => live && setRows(r.results))
        .catch(() => live && setRows([]));
    }, 200);
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [warehouseId, search]);
  return rows;
};

/**
 * Putting away in bulk (issue 31): the selected storages (or a request's) checked in to one location, or spread over
 * several in the order chosen (contracts' spreadOverLocations: largest first, each where room is left). The picker
 * searches the warehouse's locations by path and shows each one's free and used volume; empty, it suggests the
 * locations with room. The answer says per storage what happened; refused ones stay listed with their reason.
 */
export const PutAwayDialog = ({ ids, warehouseId: initialWarehouse = null, onClose }: Props) => {
  const dispatch = useAppDispatch();
  const [storages, setStorages] = useState<StorageRow[]>([]);
  const [warehouseId, setWarehouseId] = useState<number | null>(initialWarehouse);
  const [mode, setMode] = useState<Mode>('one');
  const [chosen, setChosen] = useState<LocationWithRoom[]>([]);
  const [search, setSearch] = useState('');
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState<string[]>([]);
  const open = ids !== null;
  const key = ids?.join(',') ?? '';

  useEffect(() => {
    if (!key) return;
    setRefused([]);
    setChosen([]);
    const list = key.split(',').map(Number);
    apiRequest<{ results: StorageRow[] }>('POST', '/api/v1/storages/list', {
      ids: list,
      limit: Math.min(100, list.length),
      page: 1,
      sortBy: 'id',
      sortOrder: 'ASC',
    })
      .then((r) => {
        setStorages(r.results);
        // The warehouse they are in, when the dialog was not given one.
        setWarehouseId((w) => w ?? r.results.find((s) => s.warehouseId != null)?.warehouseId ?? null);
      })
      .catch(() => setStorages([]));
  }, [key]);

  const locations = useLocationsWithRoom(warehouseId, search);
  const placements = useMemo(
    () => (mode === 'one' ? allToLocation(storages, chosen[0]?.id ?? null) : spreadOverLocations(storages, chosen)),
    [mode, storages, chosen],
  );
  const room = placementRoom(storages, chosen);

  const submit = async () => {
    if (warehouseId === null) return;
    setBusy(true);
    try {
      const answer = await apiRequest<BulkCheckInAnswer>('POST', '/api/v1/storages/check-in', {
        warehouseId,
        placements,
      });
      const lines = answer.results.flatMap((r) =>
        r.outcome === 'refused' ? [t('storages.putAwayRefusedLine', { id: r.storageId, message: r.message })] : [],
      );
      const done = t('storages.putAwayDone', { checkedIn: answer.checkedIn });
      dispatch(
        notify({
          message: answer.refused > 0 ? `${done} · ${t('storages.putAwayRefused', { refused: answer.refused })}` : done,
          type: answer.refused > 0 ? 'warning' : 'success',
        }),
      );
      setRefused(lines);
      if (answer.refused === 0) onClose();
    } catch (e) {
      dispatch(
        notify({
          message: t('storages.putAwayFailed', { message: isApiError(e) ? e.message : String(e) }),
          type: 'error',
        }),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="put-away-title" fullWidth maxWidth="sm">
      <DialogTitle id="put-away-title">{t('storages.putAwayTitle', { count: ids?.length ?? 0 })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }} data-testid="put-away-dialog">
          <ReferenceAutocomplete
            source={warehouseSource}
            label={t('storages.putAwayWarehouse')}
            value={warehouseId}
            onChange={(id) => {
              setWarehouseId(id);
              setChosen([]);
            }}
            width="100%"
          />
          <RadioGroup row value={mode} onChange={(e) => setMode(e.target.value as Mode)}>
            <FormControlLabel value="one" control={<Radio />} label={t('storages.putAwayOneLocation')} />
            <FormControlLabel value="spread" control={<Radio />} label={t('storages.putAwaySpread')} />
          </RadioGroup>
          <Autocomplete<LocationWithRoom, true, false, false>
            multiple
            size="small"
            options={locations}
            value={chosen}
            disabled={warehouseId === null}
            filterOptions={(x) => x}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            getOptionLabel={optionLabel}
            onChange={(_e, v) => setChosen(mode === 'one' ? v.slice(-1) : v)}
            onInputChange={(_e, text, reason) => {
              if (reason === 'input' || reason === 'clear') setSearch(text);
            }}
            noOptionsText={t('list.noResults')}
            renderInput={(params) => (
              <TextField
                {...params}
                label={mode === 'one' ? t('storages.putAwayLocation') : t('storages.putAwayLocations')}
                placeholder={t('storages.putAwaySearch')}
                helperText={search.trim() ? undefined : t('storages.putAwaySuggested')}
              />
            )}
            data-testid="put-away-locations"
          />
          <Typography
            variant="body2"
            color={room.needed > room.free && chosen.length > 0 ? 'warning.main' : 'text.secondary'}
          >
            {chosen.length > 0
              ? t('storages.putAwayNeeded', { needed: cbm(room.needed), free: cbm(room.free) })
              : t('storages.putAwayToIn')}
          </Typography>
          {refused.length > 0 ? (
            <Alert severity="warning" data-testid="put-away-refused">
              {refused.map((line) => (
                <div key={line}>{line}</div>
              ))}
            </Alert>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('record.cancel')}</Button>
        <Button
          variant="contained"
          disabled={busy || warehouseId === null || storages.length === 0}
          onClick={() => void submit()}
        >
          {t('storages.putAwayConfirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
