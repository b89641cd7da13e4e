import type { LocationRow } from '@console/contracts';
import { ReferenceName } from '../../framework/fields/ReferenceName';
import { ShowLink } from '../../framework/fields/cells';
import type { FormSection, FormValues } from '../../framework/form/types';
import { mayUse } from '../../framework/routes';
import type { ColumnDef, FilterDef, ListConfig } from '../../framework/types';
import { COUNTRY_CHOICES, countryName, num, text, warehouseSource } from '../../framework/fields/sources';
import { locationsApi } from '../../shared/locations/api';
import { requiredIn, resourceRules } from '../../shared/catalogue/rules';

const required = requiredIn('locations');
const cbm = (n: number | null | undefined) => (n === null || n === undefined ? '' : Number(n.toFixed(3)));

const columns: ColumnDef<LocationRow>[] = [
  { id: 'serial', label: '#', width: 56, render: (_r, c) => c.serial },
  { id: 'id', label: 'Id', sortField: 'id', width: 76, render: (r) => r.id, exportValue: (r) => r.id },
  {
    id: 'path',
    label: 'Path',
    sortField: 'path',
    flex: 1,
    minWidth: 140,
    render: (r) => r.path,
    exportValue: (r) => r.path,
  },
  {
    id: 'warehouse',
    label: 'Warehouse',
    sortField: 'warehouseId',
    width: 170,
    render: (r) => <ReferenceName source={warehouseSource} id={r.warehouseId} />,
    reference: { source: warehouseSource, idOf: (r) => r.warehouseId },
  },
  {
    id: 'aisle',
    label: 'Aisle',
    sortField: 'aisle',
    width: 70,
    render: (r) => r.aisle ?? '',
    exportValue: (r) => r.aisle,
  },
  { id: 'x', label: 'X', sortField: 'x', width: 70, align: 'right', render: (r) => r.x ?? '', exportValue: (r) => r.x },
  { id: 'y', label: 'Y', sortField: 'y', width: 70, align: 'right', render: (r) => r.y ?? '', exportValue: (r) => r.y },
  { id: 'z', label: 'Z', sortField: 'z', width: 60, align: 'right', render: (r) => r.z ?? '', exportValue: (r) => r.z },
  {
    id: 'capacity',
    label: 'Capacity (CBM)',
    sortField: 'capacity',
    width: 120,
    align: 'right',
    render: (r) => cbm(r.capacity),
    exportValue: (r) => r.capacity,
  },
  {
    id: 'usedVolume',
    label: 'Used (CBM)',
    width: 110,
    align: 'right',
    render: (r) => cbm(r.usedVolume),
    exportValue: (r) => r.usedVolume,
  },
  {
    id: 'freeVolume',
    label: 'Free (CBM)',
    width: 110,
    align: 'right',
    render: (r) => cbm(r.freeVolume),
    exportValue: (r) => r.freeVolume,
  },
  {
    id: 'storageCount',
    label: 'Storages',
    width: 90,
    align: 'right',
    render: (r) => r.storageCount,
    exportValue: (r) => r.storageCount,
  },
  {
    id: 'area',
    label: 'Area',
    sortField: 'area',
    width: 110,
    defaultVisible: false,
    render: (r) => r.area ?? '',
    exportValue: (r) => r.area,
  },
  {
    id: 'country',
    label: 'Country',
    sortField: 'countryId',
    width: 100,
    defaultVisible: false,
    render: (r) => countryName(r.countryId),
  },
  { id: 'show', label: 'Show', width: 90, render: (_r, c) => <ShowLink to={c.showPath} /> },
];

const filters: FilterDef[] = [
  { kind: 'text', key: 'q', label: 'Search', alwaysOn: true, toQuery: (v) => ({ searchTerm: v }) },
  {
    kind: 'select',
    key: 'warehouse',
    label: 'Warehouse',
    alwaysOn: true,
    source: warehouseSource,
    toQuery: (v) => ({ warehouseIds: [Number(v)] }),
  },
  {
    kind: 'select',
    key: 'aisle',
    label: 'Aisle',
    choices: ['A', 'B', 'C'].map((a) => ({ id: a, name: a })),
    toQuery: (v) => ({ aisles: [v] }),
  },
];

export const locationListConfig: ListConfig<LocationRow> = {
  api: locationsApi,
  title: 'Locations',
  columnsKey: 'locationListColumns',
  columns,
  defaultSort: { field: 'id', order: 'ASC' },
  perPageOptions: [10, 25, 50, 100],
  defaultPerPage: 10,
  filters,
  exportFileName: 'locations',
  canCreate: (v) => mayUse(v, 'locations', 'create'),
};

export const locationSections: FormSection[] = [
  {
    title: 'Location',
    fields: [
      {
        kind: 'selectReference',
        name: 'warehouseId',
        label: 'Warehouse',
        required: required('warehouseId'),
        source: warehouseSource,
      },
      { kind: 'text', name: 'path', label: 'Path', required: required('path') },
      { kind: 'text', name: 'aisle', label: 'Aisle' },
      { kind: 'text', name: 'area', label: 'Area' },
      { kind: 'text', name: 'x', label: 'X' },
      { kind: 'text', name: 'y', label: 'Y' },
      { kind: 'text', name: 'z', label: 'Z (level)' },
      { kind: 'text', name: 'capacity', label: 'Capacity (CBM)' },
      { kind: 'text', name: 'width', label: 'Width' },
      { kind: 'text', name: 'height', label: 'Height' },
      { kind: 'text', name: 'length', label: 'Length' },
      { kind: 'select', name: 'countryId', label: 'Country', choices: COUNTRY_CHOICES, emptyLabel: "The warehouse's" },
    ],
  },
];

export const locationInitial = (r: LocationRow | null): FormValues => ({
  warehouseId: r?.warehouseId ?? null,
  path: r?.path ?? '',
  aisle: r?.aisle ?? '',
  area: r?.area ?? '',
  x: r?.x ?? '',
  y: r?.y ?? '',
  z: r?.z ?? '',
  capacity: r?.capacity ?? '',
  width: r?.width ?? '',
  height: r?.height ?? '',
  length: r?.length ?? '',
  countryId: r?.countryId ?? '',
});

export const locationBody = (v: FormValues): Record<string, unknown> => ({
  warehouseId: num(v.warehouseId),
  path: text(v.path) ?? '',
  aisle: text(v.aisle)?.toUpperCase() ?? null,
  area: text(v.area),
  x: num(v.x),
  y: num(v.y),
  z: num(v.z),
  capacity: num(v.capacity) ?? 0,
  width: num(v.width),
  height: num(v.height),
  length: num(v.length),
  countryId: num(v.countryId),
});

/** Contracts' rules of a location (warehouse and path required, x and y on the grid), as the server checks them. */
export const locationValidate = resourceRules('locations', 'edit');
