import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { Role, roleChangeRefusal, StandalonePermission, type StaffRow } from '@console/contracts';
import { t } from '../../app/i18n/messages';
import { enumLabel } from '../../app/i18n/enumText';
import { ChipList, formatDateTime, ShowLink } from '../../framework/fields/cells';
import { StatusBadge } from '../../framework/fields/StatusBadge';
import { mayUse } from '../../framework/routes';
import type { ColumnDef, ListConfig, ReferenceSource, ResourceApi, Viewer } from '../../framework/types';

/** Spec 3 "Staff permissions": the users holding roles; a change shows in rm.users. */
export const staffApi: ResourceApi = { name: 'staff', recordPath: '/api/staff', tables: ['rm.users'] };
export const staffUsersApi: ResourceApi = { name: 'staff-users', recordPath: '/api/staff-users', tables: ['rm.users'] };

/** What the roles multi-select offers: every role, then the standalone permissions of spec 3 §6. */
export const GRANTABLE: readonly string[] = [...Role.values, ...StandalonePermission.values];

/** Any user, found by name, e-mail or id (the user to make staff: spec 3 "create (pick a user)"). */
export const anyUserSource: ReferenceSource = {
  id: 'users:any',
  kind: 'list',
  path: '/api/v1/users/list',
  params: { sortBy: 'name', sortOrder: 'ASC' },
  searchKey: 'searchTerm',
  idsKey: 'ids',
  labelField: 'name',
  labelTemplate: t('customers.optionLabel'),
  limit: 20,
};

/** Staff members to clone roles from. */
export const staffMemberSource: ReferenceSource = {
  id: 'staff:members',
  kind: 'generic',
  path: '/api/staff',
  params: { '$sort[name]': 1 },
  searchKey: 'q',
  labelField: 'name',
  limit: 50,
};

const roleWord = (r: string): string => (Role.is(r) ? enumLabel('Role', r) : r);

/**
 * The roles multi-select. What the signed-in user does not hold is offered greyed out: the server would refuse
 * granting or removing it (contracts' roleChangeRefusal), so the screen says so before.
 */
export const RolesInput = ({
  value,
  onChange,
  error,
  viewer,
}: {
  value: readonly string[];
  onChange: (v: string[]) => void;
  error?: string | undefined;
  viewer: Viewer;
}) => (
  <Autocomplete<string, true>
    multiple
    options={[...GRANTABLE, ...value.filter((v) => !GRANTABLE.includes(v))]}
    value={[...value]}
    onChange={(_e, v) => onChange(v)}
    getOptionLabel={roleWord}
    // Granting and removing alike need the entry held; one already held by the member stays as it is.
    getOptionDisabled={(r) => roleChangeRefusal(viewer.permissions, [], [r]) !== undefined}
    renderInput={(params) => (
      <TextField {...params} label={t('staff.roles')} error={Boolean(error)} helperText={error} required />
    )}
  />
);

const columns: ColumnDef<StaffRow>[] = [
  { id: 'serial', label: '#', width: 56, render: (_r, c) => c.serial },
  { id: 'id', label: t('staff.col.id'), sortField: 'id', width: 76, render: (r) => r.id },
  { id: 'name', label: t('staff.col.name'), sortField: 'name', flex: 1, minWidth: 160, render: (r) => r.name },
  { id: 'email', label: t('staff.col.email'), sortField: 'email', flex: 1, minWidth: 200, render: (r) => r.email },
  {
    id: 'roles',
    label: t('staff.roles'),
    flex: 1,
    minWidth: 220,
    render: (r) => <ChipList names={r.roles.map(roleWord)} max={3} />,
    exportValue: (r) => r.roles.join(', '),
  },
  {
    id: 'status',
    label: t('staff.col.status'),
    sortField: 'status',
    width: 110,
    render: (r) => <StatusBadge kind="user" status={r.status} />,
    exportValue: (r) => r.status,
  },
  {
    id: 'createdAt',
    label: t('staff.col.created'),
    sortField: 'createdAt',
    width: 150,
    defaultVisible: false,
    render: (r) => formatDateTime(r.createdAt),
  },
];

export const staffListConfig: ListConfig<StaffRow> = {
  api: staffApi,
  title: t('staff.title'),
  columnsKey: 'staffPermissionsColumns',
  columns: [
    ...columns,
    { id: 'show', label: t('staff.col.show'), width: 90, render: (_r, c) => <ShowLink to={c.showPath} /> },
  ],
  defaultSort: { field: 'id', order: 'DESC' },
  perPageOptions: [10, 20, 50, 100],
  defaultPerPage: 10,
  filters: [{ kind: 'text', key: 'q', label: t('staff.search'), alwaysOn: true, toQuery: (v) => ({ q: v }) }],
  canCreate: (v) => mayUse(v, 'staff', 'create'),
};

/** Spec 3 "Users and staff users": /staff-users, columns persisted under staffListColumns; rows open the user. */
export const staffUsersListConfig: ListConfig<StaffRow> = {
  api: staffUsersApi,
  title: t('staff.usersTitle'),
  columnsKey: 'staffListColumns',
  columns: [
    ...columns,
    { id: 'phone', label: t('staff.col.phone'), width: 140, defaultVisible: false, render: (r) => r.phone },
    { id: 'show', label: t('staff.col.show'), width: 90, render: (r) => <ShowLink to={`/users/${r.id}/show`} /> },
  ],
  defaultSort: { field: 'id', order: 'DESC' },
  perPageOptions: [10, 20, 50, 100],
  defaultPerPage: 10,
  filters: [{ kind: 'text', key: 'q', label: t('staff.search'), alwaysOn: true, toQuery: (v) => ({ q: v }) }],
  canCreate: () => false,
};
