import {
  completeStorageTypeSizes,
  STORAGE_TYPES_DEFAULT_SORT,
  STORAGE_TYPES_PER_PAGE,
  validateStorageType,
  type FieldError,
  type StorageTypeRow,
} from '@console/contracts';
import { ReferenceName } from '../../framework/fields/ReferenceName';
import { ShowLink, formatDate } from '../../framework/fields/cells';
import type { FormFieldDef, FormSection, FormValues } from '../../framework/form/types';
import { mayUse } from '../../framework/routes';
import type { ColumnDef, FilterDef, ListConfig, ResourceApi } from '../../framework/types';
import { StorageTypeStatusBadge } from './StorageTypeStatusBadge';
import { COUNTRY_CHOICES, countryName, num, partnersSource, text, YES_NO } from '../../framework/fields/sources';

export type { StorageTypeRow };

export const storageTypesApi: ResourceApi = {
  name: 'storage-types',
  listPath: '/api/v1/storages/types/list',
  recordPath: '/api/storage-types',
  // rm.storage_type_firsts (STORAGES'): a storage's new status may be its type's (spec 3 §4).
  tables: ['rm.storage_types', 'rm.storage_type_firsts'],
  model: 'storagetype',
  fallback: {
    searchTerm: 'q',
    inventory: 'inventory',
    partnerIds: 'partnerId[$in]',
    codes: 'code[$in]',
    names: 'name[$in]',
    userIds: 'userId[$in]',
  },
};

const yesNo = (b: boolean) => (b ? 'Yes' : 'No');

const columns: ColumnDef<StorageTypeRow>[] = [
  { id: 'serial', label: '#', width: 56, render: (_r, c) => c.serial },
  { id: 'id', label: 'Id', sortField: 'id', width: 76, render: (r) => r.id },
  { id: 'code', label: 'Code', sortField: 'code', width: 130, render: (r) => r.code },
  { id: 'name', label: 'Name', sortField: 'name', flex: 1, minWidth: 170, render: (r) => r.name },
  { id: 'size', label: 'Size (CBM)', sortField: 'size', width: 110, align: 'right', render: (r) => r.size },
  {
    id: 'consumedSize',
    label: 'Consumed size',
    sortField: 'consumedSize',
    width: 120,
    align: 'right',
    defaultVisible: false,
    render: (r) => r.consumedSize ?? '',
  },
  { id: 'length', label: 'Length', sortField: 'length', width: 90, align: 'right', render: (r) => r.length ?? '' },
  { id: 'width', label: 'Width', sortField: 'width', width: 90, align: 'right', render: (r) => r.width ?? '' },
  { id: 'height', label: 'Height', sortField: 'height', width: 90, align: 'right', render: (r) => r.height ?? '' },
  { id: 'inventory', label: 'Inventory', sortField: 'inventory', width: 100, render: (r) => yesNo(r.inventory) },
  {
    id: 'tracking',
    label: 'Tracking',
    sortField: 'tracking',
    width: 90,
    defaultVisible: false,
    render: (r) => yesNo(r.tracking),
  },
  {
    id: 'status',
    label: 'Status',
    width: 110,
    render: (r) => <StorageTypeStatusBadge status={r.status} />,
    exportValue: (r) => r.status ?? '',
  },
  { id: 'storageCount', label: 'Storages', width: 90, align: 'right', render: (r) => r.storageCount ?? 0 },
  {
    id: 'partner',
    label: 'Partner',
    sortField: 'partnerId',
    width: 150,
    defaultVisible: false,
    hiddenFor: (v) => v.isPartner,
    render: (r) => <ReferenceName source={partnersSource} id={r.partnerId} />,
    reference: { source: partnersSource, idOf: (r) => r.partnerId },
  },
  {
    id: 'countries',
    label: 'Countries',
    width: 150,
    defaultVisible: false,
    render: (r) => r.countryIds.map(countryName).join(', '),
  },
  {
    id: 'createdAt',
    label: 'Created',
    sortField: 'createdAt',
    width: 110,
    defaultVisible: false,
    render: (r) => formatDate(r.createdAt),
  },
  { id: 'show', label: 'Show', width: 90, render: (_r, c) => <ShowLink to={c.showPath} /> },
];

const filters: FilterDef[] = [
  { kind: 'text', key: 'q', label: 'Search', alwaysOn: true, toQuery: (v) => ({ searchTerm: v }) },
  {
    kind: 'select',
    key: 'inventory',
    label: 'Inventory',
    alwaysOn: true,
    choices: YES_NO,
    toQuery: (v) => ({ inventory: v === 'true' }),
  },
  {
    kind: 'select',
    key: 'country',
    label: 'Country',
    choices: COUNTRY_CHOICES,
    toQuery: (v) => ({ countryIds: [Number(v)] }),
  },
  {
    kind: 'select',
    key: 'partner',
    label: 'Partner',
    source: partnersSource,
    hiddenFor: (v) => v.isPartner,
    toQuery: (v) => ({ partnerIds: [Number(v)] }),
  },
];

/** Spec 3 §2: 50 a page, id descending, configurable columns saved locally, import and export. */
export const storageTypeListConfig: ListConfig<StorageTypeRow> = {
  api: storageTypesApi,
  title: 'Storage Types',
  columnsKey: 'storageTypeListColumns',
  columns,
  defaultSort: { field: STORAGE_TYPES_DEFAULT_SORT.sortBy, order: STORAGE_TYPES_DEFAULT_SORT.sortOrder },
  perPageOptions: [10, 25, STORAGE_TYPES_PER_PAGE, 100],
  defaultPerPage: STORAGE_TYPES_PER_PAGE,
  filters,
  canCreate: (v) => mayUse(v, 'storage-types', 'create'),
};

/** The size field is drawn by the form screen (it also keeps the form's values for the zero-size question). */
export const storageTypeSections = (size: FormFieldDef): FormSection[] => [
  {
    title: 'Storage type',
    fields: [
      { kind: 'text', name: 'code', label: 'Code', required: true },
      { kind: 'text', name: 'name', label: 'Name', required: true },
      { kind: 'multiline', name: 'description', label: 'Description', wide: true },
      size,
      {
        kind: 'text',
        name: 'consumedSize',
        label: 'Consumed size (CBM)',
        helperText: 'Empty: the product of the dimensions',
      },
      { kind: 'text', name: 'height', label: 'Height' },
      { kind: 'text', name: 'width', label: 'Width' },
      { kind: 'text', name: 'length', label: 'Length' },
      { kind: 'boolean', name: 'inventory', label: 'Inventory' },
      { kind: 'boolean', name: 'tracking', label: 'Tracking' },
      {
        kind: 'selectReference',
        name: 'partnerId',
        label: 'Partner',
        source: partnersSource,
        visible: (_v, viewer) => !viewer.isPartner,
      },
    ],
  },
];

export const storageTypeInitial = (r: StorageTypeRow | null): FormValues => ({
  code: r?.code ?? '',
  name: r?.name ?? '',
  description: r?.description ?? '',
  size: r?.size ?? '',
  consumedSize: r?.consumedSize ?? '',
  height: r?.height ?? '',
  width: r?.width ?? '',
  length: r?.length ?? '',
  inventory: r?.inventory ?? false,
  tracking: r?.tracking ?? false,
  partnerId: r?.partnerId ?? 1,
});

/** What is sent: numbers as typed, an empty size or consumed size the product of the dimensions (spec 3 §5). */
export const storageTypeBody = (v: FormValues): Record<string, unknown> => {
  const body = completeStorageTypeSizes({
    code: text(v.code) ?? '',
    name: text(v.name) ?? '',
    description: text(v.description),
    size: num(v.size),
    consumedSize: num(v.consumedSize),
    height: num(v.height),
    width: num(v.width),
    length: num(v.length),
    inventory: v.inventory === true,
    tracking: v.tracking === true,
    partnerId: num(v.partnerId) ?? 1,
  });
  return body;
};

export const storageTypeValidate =
  (mode: 'create' | 'edit', id?: number) =>
  (_body: Record<string, unknown>, full: Record<string, unknown>): FieldError[] =>
    validateStorageType({ ...full, ...(id !== undefined ? { id } : {}) }, mode);
