import dayjs from 'dayjs';
import {
  Eci,
  ManualPaymentMethod,
  PAYMENTS_DEFAULT_SORT,
  PaymentMethod,
  PaymentStatus,
  PaymentType,
  validatePayment,
  type FieldError,
  type PaymentRow,
} from '@console/contracts';
import type { FormScreen } from '../../framework/screens/forms';
import { t } from '../../app/i18n/messages';
import { formatDateTime } from '../../framework/fields/cells';
import { RecordLink } from '../../framework/fields/RecordLink';
import type { FormSection, FormValues } from '../../framework/form/types';
import { mayUse } from '../../framework/routes';
import type { ColumnDef, FilterDef, ListConfig } from '../../framework/types';
import { num, text } from '../../framework/fields/sources';
import { paymentsApi } from '../../shared/accounting/api';
import { openInvoicesSource } from './paymentActions';
import { accountingList } from './listPaging';
import { column } from '../../framework/screens/columns';
import { filter } from '../../framework/screens/filters';
import { formField } from '../../framework/screens/formFields';
import { CustomerCurrencyInput } from './CustomerCurrencyInput';
import { invoiceNumbersSource, typedMoney } from '../../shared/accounting/shared';
import { ReferenceName } from '../../framework/fields/ReferenceName';
import { enumLabel } from '../../app/i18n/enumText';

/** Spec 3 §2 Payments: createdAt DESC on the screen, columns kept under paymentListColumns, export, no bulk actions. */
const columns: ColumnDef<PaymentRow>[] = [
  column.serial(),
  column.link('id', 'accounting.col.id', 'payments', (r) => r.id, { sortField: 'id', width: 76 }),
  column.field('type', 'accounting.col.type', (r) => enumLabel('PaymentType', r.type), {
    sortField: 'type',
    width: 100,
  }),
  column.field('mode', 'accounting.col.mode', (r) => enumLabel('PaymentMethod', r.mode), {
    sortField: 'mode',
    width: 130,
  }),
  column.field('status', 'accounting.col.status', (r) => enumLabel('PaymentStatus', r.status), {
    sortField: 'status',
    width: 100,
  }),
  column.amount('amount', 'accounting.col.amount', (r) => r.amount, { sortField: 'amount' }),
  column.customer({ flex: 1, minWidth: 160 }),
  {
    id: 'invoices',
    label: 'accounting.col.invoice',
    width: 110,
    // Issue 31 §6: each invoice by its number, loaded with the page's other labels, not '#12'.
    reference: { source: invoiceNumbersSource, idOf: (r) => r.invoiceIds },
    render: (r) =>
      r.invoiceIds.map((id, i) => (
        <span key={id}>
          {i ? ', ' : ''}
          <RecordLink base="invoices" id={id}>
            <ReferenceName source={invoiceNumbersSource} id={id} fallback={t('words.subject.invoice', { id })} />
          </RecordLink>
        </span>
      )),
    exportValue: (r) => r.invoiceIds.join(' '),
  },
  column.field('paidAt', 'accounting.col.paidAt', (r) => formatDateTime(r.paidAt), {
    sortField: 'paidAt',
    width: 140,
  }),
  column.countryName(),
  column.created(),
  column.field('eci', 'accounting.col.eci', (r) => enumLabel('Eci', r.eci), {
    sortField: 'eci',
    width: 110,
    defaultVisible: false,
  }),
  column.field('reference', 'accounting.col.reference', (r) => r.reference, { width: 130, defaultVisible: false }),
  column.partnerName(),
];

const filters: FilterDef[] = [
  filter.search,
  filter.enumOf('status', 'accounting.col.status', PaymentStatus.values, 'statuses', true),
  filter.enumOf('type', 'accounting.col.type', PaymentType.values, 'types'),
  filter.enumOf('mode', 'accounting.col.mode', PaymentMethod.values, 'modes'),
  filter.enumOf('eci', 'accounting.col.eci', Eci.values, 'ecis'),
  filter.customer(),
  filter.country(),
  filter.customerType(),
  filter.partner(),
  filter.dateRange('dates', 'accounting.col.paidAt'),
];

export const paymentListConfig: ListConfig<PaymentRow> = accountingList({
  api: paymentsApi,
  title: 'accounting.payments',
  columnsKey: 'paymentListColumns',
  columns,
  // The list call's default is id DESC (spec 1 §7.2); the payments screen sorts by createdAt DESC (spec 3 §2).
  defaultSort: { field: 'createdAt', order: PAYMENTS_DEFAULT_SORT.sortOrder },
  filters,
  exportFileName: 'Payments_',
  canCreate: (v) => mayUse(v, 'payments', 'create'),
});

/**
 * Spec 3 §5 payment create: user, type (payment), mode (the manual modes: staff record card money as manual_tap or
 * manual_payfort), paidAt, currency (the customer's country's once the customer is chosen), amount; invoices only
 * for type payment, the user's unpaid or partial ones.
 * Edit: type, mode, currency, amount, status; paidAt only when complete.
 */
export const paymentSections = (mode: 'create' | 'edit'): FormSection[] => [
  {
    title: 'accounting.payment',
    fields: [
      // A new customer: the invoice chosen was the last customer's.
      ...(mode === 'create' ? [{ ...formField.customer(), derive: () => ({ invoiceId: null }) }] : []),
      formField.enumOf('type', 'accounting.col.type', PaymentType.values),
      formField.enumOf('mode', 'accounting.col.mode', ManualPaymentMethod.values),
      ...(mode === 'edit' ? [formField.enumOf('status', 'accounting.col.status', PaymentStatus.values)] : []),
      {
        kind: 'text',
        name: 'paidAt',
        label: 'accounting.col.paidAt',
        required: mode === 'create',
        visible: (v) => mode === 'create' || v.status === 'complete',
        helperText: 'accounting.paidAtFormat',
      },
      mode === 'create'
        ? {
            kind: 'custom',
            name: 'currency',
            label: 'accounting.col.currency',
            required: true,
            render: (p) => (
              <CustomerCurrencyInput
                userId={num(p.values.userId)}
                value={p.value}
                onChange={p.onChange}
                error={p.error}
              />
            ),
          }
        : formField.currency,
      formField.amount,
      // Issue 31 §4: the invoice picker from the start, disabled with a hint until a customer is chosen, then the
      // customer's open (unpaid or partial) invoices.
      {
        kind: 'selectReference',
        name: 'invoiceId',
        label: 'accounting.col.invoice',
        readOnly: true,
        helperText: t('accounting.pay.chooseCustomerFirst'),
        source: openInvoicesSource(null),
        visible: (v) => mode === 'create' && v.type === 'payment' && num(v.userId) === null,
      },
      {
        kind: 'selectReference',
        name: 'invoiceId',
        label: 'accounting.col.invoice',
        helperText: t('accounting.pay.openInvoices'),
        emptyLabel: '—',
        source: (v) => openInvoicesSource(num(v.userId)),
        visible: (v) => v.type === 'payment' && num(v.userId) !== null,
      },
      { kind: 'text', name: 'reference', label: 'accounting.col.reference' },
      { kind: 'multiline', name: 'notes', label: 'accounting.col.notes', wide: true },
    ],
  },
];

export const paymentInitial = (r: PaymentRow | null): FormValues => ({
  userId: r?.userId ?? null,
  type: r?.type ?? 'payment',
  mode: r?.mode ?? '',
  status: r?.status ?? 'complete',
  // The user's own clock: typed and read back as local time (`instant` makes it an instant again).
  paidAt: dayjs(r?.paidAt ?? undefined).format('YYYY-MM-DDTHH:mm'),
  currency: r?.currency ?? '',
  amount: typedMoney(r?.amount),
  invoiceId: r?.invoiceIds[0] ?? null,
  reference: r?.reference ?? '',
  notes: r?.notes ?? '',
});

const instant = (v: unknown): string | null => {
  const s = text(v);
  return s === null || Number.isNaN(Date.parse(s)) ? null : new Date(s).toISOString();
};

export const paymentBody = (v: FormValues) => ({
  ...(num(v.userId) ? { userId: num(v.userId) } : {}),
  type: text(v.type),
  mode: text(v.mode),
  ...(v.status !== undefined ? { status: text(v.status) } : {}),
  paidAt: v.type !== undefined && (v.status === undefined || v.status === 'complete') ? instant(v.paidAt) : null,
  ...(text(v.currency) ? { currency: text(v.currency) } : {}),
  amount: v.amount,
  invoiceIds: num(v.invoiceId) ? [num(v.invoiceId)] : [],
  reference: text(v.reference),
  notes: text(v.notes),
});

export const paymentValidate =
  (mode: 'create' | 'edit') =>
  (_body: Record<string, unknown>, full: Record<string, unknown>): FieldError[] =>
    validatePayment({ ...full, ...(mode === 'create' ? { status: 'complete' } : {}) }, mode).filter(
      (e) => e.path !== 'currency' || mode === 'edit',
    );

/** The payment's create or edit page: saving returns to the list. */
export const paymentForm = (mode: 'create' | 'edit'): FormScreen<PaymentRow> => ({
  api: paymentsApi,
  sections: paymentSections(mode),
  initial: paymentInitial,
  toBody: paymentBody,
  validate: paymentValidate(mode),
  createTitle: 'accounting.createPayment',
  editTitle: (r) => t('accounting.editPayment', { id: r.id }),
  redirectTo: '/payments',
});
