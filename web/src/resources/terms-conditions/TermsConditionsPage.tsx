import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { TERMS_TYPES } from '@console/contracts';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { t, type MessageKey } from '../../app/i18n/messages';
import { selectViewer } from '../../app/session/slice';
import { dataActions, selectForm } from '../../framework/data/slice';
import { RecordLoading } from '../../framework/show/RecordStates';
import { TERMS_COUNTRIES, termsApi } from './api';
import TermsEditor from './TermsEditor';
import { useTerms, type TermsPick } from './useTerms';

const FORM_ID = 'terms-conditions:edit';
const typeLabel = (type: string) => t(`terms.type.${type}` as MessageKey);

/**
 * /terms-conditions (spec 3 Terms and conditions): pick a country and a type, press List, edit the HTML in the rich
 * text editor, press Save ('Data Updated Successfully'). A pick with no terms says 'There is no T&C list
 * available!' and lets the admin write them (the save creates the record).
 */
const TermsConditionsPage = () => {
  const dispatch = useAppDispatch();
  const viewer = useAppSelector(selectViewer);
  const [countryId, setCountryId] = useState<number>(TERMS_COUNTRIES[0].id);
  const [type, setType] = useState<string>(TERMS_TYPES[0]);
  const [pick, setPick] = useState<TermsPick | null>(null);
  const [creating, setCreating] = useState(false);
  const [html, setHtml] = useState<string | null>(null);
  const { terms, reload } = useTerms(pick);
  const form = useAppSelector((s) => selectForm(s, FORM_ID));

  // A save that succeeded reads the record again (a create turns the page into the record's editor).
  const saving = useRef(false);
  useEffect(() => {
    if (saving.current && !form.saving && form.errors.length === 0) {
      setHtml(null);
      setCreating(false);
      reload();
    }
    saving.current = form.saving;
  }, [form.saving, form.errors.length, reload]);

  const list = () => {
    setPick({ countryId, type });
    setCreating(false);
    setHtml(null);
  };
  const save = () => {
    if (!pick) return;
    const body = { htmlContent: html ?? terms?.htmlContent ?? '', userId: viewer?.id ?? null };
    dispatch(
      dataActions.saveRequested({
        formId: FORM_ID,
        api: termsApi,
        ...(terms ? { id: terms.id, body } : { body: { ...body, countryId: pick.countryId, type: pick.type } }),
        notice: t('terms.saved'),
      }),
    );
  };
  const editing = terms ?? (creating ? null : undefined);

  return (
    <Stack spacing={2} sx={{ maxWidth: 960 }}>
      <Typography variant="h5" component="h1">
        {t('terms.title')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <TextField
          select
          label={t('terms.country')}
          value={countryId}
          onChange={(e) => setCountryId(Number(e.target.value))}
          sx={{ minWidth: 180 }}
          size="small"
        >
          {TERMS_COUNTRIES.map((c) => (
            <MenuItem key={c.id} value={c.id}>
              {t(c.label)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label={t('terms.type')}
          value={type}
          onChange={(e) => setType(e.target.value)}
          sx={{ minWidth: 200 }}
          size="small"
        >
          {TERMS_TYPES.map((v) => (
            <MenuItem key={v} value={v}>
              {typeLabel(v)}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="contained" onClick={list}>
          {t('terms.list')}
        </Button>
      </Stack>

      {pick === null ? (
        <Typography color="text.secondary">{t('terms.pick')}</Typography>
      ) : terms === undefined ? (
        <RecordLoading height={200} />
      ) : editing === undefined ? (
        <Alert
          severity="info"
          action={
            <Button color="inherit" size="small" onClick={() => setCreating(true)}>
              {t('terms.create')}
            </Button>
          }
        >
          {t('terms.none')}
        </Alert>
      ) : (
        <Stack spacing={1.5} data-testid="terms-editor">
          {terms ? (
            <Typography variant="subtitle1" component="h2">
              {terms.title}
            </Typography>
          ) : null}
          <TermsEditor
            key={`${pick.countryId}:${pick.type}:${terms?.id ?? 'new'}:${terms?.updatedAt ?? ''}`}
            initial={terms?.htmlContent ?? ''}
            onChange={setHtml}
          />
          {form.errors.length > 0 ? (
            <Alert severity="error">{form.errors.map((e) => e.message).join(' ')}</Alert>
          ) : null}
          <Stack direction="row" spacing={1}>
            <Button
              variant="contained"
              onClick={save}
              disabled={form.saving || (terms !== null && (html === null || html === terms.htmlContent))}
            >
              {t('terms.save')}
            </Button>
          </Stack>
        </Stack>
      )}
    </Stack>
  );
};

export default TermsConditionsPage;
