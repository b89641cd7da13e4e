import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { bulkUpdateErrorMessage, StorageStatus } from '@console/contracts';
import { apiRequest, isApiError } from '../../app/api/client';
import { useAppDispatch } from '../../app/hooks';
import { notify } from '../../app/notifications/slice';
import { enumLabel } from '../../app/i18n/enumText';
import { t } from '../../app/i18n/messages';
import { DateInput } from '../../framework/fields/DateInput';

interface Props {
  readonly ids: readonly (string | number)[] | null;
  readonly onClose: () => void;
}

/** Spec 2 §7: the bulk update of selected storages sets from, to and status; a failure says 'Error in bulk update: …'. */
export const BulkUpdateDialog = ({ ids, onClose }: Props) => {
  const dispatch = useAppDispatch();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  const ready = from !== '' || to !== '' || status !== '';
  const submit = async () => {
    if (!ids) return;
    setBusy(true);
    try {
      await apiRequest('POST', '/api/v1/storages/bulk-update', {
        ids: ids.map(Number),
        ...(from ? { from } : {}),
        ...(to ? { to } : {}),
        ...(status ? { status } : {}),
      });
      dispatch(notify({ message: t('storages.bulkUpdated', { count: ids.length }), type: 'success' }));
      onClose();
    } catch (e) {
      dispatch(notify({ message: bulkUpdateErrorMessage(isApiError(e) ? e.message : String(e)), type: 'error' }));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={ids !== null} onClose={onClose} aria-labelledby="bulk-update-title" fullWidth maxWidth="xs">
      <DialogTitle id="bulk-update-title">{t('storages.bulkUpdateTitle', { count: ids?.length ?? 0 })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {/* ARCHITECTURE §8: typed and shown DD/MM/YYYY (the browser's own date input shows its locale's order). */}
          <DateInput label="storages.label.from" name="from" value={from} onChange={(d) => setFrom(d ?? '')} />
          <DateInput label="storages.label.to" name="to" value={to} onChange={(d) => setTo(d ?? '')} />
          <TextField
            label={t('storages.label.status')}
            select
            size="small"
            value={status}
            onChange={(e) => setStatus(e.target.value)}
          >
            <MenuItem value="">—</MenuItem>
            {StorageStatus.values.map((s) => (
              <MenuItem key={s} value={s}>
                {enumLabel('StorageStatus', s)}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('record.cancel')}</Button>
        <Button variant="contained" disabled={!ready || busy} onClick={() => void submit()}>
          {t('storages.update')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
