import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { say, t } from '../../app/i18n/messages';
import { notify } from '../../app/notifications/slice';
import { dataActions, recordKey, selectActionRunning } from '../data/slice';
import { FormDialog } from '../form/FormDialog';
import type { FormValues } from '../form/types';
import type { ResourceApi } from '../types';
import type { ActionRefusal, RecordAction } from './types';
import { withQuery } from './withQuery';

interface Props {
  readonly api: ResourceApi;
  readonly id: number | string;
  /** The record's title, for the confirmation question ('Restore Lead #12?'). */
  readonly title: string;
  readonly actions: readonly RecordAction[];
  readonly size?: 'small' | 'medium';
}

/**
 * The action buttons of a record, in the order given: a click checks the action's refusal (a notice, or a
 * dialog with its second line), asks its question or its small form, then runs it (a call through the data
 * saga, or another screen). Buttons are disabled while one of the record's calls runs.
 */
export const RecordActions = ({ api, id, title, actions, size = 'small' }: Props) => {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const running = useAppSelector((s) => selectActionRunning(s, recordKey(api, id)));
  const [asking, setAsking] = useState<RecordAction | null>(null);
  const [refusal, setRefusal] = useState<ActionRefusal | null>(null);

  const run = (a: RecordAction, values: FormValues = {}) => {
    setAsking(null);
    const r = a.run;
    if (r.kind === 'navigate') {
      void navigate(r.to);
      return;
    }
    const { kind: _kind, body, query, answer, path, ...rest } = r;
    dispatch(
      dataActions.actionRequested({
        api,
        id,
        ...rest,
        path: query ? withQuery(path, query(values)) : path,
        ...(body ? { body: body(values) } : {}),
        answer: answer ?? { kind: 'record' },
      }),
    );
  };

  const click = (a: RecordAction) => {
    const refused = a.refuse?.();
    if (refused) {
      if (refused.detail) setRefusal(refused);
      else dispatch(notify({ message: refused.message, type: refused.severity }));
      return;
    }
    if (a.dialog) setAsking(a);
    else run(a);
  };

  const dialog = asking?.dialog;
  return (
    <>
      {actions.map((a) => (
        <Button
          key={a.id}
          size={size}
          variant="outlined"
          color={a.color ?? 'primary'}
          startIcon={a.icon}
          disabled={running}
          onClick={() => click(a)}
          data-action={a.id}
        >
          {say(a.label)}
        </Button>
      ))}
      {asking && dialog?.kind === 'form' ? (
        <FormDialog
          title={say(dialog.title ?? asking.label)}
          {...(dialog.text !== undefined ? { text: dialog.text } : {})}
          fields={dialog.fields}
          initial={dialog.initial}
          {...(dialog.validate ? { validate: dialog.validate } : {})}
          {...(dialog.ready ? { ready: dialog.ready } : {})}
          submitLabel={say(dialog.submitLabel ?? asking.label)}
          onClose={() => setAsking(null)}
          onSubmit={(values) => run(asking, values)}
        />
      ) : null}
      <Dialog
        open={asking !== null && dialog?.kind === 'confirm'}
        onClose={() => setAsking(null)}
        aria-labelledby="action-confirm-title"
        data-testid="confirm-dialog"
      >
        <DialogTitle id="action-confirm-title">
          {asking && dialog?.kind === 'confirm'
            ? dialog.title !== undefined
              ? say(dialog.title)
              : t('record.confirmAction', { action: say(asking.label), title })
            : ''}
        </DialogTitle>
        {dialog?.kind === 'confirm' && dialog.text ? (
          <DialogContent>
            <DialogContentText>{say(dialog.text)}</DialogContentText>
          </DialogContent>
        ) : null}
        <DialogActions>
          <Button onClick={() => setAsking(null)}>{t('record.cancel')}</Button>
          <Button
            variant="contained"
            color={asking?.color === 'inherit' || !asking?.color ? 'primary' : asking.color}
            onClick={() => asking && run(asking)}
          >
            {t('record.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
      <Dialog
        open={refusal !== null}
        onClose={() => setRefusal(null)}
        aria-labelledby="action-refusal-title"
        data-testid="refusal-dialog"
      >
        <DialogTitle id="action-refusal-title">{refusal?.message}</DialogTitle>
        <DialogContent>
          <DialogContentText>{refusal?.detail}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button variant="contained" onClick={() => setRefusal(null)}>
            {t('record.ok')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
