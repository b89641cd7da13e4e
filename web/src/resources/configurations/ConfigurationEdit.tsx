import { useEffect, useRef, useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Link, useParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { t } from '../../app/i18n/messages';
import { dataActions, selectForm } from '../../framework/data/slice';
import { RecordLoading, RecordNotFound } from '../../framework/show/RecordStates';
import { CONFIGURATION_COUNTRIES, configurationsApi } from './api';
import { useConfigurations } from './useConfigurations';

/**
 * /configurations/{id}/edit (spec 1 §2.10): country, category and key read-only, the value editable; Save stays
 * disabled until the value differs from the one loaded. Success: 'Refreshed' and the record loaded again; failure:
 * the server's message as an error notification (spec 1 §8).
 */
const ConfigurationEdit = () => {
  const { id } = useParams();
  const dispatch = useAppDispatch();
  const { rows, reload } = useConfigurations('configurations:record', id ? `id=${Number(id)}` : undefined);
  const record = rows?.[0];
  const [value, setValue] = useState<string | null>(null);
  const formId = `configurations:edit:${id ?? ''}`;
  const form = useAppSelector((s) => selectForm(s, formId));
  const saving = useRef(false);
  useEffect(() => {
    if (saving.current && !form.saving && form.errors.length === 0) {
      setValue(null);
      reload();
    }
    saving.current = form.saving;
  }, [form.saving, form.errors.length, reload]);
  if (rows !== undefined && !record) return <RecordNotFound />;
  if (!record) return <RecordLoading height={160} />;
  const shown = value ?? record.value;
  const country = CONFIGURATION_COUNTRIES.find((c) => c.id === record.countryId);
  return (
    <Stack spacing={2} sx={{ maxWidth: 640 }}>
      <Typography variant="h5" component="h1">
        {t('configurations.editTitle', { key: record.key })}
      </Typography>
      <TextField label={t('configurations.col.country')} value={country ? t(country.label) : ''} disabled />
      <TextField label={t('configurations.col.category')} value={record.category} disabled />
      <TextField label={t('configurations.col.key')} value={record.key} disabled />
      <TextField
        label={t('configurations.col.value')}
        name="value"
        value={shown}
        multiline
        onChange={(e) => setValue(e.target.value)}
        error={form.errors.some((e) => e.path === 'value')}
        helperText={form.errors.find((e) => e.path === 'value')?.message}
      />
      <Stack direction="row" spacing={1}>
        <Button
          variant="contained"
          disabled={shown === record.value || form.saving}
          onClick={() =>
            dispatch(
              dataActions.saveRequested({
                formId,
                api: configurationsApi,
                id: record.id,
                body: { value: shown },
                notice: t('configurations.refreshed'),
              }),
            )
          }
        >
          {t('configurations.save')}
        </Button>
        <Button component={Link} to={`/configurations/${record.id}/history`}>
          {t('configurations.history')}
        </Button>
        <Button component={Link} to={`/configurations/${record.countryId}`}>
          {t('configurations.back')}
        </Button>
      </Stack>
    </Stack>
  );
};

export default ConfigurationEdit;
