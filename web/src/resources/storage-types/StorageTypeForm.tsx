import { useRef, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import TextField from '@mui/material/TextField';
import { needsZeroSizeConfirmation, STORAGE_TYPE_ZERO_SIZE_CONFIRMATION } from '@console/contracts';
import { ResourceForm } from '../../framework/form/ResourceForm';
import type { FormFieldDef, FormValues } from '../../framework/form/types';
import {
  storageTypeBody,
  storageTypeInitial,
  storageTypesApi,
  storageTypeSections,
  storageTypeValidate,
  type StorageTypeRow,
} from './index';
import { textOf } from '../../framework/fields/text';
import { t } from '../../app/i18n/messages';

interface Props {
  readonly record: StorageTypeRow | null;
}

/**
 * Storage type create and edit (spec 3 §2, §5): the rules of contracts/ before sending; setting an inventory
 * type's size to zero first asks 'Setting the size … proceed?' with Yes and cancel (spec 3 §4, §5).
 */
export const StorageTypeForm = ({ record }: Props) => {
  const values = useRef<FormValues>(storageTypeInitial(record));
  const confirmed = useRef(false);
  const [asking, setAsking] = useState<HTMLFormElement | null>(null);
  const size: FormFieldDef = {
    kind: 'custom',
    name: 'size',
    label: 'storages.label.sizeCbm',
    render: (p) => {
      values.current = p.values;
      return (
        <TextField
          label={t('storages.label.sizeCbm')}
          name="size"
          size="small"
          fullWidth
          value={textOf(p.value)}
          onChange={(e) => p.onChange(e.target.value)}
          error={Boolean(p.error)}
          helperText={p.error ?? t('storageTypes.sizeHelp')}
        />
      );
    },
  };
  const onSubmitCapture = (e: FormEvent<HTMLDivElement>) => {
    const next = storageTypeBody(values.current);
    if (confirmed.current || !needsZeroSizeConfirmation(next, record)) return;
    // Before the form's own submit runs: ask first, submit again after Yes.
    e.preventDefault();
    e.stopPropagation();
    setAsking(e.target as HTMLFormElement);
  };
  return (
    <Box onSubmitCapture={onSubmitCapture}>
      <ResourceForm
        formId={record ? `storage-types:edit:${record.id}` : 'storage-types:create'}
        api={storageTypesApi}
        {...(record ? { id: record.id } : {})}
        title={record ? t('storageTypes.editTitle', { name: record.name }) : 'storageTypes.create'}
        sections={storageTypeSections(size)}
        initialValues={storageTypeInitial(record)}
        toBody={storageTypeBody}
        validate={storageTypeValidate(record ? 'edit' : 'create', record?.id)}
        redirectTo="/storage-types/:id/show"
      />
      <Dialog open={asking !== null} onClose={() => setAsking(null)} data-testid="zero-size-dialog">
        <DialogContent>
          <DialogContentText>{STORAGE_TYPE_ZERO_SIZE_CONFIRMATION}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAsking(null)}>{t('storageTypes.zeroSizeCancel')}</Button>
          <Button
            variant="contained"
            onClick={() => {
              const form = asking;
              confirmed.current = true;
              setAsking(null);
              form?.requestSubmit();
              confirmed.current = false;
            }}
          >
            {t('storageTypes.zeroSizeYes')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
};
