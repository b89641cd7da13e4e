import { BoxStatus, BOXES_DEFAULT_SORT, validateBox, type FieldError } from '@console/contracts';
import { Link as RouterLink } from 'react-router-dom';
import Link from '@mui/material/Link';
import { ReferenceName } from '../../framework/fields/ReferenceName';
import { formatDate } from '../../framework/fields/cells';
import type { FormSection, FormValues } from '../../framework/form/types';
import { mayUse } from '../../framework/routes';
import type { Choice, ColumnDef, FilterDef, ListConfig, ResourceApi } from '../../framework/types';
import { customerSource } from '../../framework/fields/sources';
import { COUNTRY_CHOICES, countryName, num, partnersSource, text, warehouseSource } from '../../framework/fields/sources';

export interface BoxRow {
  readonly id: number;
  readonly code: string;
  readonly status: string;
  readonly userId: number | null;
  readonly partnerId: number;
  readonly countryId: number | null;
  readonly warehouseId: number | null;
  readonly createdAt: string;
}

export const boxesApi: ResourceApi = {
  name: 'boxes',
  listPath: '/api/v1/boxes/list',
  recordPath: '/api/boxes',
  tables: ['rm.boxes'],
  model: 'box',
  fallback: { searchTerm: 'q', statuses: 'status[$in]', warehouseIds: 'warehouseId[$in]', countryIds: 'countryId[$in]', partnerIds: 'partnerId[$in]', userIds: 'userId[$in]', codes: 'code[$in]' },
};

const customers = customerSource(3);
export const BOX_STATUS_CHOICES: Choice[] = BoxStatus.values.map((s) => ({ id: s, name: s }));

const columns: ColumnDef<BoxRow>[] = [
  { id: 'serial', label: '#', width: 56, render: (_r, c) => c.serial },
  { id: 'id', label: 'Id', sortField: 'id', width: 76, render: (r) => r.id, exportValue: (r) => r.id },
  { id: 'code', label: 'Code', sortField: 'code', flex: 1, minWidth: 150, render: (r) => r.code, exportValue: (r) => r.code },
  { id: 'status', label: 'Status', sortField: 'status', width: 120, render: (r) => r.status, exportValue: (r) => r.status },
  { id: 'user', label: 'Customer', sortField: 'userId', width: 170, render: (r) => <ReferenceName source={customers} id={r.userId} />, reference: { source: customers, idOf: (r) => r.userId } },
  { id: 'warehouse', label: 'Warehouse', sortField: 'warehouseId', width: 170, render: (r) => <ReferenceName source={warehouseSource} id={r.warehouseId} />, reference: { source: warehouseSource, idOf: (r) => r.warehouseId } },
  { id: 'country', label: 'Country', sortField: 'countryId', width: 100, render: (r) => countryName(r.countryId), exportValue: (r) => countryName(r.countryId) },
  { id: 'partner', label: 'Partner', sortField: 'partnerId', width: 150, defaultVisible: false, render: (r) => <ReferenceName source={partnersSource} id={r.partnerId} />, reference: { source: partnersSource, idOf: (r) => r.partnerId } },
  { id: 'createdAt', label: 'Created', sortField: 'createdAt', width: 110, render: (r) => formatDate(r.createdAt), exportValue: (r) => formatDate(r.createdAt) },
  {
    id: 'edit',
    label: 'Edit',
    width: 80,
    render: (r) => (
      <Link component={RouterLink} to={`/boxes/${r.id}`} underline="hover">
        Edit
      </Link>
    ),
  },
];

const filters: FilterDef[] = [
  { kind: 'text', key: 'q', label: 'Search', alwaysOn: true, toQuery: (v) => ({ searchTerm: v }) },
  { kind: 'select', key: 'status', label: 'Status', alwaysOn: true, choices: BOX_STATUS_CHOICES, toQuery: (v) => ({ statuses: [v] }) },
  { kind: 'select', key: 'warehouse', label: 'Warehouse', source: warehouseSource, toQuery: (v) => ({ warehouseIds: [Number(v)] }) },
  { kind: 'select', key: 'country', label: 'Country', choices: COUNTRY_CHOICES, toQuery: (v) => ({ countryIds: [Number(v)] }) },
  { kind: 'reference', key: 'user', label: 'Customer', source: customers, toQuery: (v) => ({ userIds: [Number(v)] }) },
  { kind: 'select', key: 'partner', label: 'Partner', source: partnersSource, hiddenFor: (v) => v.isPartner, toQuery: (v) => ({ partnerIds: [Number(v)] }) },
];

/** Spec 3 §2 Boxes: list (columns kept under boxListColumns), create, edit; spec 1 §7.2 id descending. */
export const boxListConfig: ListConfig<BoxRow> = {
  api: boxesApi,
  title: 'Boxes',
  columnsKey: 'boxListColumns',
  columns,
  defaultSort: { field: BOXES_DEFAULT_SORT.sortBy, order: BOXES_DEFAULT_SORT.sortOrder },
  perPageOptions: [10, 25, 50, 100],
  defaultPerPage: 10,
  filters,
  exportFileName: 'boxes',
  canCreate: (v) => mayUse(v, 'boxes', 'create'),
};

export const boxSections: FormSection[] = [
  {
    title: 'Box',
    fields: [
      { kind: 'text', name: 'code', label: 'Code', required: true },
      { kind: 'select', name: 'status', label: 'Status', required: true, choices: BOX_STATUS_CHOICES },
      { kind: 'reference', name: 'userId', label: 'Customer', source: customers },
      { kind: 'selectReference', name: 'warehouseId', label: 'Warehouse', source: warehouseSource },
      { kind: 'select', name: 'countryId', label: 'Country', choices: COUNTRY_CHOICES },
      { kind: 'selectReference', name: 'partnerId', label: 'Partner', source: partnersSource, visible: (_v, viewer) => !viewer.isPartner },
    ],
  },
];

export const boxInitial = (r: BoxRow | null): FormValues => ({
  code: r?.code ?? '',
  status: r?.status ?? 'new',
  userId: r?.userId ?? null,
  warehouseId: r?.warehouseId ?? null,
  countryId: r?.countryId ?? '',
  partnerId: r?.partnerId ?? 1,
});
export const boxBody = (v: FormValues) => ({
  code: text(v.code) ?? '',
  status: String(v.status ?? 'new'),
  userId: num(v.userId),
  warehouseId: num(v.warehouseId),
  countryId: num(v.countryId),
  partnerId: num(v.partnerId) ?? 1,
});
export const boxValidate = (body: Record<string, unknown>): FieldError[] => [
  ...('code' in body && !body.code ? [{ path: 'code', message: 'Required' }] : []),
  ...validateBox(body),
];
