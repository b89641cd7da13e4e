import {
  INVOICES_DEFAULT_SORT,
  invoiceDueDate,
  InvoiceStatus,
  InvoiceType,
  validateInvoice,
  type FieldError,
  type InvoiceRow,
} from '@console/contracts';
import { t } from '../../app/i18n/messages';
import { formatDate } from '../../framework/fields/cells';
import { RecordLink } from '../../framework/fields/RecordLink';
import type { FormSection, FormValues } from '../../framework/form/types';
import { mayUse } from '../../framework/routes';
import type { ColumnDef, FilterDef, ListConfig } from '../../framework/types';
import { COUNTRY_CHOICES, customerSource, num, partnersSource, text } from '../../framework/fields/sources';
import { invoicesApi } from './api';
import { ChargesInput } from './ChargesInput';
import { choices, CustomerLink, money } from './shared';

const customers = customerSource(3);

/** Spec 3 §2 Invoices: id DESC, columns kept under invoiceListColumns, export, no bulk actions. */
const columns: ColumnDef<InvoiceRow>[] = [
  { id: 'serial', label: t('accounting.serial'), width: 56, render: (_r, c) => c.serial },
  {
    id: 'id',
    label: t('accounting.col.id'),
    sortField: 'id',
    width: 76,
    render: (r) => <RecordLink base="invoices" id={r.id} />,
    exportValue: (r) => r.id,
  },
  {
    id: 'number',
    label: t('accounting.col.number'),
    sortField: 'invoiceNumber',
    width: 120,
    render: (r) => r.invoiceNumber,
    exportValue: (r) => r.invoiceNumber,
  },
  {
    id: 'type',
    label: t('accounting.col.type'),
    sortField: 'type',
    width: 110,
    render: (r) => r.type,
    exportValue: (r) => r.type,
  },
  {
    id: 'status',
    label: t('accounting.col.status'),
    sortField: 'status',
    width: 100,
    render: (r) => r.status,
    exportValue: (r) => r.status,
  },
  {
    id: 'customer',
    label: t('accounting.col.customer'),
    sortField: 'userName',
    flex: 1,
    minWidth: 160,
    render: (r) => <CustomerLink id={r.userId} name={r.userName} />,
    exportValue: (r) => r.userName,
  },
  {
    id: 'date',
    label: t('accounting.col.date'),
    sortField: 'date',
    width: 110,
    render: (r) => formatDate(r.date),
    exportValue: (r) => formatDate(r.date),
  },
  {
    id: 'dueDate',
    label: t('accounting.col.dueDate'),
    sortField: 'dueDate',
    width: 110,
    render: (r) => formatDate(r.dueDate),
    exportValue: (r) => formatDate(r.dueDate),
  },
  {
    id: 'amount',
    label: t('accounting.col.amount'),
    sortField: 'amount',
    width: 130,
    align: 'right',
    render: (r) => money(r.amount, r.currency),
    exportValue: (r) => money(r.amount, r.currency),
  },
  {
    id: 'amountPaid',
    label: t('accounting.col.amountPaid'),
    sortField: 'amountPaid',
    width: 130,
    align: 'right',
    render: (r) => money(r.amountPaid, r.currency),
    exportValue: (r) => money(r.amountPaid, r.currency),
  },
  {
    id: 'balance',
    label: t('accounting.col.balance'),
    sortField: 'balance',
    width: 130,
    align: 'right',
    render: (r) => money(r.balance, r.currency),
    exportValue: (r) => money(r.balance, r.currency),
  },
  {
    id: 'country',
    label: t('accounting.col.country'),
    sortField: 'countryId',
    width: 100,
    render: (r) => r.countryName ?? '',
    exportValue: (r) => r.countryName,
  },
  {
    id: 'order',
    label: t('accounting.col.order'),
    sortField: 'orderId',
    width: 90,
    defaultVisible: false,
    render: (r) => <RecordLink base="orders" id={r.orderId} />,
    exportValue: (r) => r.orderId,
  },
  {
    id: 'amountBeforeTax',
    label: t('accounting.col.amountBeforeTax'),
    width: 130,
    align: 'right',
    defaultVisible: false,
    render: (r) => money(r.amountBeforeTax, r.currency),
    exportValue: (r) => money(r.amountBeforeTax, r.currency),
  },
  {
    id: 'tax',
    label: t('accounting.col.tax'),
    width: 110,
    align: 'right',
    defaultVisible: false,
    render: (r) => money(r.taxAmount, r.currency),
    exportValue: (r) => money(r.taxAmount, r.currency),
  },
  {
    id: 'partner',
    label: t('accounting.col.partner'),
    sortField: 'partnerId',
    width: 150,
    defaultVisible: false,
    render: (r) => r.partnerName ?? '',
    exportValue: (r) => r.partnerName,
  },
  {
    id: 'createdAt',
    label: t('accounting.col.created'),
    sortField: 'createdAt',
    width: 110,
    defaultVisible: false,
    render: (r) => formatDate(r.createdAt),
    exportValue: (r) => formatDate(r.createdAt),
  },
];

const filters: FilterDef[] = [
  { kind: 'text', key: 'q', label: t('accounting.search'), alwaysOn: true, toQuery: (v) => ({ searchTerm: v }) },
  {
    kind: 'select',
    key: 'status',
    label: t('accounting.col.status'),
    alwaysOn: true,
    choices: choices(InvoiceStatus.values),
    toQuery: (v) => ({ statuses: [v] }),
  },
  {
    kind: 'select',
    key: 'type',
    label: t('accounting.col.type'),
    choices: choices(InvoiceType.values),
    toQuery: (v) => ({ types: [v] }),
  },
  {
    kind: 'reference',
    key: 'user',
    label: t('accounting.col.customer'),
    source: customers,
    toQuery: (v) => ({ userIds: [Number(v)] }),
  },
  {
    kind: 'select',
    key: 'country',
    label: t('accounting.col.country'),
    choices: COUNTRY_CHOICES,
    toQuery: (v) => ({ countryIds: [Number(v)] }),
  },
  {
    kind: 'select',
    key: 'partner',
    label: t('accounting.col.partner'),
    source: partnersSource,
    hiddenFor: (v) => v.isPartner,
    toQuery: (v) => ({ partnerIds: [Number(v)] }),
  },
  { kind: 'dateRange', key: 'dates', label: t('accounting.dates'), toQuery: (v) => ({ dates: v }) },
  { kind: 'dateRange', key: 'dueDates', label: t('accounting.dueDates'), toQuery: (v) => ({ dueDates: v }) },
];

export const invoiceListConfig: ListConfig<InvoiceRow> = {
  api: invoicesApi,
  title: t('accounting.invoices'),
  columnsKey: 'invoiceListColumns',
  columns,
  defaultSort: { field: INVOICES_DEFAULT_SORT.sortBy, order: INVOICES_DEFAULT_SORT.sortOrder },
  perPageOptions: [10, 25, 50, 100],
  defaultPerPage: 10,
  filters,
  exportFileName: 'Invoices_',
  canCreate: (v) => mayUse(v, 'invoices', 'create'),
};

/**
 * Spec 3 §2 invoice create and edit: user (suggestions after more than 2 characters), type, date, due date (date +
 * 15 days when the date changes) and the user's charges (credits only for a credit note, 200 a page).
 */
export const invoiceSections: FormSection[] = [
  {
    title: t('accounting.invoice'),
    fields: [
      { kind: 'reference', name: 'userId', label: t('accounting.col.customer'), required: true, source: customers },
      {
        kind: 'select',
        name: 'type',
        label: t('accounting.col.type'),
        required: true,
        choices: choices(InvoiceType.values),
      },
      {
        kind: 'date',
        name: 'date',
        label: t('accounting.col.date'),
        required: true,
        derive: (d) => (typeof d === 'string' && d !== '' ? { dueDate: invoiceDueDate(d) } : {}),
      },
      { kind: 'date', name: 'dueDate', label: t('accounting.col.dueDate') },
      {
        kind: 'custom',
        name: 'chargeIds',
        label: t('accounting.col.charges'),
        wide: true,
        visible: (v) => num(v.userId) !== null,
        render: (p) => (
          <ChargesInput
            userId={num(p.values.userId)}
            creditNote={p.values.type === 'creditNote'}
            invoiceId={num(p.values.id)}
            value={p.value}
            onChange={p.onChange}
            error={p.error}
          />
        ),
      },
      {
        kind: 'selectReference',
        name: 'partnerId',
        label: t('accounting.col.partner'),
        source: partnersSource,
        visible: (_v, viewer) => viewer.permissions.includes('staff') || viewer.permissions.includes('admin'),
      },
    ],
  },
];

export const invoiceInitial = (r: InvoiceRow | null): FormValues => {
  const today = new Date().toISOString().slice(0, 10);
  return {
    userId: r?.userId ?? null,
    type: r?.type ?? 'order',
    date: r?.date ?? today,
    dueDate: r?.dueDate ?? invoiceDueDate(today),
    id: r?.id ?? null,
    chargeIds: r?.chargeIds ?? [],
    partnerId: r?.partnerId ?? null,
  };
};

export const invoiceBody = (v: FormValues) => ({
  userId: num(v.userId),
  type: text(v.type),
  date: text(v.date),
  dueDate: text(v.dueDate),
  chargeIds: Array.isArray(v.chargeIds) ? (v.chargeIds as number[]) : [],
  ...(num(v.partnerId) ? { partnerId: num(v.partnerId) } : {}),
});

export const invoiceValidate = (_body: Record<string, unknown>, full: Record<string, unknown>): FieldError[] =>
  validateInvoice(full);
