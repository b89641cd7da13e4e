import type { FieldError } from '@console/contracts';
import { ShowLink } from '../../framework/fields/cells';
import type { FormFieldDef, FormSection, FormValues } from '../../framework/form/types';
import { mayUse } from '../../framework/routes';
import type { ColumnDef, FilterDef, ListConfig, ResourceApi } from '../../framework/types';
import { MembersInput } from '../warehouses/MembersInput';
import { COUNTRY_CHOICES, countryName, num, text, YES_NO } from '../../framework/fields/sources';

export interface TeamRow {
  readonly id: number;
  readonly name: string;
  readonly partnerId: number;
  readonly countryId: number;
  readonly users: number[];
  readonly isActive: boolean;
  readonly createdAt: string;
  readonly updatedAt: string;
}

export const teamsApi: ResourceApi = {
  name: 'teams',
  recordPath: '/api/teams',
  tables: ['rm.teams'],
  model: 'team',
  fallback: { searchTerm: 'q', countryIds: 'countryId[$in]', isActive: 'isActive' },
};

const columns: ColumnDef<TeamRow>[] = [
  { id: 'serial', label: '#', width: 56, render: (_r, c) => c.serial },
  { id: 'id', label: 'Id', sortField: 'id', width: 76, render: (r) => r.id },
  { id: 'name', label: 'Name', sortField: 'name', flex: 1, minWidth: 180, render: (r) => r.name },
  { id: 'country', label: 'Country', sortField: 'countryId', width: 110, render: (r) => countryName(r.countryId) },
  { id: 'members', label: 'Members', width: 100, align: 'right', render: (r) => r.users.length },
  { id: 'isActive', label: 'Active', sortField: 'isActive', width: 90, render: (r) => (r.isActive ? 'Yes' : 'No') },
  { id: 'show', label: 'Show', width: 90, render: (_r, c) => <ShowLink to={c.showPath} /> },
];

const filters: FilterDef[] = [
  { kind: 'select', key: 'country', label: 'Country', alwaysOn: true, choices: COUNTRY_CHOICES, toQuery: (v) => ({ countryIds: [Number(v)] }) },
  { kind: 'select', key: 'active', label: 'Active', choices: YES_NO, toQuery: (v) => ({ isActive: v === 'true' }) },
];

/** Spec 2 §2: Teams list (filter country), show, edit (members, active), create. */
export const teamListConfig: ListConfig<TeamRow> = {
  api: teamsApi,
  title: 'Teams',
  columnsKey: 'teamListColumns',
  columns,
  defaultSort: { field: 'id', order: 'ASC' },
  perPageOptions: [10, 25, 50, 100],
  defaultPerPage: 10,
  filters,
  canCreate: (v) => mayUse(v, 'teams', 'create'),
};

const members = (label: string): FormFieldDef => ({
  kind: 'custom',
  name: 'users',
  label,
  wide: true,
  render: (p) => <MembersInput label={label} value={p.value} onChange={p.onChange} error={p.error} />,
});

export const teamCreateSections: FormSection[] = [
  {
    title: 'Team',
    fields: [
      { kind: 'text', name: 'name', label: 'Name', required: true },
      { kind: 'select', name: 'countryId', label: 'Country', required: true, choices: COUNTRY_CHOICES },
      members('Members'),
      { kind: 'boolean', name: 'isActive', label: 'Active' },
    ],
  },
];
/** Spec 2 §2: a team's edit is its members and active flag. */
export const teamEditSections: FormSection[] = [{ title: 'Team', fields: [members('Members'), { kind: 'boolean', name: 'isActive', label: 'Active' }] }];

export const teamInitial = (r: TeamRow | null): FormValues => ({ name: r?.name ?? '', countryId: r?.countryId ?? '', users: r?.users ?? [], isActive: r?.isActive ?? true });
export const teamCreateBody = (v: FormValues) => ({ name: text(v.name) ?? '', countryId: num(v.countryId), users: Array.isArray(v.users) ? v.users : [], isActive: v.isActive !== false });
export const teamEditBody = (v: FormValues) => ({ users: Array.isArray(v.users) ? v.users : [], isActive: v.isActive !== false });
export const teamValidate = (_b: Record<string, unknown>, full: Record<string, unknown>): FieldError[] => [
  ...('name' in full && !full.name ? [{ path: 'name', message: 'Required' }] : []),
  ...('countryId' in full && (full.countryId === null || full.countryId === undefined) ? [{ path: 'countryId', message: 'Required' }] : []),
];
