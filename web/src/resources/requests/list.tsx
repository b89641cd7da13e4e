import { createElement } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
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
import { formatDate, formatDateTime, ShowLink } from '../../framework/fields/cells';
import { RecordLink } from '../../framework/fields/RecordLink';
import { nameReference, RecordName } from '../../framework/fields/RecordName';
import { StatusBadge } from '../../framework/fields/StatusBadge';
import type { Choice, ColumnDef, FilterDef, ListConfig, ListVariant, RowTint, Viewer } from '../../framework/types';
import { requestsApi } from '../../shared/requests/api';
import { actorOf } from '../../shared/requests/actor';
import { LineStorageLabels } from './LineStorageLabels';
import { citySource, partnersSource } from '../../framework/fields/sources';
import { requestAssigneeSource, requestUserSource, teamsSource, warehousesSource } from '../../shared/requests/sources';
import { slotOf } from '../../shared/requests/slot';
import { enumLabel, paymentModeLabel, valueChoices } from '../../app/i18n/enumText';

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
  return (
    <Button
      component={RouterLink}
      to={`/requests/${row.id}`}
      size="small"
      startIcon={<EditIcon fontSize="small" />}
      onClick={(e) => e.stopPropagation()}
    >
      {t('record.edit')}
    </Button>
  );
};

const text = (get: (r: RequestRow) => string | number | null | undefined) => (r: RequestRow) => get(r) ?? '';

const column = (c: ColumnDef<RequestRow>): ColumnDef<RequestRow> =>
  hiddenForStaff(c.id) ? { ...c, defaultVisible: false, hiddenFor: partnerHidden } : c;

/**
 * Spec 2 §2 requests list columns. Visible by default: serial, id, date, time slot, type, status, customer, city,
 * partner, assignee, team, order, lines, created, show. Hidden by default for non-partners and never shown to
 * partners: warehouse, locations, room, edit (contracts' REQUEST_LIST_HIDDEN_FOR_STAFF). Other fields of the row
 * are offered hidden.
 */
const columns: ColumnDef<RequestRow>[] = [
  { id: 'serial', label: '#', width: 56, render: (_r, c) => c.serial },
  { id: 'id', label: 'Id', sortField: 'id', width: 76, render: (r) => r.id, exportValue: (r) => r.id },
  {
    id: 'date',
    label: 'Date',
    sortField: 'date',
    width: 104,
    render: (r) => formatDate(r.date),
    exportValue: (r) => formatDate(r.date),
  },
  { id: 'slot', label: 'Time', sortField: 'from', width: 110, render: slotOf, exportValue: slotOf },
  {
    id: 'type',
    label: 'Type',
    sortField: 'type',
    width: 110,
    render: (r) => enumLabel('RequestType', r.type),
    exportValue: (r) => r.type,
  },
  {
    id: 'status',
    label: 'Status',
    sortField: 'status',
    width: 120,
    render: (r) => createElement(StatusBadge, { kind: 'request', status: r.status }),
    exportValue: (r) => r.status,
  },
  {
    id: 'customer',
    label: 'Customer',
    sortField: 'userName',
    minWidth: 160,
    reference: nameReference<RequestRow>(
      'customer',
      (r) => r.userId,
      (r) => r.userName,
    ),
    render: (r) =>
      r.userId === null
        ? ''
        : createElement(
            RecordLink,
            { base: 'users', id: r.userId },
            createElement(RecordName, { of: 'customer', id: r.userId, name: r.userName }),
          ),
    exportValue: (r) => r.userName ?? '',
  },
  {
    id: 'city',
    label: 'City',
    sortField: 'cityName',
    width: 110,
    render: text((r) => r.cityName),
    exportValue: (r) => r.cityName ?? '',
  },
  {
    id: 'partner',
    label: 'Partner',
    sortField: 'partnerName',
    width: 130,
    reference: nameReference<RequestRow>(
      'partner',
      (r) => r.partnerId,
      (r) => r.partnerName,
    ),
    render: (r) => createElement(RecordName, { of: 'partner', id: r.partnerId, name: r.partnerName }),
    exportValue: (r) => r.partnerName ?? '',
  },
  {
    id: 'assignee',
    label: 'Assignee',
    sortField: 'assigneeName',
    width: 140,
    reference: nameReference<RequestRow>(
      'user',
      (r) => r.assigneeId,
      (r) => r.assigneeName,
    ),
    render: (r) => createElement(RecordName, { of: 'user', id: r.assigneeId, name: r.assigneeName }),
    exportValue: (r) => r.assigneeName ?? '',
  },
  {
    id: 'team',
    label: 'Team',
    sortField: 'teamName',
    width: 120,
    reference: nameReference<RequestRow>(
      'team',
      (r) => r.teamId,
      (r) => r.teamName,
    ),
    render: (r) => createElement(RecordName, { of: 'team', id: r.teamId, name: r.teamName }),
    exportValue: (r) => r.teamName ?? '',
  },
  {
    id: 'order',
    label: 'Order',
    sortField: 'orderId',
    width: 90,
    render: (r) =>
      r.orderId === null
        ? ''
        : createElement(RecordLink, { base: 'orders', id: r.orderId }, t('words.subject.order', { id: r.orderId })),
    exportValue: (r) => r.orderId,
  },
  {
    id: 'lines',
    label: 'Lines',
    sortField: 'lineCount',
    width: 76,
    align: 'right',
    render: (r) => r.lineCount,
    exportValue: (r) => r.lineCount,
  },
  {
    id: 'createdAt',
    label: 'Created',
    sortField: 'createdAt',
    width: 150,
    render: (r) => formatDateTime(r.createdAt),
    exportValue: (r) => formatDateTime(r.createdAt),
  },
  { id: 'show', label: 'Show', width: 96, render: (_r, c) => createElement(ShowLink, { to: c.showPath }) },

  // Hidden by default for non-partners, never for partners (spec 2 §2, §6).
  column({
    id: 'warehouse',
    label: 'Warehouse',
    sortField: 'warehouseName',
    width: 140,
    reference: nameReference<RequestRow>(
      'warehouse',
      (r) => r.warehouseId,
      (r) => r.warehouseName,
    ),
    render: (r) =>
      r.warehouseId === null
        ? ''
        : createElement(
            RecordLink,
            { base: 'warehouses', id: r.warehouseId },
            createElement(RecordName, { of: 'warehouse', id: r.warehouseId, name: r.warehouseName }),
          ),
    exportValue: (r) => r.warehouseName ?? '',
  }),
  column({
    id: 'locations',
    label: 'Locations',
    width: 180,
    render: (r) => createElement(LineStorageLabels, { row: r, field: 'location' }),
  }),
  column({
    id: 'room',
    label: 'Room',
    width: 140,
    render: (r) => createElement(LineStorageLabels, { row: r, field: 'room' }),
  }),
  column({ id: 'edit', label: 'Edit', width: 96, render: (r) => createElement(EditCell, { row: r }) }),

  // The other fields of spec 2 §3, offered hidden.
  {
    id: 'country',
    label: 'Country',
    sortField: 'countryId',
    width: 100,
    defaultVisible: false,
    render: (r) => COUNTRIES.find((c) => c.id === r.countryId)?.name ?? '',
    exportValue: (r) => COUNTRIES.find((c) => c.id === r.countryId)?.name ?? '',
  },
  {
    id: 'paymentMode',
    label: 'Payment Mode',
    width: 120,
    defaultVisible: false,
    render: text((r) => paymentModeLabel(r.paymentMode)),
    exportValue: (r) => r.paymentMode,
  },
  {
    id: 'amount',
    label: 'Amount',
    sortField: 'amount',
    width: 120,
    align: 'right',
    defaultVisible: false,
    render: (r) => showRequestAmount(r.amount, r),
    exportValue: (r) => showRequestAmount(r.amount, r),
  },
  {
    id: 'size',
    label: 'Size',
    sortField: 'size',
    width: 80,
    align: 'right',
    defaultVisible: false,
    render: text((r) => r.size),
    exportValue: (r) => r.size,
  },
  {
    id: 'qty',
    label: 'Qty',
    sortField: 'qty',
    width: 70,
    align: 'right',
    defaultVisible: false,
    render: text((r) => r.qty),
    exportValue: (r) => r.qty,
  },
  {
    id: 'isSME',
    label: 'SME',
    width: 70,
    defaultVisible: false,
    render: (r) => (r.isSME ? 'Yes' : 'No'),
    exportValue: (r) => (r.isSME ? 'Yes' : 'No'),
  },
  {
    id: 'chargeTypes',
    label: 'Charge Types',
    width: 160,
    defaultVisible: false,
    render: (r) => r.chargeTypes.join(', '),
    exportValue: (r) => r.chargeTypes.join(', '),
  },
  {
    id: 'customerAction',
    label: 'Customer Action',
    width: 130,
    defaultVisible: false,
    render: text((r) => enumLabel('CustomerAction', r.customerAction)),
    exportValue: (r) => r.customerAction,
  },
  {
    id: 'rating',
    label: 'Rating',
    sortField: 'rating',
    width: 80,
    align: 'right',
    defaultVisible: false,
    render: text((r) => r.rating),
    exportValue: (r) => r.rating,
  },
  {
    id: 'finishedAt',
    label: 'Finished',
    sortField: 'finishedAt',
    width: 150,
    defaultVisible: false,
    render: (r) => formatDateTime(r.finishedAt),
    exportValue: (r) => formatDateTime(r.finishedAt),
  },
  {
    id: 'updatedAt',
    label: 'Updated',
    sortField: 'updatedAt',
    width: 150,
    defaultVisible: false,
    render: (r) => formatDateTime(r.updatedAt),
    exportValue: (r) => formatDateTime(r.updatedAt),
  },
];

const choices = (values: readonly string[]): Choice[] => valueChoices(values);
export const REQUEST_STATUS_CHOICES = choices(RequestStatus.values);
export const REQUEST_TYPE_CHOICES = choices(RequestType.values);
const COUNTRY_CHOICES: Choice[] = COUNTRIES.map((c) => ({ id: c.id, name: c.name }));
const ids = (v: string | number | (string | number)[]) => (Array.isArray(v) ? v : [v]).map(Number);
const strings = (v: string | number | (string | number)[]) => (Array.isArray(v) ? v : [v]).map(String);

/**
 * The filters of spec 2 §7 /api/v1/requests/list. The keys `statuses`, `types` and `date` are the ones the
 * right-hand quick filter and the Pending Requests link (spec 1 §2.1) set.
 */
const filters: FilterDef[] = [
  { kind: 'text', key: 'q', label: 'Search', alwaysOn: true, toQuery: (v) => ({ searchTerm: v }) },
  {
    kind: 'select',
    key: 'statuses',
    label: 'Status',
    alwaysOn: true,
    multiple: true,
    choices: REQUEST_STATUS_CHOICES,
    toQuery: (v) => ({ statuses: strings(v) }),
  },
  {
    kind: 'select',
    key: 'types',
    label: 'Type',
    alwaysOn: true,
    multiple: true,
    choices: REQUEST_TYPE_CHOICES,
    toQuery: (v) => ({ types: strings(v) }),
  },
  // Spec 1 §7.2: the dates run from T00:00:00Z to T23:59:59Z; the server widens the days it is given.
  {
    kind: 'dateRange',
    key: 'date',
    label: 'Date',
    toQuery: (v) =>
      v.from || v.to ? { dates: { ...(v.from ? { from: v.from } : {}), ...(v.to ? { to: v.to } : {}) } } : {},
  },
  {
    kind: 'reference',
    key: 'customer',
    label: 'Customer',
    source: requestUserSource,
    toQuery: (v) => ({ userIds: [Number(v)] }),
  },
  {
    kind: 'reference',
    key: 'assignee',
    label: 'Assignee',
    source: requestAssigneeSource(null),
    hiddenFor: partnerHidden,
    toQuery: (v) => ({ assigneeIds: [Number(v)] }),
  },
  {
    kind: 'select',
    key: 'partner',
    label: 'Partner',
    multiple: true,
    source: partnersSource,
    hiddenFor: partnerHidden,
    toQuery: (v) => ({ partnerIds: ids(v) }),
  },
  {
    kind: 'select',
    key: 'country',
    label: 'Country',
    choices: COUNTRY_CHOICES,
    toQuery: (v) => ({ countryIds: ids(v) }),
  },
  { kind: 'select', key: 'city', label: 'City', source: citySource(null), toQuery: (v) => ({ cityIds: ids(v) }) },
  {
    kind: 'select',
    key: 'team',
    label: 'Team',
    multiple: true,
    source: teamsSource(null),
    hiddenFor: partnerHidden,
    toQuery: (v) => ({ teamIds: ids(v) }),
  },
  {
    kind: 'select',
    key: 'warehouse',
    label: 'Warehouse',
    multiple: true,
    source: warehousesSource(null),
    hiddenFor: partnerHidden,
    toQuery: (v) => ({ warehouseIds: ids(v) }),
  },
  {
    kind: 'text',
    key: 'orderId',
    label: 'Order Id',
    width: 140,
    toQuery: (v) => (/^\d+$/.test(v.trim()) ? { orderIds: [Number(v.trim())] } : {}),
  },
  {
    kind: 'select',
    key: 'chargeTypes',
    label: 'Charge Types',
    multiple: true,
    choices: choices(ChargeType.values),
    toQuery: (v) => ({ chargeTypes: strings(v) }),
  },
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
  title: t('requests.title'),
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
