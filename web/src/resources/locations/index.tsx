import type { FormScreen } from '../../framework/screens/forms';
import type { LocationRow } from '@console/contracts';
import { column } from '../../framework/screens/columns';
import { filter } from '../../framework/screens/filters';
import { defineList } from '../../framework/screens/list';
import type { FormSection, FormValues } from '../../framework/form/types';
import { mayUse } from '../../framework/routes';
import type { ColumnDef, FilterDef, ListConfig } from '../../framework/types';
import { COUNTRY_CHOICES, num, text, warehouseSource } from '../../framework/fields/sources';
import { locationsApi } from '../../shared/locations/api';
import { requiredIn, resourceRules } from '../../framework/screens/rules';

const required = requiredIn('locations');
const cbm = (n: number | null | undefined) => (n === null || n === undefined ? '' : Number(n.toFixed(3)));

/** A volume in CBM, to three places, right-aligned, exported as stored. */
const volume = (id: string, label: string, value: (r: LocationRow) => number | null | undefined, width = 110) => ({
  ...column.number<LocationRow>(id, label, (r) => value(r), { width }),
  render: (r: LocationRow) => cbm(value(r)),
});

const columns: ColumnDef<LocationRow>[] = [
  column.serial(),
  column.id({ width: 76 }),
  column.field('path', 'Path', (r) => r.path, { sortField: 'path', flex: 1, minWidth: 140 }),
  column.warehouse({ width: 170 }),
  column.field('aisle', 'Aisle', (r) => r.aisle, { sortField: 'aisle', width: 70 }),
  column.number('x', 'X', (r) => r.x, { sortField: 'x', width: 70 }),
  column.number('y', 'Y', (r) => r.y, { sortField: 'y', width: 70 }),
  column.number('z', 'Z', (r) => r.z, { sortField: 'z', width: 60 }),
  { ...volume('capacity', 'Capacity (CBM)', (r) => r.capacity, 120), sortField: 'capacity' },
  volume('usedVolume', 'Used (CBM)', (r) => r.usedVolume),
  volume('freeVolume', 'Free (CBM)', (r) => r.freeVolume),
  column.number('storageCount', 'Storages', (r) => r.storageCount, { width: 90 }),
  column.field('area', 'Area', (r) => r.area, { sortField: 'area', width: 110, defaultVisible: false }),
  column.country({ exported: false }),
  column.show({ width: 90 }),
];

const filters: FilterDef[] = [
  filter.search,
  filter.warehouse({ alwaysOn: true }),
  filter.choice(
    'aisle',
    'Aisle',
    ['A', 'B', 'C'].map((a) => ({ id: a, name: a })),
    'aisles',
  ),
];

export const locationListConfig: ListConfig<LocationRow> = defineList({
  api: locationsApi,
  title: 'Locations',
  columnsKey: 'locationListColumns',
  columns,
  defaultSort: { field: 'id', order: 'ASC' },
  perPageOptions: [10, 25, 50, 100],
  filters,
  exportFileName: 'locations',
  canCreate: (v) => mayUse(v, 'locations', 'create'),
});

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

export const locationForm: FormScreen<LocationRow> = {
  api: locationsApi,
  sections: locationSections,
  initial: locationInitial,
  toBody: locationBody,
  validate: locationValidate,
  createTitle: 'Create Location',
  editTitle: (r) => `Edit location ${r.path}`,
  redirectTo: '/locations/:id/show',
};
