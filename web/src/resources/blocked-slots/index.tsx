import { isDay, validateBlockedSlot, type FieldError } from '@console/contracts';
import { ReferenceName } from '../../framework/fields/ReferenceName';
import { formatDate } from '../../framework/fields/cells';
import type { FormSection, FormValues } from '../../framework/form/types';
import { mayUse } from '../../framework/routes';
import type { ColumnDef, FilterDef, ListConfig, ResourceApi } from '../../framework/types';
import { COUNTRY_CHOICES, countryName, num, partnersSource } from '../../framework/fields/sources';
import { DeleteButton } from './DeleteButton';

export interface BlockedSlotRow {
  readonly id: number;
  readonly partnerId: number;
  readonly from: string;
  readonly to: string;
  readonly countryId: number | null;
  readonly createdAt: string;
}

export const blockedSlotsApi: ResourceApi = {
  name: 'blocked-slots',
  recordPath: '/api/blocked-slots',
  tables: ['rm.blocked_slots'],
  model: 'blockedslot',
  fallback: { countryIds: 'countryId[$in]' },
};

const columns: ColumnDef<BlockedSlotRow>[] = [
  { id: 'serial', label: '#', width: 56, render: (_r, c) => c.serial },
  { id: 'id', label: 'Id', sortField: 'id', width: 76, render: (r) => r.id },
  { id: 'from', label: 'From', sortField: 'from', width: 130, render: (r) => formatDate(r.from) },
  { id: 'to', label: 'To', sortField: 'to', width: 130, render: (r) => formatDate(r.to) },
  { id: 'country', label: 'Country', sortField: 'countryId', width: 110, render: (r) => countryName(r.countryId) },
  { id: 'partner', label: 'Partner', sortField: 'partnerId', width: 150, render: (r) => <ReferenceName source={partnersSource} id={r.partnerId} />, reference: { source: partnersSource, idOf: (r) => r.partnerId } },
  { id: 'delete', label: 'Delete', width: 100, render: (r) => <DeleteButton api={blockedSlotsApi} id={r.id} /> },
];

const filters: FilterDef[] = [{ kind: 'select', key: 'country', label: 'Country', alwaysOn: true, choices: COUNTRY_CHOICES, toQuery: (v) => ({ countryIds: [Number(v)] }) }];

/** Spec 2 §2, §9: blocked slots sorted by from descending; create; delete. */
export const blockedSlotListConfig: ListConfig<BlockedSlotRow> = {
  api: blockedSlotsApi,
  title: 'Blocked Slots',
  columnsKey: 'blockedSlotListColumns',
  columns,
  defaultSort: { field: 'from', order: 'DESC' },
  perPageOptions: [10, 25, 50, 100],
  defaultPerPage: 10,
  filters,
  canCreate: (v) => mayUse(v, 'blocked-slots', 'create'),
};

export const blockedSlotSections: FormSection[] = [
  {
    title: 'Blocked slot',
    fields: [
      { kind: 'date', name: 'from', label: 'From', required: true },
      { kind: 'date', name: 'to', label: 'To', required: true },
      { kind: 'select', name: 'countryId', label: 'Country', choices: COUNTRY_CHOICES, emptyLabel: 'All' },
    ],
  },
];

export const blockedSlotInitial: FormValues = { from: '', to: '', countryId: '' };
/** Spec 2 §5: dates saved as YYYY-MM-DD. */
export const blockedSlotBody = (v: FormValues) => ({ from: String(v.from ?? '').slice(0, 10), to: String(v.to ?? '').slice(0, 10), countryId: num(v.countryId) });
export const blockedSlotValidate = (body: Record<string, unknown>): FieldError[] => [
  ...(['from', 'to'] as const).filter((f) => !body[f]).map((path) => ({ path, message: 'Required' })),
  ...(isDay(body.from) || isDay(body.to) || body.from || body.to ? validateBlockedSlot(body) : []),
];
