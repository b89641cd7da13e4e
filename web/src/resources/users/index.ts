import { createElement } from 'react';
import { t } from '../../app/i18n/messages';
import dayjs from 'dayjs';
import {
  can,
  COUNTRIES,
  countryById,
  Currency,
  currencyOfCountry,
  CustomerType,
  formatMoney,
  isCountryId,
  money,
  UserStatus,
  USERS_DEFAULT_SORT,
  type UserRow,
} from '@console/contracts';
import { ChipList, firstNames, formatDate, ShowLink } from '../../framework/fields/cells';
import { StatusBadge } from '../../framework/fields/StatusBadge';
import { RecordLink } from '../../framework/fields/RecordLink';
import type {
  Choice,
  ColumnDef,
  FilterDef,
  ListConfig,
  ListVariant,
  ReferenceSource,
  ResourceApi,
  Viewer,
} from '../../framework/types';
import { partnersSource, tagsSource } from '../../framework/fields/sources';
import { enumChoices, enumLabel, valueChoices } from '../../app/i18n/enumText';

/**
 * Customers (spec 1 §2.6, §7.2; spec 3 §2 Users): the configuration the framework's list, show and forms
 * read. Only what is particular to customers lives in this folder.
 */

export const usersApi: ResourceApi = {
  name: 'users',
  listPath: '/api/v1/users/list',
  recordPath: '/api/users',
  tables: ['rm.users'],
  // The users' event streams (`user-<id>`): the show page gets the framework's Comments and History tabs.
  model: 'user',
  // The generic GET /api/users answers when the list call fails (spec 1 §7.2).
  fallback: {
    searchTerm: 'q',
    statuses: 'status[$in]',
    userTypes: 'type[$in]',
    excludeUserTypes: 'type[$nin]',
    partnerIds: 'partnerId[$in]',
    countryIds: 'countryId[$in]',
    assigneeIds: 'assigneeId[$in]',
    ids: 'id[$in]',
    source: 'source',
    createdDateRange: { from: 'createdAt[$gte]', to: 'createdAt[$lte]' },
  },
};

/** Spec 1 §6: assignee choices are users with role sales-staff; spec 1 §5: after more than 1 typed character. */
export const salesStaffSource: ReferenceSource = {
  id: 'users:sales-staff',
  kind: 'list',
  path: '/api/v1/users/list',
  params: { userRoles: ['sales-staff'], sortBy: 'name', sortOrder: 'ASC' },
  searchKey: 'searchTerm',
  idsKey: 'ids',
  labelField: 'name',
  limit: 20,
  minChars: 2,
};

export { partnersSource };

const choices = (values: readonly string[]): Choice[] => valueChoices(values);
export const STATUS_CHOICES = choices(UserStatus.values);
/** Customers never include staff (spec 1 §2.6). */
export const CUSTOMER_TYPE_CHOICES = enumChoices(
  'CustomerType',
  CustomerType.values.filter((v) => v !== 'staff'),
);
export const COUNTRY_CHOICES: Choice[] = COUNTRIES.map((c) => ({ id: c.id, name: c.name }));

/** The currency of a customer's amounts: the row's, else its country's. */
export const currencyOf = (row: Pick<UserRow, 'currency' | 'countryId'>): Currency =>
  Currency.is(row.currency) ? row.currency : isCountryId(row.countryId) ? currencyOfCountry(row.countryId) : 'AED';

export const showMoney = (amount: number | null | undefined, row: Pick<UserRow, 'currency' | 'countryId'>): string =>
  amount === null || amount === undefined ? '' : formatMoney(money(amount), currencyOf(row));

/** Spec 1 §6: partners do not see credits and deposits. */
const partnerHidden = (v: Viewer) => v.isPartner;

const text = (get: (r: UserRow) => string | number | null | undefined) => (r: UserRow) => get(r) ?? '';

const columns: ColumnDef<UserRow>[] = [
  { id: 'serial', label: '#', width: 56, render: (_r, c) => c.serial, exportValue: undefined },
  { id: 'id', label: 'users.label.id', sortField: 'id', width: 76, render: (r) => r.id, exportValue: (r) => r.id },
  {
    id: 'type',
    label: 'users.label.type',
    sortField: 'type',
    width: 76,
    render: (r) => enumLabel('CustomerType', r.type),
    exportValue: (r) => r.type,
  },
  {
    id: 'name',
    label: 'users.label.name',
    sortField: 'name',
    flex: 1.2,
    minWidth: 170,
    render: (r) => r.name,
    exportValue: (r) => r.name,
  },
  {
    id: 'email',
    label: 'users.label.email',
    sortField: 'email',
    flex: 1.4,
    minWidth: 210,
    render: (r) => r.email,
    exportValue: (r) => r.email,
  },
  {
    id: 'phone',
    label: 'users.label.phone',
    sortField: 'phone',
    width: 150,
    render: (r) => r.phone,
    exportValue: (r) => r.phone,
  },
  {
    id: 'assignee',
    label: 'users.label.assignee',
    sortField: 'assigneeId',
    width: 140,
    render: text((r) => r.assignee?.name),
    exportValue: (r) => r.assignee?.name ?? '',
  },
  {
    id: 'country',
    label: 'users.label.country',
    sortField: 'countryId',
    width: 100,
    render: text((r) => r.country.name ?? countryById(r.countryId)?.name),
    exportValue: (r) => r.country.name ?? '',
  },
  {
    id: 'credits',
    label: 'users.label.credits',
    sortField: 'credits',
    width: 130,
    align: 'right',
    hiddenFor: partnerHidden,
    render: (r) => showMoney(r.credits, r),
    exportValue: (r) => showMoney(r.credits, r),
  },
  {
    id: 'tags',
    label: 'users.label.tags',
    width: 250,
    render: (r) => createElement(ChipList, { names: r.tags.map((x) => x.name), max: 3 }),
    exportValue: (r) =>
      firstNames(
        r.tags.map((x) => x.name),
        r.tags.length,
      ),
  },
  {
    id: 'status',
    label: 'users.label.status',
    sortField: 'status',
    width: 110,
    render: (r) => createElement(StatusBadge, { kind: 'user', status: r.status }),
    exportValue: (r) => r.status,
  },
  {
    id: 'createdAt',
    label: 'users.label.created',
    sortField: 'createdAt',
    width: 110,
    render: (r) => formatDate(r.createdAt),
    exportValue: (r) => formatDate(r.createdAt),
  },
  { id: 'show', label: 'users.label.show', width: 96, render: (_r, c) => createElement(ShowLink, { to: c.showPath }) },

  // Optional columns (spec 1 §3), hidden until chosen.
  {
    id: 'phone2',
    label: 'users.label.phone2',
    width: 150,
    defaultVisible: false,
    render: text((r) => r.phone2),
    exportValue: (r) => r.phone2,
  },
  {
    id: 'partner',
    label: 'users.label.partner',
    sortField: 'partnerId',
    width: 160,
    defaultVisible: false,
    hiddenFor: partnerHidden,
    render: (r) => createElement(RecordLink, { base: 'partners', id: r.partnerId }, r.partner.name),
    exportValue: (r) => r.partner.name,
  },
  {
    id: 'deposits',
    label: 'users.label.deposits',
    sortField: 'deposits',
    width: 130,
    align: 'right',
    defaultVisible: false,
    hiddenFor: partnerHidden,
    render: (r) => showMoney(r.deposits, r),
    exportValue: (r) => showMoney(r.deposits, r),
  },
  {
    id: 'storageRate',
    label: 'users.label.storageRate',
    width: 130,
    align: 'right',
    defaultVisible: false,
    render: (r) => (r.type === 'sme' ? showMoney(r.storageRate, r) : ''),
    exportValue: (r) => (r.type === 'sme' ? showMoney(r.storageRate, r) : ''),
  },
  {
    id: 'source',
    label: 'users.label.source',
    sortField: 'source',
    width: 110,
    defaultVisible: false,
    render: text((r) => r.source),
    exportValue: (r) => r.source,
  },
  {
    id: 'language',
    label: 'users.label.language',
    sortField: 'language',
    width: 90,
    defaultVisible: false,
    render: (r) => enumLabel('Language', r.language),
    exportValue: (r) => r.language,
  },
  {
    id: 'persona',
    label: 'users.label.persona',
    width: 140,
    defaultVisible: false,
    render: text((r) => enumLabel('Persona', r.persona)),
    exportValue: (r) => r.persona,
  },
  {
    id: 'gender',
    label: 'users.label.gender',
    width: 90,
    defaultVisible: false,
    render: text((r) => enumLabel('Gender', r.gender)),
    exportValue: (r) => r.gender,
  },
  {
    id: 'trn',
    label: 'users.label.trn',
    width: 130,
    defaultVisible: false,
    render: text((r) => r.trn),
    exportValue: (r) => r.trn,
  },
  {
    id: 'isVerified',
    label: 'users.label.verified',
    width: 90,
    defaultVisible: false,
    render: (r) => t(r.isVerified ? 'users.yes' : 'users.no'),
    exportValue: (r) => t(r.isVerified ? 'users.yes' : 'users.no'),
  },
  {
    id: 'currentStatus',
    label: 'users.label.currentStatus',
    width: 160,
    defaultVisible: false,
    render: text((r) => enumLabel('CurrentStatus', r.currentStatus)),
    exportValue: (r) => r.currentStatus,
  },
  {
    id: 'roles',
    label: 'users.label.roles',
    width: 200,
    defaultVisible: false,
    render: (r) => createElement(ChipList, { names: r.roles, max: 3 }),
    exportValue: (r) => r.roles.join(', '),
  },
  {
    id: 'englishName',
    label: 'users.label.englishName',
    width: 160,
    defaultVisible: false,
    render: text((r) => r.englishName),
    exportValue: (r) => r.englishName,
  },
  {
    id: 'arabicName',
    label: 'users.label.arabicName',
    width: 160,
    defaultVisible: false,
    render: text((r) => r.arabicName),
    exportValue: (r) => r.arabicName,
  },
  {
    id: 'updatedAt',
    label: 'users.label.updated',
    sortField: 'updatedAt',
    width: 110,
    defaultVisible: false,
    render: (r) => formatDate(r.updatedAt),
    exportValue: (r) => formatDate(r.updatedAt),
  },
];

/** Created from / to: the start of the first local day to the end of the last (spec 1 §2.6). */
const dayRange = (v: { from?: string; to?: string }) => {
  const range: { from?: string; to?: string } = {};
  if (v.from) range.from = dayjs(v.from).startOf('day').toISOString();
  if (v.to) range.to = dayjs(v.to).endOf('day').toISOString();
  return range.from || range.to ? { createdDateRange: range } : {};
};

const filters: FilterDef[] = [
  { kind: 'text', key: 'q', label: 'users.label.search', alwaysOn: true, toQuery: (v) => ({ searchTerm: v }) },
  {
    kind: 'select',
    key: 'status',
    label: 'users.label.status',
    alwaysOn: true,
    choices: STATUS_CHOICES,
    toQuery: (v) => ({ statuses: [v] }),
  },
  {
    kind: 'select',
    key: 'partner',
    label: 'users.label.partner',
    source: partnersSource,
    hiddenFor: partnerHidden,
    toQuery: (v) => ({ partnerIds: [Number(v)] }),
  },
  {
    kind: 'select',
    key: 'country',
    label: 'users.label.country',
    choices: COUNTRY_CHOICES,
    toQuery: (v) => ({ countryIds: [Number(v)] }),
  },
  {
    kind: 'tags',
    key: 'tags',
    label: 'users.label.tags',
    source: tagsSource,
    toQuery: (v) => (v.values?.length ? (v.mode === 'all' ? { tagsAnd: v.values } : { tagsOr: v.values }) : {}),
  },
  {
    kind: 'select',
    key: 'type',
    label: 'users.label.type',
    choices: CUSTOMER_TYPE_CHOICES,
    toQuery: (v) => ({ userTypes: [v] }),
  },
  { kind: 'dateRange', key: 'created', label: 'users.label.created', toQuery: dayRange },
  { kind: 'text', key: 'source', label: 'users.label.source', width: 160, toQuery: (v) => ({ source: v }) },
  {
    kind: 'reference',
    key: 'assignee',
    label: 'users.label.assignee',
    source: salesStaffSource,
    hiddenFor: partnerHidden,
    toQuery: (v) => ({ assigneeIds: [Number(v)] }),
  },
];

export const userListConfig: ListConfig<UserRow> = {
  api: usersApi,
  title: 'users.label.customers',
  columnsKey: 'userListColumns',
  columns,
  defaultSort: { field: USERS_DEFAULT_SORT.sortBy, order: USERS_DEFAULT_SORT.sortOrder },
  perPageOptions: [10, 20, 50],
  defaultPerPage: 10,
  filters,
  baseQuery: () => ({ excludeUserTypes: ['staff'] }),
  exportFileName: 'customers.csv',
  canCreate: (v) => can(v.permissions, 'users', 'create'),
};

/** The three paths of the customers list (spec 1 §2.1, §2.2, §2.6). */
export const userListVariants: Readonly<Record<string, ListVariant>> = {
  '/non-staff-users': {
    basePath: '/non-staff-users',
    title: 'users.label.customers',
    defaultFilters: { status: 'active' },
  },
  '/customer-users': { basePath: '/customer-users', title: 'users.label.customers' },
  '/users': { basePath: '/users', title: 'users.label.customers' },
};

/** '/non-staff-users/12/show' → '/non-staff-users'. */
export const basePathOf = (pathname: string): string => `/${pathname.split('/')[1] ?? 'users'}`;
