import Box from '@mui/material/Box';
import { t } from '../../app/i18n/messages';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import {
  EMAIL_UNIQUE_MESSAGE,
  existingEmailNotice,
  Gender,
  hasPermission,
  IdType,
  Language,
  Persona,
  toMajorUnits,
  type IdDocument,
  type UserRow,
} from '@console/contracts';
import { DateInput } from '../../framework/fields/DateInput';
import type { FormSection, FormValues } from '../../framework/form/types';
import type { Viewer } from '../../framework/types';
import { COUNTRY_CHOICES, CUSTOMER_TYPE_CHOICES, partnersSource, salesStaffSource } from './index';
import { textOf } from '../../framework/fields/text';
import { enumLabel, valueChoices } from '../../app/i18n/enumText';

const choices = (values: readonly string[]) => valueChoices(values);
const notPartner = (_v: FormValues, viewer: Viewer) => !viewer.isPartner;

type DocumentDraft = { idType: string; number: string; expiry: string };

/** Spec 3 §2: up to 2 ID documents (type, number, expiry). */
const DocumentsInput = ({
  value,
  onChange,
  error,
}: {
  value: unknown;
  onChange: (v: unknown) => void;
  error?: string;
}) => {
  const docs = (Array.isArray(value) ? value : []) as DocumentDraft[];
  const setDoc = (i: number, patch: Partial<DocumentDraft>) =>
    onChange(docs.map((d, j) => (j === i ? { ...d, ...patch } : d)));
  return (
    <Stack spacing={1.5} data-testid="documents-input">
      {docs.map((d, i) => (
        <Stack key={i} direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
          <TextField
            select
            label={t('users.doc.idType')}
            name={`documents.${i}.idType`}
            value={d.idType}
            onChange={(e) => setDoc(i, { idType: e.target.value })}
            sx={{ minWidth: 160 }}
          >
            {IdType.values.map((v) => (
              <MenuItem key={v} value={v}>
                {enumLabel('IdType', v)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={t('users.doc.number')}
            name={`documents.${i}.number`}
            value={d.number}
            onChange={(e) => setDoc(i, { number: e.target.value })}
            sx={{ flexGrow: 1 }}
          />
          <DateInput
            label="users.doc.expiry"
            name={`documents.${i}.expiry`}
            value={d.expiry}
            onChange={(day) => setDoc(i, { expiry: day ?? '' })}
            width={190}
          />
          <IconButton aria-label={t('users.doc.remove')} onClick={() => onChange(docs.filter((_x, j) => j !== i))}>
            <DeleteIcon />
          </IconButton>
        </Stack>
      ))}
      {error ? <Box sx={{ color: 'error.main', fontSize: 12 }}>{error}</Box> : null}
      {docs.length < 2 ? (
        <Box>
          <Button
            size="small"
            startIcon={<AddIcon />}
            onClick={() => onChange([...docs, { idType: 'Passport', number: '', expiry: '' }])}
          >
            {t('users.doc.add')}
          </Button>
        </Box>
      ) : null}
    </Stack>
  );
};

const NAME_FIELDS = [
  ['englishName', 'users.label.englishName'],
  ['firstNameEnglish', 'users.label.firstNameEnglish'],
  ['lastNameEnglish', 'users.label.lastNameEnglish'],
  ['nicknameEnglish', 'users.label.nicknameEnglish'],
  ['arabicName', 'users.label.arabicName'],
  ['firstNameArabic', 'users.label.firstNameArabic'],
  ['lastNameArabic', 'users.label.lastNameArabic'],
  ['nicknameArabic', 'users.label.nicknameArabic'],
] as const;

/** Spec 1 §2.6: sections User, Personal Data, Documents (create and edit). */
export const userSections = (mode: 'create' | 'edit'): FormSection[] => [
  {
    title: 'users.label.user',
    fields: [
      { kind: 'select', name: 'type', label: 'users.label.type', required: true, choices: CUSTOMER_TYPE_CHOICES },
      { kind: 'text', name: 'name', label: 'users.label.name', required: true },
      { kind: 'email', name: 'email', label: 'users.label.email', required: true },
      { kind: 'phone', name: 'phone', label: 'users.label.phone', required: true },
      { kind: 'phone', name: 'phone2', label: 'users.label.phone2' },
      { kind: 'select', name: 'countryId', label: 'users.label.country', required: true, choices: COUNTRY_CHOICES },
      // Spec 1 §6: the partner field needs the staff permission.
      {
        kind: 'selectReference',
        name: 'partnerId',
        label: 'users.label.partner',
        required: true,
        source: partnersSource,
        visible: (_v, viewer) => hasPermission(viewer.permissions, 'staff'),
      },
      {
        kind: 'reference',
        name: 'assigneeId',
        label: 'users.label.assignee',
        source: salesStaffSource,
        visible: notPartner,
      },
      { kind: 'select', name: 'language', label: 'users.label.language', choices: choices(Language.values) },
      { kind: 'text', name: 'source', label: 'users.label.source' },
      {
        kind: 'select',
        name: 'persona',
        label: 'users.label.persona',
        choices: choices(Persona.values),
        emptyLabel: 'None',
      },
      { kind: 'text', name: 'trn', label: 'users.label.trn' },
      { kind: 'money', name: 'deposits', label: 'users.label.deposits', visible: notPartner },
      // Spec 1 §3: storage rate only for type sme.
      { kind: 'money', name: 'storageRate', label: 'users.label.storageRate', visible: (v) => v.type === 'sme' },
      ...(mode === 'create' ? [{ kind: 'tags' as const, name: 'tags', label: 'users.label.tags', wide: true }] : []),
      { kind: 'boolean', name: 'isVerified', label: 'users.label.verified' },
      { kind: 'boolean', name: 'enableAutoCardCharging', label: 'users.label.autoCardCharging' },
    ],
  },
  {
    title: 'users.label.personalData',
    fields: [
      ...NAME_FIELDS.map(([name, label]) => ({ kind: 'text' as const, name, label })),
      {
        kind: 'select',
        name: 'gender',
        label: 'users.label.gender',
        choices: choices(Gender.values),
        emptyLabel: 'None',
      },
      // Spec 1 §3: read-only in forms.
      ...(mode === 'edit'
        ? [{ kind: 'text' as const, name: 'currentStatus', label: 'users.label.currentStatus', readOnly: true }]
        : []),
    ],
  },
  {
    title: 'users.label.documents',
    fields: [
      {
        kind: 'custom',
        name: 'documents',
        label: 'users.label.documents',
        wide: true,
        render: (p) => <DocumentsInput value={p.value} onChange={p.onChange} error={p.error} />,
      },
    ],
  },
];

const major = (amount: number | null | undefined): string =>
  amount === null || amount === undefined ? '' : String(toMajorUnits(amount as never));

/** Spec 1 §5 defaults: language EN, partner 1 (the creating user's for a partner user), the creating user's country. */
export const createValues = (viewer: Viewer): FormValues => ({
  type: 'b2c',
  name: '',
  email: '',
  phone: '',
  phone2: '',
  countryId: String(viewer.countryId),
  partnerId: viewer.partnerId,
  assigneeId: null,
  language: 'EN',
  source: '',
  persona: '',
  trn: '',
  deposits: '',
  storageRate: '',
  tags: [],
  isVerified: false,
  enableAutoCardCharging: false,
  ...Object.fromEntries(NAME_FIELDS.map(([n]) => [n, ''])),
  gender: '',
  documents: [],
});

export const editValues = (r: UserRow): FormValues => ({
  type: r.type,
  name: r.name,
  email: r.email,
  phone: r.phone,
  phone2: r.phone2 ?? '',
  countryId: String(r.countryId),
  partnerId: r.partnerId,
  assigneeId: r.assigneeId,
  language: r.language,
  source: r.source ?? '',
  persona: r.persona ?? '',
  trn: r.trn ?? '',
  deposits: major(r.deposits),
  storageRate: major(r.storageRate),
  isVerified: r.isVerified,
  enableAutoCardCharging: r.enableAutoCardCharging,
  ...Object.fromEntries(NAME_FIELDS.map(([n]) => [n, r[n] ?? ''])),
  gender: r.gender ?? '',
  currentStatus: r.currentStatus ?? '',
  documents: r.documents.map((d) => ({ idType: d.idType, number: d.number, expiry: d.expiry ?? '' })),
});

const str = (v: unknown): string => textOf(v).trim();
const orNull = (v: unknown): string | null => (str(v) === '' ? null : str(v));

/**
 * The body of POST / PATCH /api/users from the form. Tags only on create (spec 1 §7.6: the edit removes them);
 * status never (status changes by its actions); deposits not sent by a partner user; credits never (they move by payments, refunds and credit use: issue 30).
 */
export const userBody =
  (mode: 'create' | 'edit') =>
  (v: FormValues, viewer: Viewer): Record<string, unknown> => {
    const body: Record<string, unknown> = {
      type: v.type,
      name: str(v.name),
      email: str(v.email),
      phone: str(v.phone),
      phone2: orNull(v.phone2),
      countryId: v.countryId === null || v.countryId === '' ? null : Number(v.countryId),
      partnerId: v.partnerId === null || v.partnerId === '' ? null : Number(v.partnerId),
      language: v.language,
      source: orNull(v.source),
      persona: orNull(v.persona),
      trn: orNull(v.trn),
      isVerified: v.isVerified === true,
      enableAutoCardCharging: v.enableAutoCardCharging === true,
      ...Object.fromEntries(NAME_FIELDS.map(([n]) => [n, orNull(v[n])])),
      gender: orNull(v.gender),
      documents: ((v.documents ?? []) as DocumentDraft[])
        .filter((d) => d.number.trim() !== '')
        .map((d): IdDocument => ({
          idType: d.idType as IdDocument['idType'],
          number: d.number.trim(),
          expiry: d.expiry || null,
        })),
      storageRate: v.type === 'sme' ? (v.storageRate ?? null) : null,
    };
    if (!viewer.isPartner) {
      body.assigneeId = v.assigneeId ?? null;
      body.deposits = v.deposits ?? 0;
    }
    if (mode === 'create') body.tags = v.tags ?? [];
    return body;
  };

/** Spec 1 §5, §8: a duplicate e-mail (400, path email, 'email must be unique') shows the existing-account notice. */
export const userFieldNotices = (body: Record<string, unknown>): Record<string, string> =>
  typeof body.email === 'string' ? { [`email:${EMAIL_UNIQUE_MESSAGE}`]: existingEmailNotice(body.email) } : {};
