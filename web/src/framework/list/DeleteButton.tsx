import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useAppDispatch } from '../../app/hooks';
import { t } from '../../app/i18n/messages';
import { dataActions } from '../data/slice';
import type { ResourceApi } from '../types';

/** Delete one row of a list after a confirmation (the console has no undo); the list refreshes from the live feed. */
export const DeleteButton = ({ api, id }: { api: ResourceApi; id: number }) => {
  const dispatch = useAppDispatch();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="small"
        color="error"
        onClick={(e) => (e.stopPropagation(), setOpen(true))}
        data-testid={`delete-${id}`}
      >
        {t('list.delete')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)}>
        <DialogTitle>
          {t('list.delete')} #{id}?
        </DialogTitle>
        <DialogContent>
          <DialogContentText>{t('list.notUndoable')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{t('record.cancel')}</Button>
          <Button
            color="error"
            variant="contained"
            onClick={() => {
              setOpen(false);
              dispatch(
                dataActions.actionRequested({
                  api,
                  id,
                  method: 'DELETE',
                  path: `${api.recordPath}/${id}`,
                  answer: { kind: 'none' },
                  notice: t('notification.deletedOne'),
                }),
              );
            }}
          >
            {t('record.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
