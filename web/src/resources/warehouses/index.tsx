import type { WarehouseRow } from '@console/contracts';
import { WAREHOUSES_DEFAULT_SORT } from '@console/contracts';
import { ReferenceName } from '../../framework/fields/ReferenceName';
import { ShowLink } from '../../framework/fields/cells';
import type { FormSection, FormValues } from '../../framework/form/types';
import { mayUse } from '../../framework/routes';
import type { ColumnDef, FilterDef, ListConfig } from '../../framework/types';
import { Link as RouterLink } from 'react-router-dom';
import Link from '@mui/material/Link';
import { ReferencesInput } from '../../framework/form/ReferencesInput';
import {
  citySource,
  COUNTRY_CHOICES,
  countryName,
  num,
  partnersSource,
  staffSource,
  text,
  YES_NO,
} from '../../framework/fields/sources';
import { warehousesApi } from './api';
import { requiredIn, resourceRules } from '../../shared/catalogue/rules';

const required = requiredIn('warehouses');
const allCities = citySource();

/** Spec 1 §2.8: the 3D view of a warehouse. */
export const warehouseViewPath = (id: number | string) => `/warehouses/${id}/view`;
const ViewLink = ({ id }: { id: number }) => (
  <Link component={RouterLink} to={warehouseViewPath(id)} underline="hover" onClick={(e) => e.stopPropagation()}>
    View
  </Link>
);

const columns: ColumnDef<WarehouseRow>[] = [
  { id: 'serial', label: '#', width: 56, render: (_r, c) => c.serial },
  { id: 'id', label: 'Id', sortField: 'id', width: 76, render: (r) => r.id, exportValue: (r) => r.id },
  {
    id: 'name',
    label: 'Name',
    sortField: 'name',
    flex: 1,
    minWidth: 180,
    render: (r) => r.name,
    exportValue: (r) => r.name,
  },
  { id: 'code', label: 'Code', sortField: 'code', width: 100, render: (r) => r.code ?? '', exportValue: (r) => r.code },
  {
    id: 'city',
    label: 'City',
    sortField: 'cityId',
    width: 140,
    render: (r) => <ReferenceName source={allCities} id={r.cityId} />,
    reference: { source: allCities, idOf: (r) => r.cityId },
  },
  {
    id: 'country',
    label: 'Country',
    sortField: 'countryId',
    width: 110,
    render: (r) => countryName(r.countryId),
    exportValue: (r) => countryName(r.countryId),
  },
  {
    id: 'isActive',
    label: 'Active',
    sortField: 'isActive',
    width: 90,
    render: (r) => (r.isActive ? 'Yes' : 'No'),
    exportValue: (r) => (r.isActive ? 'Yes' : 'No'),
  },
  {
    id: 'locationCount',
    label: 'Locations',
    sortField: 'locationCount',
    width: 110,
    align: 'right',
    render: (r) => r.locationCount,
    exportValue: (r) => r.locationCount,
  },
  {
    id: 'sizeSqm',
    label: 'Size (SQM)',
    sortField: 'sizeSqm',
    width: 110,
    align: 'right',
    render: (r) => r.sizeSqm ?? '',
    exportValue: (r) => r.sizeSqm,
  },
  {
    id: 'partner',
    label: 'Partner',
    sortField: 'partnerId',
    width: 150,
    defaultVisible: false,
    render: (r) => <ReferenceName source={partnersSource} id={r.partnerId} />,
    reference: { source: partnersSource, idOf: (r) => r.partnerId },
  },
  { id: 'show', label: 'Show', width: 90, render: (_r, c) => <ShowLink to={c.showPath} /> },
  { id: 'view', label: 'View', width: 90, render: (r) => <ViewLink id={r.id} /> },
];

const filters: FilterDef[] = [
  { kind: 'text', key: 'q', label: 'Search', alwaysOn: true, toQuery: (v) => ({ searchTerm: v }) },
  {
    kind: 'select',
    key: 'city',
    label: 'City',
    alwaysOn: true,
    source: allCities,
    toQuery: (v) => ({ cityIds: [Number(v)] }),
  },
  {
    kind: 'select',
    key: 'country',
    label: 'Country',
    alwaysOn: true,
    choices: COUNTRY_CHOICES,
    toQuery: (v) => ({ countryIds: [Number(v)] }),
  },
  {
    kind: 'select',
    key: 'active',
    label: 'Active',
    alwaysOn: true,
    choices: YES_NO,
    toQuery: (v) => ({ isActive: v === 'true' }),
  },
];

/** Spec 2 §2, §9: 10 a page (10/25/50/100), id ascending; filters search, city, country, active. */
export const warehouseListConfig: ListConfig<WarehouseRow> = {
  api: warehousesApi,
  title: 'Warehouses',
  columnsKey: 'warehouseListColumns',
  columns,
  defaultSort: { field: WAREHOUSES_DEFAULT_SORT.sortBy, order: WAREHOUSES_DEFAULT_SORT.sortOrder },
  perPageOptions: [10, 25, 50, 100],
  defaultPerPage: 10,
  filters,
  exportFileName: 'warehouses',
  canCreate: (v) => mayUse(v, 'warehouses', 'create'),
};

export const warehouseSections: FormSection[] = [
  {
    title: 'Warehouse',
    fields: [
      { kind: 'text', name: 'name', label: 'Name', required: required('name') },
      { kind: 'text', name: 'code', label: 'Code' },
      {
        kind: 'select',
        name: 'countryId',
        label: 'Country',
        required: required('countryId'),
        choices: COUNTRY_CHOICES,
        derive: () => ({ cityId: null }),
      },
      {
        kind: 'selectReference',
        name: 'cityId',
        label: 'City',
        source: (v: FormValues) => citySource(num(v.countryId)),
      },
      { kind: 'selectReference', name: 'partnerId', label: 'Partner', source: partnersSource },
      { kind: 'text', name: 'sizeSqm', label: 'Size (SQM)' },
      { kind: 'text', name: 'inLocationId', label: 'IN location id' },
      { kind: 'text', name: 'outLocationId', label: 'OUT location id' },
      { kind: 'boolean', name: 'isActive', label: 'Active' },
      {
        kind: 'custom',
        name: 'users',
        label: 'Members',
        wide: true,
        render: (p) => (
          <ReferencesInput label="Members" source={staffSource} value={p.value} onChange={p.onChange} error={p.error} />
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
