import Stack from '@mui/material/Stack';
import EditIcon from '@mui/icons-material/Edit';
import {
  allowedOrderActions,
  can,
  currencyOfCountry,
  Currency,
  effectiveOrderStatuses,
  formatMoney,
  isCountryId,
  isLeadRowTinted,
  isOrderRowOverdue,
  money,
  ORDER_LIST_DEFAULT_COLUMNS,
  ORDER_LIST_HIDDEN_COLUMNS,
  ORDERS_DEFAULT_SORT,
  OrderStatus,
  OrderType,
  showPartnerRent,
  statusColour,
  type OrderListColumn,
  type OrderPage,
  type OrderRow,
} from '@console/contracts';
import { useViewer } from '../../app/hooks';
import { t, type MessageKey } from '../../app/i18n/messages';
import { useLocale } from '../../app/i18n/locale';
import { formatDate, formatDateTime, RowButtonLink, ShowLink } from '../../framework/fields/cells';
import { choices } from '../../framework/screens/cells';
import { column } from '../../framework/screens/columns';
import { customers, filter } from '../../framework/screens/filters';
import { StatusBadge } from '../../framework/fields/StatusBadge';
import type { ColumnDef, FilterDef, ListConfig, ListQuery, ListVariant, RowTint } from '../../framework/types';
import { actorOf, SALES_PAGES, type SalesPage } from '../../shared/orders/api';
import { assigneeFilterSource } from '../../shared/orders/sources';
import { citySource } from '../../framework/fields/sources';
import { enumLabel } from '../../app/i18n/enumText';

/** The currency of a row's amounts: its own, else its country's. */
export const currencyOfRow = (row: Pick<OrderRow, 'currency' | 'countryId'>): Currency =>
  Currency.is(row.currency) ? row.currency : isCountryId(row.countryId) ? currencyOfCountry(row.countryId) : 'AED';

/** ARCHITECTURE §8: every amount through the one formatter ('AED 1,234.50'); a dash when there is none (spec 2 §2). */
export const showAmount = (amount: number | null | undefined, row: Pick<OrderRow, 'currency' | 'countryId'>): string =>
  amount === null || amount === undefined ? '—' : formatMoney(money(amount), currencyOfRow(row));

const num = (v: number | null | undefined): string => (v === null || v === undefined ? '' : String(v));

/** Show, and Edit where the lifecycle allows it for this row and user (spec 2 §2: the actions column). */
const RowActions = ({ row, showPath, p }: { row: OrderRow; showPath: string; p: SalesPage }) => {
  const viewer = useViewer();
  const edit = allowedOrderActions(row, actorOf(viewer), p.page).includes(p.page === 'lead' ? 'editLead' : 'editOrder');
  return (
    <Stack direction="row" spacing={0.5}>
      <ShowLink to={showPath} />
      {edit ? (
        <RowButtonLink to={`${p.basePath}/${row.id}`} icon={<EditIcon fontSize="small" />} label={t('record.edit')} />
      ) : null}
    </Stack>
  );
};

/** The columns of referenced records: the names their rows lack are loaded for the page (issue 31 §6). */
const NAMED = {
  partner: column.recordName<OrderRow>('partner', '', 'partner', 'partnerId', 'partnerName', { base: 'partners' }),
  assignee: column.recordName<OrderRow>('assignee', '', 'user', 'assigneeId', 'assigneeName'),
  customer: column.recordName<OrderRow>('customer', '', 'customer', 'userId', 'userName', { base: 'users' }),
};
const referenceOf = (key: string) => (key in NAMED ? NAMED[key as keyof typeof NAMED].reference : undefined);

/** How each column of contracts' list (spec 2 §2) is drawn; the labels and fields are contracts'. */
const cellOf = (p: SalesPage): Record<string, ColumnDef<OrderRow>['render']> => ({
  serial: (_r, c) => c.serial,
  id: (r) => r.id,
  createdAt: (r) => formatDateTime(r.createdAt),
  partner: NAMED.partner.render,
  assignee: NAMED.assignee.render,
  customer: NAMED.customer.render,
  type: (r) => enumLabel('OrderType', r.type),
  city: (r) => r.cityName ?? '',
  date: (r) => formatDate(r.date),
  status: (r) => <StatusBadge kind="order" status={r.status} />,
  source: (r) => r.source ?? '',
  actions: (r, c) => <RowActions row={r} showPath={c.showPath} p={p} />,
  ref: (r) => r.ref ?? '',
  updatedAt: (r) => formatDateTime(r.updatedAt),
  email: (r) => r.userEmail ?? '',
  phone: (r) => r.userPhone ?? '',
  country: (r) => r.countryName ?? '',
  renewalDate: (r) => formatDate(r.renewalDate),
  currency: (r) => r.currency ?? '',
  amount: (r) => showAmount(r.amount, r),
  months: (r) => num(r.months),
  qty: (r) => num(r.qty),
  actualQty: (r) => num(r.actualQty),
  currentQty: (r) => num(r.currentQty),
  size: (r) => num(r.size),
  currentSize: (r) => num(r.currentSize),
  // Spec 2 §2: partner rent shows only when it differs from rent.
  customerRent: (r) => (showPartnerRent(r) ? showAmount(r.customerRent, r) : ''),
  rent: (r) => (r.rent === null ? '' : showAmount(r.rent, r)),
  currentRent: (r) => (r.currentRent === null ? '' : showAmount(r.currentRent, r)),
  rate: (r) => (r.rate === null ? '' : showAmount(r.rate, r)),
});

const WIDTHS: Readonly<Record<string, number>> = {
  serial: 56,
  id: 76,
  createdAt: 150,
  updatedAt: 150,
  status: 130,
  type: 100,
  date: 104,
  actions: 170,
  currency: 90,
};
const RIGHT = new Set([
  'amount',
  'months',
  'qty',
  'actualQty',
  'currentQty',
  'size',
  'currentSize',
  'customerRent',
  'rent',
  'currentRent',
  'rate',
]);

/** A column's header: contracts' label of the column (`orders.col.<key>` holds its English). */
export const columnLabel = (key: string): MessageKey => `orders.col.${key}` as MessageKey;

const columnsOf = (p: SalesPage): ColumnDef<OrderRow>[] => {
  const cells = cellOf(p);
  const column = (c: OrderListColumn, defaultVisible: boolean): ColumnDef<OrderRow> => ({
    id: c.key,
    label: c.key === 'serial' ? 'list.serial' : columnLabel(c.key),
    ...(c.field !== null ? { sortField: c.field } : {}),
    ...(WIDTHS[c.key] ? { width: WIDTHS[c.key] } : { minWidth: 120 }),
    ...(RIGHT.has(c.key) ? { align: 'right' as const } : {}),
    defaultVisible,
    ...(referenceOf(c.key) ? { reference: referenceOf(c.key) } : {}),
    render: cells[c.key] ?? (() => ''),
  });
  return [
    ...ORDER_LIST_DEFAULT_COLUMNS.map((c) => column(c, true)),
    ...ORDER_LIST_HIDDEN_COLUMNS.map((c) => column(c, false)),
  ];
};

/**
 * Spec 2 §2 orders filters: search, type (multiple), assignee (sales-staff, 50 a page, non-admins their own
 * country), partner (multiple), country, city, status (multiple), customer (after 3 typed characters), order id,
 * created from/to, date from/to, renewal date from/to. The leads list has the same (its assignee list 40).
 */
const filtersOf = (assigneeLimit: number): FilterDef[] => [
  filter.search,
  filter.choice('status', 'orders.col.status', choices(OrderStatus.values), 'statuses', {
    alwaysOn: true,
    multiple: true,
  }),
  filter.choice('type', 'orders.col.type', choices(OrderType.values), 'orderTypes', { multiple: true }),
  filter.reference('assignee', 'orders.col.assignee', assigneeFilterSource(assigneeLimit), 'assigneeIds', {
    hiddenFor: (v) => v.isPartner,
  }),
  filter.partner({ multiple: true }),
  filter.country(),
  filter.customerType(),
  filter.source('city', 'orders.col.city', citySource(null), 'cityIds'),
  filter.reference('customer', 'orders.col.customer', customers, 'userIds'),
  filter.ids('orderId', 'orders.filter.orderId', 'orderIds', { width: 140 }),
  // Created from / to: the start of the first local day to the end of the last (spec 2 §2).
  filter.instantRange('created', 'orders.col.createdAt', 'createdDateRange'),
  filter.dayRange('date', 'orders.col.date', 'orderDateRange'),
  filter.dayRange('renewal', 'orders.field.renewalDate', 'renewalDateRange'),
];

/** The pending colour (spec 1 §2.7): an overdue row. */
const OVERDUE: RowTint = { colour: statusColour('pending'), reason: 'overdue' };

/** Spec 1 §2.7 overdue colouring on both lists; spec 2 §2 the leads' rows tinted unless finished. */
const rowTintOf =
  (page: OrderPage) =>
  (row: OrderRow, today: string): RowTint | undefined => {
    const list = page === 'lead' ? 'leads' : 'orders';
    if (isOrderRowOverdue(row, today, list)) return OVERDUE;
    if (page === 'lead' && isLeadRowTinted(row.status)) return { colour: statusColour(row.status), reason: 'status' };
    return undefined;
  };

/**
 * Spec 2 §2: orders 10 a page (10/20/30/40/50/100/500), no bulk actions, column choice remembered; with no status
 * and no user filter only confirmed, complete and cancelled orders (contracts' effectiveOrderStatuses, sent
 * explicitly). Leads 10 a page (spec 2 §9) with no default status filter.
 */
export const salesListConfig = (page: OrderPage): ListConfig<OrderRow> => {
  const p = SALES_PAGES[page];
  const resource = page === 'lead' ? 'leads' : 'orders';
  return {
    api: p.api,
    title: page === 'lead' ? 'menu.link.leads' : 'menu.link.orders',
    columnsKey: page === 'lead' ? 'leadListColumns' : 'orderListColumns',
    columns: columnsOf(p),
    defaultSort: { field: ORDERS_DEFAULT_SORT.sortBy, order: ORDERS_DEFAULT_SORT.sortOrder },
    perPageOptions: page === 'lead' ? [10, 20, 50] : [10, 20, 30, 40, 50, 100, 500],
    defaultPerPage: 10,
    filters: filtersOf(page === 'lead' ? 40 : 50),
    // One list call for both screens: `resource` tells it which (services' orders list).
    baseQuery: () => ({ resource: page === 'lead' ? 'leads' : 'orders' }),
    ...(page === 'order'
      ? {
          finishQuery: (q: ListQuery): ListQuery => {
            const statuses = effectiveOrderStatuses(q as Parameters<typeof effectiveOrderStatuses>[0], 'orders');
            return statuses ? { ...q, statuses } : q;
          },
        }
      : {}),
    rowTint: rowTintOf(page),
    canCreate: (v) => can(v.permissions, resource, 'create'),
  };
};

/**
 * The list's configuration, built again when the language changes: the status and type filters' choices carry
 * the enumerations' words, read when the configuration is built.
 */
const configs = new Map<string, ListConfig<OrderRow>>();
export const useSalesListConfig = (page: OrderPage): ListConfig<OrderRow> => {
  const key = `${page}:${useLocale()}`;
  const known = configs.get(key);
  if (known) return known;
  const config = salesListConfig(page);
  configs.set(key, config);
  return config;
};

export const salesListVariant = (page: OrderPage): ListVariant => ({ basePath: SALES_PAGES[page].basePath });
