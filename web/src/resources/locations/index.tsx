import { t } from '../../app/i18n/messages';
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
import { plainFields } from '../../framework/screens/formFields';

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
  column.field('path', 'places.col.path', (r) => r.path, { sortField: 'path', flex: 1, minWidth: 140 }),
  column.warehouse({ width: 170 }),
  column.field('aisle', 'places.col.aisle', (r) => r.aisle, { sortField: 'aisle', width: 70 }),
  column.number('x', 'places.col.x', (r) => r.x, { sortField: 'x', width: 70 }),
  column.number('y', 'places.col.y', (r) => r.y, { sortField: 'y', width: 70 }),
  column.number('z', 'places.col.z', (r) => r.z, { sortField: 'z', width: 60 }),
  { ...volume('capacity', 'places.col.capacity', (r) => r.capacity, 120), sortField: 'capacity' },
  volume('usedVolume', 'places.col.used', (r) => r.usedVolume),
  volume('freeVolume', 'places.col.free', (r) => r.freeVolume),
  column.number('storageCount', 'places.col.storages', (r) => r.storageCount, { width: 90 }),
  column.field('area', 'places.col.area', (r) => r.area, { sortField: 'area', width: 110, defaultVisible: false }),
  column.country({ exported: false }),
  column.show({ width: 90 }),
];

const filters: FilterDef[] = [
  filter.search,
  filter.warehouse({ alwaysOn: true }),
  filter.choice(
    'aisle',
    'places.col.aisle',
    ['A', 'B', 'C'].map((a) => ({ id: a, name: a })),
    'aisles',
  ),
];

export const locationListConfig: ListConfig<LocationRow> = defineList({
  api: locationsApi,
  title: 'places.locations',
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
    title: 'places.location',
    fields: [
      {
        kind: 'selectReference',
        name: 'warehouseId',
        label: 'places.col.warehouse',
        required: required('warehouseId'),
        source: warehouseSource,
      },
      { kind: 'text', name: 'path', label: 'places.col.path', required: required('path') },
      ...plainFields('text', 'places.col', 'aisle', 'area', 'x', 'y'),
      { kind: 'text', name: 'z', label: 'places.col.zLevel' },
      ...plainFields('text', 'places.col', 'capacity', 'width', 'height', 'length'),
      {
        kind: 'select',
        name: 'countryId',
        label: 'places.col.country',
        choices: COUNTRY_CHOICES,
        emptyLabel: 'places.warehouseCountry',
      },
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
  createTitle: 'places.createLocation',
  editTitle: (r) => t('places.editLocation', { path: r.path }),
  redirectTo: '/locations/:id/show',
};
