import { t } from '../../app/i18n/messages';
import type { FormScreen } from '../../framework/screens/forms';
import type { WarehouseRow } from '@console/contracts';
import { WAREHOUSES_DEFAULT_SORT } from '@console/contracts';
import { column } from '../../framework/screens/columns';
import { filter } from '../../framework/screens/filters';
import { defineList } from '../../framework/screens/list';
import { plainFields } from '../../framework/screens/formFields';
import type { FormSection, FormValues } from '../../framework/form/types';
import { mayUse } from '../../framework/routes';
import type { ColumnDef, FilterDef, ListConfig } from '../../framework/types';
import { Link as RouterLink } from 'react-router-dom';
import Link from '@mui/material/Link';
import { ReferencesInput } from '../../framework/form/ReferencesInput';
import { citySource, COUNTRY_CHOICES, num, partnersSource, staffSource, text } from '../../framework/fields/sources';
import { warehousesApi } from './api';
import { requiredIn, resourceRules } from '../../framework/screens/rules';

const required = requiredIn('warehouses');
const allCities = citySource();

/** Spec 1 §2.8: the 3D view of a warehouse. */
export const warehouseViewPath = (id: number | string) => `/warehouses/${id}/view`;
const ViewLink = ({ id }: { id: number }) => (
  <Link component={RouterLink} to={warehouseViewPath(id)} underline="hover" onClick={(e) => e.stopPropagation()}>
    {t('places.view')}
  </Link>
);

const columns: ColumnDef<WarehouseRow>[] = [
  column.serial(),
  column.id({ width: 76 }),
  column.field('name', 'places.col.name', (r) => r.name, { sortField: 'name', flex: 1, minWidth: 180 }),
  column.field('code', 'places.col.code', (r) => r.code, { sortField: 'code', width: 100 }),
  column.named('city', 'places.col.city', allCities, (r) => r.cityId, { sortField: 'cityId', width: 140 }),
  column.country({ width: 110, defaultVisible: true }),
  column.yesNo('isActive', 'places.col.active', (r) => r.isActive, { sortField: 'isActive', width: 90 }),
  column.number('locationCount', 'places.col.locations', (r) => r.locationCount, {
    sortField: 'locationCount',
    width: 110,
  }),
  column.number('sizeSqm', 'places.col.sizeSqm', (r) => r.sizeSqm, { sortField: 'sizeSqm', width: 110 }),
  column.partner(),
  column.show({ width: 90 }),
  { id: 'view', label: 'places.col.view', width: 90, render: (r) => <ViewLink id={r.id} /> },
];

const filters: FilterDef[] = [
  filter.search,
  filter.source('city', 'places.col.city', allCities, 'cityIds', { alwaysOn: true }),
  filter.country({ alwaysOn: true }),
  filter.yesNo('active', 'places.col.active', 'isActive', { alwaysOn: true }),
];

/** Spec 2 §2, §9: 10 a page (10/25/50/100), id ascending; filters search, city, country, active. */
export const warehouseListConfig: ListConfig<WarehouseRow> = defineList({
  api: warehousesApi,
  title: 'places.warehouses',
  columnsKey: 'warehouseListColumns',
  columns,
  defaultSort: { field: WAREHOUSES_DEFAULT_SORT.sortBy, order: WAREHOUSES_DEFAULT_SORT.sortOrder },
  perPageOptions: [10, 25, 50, 100],
  filters,
  exportFileName: 'warehouses',
  canCreate: (v) => mayUse(v, 'warehouses', 'create'),
});

export const warehouseSections: FormSection[] = [
  {
    title: 'places.warehouse',
    fields: [
      { kind: 'text', name: 'name', label: 'places.col.name', required: required('name') },
      { kind: 'text', name: 'code', label: 'places.col.code' },
      {
        kind: 'select',
        name: 'countryId',
        label: 'places.col.country',
        required: required('countryId'),
        choices: COUNTRY_CHOICES,
        derive: () => ({ cityId: null }),
      },
      {
        kind: 'selectReference',
        name: 'cityId',
        label: 'places.col.city',
        source: (v: FormValues) => citySource(num(v.countryId)),
      },
      { kind: 'selectReference', name: 'partnerId', label: 'places.col.partner', source: partnersSource },
      ...plainFields('text', 'places.col', 'sizeSqm', 'inLocationId', 'outLocationId'),
      { kind: 'boolean', name: 'isActive', label: 'places.col.active' },
      {
        kind: 'custom',
        name: 'users',
        label: 'places.col.members',
        wide: true,
        render: (p) => (
          <ReferencesInput
            label="places.col.members"
            source={staffSource}
            value={p.value}
            onChange={p.onChange}
            error={p.error}
          />
        ),
      },
    ],
  },
];

/** New warehouses default to partner 1 and active (spec 2 §3, §9). */
export const warehouseInitial = (r: WarehouseRow | null): FormValues => ({
  name: r?.name ?? '',
  code: r?.code ?? '',
  countryId: r?.countryId ?? '',
  cityId: r?.cityId ?? null,
  partnerId: r?.partnerId ?? 1,
  sizeSqm: r?.sizeSqm ?? '',
  inLocationId: r?.inLocationId ?? '',
  outLocationId: r?.outLocationId ?? '',
  isActive: r?.isActive ?? true,
  users: r?.users ?? [],
});

export const warehouseBody = (v: FormValues): Record<string, unknown> => ({
  name: text(v.name) ?? '',
  code: text(v.code),
  countryId: num(v.countryId),
  cityId: num(v.cityId),
  partnerId: num(v.partnerId) ?? 1,
  sizeSqm: num(v.sizeSqm),
  inLocationId: num(v.inLocationId),
  outLocationId: num(v.outLocationId),
  isActive: v.isActive !== false,
  users: Array.isArray(v.users) ? v.users : [],
});

/** Contracts' rules of a warehouse (required name and country), as the server checks them. */
export const warehouseValidate = resourceRules('warehouses', 'edit');

/** Spec 2 §2: create and edit redirect to show. */
export const warehouseForm: FormScreen<WarehouseRow> = {
  api: warehousesApi,
  sections: warehouseSections,
  initial: warehouseInitial,
  toBody: warehouseBody,
  validate: warehouseValidate,
  createTitle: 'places.createWarehouse',
  editTitle: (r) => t('places.editWarehouse', { name: r.name }),
  redirectTo: '/warehouses/:id/show',
};
