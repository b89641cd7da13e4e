import { storagesApi } from '../../shared/storages/sources';
import type { FormScreen } from '../../framework/screens/forms';
import Switch from '@mui/material/Switch';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import {
  storageDimensionError,
  storageSavedMessage,
  storageSizeError,
  validateStorageFields,
  type FieldError,
  type StorageFields,
  type StorageRow,
  type StorageTypeFacts,
} from '@console/contracts';
import type { FormFieldDef, FormSection, FormValues } from '../../framework/form/types';
import type { Viewer } from '../../framework/types';
import { isStaff } from './config';
import { COUNTRY_CHOICES, customerSource, num, partnersSource, text } from '../../framework/fields/sources';
import { parentStorageSource } from '../../shared/storages/sources';
import { isInventory, StorageTypeInput, typeIdOf } from './StorageTypeInput';
import { textOf } from '../../framework/fields/text';
import { enumChoices } from '../../app/i18n/enumText';
import { say, t } from '../../app/i18n/messages';

/** Spec 2 §8: 'Storage "{id}" saved!' (the saga puts the saved id for ':id'). */
export const STORAGE_SAVED_NOTICE = storageSavedMessage(':id');

const STATUS_CHOICES = enumChoices('StorageStatus');
const SIZE_FIELDS = ['size', 'length', 'height', 'width'] as const;

/** A number field; disabled when `disabled` holds for the form's values (an inventory type's size and dimensions). */
const numberField = (
  name: string,
  label: string,
  check: (v: unknown) => string | undefined,
  disabled?: (values: FormValues) => boolean,
  derive?: (value: unknown, values: FormValues) => FormValues,
): FormFieldDef => ({
  kind: 'custom',
  name,
  label,
  ...(derive ? { derive } : {}),
  render: ({ value, onChange, error, values }) => (
    <TextField
      fullWidth
      name={name}
      label={say(label)}
      type="number"
      value={textOf(value)}
      onChange={(e) => onChange(e.target.value)}
      disabled={disabled?.(values) ?? false}
      error={Boolean(error) || Boolean(check(value))}
      helperText={error ?? check(value)}
      slotProps={{ htmlInput: { step: 'any' } }}
    />
  ),
});

const inventory = (values: FormValues) => isInventory(values.storagetype);
const synced = (values: FormValues) => values.syncConsumedSize === true;

export const storageSections: FormSection[] = [
  {
    title: 'storages.label.storage',
    fields: [
      {
        kind: 'custom',
        name: 'storagetype',
        label: 'storages.label.storageType',
        render: ({ value, onChange, error }) => <StorageTypeInput value={value} onChange={onChange} error={error} />,
        // Spec 2 §5: an inventory type gives size, length, height and width.
        derive: (v) => {
          if (!isInventory(v)) return {};
          const facts = v as StorageTypeFacts;
          return {
            size: facts.size,
            length: facts.length ?? '',
            height: facts.height ?? '',
            width: facts.width ?? '',
          };
        },
      },
      { kind: 'text', name: 'code', label: 'storages.label.code' },
      { kind: 'text', name: 'serial', label: 'storages.label.serial' },
      { kind: 'text', name: 'name', label: 'storages.label.name' },
      {
        kind: 'reference',
        name: 'userId',
        label: 'storages.label.user',
        source: customerSource(3),
        derive: () => ({ parentId: null }),
      },
      {
        kind: 'selectReference',
        name: 'partnerId',
        label: 'storages.label.partner',
        source: partnersSource,
        visible: (_v, viewer) => isStaff(viewer),
      },
      { kind: 'select', name: 'countryId', label: 'storages.label.country', choices: COUNTRY_CHOICES, emptyLabel: '—' },
      { kind: 'text', name: 'orderId', label: 'storages.label.orderId' },
      { kind: 'select', name: 'status', label: 'storages.label.status', choices: STATUS_CHOICES },
      { kind: 'boolean', name: 'isPart', label: 'storages.label.isPart', derive: (v) => (v ? {} : { parentId: null }) },
      {
        kind: 'selectReference',
        name: 'parentId',
        label: 'storages.label.parent',
        emptyLabel: '—',
        source: (values) => parentStorageSource(num(values.userId)),
        visible: (values) => values.isPart === true,
      },
      { kind: 'multiline', name: 'description', label: 'storages.label.description', wide: true },
    ],
  },
  {
    title: 'storages.section.size',
    fields: [
      numberField('size', 'storages.label.sizeCbm', storageSizeError, inventory),
      // The actual size typed keeps the consumed size in step while the toggle is on.
      numberField('sizeEntered', 'storages.label.actualCbm', storageSizeError, undefined, (v, values) =>
        values.syncConsumedSize === true ? { consumedSize: v } : {},
      ),
      {
        kind: 'custom',
        name: 'syncConsumedSize',
        label: 'storages.label.syncConsumedSize',
        render: ({ value, onChange }) => (
          <FormControlLabel
            control={
              <Switch name="syncConsumedSize" checked={value === true} onChange={(e) => onChange(e.target.checked)} />
            }
            label={t('storages.label.consumedIsActual')}
          />
        ),
        derive: (v, values) => (v === true ? { consumedSize: values.sizeEntered ?? '' } : {}),
      },
      numberField('consumedSize', 'storages.label.consumedSize', storageSizeError, synced),
      numberField('length', 'storages.label.length', storageDimensionError, inventory),
      numberField('height', 'storages.label.height', storageDimensionError, inventory),
      numberField('width', 'storages.label.width', storageDimensionError, inventory),
      { kind: 'text', name: 'qty', label: 'storages.label.qty' },
      { kind: 'text', name: 'storedQty', label: 'storages.label.storedQty' },
    ],
  },
  {
    title: 'storages.section.roomAndDates',
    fields: [
      { kind: 'text', name: 'roomId', label: 'storages.label.roomId' },
      { kind: 'text', name: 'roomName', label: 'storages.label.room' },
      { kind: 'date', name: 'from', label: 'storages.label.from' },
      { kind: 'date', name: 'to', label: 'storages.label.to' },
      { kind: 'boolean', name: 'customerPacked', label: 'storages.label.customerPacked' },
      { kind: 'text', name: 'damage', label: 'storages.label.damage' },
    ],
  },
];

const str = textOf;

export const storageInitial = (r: StorageRow | null, viewer?: Viewer): FormValues => ({
  storagetype: r?.storagetypeId ? { id: r.storagetypeId, loading: true } : null,
  code: r?.code ?? '',
  serial: r?.serial ?? '',
  name: r?.name ?? '',
  userId: r?.userId ?? null,
  partnerId: r?.partnerId ?? viewer?.partnerId ?? 1,
  countryId: r?.countryId ?? viewer?.countryId ?? '',
  orderId: str(r?.orderId),
  status: r?.status ?? 'new',
  isPart: r?.isPart ?? false,
  parentId: r?.parentId ?? null,
  description: r?.description ?? '',
  size: str(r?.size),
  sizeEntered: str(r?.sizeEntered),
  syncConsumedSize: r ? r.consumedSize !== null && r.consumedSize === r.sizeEntered : false,
  consumedSize: str(r?.consumedSize),
  length: str(r?.length),
  height: str(r?.height),
  width: str(r?.width),
  qty: str(r?.qty),
  storedQty: str(r?.storedQty),
  roomId: str(r?.roomId),
  roomName: r?.roomName ?? '',
  from: r?.from ?? '',
  to: r?.to ?? '',
  customerPacked: r?.customerPacked ?? false,
  damage: r?.damage ?? '',
});

/** The body: numbers as numbers, an empty code as null (spec 2 §5), the partner only from staff. */
export const storageBody = (v: FormValues, viewer: Viewer): Record<string, unknown> => {
  const body: Record<string, unknown> = {
    storagetypeId: typeIdOf(v.storagetype),
    code: text(v.code),
    serial: text(v.serial),
    name: text(v.name),
    userId: num(v.userId),
    countryId: num(v.countryId),
    orderId: num(v.orderId),
    status: v.status,
    isPart: v.isPart === true,
    parentId: v.isPart === true ? num(v.parentId) : null,
    description: text(v.description),
    sizeEntered: num(v.sizeEntered),
    consumedSize: v.syncConsumedSize === true ? num(v.sizeEntered) : num(v.consumedSize),
    qty: num(v.qty),
    storedQty: num(v.storedQty),
    roomId: num(v.roomId),
    roomName: text(v.roomName),
    from: text(v.from),
    to: text(v.to),
    customerPacked: v.customerPacked === true,
    damage: text(v.damage),
  };
  for (const f of SIZE_FIELDS) body[f] = num(v[f]);
  if (isStaff(viewer)) body.partnerId = num(v.partnerId) ?? 1;
  return body;
};

/** Spec 2 §5 through contracts' rules (the server checks the same). */
export const storageValidate = (_body: Record<string, unknown>, full: Record<string, unknown>): FieldError[] =>
  validateStorageFields(full as StorageFields, true).map((e) =>
    e.path === 'storagetypeId' ? { ...e, path: 'storagetype' } : e,
  );

/** Spec 2 §2: create and edit redirect to show with 'Storage "{id}" saved!'. */
export const storageForm: FormScreen<StorageRow> = {
  api: storagesApi,
  sections: storageSections,
  initial: storageInitial,
  toBody: storageBody,
  validate: storageValidate,
  createTitle: 'storages.create',
  editTitle: (r) => t('storages.editTitle', { id: r.id }),
  redirectTo: '/storages/:id/show',
  notice: STORAGE_SAVED_NOTICE,
};
