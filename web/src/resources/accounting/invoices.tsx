import {
  INVOICES_DEFAULT_SORT,
  invoiceDueDate,
  InvoiceStatus,
  InvoiceType,
  validateInvoice,
  type FieldError,
  type InvoiceRow,
} from '@console/contracts';
import type { FormScreen } from '../../framework/screens/forms';
import { t } from '../../app/i18n/messages';
import { formatDate } from '../../framework/fields/cells';
import type { FormSection, FormValues } from '../../framework/form/types';
import { mayUse } from '../../framework/routes';
import type { ColumnDef, FilterDef, ListConfig } from '../../framework/types';
import { num, text } from '../../framework/fields/sources';
import { invoicesApi } from '../../shared/accounting/api';
import { ChargesInput } from './ChargesInput';
import { accountingList } from './listPaging';
import { column } from '../../framework/screens/columns';
import { filter } from '../../framework/screens/filters';
import { formField } from '../../framework/screens/formFields';
import { enumLabel } from '../../app/i18n/enumText';

/** Spec 3 §2 Invoices: id DESC, columns kept under invoiceListColumns, export, no bulk actions. */
const columns: ColumnDef<InvoiceRow>[] = [
  column.serial(),
  column.link('id', 'accounting.col.id', 'invoices', (r) => r.id, { sortField: 'id', width: 76 }),
  column.field('number', 'accounting.col.number', (r) => r.invoiceNumber, {
    sortField: 'invoiceNumber',
    width: 120,
  }),
  column.field('type', 'accounting.col.type', (r) => enumLabel('InvoiceType', r.type), {
    sortField: 'type',
    width: 110,
  }),
  column.field('status', 'accounting.col.status', (r) => enumLabel('InvoiceStatus', r.status), {
    sortField: 'status',
    width: 100,
  }),
  column.customer({ flex: 1, minWidth: 160 }),
  column.field('date', 'accounting.col.date', (r) => formatDate(r.date), { sortField: 'date', width: 110 }),
  column.field('dueDate', 'accounting.col.dueDate', (r) => formatDate(r.dueDate), {
    sortField: 'dueDate',
    width: 110,
  }),
  column.amount('amount', 'accounting.col.amount', (r) => r.amount, { sortField: 'amount' }),
  column.amount('amountPaid', 'accounting.col.amountPaid', (r) => r.amountPaid, { sortField: 'amountPaid' }),
  column.amount('balance', 'accounting.col.balance', (r) => r.balance, { sortField: 'balance' }),
  column.countryName(),
  column.link(
    'order',
    'accounting.col.order',
    'orders',
    (r) => r.orderId,
    { sortField: 'orderId', width: 100, defaultVisible: false },
    (id) => t('words.subject.order', { id }),
  ),
  column.amount('amountBeforeTax', 'accounting.col.amountBeforeTax', (r) => r.amountBeforeTax, {
    defaultVisible: false,
  }),
  column.amount('tax', 'accounting.col.tax', (r) => r.taxAmount, { width: 110, defaultVisible: false }),
  column.partnerName(),
  column.created({ defaultVisible: false }),
];

const filters: FilterDef[] = [
  filter.search,
  filter.enumOf('status', 'accounting.col.status', InvoiceStatus.values, 'statuses', true),
  filter.enumOf('type', 'accounting.col.type', InvoiceType.values, 'types'),
  filter.customer(),
  filter.country(),
  filter.customerType(),
  filter.partner(),
  filter.dateRange('dates', 'accounting.dates'),
  filter.dateRange('dueDates', 'accounting.dueDates'),
];

export const invoiceListConfig: ListConfig<InvoiceRow> = accountingList({
  api: invoicesApi,
  title: 'accounting.invoices',
  columnsKey: 'invoiceListColumns',
  columns,
  defaultSort: { field: INVOICES_DEFAULT_SORT.sortBy, order: INVOICES_DEFAULT_SORT.sortOrder },
  filters,
  exportFileName: 'Invoices_',
  canCreate: (v) => mayUse(v, 'invoices', 'create'),
});

/**
 * Spec 3 §2 invoice create and edit: user (suggestions after more than 2 characters), type, date, due date (date +
 * 15 days when the date changes) and the user's charges (credits only for a credit note, 200 a page).
 */
export const invoiceSections = (mode: 'create' | 'edit'): FormSection[] => [
  {
    title: 'accounting.invoice',
    fields: [
      formField.customer(),
      formField.enumOf('type', 'accounting.col.type', InvoiceType.values),
      {
        kind: 'date',
        name: 'date',
        label: 'accounting.col.date',
        required: true,
        ...(mode === 'create'
          ? { derive: (d: unknown) => (typeof d === 'string' && d !== '' ? { dueDate: invoiceDueDate(d) } : {}) }
          : {}),
      },
      { kind: 'date', name: 'dueDate', label: 'accounting.col.dueDate' },
      {
        kind: 'custom',
        name: 'chargeIds',
        label: 'accounting.col.charges',
        wide: true,
        visible: (v) => num(v.userId) !== null,
        render: (p) => (
          <ChargesInput
            userId={num(p.values.userId)}
            invoiceType={InvoiceType.is(p.values.type) ? p.values.type : null}
            invoiceId={num(p.values.id)}
            value={p.value}
            onChange={p.onChange}
            error={p.error}
          />
        ),
      },
      // Spec 3 §2, §6: the staff role sees the partner selector on the invoice edit form.
      ...(mode === 'edit' ? [formField.staffPartner] : []),
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

/** The invoice's create or edit page: saving returns to the list; a create says so (spec 3 §2). */
export const invoiceForm = (mode: 'create' | 'edit'): FormScreen<InvoiceRow> => ({
  api: invoicesApi,
  sections: invoiceSections(mode),
  initial: invoiceInitial,
  toBody: invoiceBody,
  validate: invoiceValidate,
  createTitle: 'accounting.createInvoice',
  editTitle: (r) => t('accounting.editInvoice', { number: r.invoiceNumber }),
  redirectTo: '/invoices',
  ...(mode === 'create' ? { notice: t('accounting.invoiceCreated') } : {}),
});
