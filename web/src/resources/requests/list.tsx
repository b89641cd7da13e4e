import { createElement } from 'react';
import EditIcon from '@mui/icons-material/Edit';
import {
  allowedRequestActions,
  can,
  ChargeType,
  COUNTRIES,
  Currency,
  currencyOfCountry,
  formatMoney,
  isCountryId,
  isRequestRowOverdue,
  money,
  REQUEST_DEFAULT_PAGE_SIZE,
  REQUEST_LIST_COLUMNS_KEY,
  REQUEST_LIST_HIDDEN_FOR_STAFF,
  REQUEST_PAGE_SIZES,
  REQUESTS_SCREEN_SORT,
  RequestStatus,
  RequestType,
  statusColour,
  type RequestRow,
} from '@console/contracts';
import { useViewer } from '../../app/hooks';
import { t } from '../../app/i18n/messages';
import { formatDate, formatDateTime, RowButtonLink } from '../../framework/fields/cells';
import { RecordLink } from '../../framework/fields/RecordLink';
import { choices } from '../../framework/screens/cells';
import { column } from '../../framework/screens/columns';
import { filter } from '../../framework/screens/filters';
import type { ColumnDef, FilterDef, ListConfig, ListVariant, RowTint, Viewer } from '../../framework/types';
import { requestsApi } from '../../shared/requests/api';
import { actorOf } from '../../shared/requests/actor';
import { LineStorageLabels } from './LineStorageLabels';
import { citySource } from '../../framework/fields/sources';
import { requestAssigneeSource, requestUserSource, teamsSource, warehousesSource } from '../../shared/requests/sources';
import { slotOf } from '../../shared/requests/slot';
import { enumLabel, paymentModeLabel } from '../../app/i18n/enumText';

/** The currency of a row's amounts: its own, else its country's. */
const currencyOfRow = (row: Pick<RequestRow, 'currency' | 'countryId'>): Currency =>
  Currency.is(row.currency) ? row.currency : isCountryId(row.countryId) ? currencyOfCountry(row.countryId) : 'AED';
/** ARCHITECTURE §8: every amount through the one formatter. */
export const showRequestAmount = (
  amount: number | null | undefined,
  row: Pick<RequestRow, 'currency' | 'countryId'>,
): string => (amount === null || amount === undefined ? '' : formatMoney(money(amount), currencyOfRow(row)));

/** Spec 2 §1, §6: partner users never see the warehouse, locations, room and edit columns. */
const partnerHidden = (v: Viewer) => v.isPartner;
const hiddenForStaff = (id: string) => REQUEST_LIST_HIDDEN_FOR_STAFF.includes(id);

const EditCell = ({ row }: { row: RequestRow }) => {
  const viewer = useViewer();
  if (!allowedRequestActions(row, actorOf(viewer)).includes('edit')) return null;
  return createElement(RowButtonLink, {
    to: `/requests/${row.id}`,
    icon: createElement(EditIcon, { fontSize: 'small' }),
    label: t('record.edit'),
  });
};

const staffOnly = (c: ColumnDef<RequestRow>): ColumnDef<RequestRow> =>
  hiddenForStaff(c.id) ? { ...c, defaultVisible: false, hiddenFor: partnerHidden } : c;
const hidden = { defaultVisible: false } as const;
const moment = (id: string, label: string, value: (r: RequestRow) => string | null, defaultVisible = false) =>
  column.field<RequestRow>(id, label, (r) => formatDateTime(value(r)), { sortField: id, width: 150, defaultVisible });

/**
 * Spec 2 §2 requests list columns. Visible by default: serial, id, date, time slot, type, status, customer, city,
 * partner, assignee, team, order, lines, created, show. Hidden by default for non-partners and never shown to
 * partners: warehouse, locations, room, edit (contracts' REQUEST_LIST_HIDDEN_FOR_STAFF). Other fields of the row
 * are offered hidden.
 */
const columns: ColumnDef<RequestRow>[] = [
  column.serial(),
  column.id({ width: 76 }),
  column.field('date', 'requests.label.date', (r) => formatDate(r.date), { sortField: 'date', width: 104 }),
  column.field('slot', 'requests.label.time', slotOf, { sortField: 'from', width: 110 }),
  column.field('type', 'requests.label.type', (r) => enumLabel('RequestType', r.type), {
    sortField: 'type',
    width: 110,
    exportValue: (r) => r.type,
  }),
  column.status('request', (r) => r.status, { width: 120 }),
  column.recordName('customer', 'requests.label.customer', 'customer', 'userId', 'userName', {
    base: 'users',
    sortField: 'userName',
    minWidth: 160,
  }),
  column.field('city', 'requests.label.city', (r) => r.cityName, {
    sortField: 'cityName',
    width: 110,
    exportValue: (r) => r.cityName ?? '',
  }),
  column.recordName('partner', 'requests.label.partner', 'partner', 'partnerId', 'partnerName', {
    base: 'partners',
    sortField: 'partnerName',
    width: 130,
  }),
  column.recordName('assignee', 'requests.label.assignee', 'user', 'assigneeId', 'assigneeName', {
    sortField: 'assigneeName',
    width: 140,
  }),
  column.recordName('team', 'requests.team', 'team', 'teamId', 'teamName', { sortField: 'teamName', width: 120 }),
  {
    ...column.order<RequestRow>(),
    render: (r) =>
      r.orderId === null
        ? ''
        : createElement(RecordLink, { base: 'orders', id: r.orderId }, t('words.subject.order', { id: r.orderId })),
  },
  column.number('lines', 'requests.label.lines', (r) => r.lineCount, { sortField: 'lineCount', width: 76 }),
  moment('createdAt', 'requests.label.created', (r) => r.createdAt, true),
  column.show({ width: 96 }),

  // Hidden by default for non-partners, never for partners (spec 2 §2, §6).
  staffOnly(
    column.recordName('warehouse', 'requests.warehouse', 'warehouse', 'warehouseId', 'warehouseName', {
      base: 'warehouses',
      sortField: 'warehouseName',
      width: 140,
    }),
  ),
  staffOnly({
    id: 'locations',
    label: 'requests.label.locations',
    width: 180,
    render: (r) => createElement(LineStorageLabels, { row: r, field: 'location' }),
  }),
  staffOnly({
    id: 'room',
    label: 'requests.label.room',
    width: 140,
    render: (r) => createElement(LineStorageLabels, { row: r, field: 'room' }),
  }),
  staffOnly({ id: 'edit', label: 'record.edit', width: 96, render: (r) => createElement(EditCell, { row: r }) }),

  // The other fields of spec 2 §3, offered hidden.
  column.field('country', 'requests.label.country', (r) => COUNTRIES.find((c) => c.id === r.countryId)?.name ?? '', {
    sortField: 'countryId',
    width: 100,
    ...hidden,
  }),
  column.field('paymentMode', 'requests.label.paymentMode', (r) => paymentModeLabel(r.paymentMode), {
    width: 120,
    exportValue: (r) => r.paymentMode,
    ...hidden,
  }),
  column.number('amount', 'requests.label.amount', (r) => showRequestAmount(r.amount, r), {
    sortField: 'amount',
    width: 120,
    ...hidden,
  }),
  column.number('size', 'requests.label.size', (r) => r.size, { sortField: 'size', width: 80, ...hidden }),
  column.number('qty', 'requests.label.qty', (r) => r.qty, { sortField: 'qty', width: 70, ...hidden }),
  column.yesNo('isSME', 'requests.label.sme', (r) => r.isSME, { width: 70, ...hidden }),
  column.field(
    'chargeTypes',
    'requests.label.chargeTypes',
    (r) => r.chargeTypes.map((c) => enumLabel('ChargeType', c)).join(', '),
    {
      width: 160,
      exportValue: (r) => r.chargeTypes.join(', '),
      ...hidden,
    },
  ),
  column.field(
    'customerAction',
    'requests.label.customerAction',
    (r) => enumLabel('CustomerAction', r.customerAction),
    {
      width: 130,
      exportValue: (r) => r.customerAction,
      ...hidden,
    },
  ),
  column.number('rating', 'requests.label.rating', (r) => r.rating, { sortField: 'rating', width: 80, ...hidden }),
  moment('finishedAt', 'requests.label.finished', (r) => r.finishedAt),
  moment('updatedAt', 'requests.label.updated', (r) => r.updatedAt),
];

export const REQUEST_STATUS_CHOICES = choices(RequestStatus.values);
export const REQUEST_TYPE_CHOICES = choices(RequestType.values);

/**
 * The filters of spec 2 §7 /api/v1/requests/list. The keys `statuses`, `types` and `date` are the ones the
 * right-hand quick filter and the Pending Requests link (spec 1 §2.1) set.
 */
const filters: FilterDef[] = [
  filter.search,
  filter.choice('statuses', 'requests.label.status', REQUEST_STATUS_CHOICES, 'statuses', {
    alwaysOn: true,
    multiple: true,
  }),
  filter.choice('types', 'requests.label.type', REQUEST_TYPE_CHOICES, 'types', { alwaysOn: true, multiple: true }),
  // Spec 1 §7.2: the dates run from T00:00:00Z to T23:59:59Z; the server widens the days it is given.
  filter.dayRange('date', 'requests.label.date', 'dates'),
  filter.reference('customer', 'requests.label.customer', requestUserSource, 'userIds'),
  filter.reference('assignee', 'requests.label.assignee', requestAssigneeSource(null), 'assigneeIds', {
    hiddenFor: partnerHidden,
  }),
  filter.partner({ multiple: true }),
  filter.country(),
  filter.customerType(),
  filter.source('city', 'requests.label.city', citySource(null), 'cityIds'),
  filter.source('team', 'requests.team', teamsSource(null), 'teamIds', { multiple: true, hiddenFor: partnerHidden }),
  filter.source('warehouse', 'requests.warehouse', warehousesSource(null), 'warehouseIds', {
    multiple: true,
    hiddenFor: partnerHidden,
  }),
  filter.ids('orderId', 'requests.label.orderId', 'orderIds', { width: 140 }),
  filter.choice('chargeTypes', 'requests.label.chargeTypes', choices(ChargeType.values), 'chargeTypes', {
    multiple: true,
  }),
];

/**
 * Spec 2 §2: rows tinted by their status's colour; spec 1 §2.7: a request dated before today that is not finished
 * in the pending colour.
 */
const rowTint = (row: RequestRow, today: string): RowTint =>
  isRequestRowOverdue(row, today)
    ? { colour: statusColour('pending'), reason: 'overdue' }
    : { colour: statusColour(row.status), reason: 'status' };

/**
 * Spec 2 §2, §9: date descending, 20 a page (10/25/50/100), the column choice kept under `requestListColumns`,
 * CSV export of the filtered rows, rows tinted by status.
 */
export const requestListConfig: ListConfig<RequestRow> = {
  api: requestsApi,
  title: 'requests.title',
  columnsKey: REQUEST_LIST_COLUMNS_KEY,
  columns,
  defaultSort: { field: REQUESTS_SCREEN_SORT.sortBy, order: REQUESTS_SCREEN_SORT.sortOrder },
  perPageOptions: REQUEST_PAGE_SIZES,
  defaultPerPage: REQUEST_DEFAULT_PAGE_SIZE,
  filters,
  rowTint,
  exportFileName: 'requests.csv',
  canCreate: (v) => !v.isPartner && can(v.permissions, 'requests', 'create'),
};

export const requestListVariant: ListVariant = { basePath: '/requests' };
