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
import { t } from '../../app/i18n/messages';
import { formatDate, formatDateTime } from '../../framework/fields/cells';
import { RecordLink } from '../../framework/fields/RecordLink';
import type { FormSection, FormValues } from '../../framework/form/types';
import { mayUse } from '../../framework/routes';
import type { ColumnDef, FilterDef, ListConfig } from '../../framework/types';
import { COUNTRY_CHOICES, customerSource, num, partnersSource, text } from '../../framework/fields/sources';
import { paymentsApi, userInvoicesSource } from './api';
import { choices, CURRENCY_CHOICES, CustomerLink, money, typedMoney } from './shared';

const customers = customerSource(3);

/** Spec 3 §2 Payments: createdAt DESC on the screen, columns kept under paymentListColumns, export, no bulk actions. */
const columns: ColumnDef<PaymentRow>[] = [
  { id: 'serial', label: t('accounting.serial'), width: 56, render: (_r, c) => c.serial },
  {
    id: 'id',
    label: t('accounting.col.id'),
    sortField: 'id',
    width: 76,
    render: (r) => <RecordLink base="payments" id={r.id} />,
    exportValue: (r) => r.id,
  },
  {
    id: 'type',
    label: t('accounting.col.type'),
    sortField: 'type',
    width: 100,
    render: (r) => r.type,
    exportValue: (r) => r.type,
  },
  {
    id: 'mode',
    label: t('accounting.col.mode'),
    sortField: 'mode',
    width: 130,
    render: (r) => r.mode,
    exportValue: (r) => r.mode,
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
    id: 'amount',
    label: t('accounting.col.amount'),
    sortField: 'amount',
    width: 130,
    align: 'right',
    render: (r) => money(r.amount, r.currency),
    exportValue: (r) => money(r.amount, r.currency),
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
    id: 'invoices',
    label: t('accounting.col.invoice'),
    width: 110,
    render: (r) => r.invoiceIds.map((id) => <RecordLink key={id} base="invoices" id={id} />),
    exportValue: (r) => r.invoiceIds.join(' '),
  },
  {
    id: 'paidAt',
    label: t('accounting.col.paidAt'),
    sortField: 'paidAt',
    width: 140,
    render: (r) => formatDateTime(r.paidAt),
    exportValue: (r) => formatDateTime(r.paidAt),
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
    id: 'createdAt',
    label: t('accounting.col.created'),
    sortField: 'createdAt',
    width: 110,
    render: (r) => formatDate(r.createdAt),
    exportValue: (r) => formatDate(r.createdAt),
  },
  {
    id: 'eci',
    label: t('accounting.col.eci'),
    sortField: 'eci',
    width: 110,
    defaultVisible: false,
    render: (r) => r.eci ?? '',
    exportValue: (r) => r.eci,
  },
  {
    id: 'reference',
    label: t('accounting.col.reference'),
    width: 130,
    defaultVisible: false,
    render: (r) => r.reference ?? '',
    exportValue: (r) => r.reference,
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
];

const filters: FilterDef[] = [
  { kind: 'text', key: 'q', label: t('accounting.search'), alwaysOn: true, toQuery: (v) => ({ searchTerm: v }) },
  {
    kind: 'select',
    key: 'status',
    label: t('accounting.col.status'),
    alwaysOn: true,
    choices: choices(PaymentStatus.values),
    toQuery: (v) => ({ statuses: [v] }),
  },
  {
    kind: 'select',
    key: 'type',
    label: t('accounting.col.type'),
    choices: choices(PaymentType.values),
    toQuery: (v) => ({ types: [v] }),
  },
  {
    kind: 'select',
    key: 'mode',
    label: t('accounting.col.mode'),
    choices: choices(PaymentMethod.values),
    toQuery: (v) => ({ modes: [v] }),
  },
  {
    kind: 'select',
    key: 'eci',
    label: t('accounting.col.eci'),
    choices: choices(Eci.values),
    toQuery: (v) => ({ ecis: [v] }),
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
  { kind: 'dateRange', key: 'dates', label: t('accounting.col.paidAt'), toQuery: (v) => ({ dates: v }) },
];

export const paymentListConfig: ListConfig<PaymentRow> = {
  api: paymentsApi,
  title: t('accounting.payments'),
  columnsKey: 'paymentListColumns',
  columns,
  // The list call's default is id DESC (spec 1 §7.2); the payments screen sorts by createdAt DESC (spec 3 §2).
  defaultSort: { field: 'createdAt', order: PAYMENTS_DEFAULT_SORT.sortOrder },
  perPageOptions: [10, 25, 50, 100],
  defaultPerPage: 10,
  filters,
  exportFileName: 'Payments_',
  canCreate: (v) => mayUse(v, 'payments', 'create'),
};

/**
 * Spec 3 §5 payment create: user, type (payment), mode (the manual modes: staff record card money as manual_tap or
 * manual_payfort), paidAt, currency, amount; invoices only for type payment, the user's unpaid or partial ones.
 * Edit: type, mode, currency, amount, status; paidAt only when complete.
 */
export const paymentSections = (mode: 'create' | 'edit'): FormSection[] => [
  {
    title: t('accounting.payment'),
    fields: [
      ...(mode === 'create'
        ? [
            {
              kind: 'reference' as const,
              name: 'userId',
              label: t('accounting.col.customer'),
              required: true,
              source: customers,
            },
          ]
        : []),
      {
        kind: 'select',
        name: 'type',
        label: t('accounting.col.type'),
        required: true,
        choices: choices(PaymentType.values),
      },
      {
        kind: 'select',
        name: 'mode',
        label: t('accounting.col.mode'),
        required: true,
        choices: choices(ManualPaymentMethod.values),
      },
      ...(mode === 'edit'
        ? [
            {
              kind: 'select' as const,
              name: 'status',
              label: t('accounting.col.status'),
              required: true,
              choices: choices(PaymentStatus.values),
            },
          ]
        : []),
      {
        kind: 'text',
        name: 'paidAt',
        label: t('accounting.col.paidAt'),
        required: mode === 'create',
        visible: (v) => mode === 'create' || v.status === 'complete',
        helperText: 'YYYY-MM-DDTHH:mm',
      },
      {
        kind: 'select',
        name: 'currency',
        label: t('accounting.col.currency'),
        required: true,
        choices: CURRENCY_CHOICES,
      },
      { kind: 'money', name: 'amount', label: t('accounting.col.amount'), required: true },
      {
        kind: 'selectReference',
        name: 'invoiceId',
        label: t('accounting.col.invoice'),
        source: (v) => userInvoicesSource(num(v.userId), ['unpaid', 'partial']),
        visible: (v) => v.type === 'payment' && num(v.userId) !== null,
      },
      { kind: 'text', name: 'reference', label: t('accounting.col.reference') },
      { kind: 'multiline', name: 'notes', label: t('accounting.col.notes'), wide: true },
    ],
  },
];

export const paymentInitial = (r: PaymentRow | null): FormValues => ({
  userId: r?.userId ?? null,
  type: r?.type ?? 'payment',
  mode: r?.mode ?? '',
  status: r?.status ?? 'complete',
  paidAt: (r?.paidAt ?? new Date().toISOString()).slice(0, 16),
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
