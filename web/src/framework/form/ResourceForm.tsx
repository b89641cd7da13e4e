import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import SaveIcon from '@mui/icons-material/Save';
import type { FieldError } from '@console/contracts';
import { useAppDispatch, useAppSelector, useViewer } from '../../app/hooks';
import { say, t } from '../../app/i18n/messages';
import { notify } from '../../app/notifications/slice';
import { dataActions, selectForm } from '../data/slice';
import type { ResourceApi, Viewer } from '../types';
import { FormField } from './FormField';
import { withMoney } from './moneyValues';
import type { FormFieldDef, FormSection, FormValues } from './types';

interface Props {
  readonly formId: string;
  readonly api: ResourceApi;
  /** Absent: create. Present: edit, sending only what changed. */
  readonly id?: number | string;
  readonly title: string;
  readonly sections: readonly FormSection[];
  readonly initialValues: FormValues;
  /** The request body from the form's values (money fields already in minor units); it decides what is sent. */
  readonly toBody: (values: FormValues, viewer: Viewer) => Record<string, unknown>;
  /** The rules of contracts/ on what is sent (an edit sends what changed; `full` is the whole form), with the spec's messages. */
  readonly validate: (body: Record<string, unknown>, full: Record<string, unknown>) => readonly FieldError[];
  /** After saving: ':id' is the saved record's id. */
  readonly redirectTo: string;
  /** Fuller notices for server field errors, keyed `path:message` (e.g. the existing e-mail notice). */
  readonly fieldNotices?: (body: Record<string, unknown>) => Record<string, string>;
  readonly saveLabel?: string;
  /** Sections one under the other (default), or one tab each (spec 2 §2: the lead and order forms). */
  readonly layout?: 'sections' | 'tabs';
  /**
   * What the record holds, as form values: an edit sends what differs from it. Defaults to `initialValues`;
   * differs when the form opens with a value to send as it is (spec 2 §2: the quoteVersion of a revision).
   */
  readonly compareTo?: FormValues;
  /** The success notice; default the catalogue's created / updated text. */
  readonly notice?: string;
  /** The failure notice when the server gives no message of its own (or only 'Validation error'). */
  readonly failureNotice?: string;
  /** Problems to mark on their fields when the form opens (before anything is typed or sent). */
  readonly initialErrors?: readonly FieldError[];
}

/** The field an error path belongs to: 'documents.0.number' → 'documents'. */
const fieldOf = (path: string, names: ReadonlySet<string>): string =>
  names.has(path) ? path : (path.split('.')[0] ?? path);

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * Every create and edit form (ARCHITECTURE §7): sections of fields; the rules of contracts/ checked before
 * sending; the server's 400 `errors` shown on their fields; money typed in major units and sent in 1/10000.
 */
export const ResourceForm = ({
  formId,
  api,
  id,
  title,
  sections,
  initialValues,
  toBody,
  validate,
  redirectTo,
  fieldNotices,
  saveLabel,
  layout = 'sections',
  compareTo,
  notice,
  failureNotice,
  initialErrors,
}: Props) => {
  const viewer = useViewer();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const form = useAppSelector((s) => selectForm(s, formId));
  const [values, setValues] = useState<FormValues>(initialValues);
  const fieldNames = useMemo(() => new Set(sections.flatMap((s) => s.fields.map((f) => f.name))), [sections]);
  // Problems known before anything is typed (a refused action sent here to complete the record): marked at once.
  const [localErrors, setLocalErrors] = useState<Record<string, string>>(() => {
    const out: Record<string, string> = {};
    for (const e of initialErrors ?? []) out[fieldOf(e.path, fieldNames)] ??= e.message;
    return out;
  });

  useEffect(
    () => () => {
      dispatch(dataActions.formReset(formId));
    },
    [dispatch, formId],
  );

  const visibleSections = sections
    .filter((s) => s.visible?.(values, viewer) ?? true)
    .map((s) => ({ ...s, fields: s.fields.filter((f) => f.visible?.(values, viewer) ?? true) }))
    .filter((s) => s.fields.length > 0);
  const [tab, setTab] = useState(() =>
    Math.max(
      0,
      visibleSections.findIndex((s) => s.fields.some((f) => f.name in localErrors)),
    ),
  );
  const shownTab = Math.min(tab, Math.max(0, visibleSections.length - 1));
  /** The first tab holding one of these errors. */
  const tabOf = (errs: Readonly<Record<string, string>>): number =>
    visibleSections.findIndex((s) => s.fields.some((f) => f.name in errs));

  const serverErrors = useMemo(() => {
    const out: Record<string, string> = {};
    for (const e of form.errors) out[fieldOf(e.path, fieldNames)] ??= e.message;
    return out;
  }, [form.errors, fieldNames]);
  const errors = { ...serverErrors, ...localErrors };
  // The server's errors: the tab of the first one comes forward.
  useEffect(() => {
    if (layout !== 'tabs') return;
    const first = tabOf(serverErrors);
    if (first >= 0) setTab(first);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [serverErrors]);

  const derivers = useMemo(
    () => new Map(sections.flatMap((s) => s.fields.flatMap((f) => (f.derive ? [[f.name, f.derive] as const] : [])))),
    [sections],
  );
  const set = (name: string, v: unknown) => {
    const derive = derivers.get(name);
    setValues((prev) => ({ ...prev, [name]: v, ...(derive ? derive(v, prev) : {}) }));
    setLocalErrors((prev) => {
      if (!(name in prev)) return prev;
      const { [name]: _gone, ...rest } = prev;
      return rest;
    });
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (form.saving) return;
    const visibleFields = visibleSections.flatMap((s) => s.fields);
    const money = withMoney(values, visibleFields);
    const full = toBody(money.values, viewer);
    let body = full;
    if (id !== undefined) {
      const before = toBody(withMoney(compareTo ?? initialValues, visibleFields).values, viewer);
      body = Object.fromEntries(Object.entries(body).filter(([k, v]) => !sameJson(v, before[k])));
      if (Object.keys(body).length === 0 && money.errors.length === 0) {
        void navigate(redirectTo.replace(':id', String(id)));
        return;
      }
    }
    const problems = [...money.errors, ...validate(body, full)];
    if (problems.length > 0) {
      const next: Record<string, string> = {};
      for (const p of problems) next[fieldOf(p.path, fieldNames)] ??= p.message;
      setLocalErrors(next);
      if (layout === 'tabs' && tabOf(next) >= 0) setTab(tabOf(next));
      dispatch(notify({ message: t('notification.invalidForm'), type: 'warning' }));
      return;
    }
    setLocalErrors({});
    dispatch(
      dataActions.saveRequested({
        formId,
        api,
        ...(id !== undefined ? { id } : {}),
        body,
        redirectTo,
        ...(fieldNotices ? { fieldNotices: fieldNotices(body) } : {}),
        ...(notice !== undefined ? { notice } : {}),
        ...(failureNotice !== undefined ? { failureNotice } : {}),
      }),
    );
  };

  const fieldGrid = (fields: readonly FormFieldDef[]) => (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)', xl: 'repeat(3, 1fr)' },
        gap: 2,
        alignItems: 'start',
      }}
    >
      {fields.map((def) => (
        <Box key={def.name} sx={def.wide ? { gridColumn: '1 / -1' } : undefined} data-field={def.name}>
          <FormField
            def={def}
            value={values[def.name]}
            onChange={(v) => set(def.name, v)}
            error={errors[def.name]}
            values={values}
            errors={errors}
          />
        </Box>
      ))}
    </Box>
  );

  return (
    <Box component="form" onSubmit={submit} noValidate data-testid="resource-form">
      <Typography variant="h5" component="h1" sx={{ mb: 1.5, fontWeight: 700 }}>
        {say(title)}
      </Typography>
      <Paper sx={{ p: { xs: 2, sm: 3 } }}>
        {layout === 'tabs' ? (
          <>
            <Tabs
              value={shownTab}
              onChange={(_e, v: number) => setTab(v)}
              variant="scrollable"
              sx={{ borderBottom: 1, borderColor: 'divider', mb: 2.5 }}
            >
              {visibleSections.map((section) => {
                const failing = section.fields.some((f) => f.name in errors);
                return (
                  <Tab
                    key={section.title}
                    label={say(section.title)}
                    data-error={failing}
                    sx={failing ? { color: 'error.main' } : undefined}
                  />
                );
              })}
            </Tabs>
            {visibleSections.map((section, i) => (
              <Box
                key={section.title}
                component="section"
                aria-label={say(section.title)}
                role="tabpanel"
                hidden={i !== shownTab}
                sx={{ mb: 3 }}
              >
                {fieldGrid(section.fields)}
              </Box>
            ))}
          </>
        ) : (
          visibleSections.map((section, i) => (
            <Box key={section.title} component="section" aria-label={say(section.title)} sx={{ mb: 3 }}>
              {i > 0 ? <Divider sx={{ mb: 2 }} /> : null}
              <Typography variant="h6" component="h2" sx={{ mb: 2, fontSize: 16, fontWeight: 700 }}>
                {say(section.title)}
              </Typography>
              {fieldGrid(section.fields)}
            </Box>
          ))
        )}
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={() => void navigate(-1)} disabled={form.saving}>
            {t('record.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            startIcon={form.saving ? <CircularProgress size={16} color="inherit" /> : <SaveIcon />}
            disabled={form.saving}
          >
            {form.saving ? t('record.saving') : (saveLabel ?? t('record.save'))}
          </Button>
        </Stack>
      </Paper>
    </Box>
  );
};
