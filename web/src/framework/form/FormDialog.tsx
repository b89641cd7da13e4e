import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import type { FieldError } from '@console/contracts';
import { useAppDispatch, useViewer } from '../../app/hooks';
import { notify } from '../../app/notifications/slice';
import { say, t } from '../../app/i18n/messages';
import { FormField } from './FormField';
import type { FormFieldDef, FormValues } from './types';

interface Props {
  readonly title: string;
  readonly text?: string;
  readonly fields: readonly FormFieldDef[];
  readonly initial: FormValues;
  /** The rules checked before `onSubmit` (contracts' messages), shown on their fields. */
  readonly validate?: (values: FormValues) => readonly FieldError[];
  /** The submit button stays disabled until this holds. */
  readonly ready?: (values: FormValues) => boolean;
  readonly submitLabel?: string;
  readonly closeLabel?: string;
  readonly busy?: boolean;
  /** Errors of the last attempt that the server gave, by field. */
  readonly serverErrors?: readonly FieldError[];
  readonly onClose: () => void;
  readonly onSubmit: (values: FormValues) => void;
}

/**
 * A small form in a dialog (an action's reason and comment, a date, a person; the Edit Customer dialog): the
 * fields of the resource forms, the rules checked before sending, submit disabled until the form is ready.
 * Mounted while open: each opening starts from `initial`.
 */
export const FormDialog = ({
  title,
  text,
  fields,
  initial,
  validate,
  ready,
  submitLabel,
  closeLabel,
  busy = false,
  serverErrors = [],
  onClose,
  onSubmit,
}: Props) => {
  const viewer = useViewer();
  const dispatch = useAppDispatch();
  const [values, setValues] = useState<FormValues>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const shown: Record<string, string> = {
    ...Object.fromEntries(serverErrors.map((e) => [e.path, e.message])),
    ...errors,
  };
  const visible = fields.filter((f) => f.visible?.(values, viewer) ?? true);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    // A dialog opened from a field of this one (New tag in Assign) is this form's child in React's tree, though not
    // in the page's: its submit must not bubble on and submit this form too.
    e.stopPropagation();
    if (busy) return;
    const problems = validate?.(values) ?? [];
    if (problems.length > 0) {
      const next: Record<string, string> = {};
      for (const p of problems) next[p.path] ??= p.message;
      setErrors(next);
      // Spec 3 §8: the invalid-form message when a dialog's form (the bill form) is submitted while invalid.
      dispatch(notify({ message: t('notification.invalidForm'), type: 'warning' }));
      return;
    }
    setErrors({});
    onSubmit(values);
  };
  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="form-dialog-title"
      data-testid="form-dialog"
    >
      <Box component="form" onSubmit={submit} noValidate>
        <DialogTitle id="form-dialog-title">{say(title)}</DialogTitle>
        <DialogContent>
          {text ? <DialogContentText sx={{ mb: 2 }}>{text}</DialogContentText> : null}
          <Stack spacing={2} sx={{ pt: 1 }}>
            {visible.map((def) => (
              <Box key={def.name} data-field={def.name}>
                <FormField
                  def={def}
                  value={values[def.name]}
                  values={values}
                  errors={shown}
                  error={shown[def.name]}
                  onChange={(v) => {
                    setValues((prev) => ({ ...prev, [def.name]: v, ...(def.derive ? def.derive(v, prev) : {}) }));
                    setErrors(({ [def.name]: _gone, ...rest }) => rest);
                  }}
                />
              </Box>
            ))}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {closeLabel ?? t('record.close')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={busy || (ready ? !ready(values) : false)}
            startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            {submitLabel ?? t('record.confirm')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
};
