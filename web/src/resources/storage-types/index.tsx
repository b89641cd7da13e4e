import {
  completeStorageTypeSizes,
  STORAGE_TYPES_DEFAULT_SORT,
  STORAGE_TYPES_PER_PAGE,
  validateStorageType,
  type FieldError,
  type StorageTypeRow,
} from '@console/contracts';
import { column } from '../../framework/screens/columns';
import { filter } from '../../framework/screens/filters';
import { defineList } from '../../framework/screens/list';
import { plainFields } from '../../framework/screens/formFields';
import type { FormFieldDef, FormSection, FormValues } from '../../framework/form/types';
import { mayUse } from '../../framework/routes';
import type { ColumnDef, FilterDef, ListConfig, ResourceApi } from '../../framework/types';
import { StorageTypeStatusBadge } from './StorageTypeStatusBadge';
import { countryName, num, partnersSource, text } from '../../framework/fields/sources';

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

// The list offers no export (spec 3 §2: import and export are their own screen), so its columns export nothing.
const columns: ColumnDef<StorageTypeRow>[] = [
  column.serial(),
  column.id({ width: 76 }),
  column.field('code', 'storages.label.code', (r) => r.code, { sortField: 'code', width: 130 }),
  column.field('name', 'storages.label.name', (r) => r.name, { sortField: 'name', flex: 1, minWidth: 170 }),
  column.number('size', 'storages.label.sizeCbm', (r) => r.size, { sortField: 'size', width: 110 }),
  column.number('consumedSize', 'storages.label.consumedSizeLower', (r) => r.consumedSize, {
    sortField: 'consumedSize',
    width: 120,
    defaultVisible: false,
  }),
  column.number('length', 'storages.label.length', (r) => r.length, { sortField: 'length', width: 90 }),
  column.number('width', 'storages.label.width', (r) => r.width, { sortField: 'width', width: 90 }),
  column.number('height', 'storages.label.height', (r) => r.height, { sortField: 'height', width: 90 }),
  column.yesNo('inventory', 'storages.label.inventory', (r) => r.inventory, { sortField: 'inventory', width: 100 }),
  column.yesNo('tracking', 'storages.label.tracking', (r) => r.tracking, {
    sortField: 'tracking',
    width: 90,
    defaultVisible: false,
  }),
  {
    id: 'status',
    label: 'storages.label.status',
    width: 110,
    render: (r) => <StorageTypeStatusBadge status={r.status} />,
    exportValue: (r) => r.status ?? '',
  },
  column.number('storageCount', 'storages.label.storages', (r) => r.storageCount ?? 0, { width: 90 }),
  column.partner({ hiddenFor: (v) => v.isPartner }),
  column.field('countries', 'storages.label.countries', (r) => r.countryIds.map(countryName).join(', '), {
    width: 150,
    defaultVisible: false,
  }),
  column.date('createdAt', 'storages.label.created', (r) => r.createdAt, {
    sortField: 'createdAt',
    width: 110,
    defaultVisible: false,
  }),
  column.show({ width: 90 }),
];

const filters: FilterDef[] = [
  filter.search,
  filter.yesNo('inventory', 'storages.label.inventory', 'inventory', { alwaysOn: true }),
  filter.country(),
  filter.partner(),
];

/** Spec 3 §2: 50 a page, id descending, configurable columns saved locally, import and export. */
export const storageTypeListConfig: ListConfig<StorageTypeRow> = defineList({
  api: storageTypesApi,
  title: 'menu.link.storageTypes',
  columnsKey: 'storageTypeListColumns',
  columns,
  defaultSort: { field: STORAGE_TYPES_DEFAULT_SORT.sortBy, order: STORAGE_TYPES_DEFAULT_SORT.sortOrder },
  perPageOptions: [10, 25, STORAGE_TYPES_PER_PAGE, 100],
  defaultPerPage: STORAGE_TYPES_PER_PAGE,
  filters,
  canCreate: (v) => mayUse(v, 'storage-types', 'create'),
});

/** The size field is drawn by the form screen (it also keeps the form's values for the zero-size question). */
export const storageTypeSections = (size: FormFieldDef): FormSection[] => [
  {
    title: 'storageTypes.section',
    fields: [
      { kind: 'text', name: 'code', label: 'storages.label.code', required: true },
      { kind: 'text', name: 'name', label: 'storages.label.name', required: true },
      { kind: 'multiline', name: 'description', label: 'storages.label.description', wide: true },
      size,
      {
        kind: 'text',
        name: 'consumedSize',
        label: 'storages.label.consumedSizeCbm',
        helperText: 'storageTypes.sizeHelp',
      },
      ...plainFields('text', 'storages.label', 'height', 'width', 'length'),
      ...plainFields('boolean', 'storages.label', 'inventory', 'tracking'),
      {
        kind: 'selectReference',
        name: 'partnerId',
        label: 'storages.label.partner',
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
