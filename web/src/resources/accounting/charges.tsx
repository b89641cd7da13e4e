import {
  CHARGE_TYPES_WITH_DESCRIPTION,
  CHARGES_DEFAULT_SORT,
  ChargeType,
  chargeYearChoices,
  validateCharge,
  type ChargeRow,
  type FieldError,
} from '@console/contracts';
import { t } from '../../app/i18n/messages';
import { formatDate } from '../../framework/fields/cells';
import { RecordLink } from '../../framework/fields/RecordLink';
import type { FormSection, FormValues } from '../../framework/form/types';
import { mayUse } from '../../framework/routes';
import type { ColumnDef, FilterDef, ListConfig } from '../../framework/types';
import { COUNTRY_CHOICES, customerSource, num, partnersSource, text } from '../../framework/fields/sources';
import { chargesApi, userInvoicesSource, userOrdersSource, userRequestsSource } from './api';
import { choices, CURRENCY_CHOICES, CustomerLink, currencyOf, money, typedMoney } from './shared';
import { textOf } from '../../framework/fields/text';

const customers = customerSource(3);
const truncate = (s: string | null, max = 50) => (s && s.length > max ? `${s.slice(0, max)}…` : (s ?? ''));
const meta = (r: ChargeRow, k: 'rent' | 'orderRate' | 'orderRent' | 'orderAmount') =>
  money(r.metadata?.[k] ?? null, r.currency);

/** Spec 3 §2 Charges: id DESC, columns kept under chargesList, the metadata columns hidden until chosen, descriptions cut at 50. */
const columns: ColumnDef<ChargeRow>[] = [
  { id: 'serial', label: t('accounting.serial'), width: 56, render: (_r, c) => c.serial },
  {
    id: 'id',
    label: t('accounting.col.id'),
    sortField: 'id',
    width: 76,
    render: (r) => <RecordLink base="charges" id={r.id} />,
    exportValue: (r) => r.id,
  },
  {
    id: 'type',
    label: t('accounting.col.type'),
    sortField: 'type',
    width: 130,
    render: (r) => r.type,
    exportValue: (r) => r.type,
  },
  // A credit (and a discount) is shown negative (spec 3 §3).
  {
    id: 'amount',
    label: t('accounting.col.amount'),
    sortField: 'amount',
    width: 130,
    align: 'right',
    render: (r) => money(r.signedAmount, r.currency),
    exportValue: (r) => money(r.signedAmount, r.currency),
  },
  {
    id: 'description',
    label: t('accounting.col.description'),
    flex: 1,
    minWidth: 160,
    render: (r) => truncate(r.description),
    exportValue: (r) => r.description,
  },
  {
    id: 'customer',
    label: t('accounting.col.customer'),
    sortField: 'userName',
    width: 170,
    render: (r) => <CustomerLink id={r.userId} name={r.userName} />,
    exportValue: (r) => r.userName,
  },
  {
    id: 'order',
    label: t('accounting.col.order'),
    sortField: 'orderId',
    width: 90,
    render: (r) => <RecordLink base="orders" id={r.orderId} />,
    exportValue: (r) => r.orderId,
  },
  {
    id: 'invoice',
    label: t('accounting.col.invoice'),
    sortField: 'invoiceId',
    width: 90,
    render: (r) => <RecordLink base="invoices" id={r.invoiceId} />,
    exportValue: (r) => r.invoiceId,
  },
  {
    id: 'period',
    label: `${t('accounting.col.month')}/${t('accounting.col.year')}`,
    width: 90,
    render: (r) => `${r.month}/${r.year}`,
    exportValue: (r) => `${r.month}/${r.year}`,
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
    id: 'partner',
    label: t('accounting.col.partner'),
    sortField: 'partnerId',
    width: 150,
    defaultVisible: false,
    render: (r) => r.partnerName ?? '',
    exportValue: (r) => r.partnerName,
  },
  {
    id: 'rent',
    label: t('accounting.col.rent'),
    width: 120,
    defaultVisible: false,
    render: (r) => meta(r, 'rent'),
    exportValue: (r) => meta(r, 'rent'),
  },
  {
    id: 'source',
    label: t('accounting.col.source'),
    width: 100,
    defaultVisible: false,
    render: (r) => String(r.metadata?.source ?? ''),
    exportValue: (r) => String(r.metadata?.source ?? ''),
  },
  {
    id: 'orderRate',
    label: t('accounting.col.orderRate'),
    width: 120,
    defaultVisible: false,
    render: (r) => meta(r, 'orderRate'),
    exportValue: (r) => meta(r, 'orderRate'),
  },
  {
    id: 'orderRent',
    label: t('accounting.col.orderRent'),
    width: 120,
    defaultVisible: false,
    render: (r) => meta(r, 'orderRent'),
    exportValue: (r) => meta(r, 'orderRent'),
  },
  {
    id: 'orderAmount',
    label: t('accounting.col.orderAmount'),
    width: 120,
    defaultVisible: false,
    render: (r) => meta(r, 'orderAmount'),
    exportValue: (r) => meta(r, 'orderAmount'),
  },
  {
    id: 'orderCurrentSize',
    label: t('accounting.col.orderCurrentSize'),
    width: 120,
    defaultVisible: false,
    render: (r) => String(r.metadata?.orderCurrentSize ?? ''),
    exportValue: (r) => String(r.metadata?.orderCurrentSize ?? ''),
  },
];

const filters: FilterDef[] = [
  { kind: 'text', key: 'q', label: t('accounting.search'), alwaysOn: true, toQuery: (v) => ({ searchTerm: v }) },
  {
    kind: 'select',
    key: 'type',
    label: t('accounting.col.type'),
    alwaysOn: true,
    choices: choices(ChargeType.values),
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
  {
    kind: 'text',
    key: 'invoice',
    label: t('accounting.col.invoice'),
    toQuery: (v) => (num(v) ? { invoiceIds: [Number(v)] } : {}),
  },
  { kind: 'dateRange', key: 'dates', label: t('accounting.dates'), toQuery: (v) => ({ dates: v }) },
];

export const chargeListConfig: ListConfig<ChargeRow> = {
  api: chargesApi,
  title: t('accounting.charges'),
  columnsKey: 'chargesList',
  columns,
  defaultSort: { field: CHARGES_DEFAULT_SORT.sortBy, order: CHARGES_DEFAULT_SORT.sortOrder },
  perPageOptions: [10, 25, 50, 100],
  defaultPerPage: 10,
  filters,
  exportFileName: 'charges',
  canCreate: (v) => mayUse(v, 'charges', 'create'),
};

const userChosen = (v: FormValues) => num(v.userId) !== null;
const describes = (v: FormValues) => CHARGE_TYPES_WITH_DESCRIPTION.includes(textOf(v.type) as never);
const today = () => new Date().toISOString().slice(0, 10);

/** Spec 3 §2, §5: the charge form; the pickers appear once a user is chosen; description for custom, discount, credit. */
export const chargeSections = (mode: 'create' | 'edit'): FormSection[] => [
  {
    title: t('accounting.charge'),
    fields: [
      { kind: 'reference', name: 'userId', label: t('accounting.col.customer'), required: true, source: customers },
      {
        kind: 'select',
        name: 'countryId',
        label: t('accounting.col.country'),
        required: true,
        choices: COUNTRY_CHOICES,
        derive: (c) => ({ currency: currencyOf(c) }),
      },
      {
        kind: 'select',
        name: 'type',
        label: t('accounting.col.type'),
        required: true,
        choices: choices(ChargeType.values),
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
        name: 'orderId',
        label: t('accounting.col.order'),
        source: (v) => userOrdersSource(num(v.userId)),
        visible: userChosen,
      },
      {
        kind: 'selectReference',
        name: 'invoiceId',
        label: t('accounting.col.invoice'),
        source: (v) => userInvoicesSource(num(v.userId)),
        visible: userChosen,
      },
      {
        kind: 'selectReference',
        name: 'requestId',
        label: t('accounting.col.request'),
        required: mode === 'create',
        source: (v) => userRequestsSource(num(v.userId)),
        visible: userChosen,
      },
      {
        kind: 'select',
        name: 'year',
        label: t('accounting.col.year'),
        required: true,
        choices: chargeYearChoices(mode, today()).map((y) => ({ id: y, name: String(y) })),
      },
      {
        kind: 'select',
        name: 'month',
        label: t('accounting.col.month'),
        required: true,
        choices: Array.from({ length: 12 }, (_, i) => ({ id: i + 1, name: String(i + 1) })),
      },
      {
        kind: 'select',
        name: 'startDate',
        label: t('accounting.col.startDate'),
        required: true,
        choices: Array.from({ length: 31 }, (_, i) => ({ id: i + 1, name: String(i + 1) })),
      },
      {
        kind: 'select',
        name: 'endDate',
        label: t('accounting.col.endDate'),
        required: true,
        choices: Array.from({ length: 31 }, (_, i) => ({ id: i + 1, name: String(i + 1) })),
      },
      {
        kind: 'multiline',
        name: 'description',
        label: t('accounting.col.description'),
        wide: true,
        visible: describes,
      },
      ...(mode === 'edit'
        ? [
            {
              kind: 'multiline' as const,
              name: 'notes',
              label: t('accounting.col.notes'),
              wide: true,
              visible: describes,
            },
            // Spec 3 §2: the partner selector on edit is for staff only.
            {
              kind: 'selectReference' as const,
              name: 'partnerId',
              label: t('accounting.col.partner'),
              source: partnersSource,
              visible: (_v: FormValues, viewer: { permissions: readonly string[] }) =>
                viewer.permissions.includes('staff') || viewer.permissions.includes('admin'),
            },
          ]
        : []),
    ],
  },
];

export const chargeInitial = (r: ChargeRow | null): FormValues => ({
  userId: r?.userId ?? null,
  countryId: r?.countryId ?? '',
  type: r?.type ?? '',
  currency: r?.currency ?? '',
  amount: typedMoney(r?.amount),
  orderId: r?.orderId ?? null,
  invoiceId: r?.invoiceId ?? null,
  requestId: r?.requestId ?? null,
  year: r?.year ?? Number(today().slice(0, 4)),
  month: r?.month ?? Number(today().slice(5, 7)),
  startDate: r?.startDate ?? 1,
  endDate: r?.endDate ?? '',
  description: r?.description ?? '',
  notes: r?.notes ?? '',
  partnerId: r?.partnerId ?? null,
});

export const chargeBody = (v: FormValues) => ({
  userId: num(v.userId),
  countryId: num(v.countryId),
  type: text(v.type),
  currency: text(v.currency),
  amount: v.amount,
  orderId: num(v.orderId),
  invoiceId: num(v.invoiceId),
  requestId: num(v.requestId),
  year: num(v.year),
  month: num(v.month),
  startDate: num(v.startDate),
  endDate: num(v.endDate),
  description: text(v.description),
  ...(v.notes !== undefined ? { notes: text(v.notes) } : {}),
  ...(num(v.partnerId) ? { partnerId: num(v.partnerId) } : {}),
});

/** The rules of contracts (spec 3 §5), the same the server applies. */
export const chargeValidate =
  (mode: 'create' | 'edit') =>
  (_body: Record<string, unknown>, full: Record<string, unknown>): FieldError[] =>
    validateCharge(full, {
      mode,
      today: today(),
      requestRequired: mode === 'create',
      ...(mode === 'edit' ? { storedYear: Number(full.year) } : {}),
    });
