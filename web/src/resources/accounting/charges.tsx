import {
  chargeChangeable,
  CHARGE_MESSAGES,
  CHARGE_TYPES_WITH_DESCRIPTION,
  CHARGES_DEFAULT_SORT,
  ChargeType,
  chargeYearChoices,
  validateCharge,
  type ChargeRow,
  type FieldError,
} from '@console/contracts';
import type { FormScreen } from '../../framework/screens/forms';
import { t } from '../../app/i18n/messages';
import type { RecordAction } from '../../framework/actions/types';
import type { FormSection, FormValues } from '../../framework/form/types';
import { formatDate } from '../../framework/fields/cells';
import { mayUse } from '../../framework/routes';
import type { ColumnDef, FilterDef, ListConfig, Viewer } from '../../framework/types';
import { COUNTRY_CHOICES, num, text } from '../../framework/fields/sources';
import { chargesApi, userInvoicesSource, userOrdersSource, userRequestsSource } from '../../shared/accounting/api';
import { accountingList } from './listPaging';
import { column } from '../../framework/screens/columns';
import { customers, filter } from '../../framework/screens/filters';
import { formField } from '../../framework/screens/formFields';
import { currencyOf, invoiceNumbersSource, money, typedMoney } from '../../shared/accounting/shared';
import { textOf } from '../../framework/fields/text';
import { enumLabel } from '../../app/i18n/enumText';

/** Spec 3 §7: the charge form's user picker asks 100 a page. */
const chargeFormCustomers = { ...customers, id: `${customers.id}:100`, limit: 100 };

const truncate = (s: string | null, max = 50) => (s && s.length > max ? `${s.slice(0, max)}…` : (s ?? ''));
/** The metadata columns (spec 3 §2), hidden until chosen. */
const metaAmount = (id: 'rent' | 'orderRate' | 'orderRent' | 'orderAmount', label: string) =>
  column.field<ChargeRow>(id, label, (r) => money(r.metadata?.[id] ?? null, r.currency), {
    width: 120,
    defaultVisible: false,
  });
const metaText = (id: 'source' | 'orderCurrentSize', label: string) =>
  column.field<ChargeRow>(id, label, (r) => String(r.metadata?.[id] ?? ''), {
    width: id === 'source' ? 100 : 120,
    defaultVisible: false,
  });

/** Spec 3 §2 Charges: id DESC, columns kept under chargesList, the metadata columns hidden until chosen, descriptions cut at 50. */
const columns: ColumnDef<ChargeRow>[] = [
  column.serial(),
  column.link('id', 'accounting.col.id', 'charges', (r) => r.id, { sortField: 'id', width: 76 }),
  column.field('type', 'accounting.col.type', (r) => enumLabel('ChargeType', r.type), {
    sortField: 'type',
    width: 130,
  }),
  // A credit (and a discount) is shown negative (spec 3 §3).
  column.amount('amount', 'accounting.col.amount', (r) => r.signedAmount, { sortField: 'amount' }),
  {
    id: 'description',
    label: 'accounting.col.description',
    flex: 1,
    minWidth: 160,
    render: (r) => truncate(r.description),
    exportValue: (r) => r.description,
  },
  column.customer({ width: 170 }),
  column.link(
    'order',
    'accounting.col.order',
    'orders',
    (r) => r.orderId,
    { sortField: 'orderId', width: 100 },
    (id) => t('words.subject.order', { id }),
  ),
  // Issue 31 §6: the invoice by its number (IN…, CN… by its type), as the invoice pages show it, not '#12'.
  column.reference(
    'invoice',
    'accounting.col.invoice',
    'invoices',
    invoiceNumbersSource,
    (r) => r.invoiceId,
    (id) => t('words.subject.invoice', { id }),
    { sortField: 'invoiceId', width: 120 },
  ),
  column.field('period', 'accounting.col.monthYear', (r) => `${r.month}/${r.year}`, {
    width: 90,
  }),
  column.countryName(),
  column.created(),
  column.partnerName(),
  metaAmount('rent', 'accounting.col.rent'),
  metaText('source', 'accounting.col.source'),
  metaAmount('orderRate', 'accounting.col.orderRate'),
  metaAmount('orderRent', 'accounting.col.orderRent'),
  metaAmount('orderAmount', 'accounting.col.orderAmount'),
  metaText('orderCurrentSize', 'accounting.col.orderCurrentSize'),
  // Spec 3 §3 revision and updatedAt, hidden until chosen like the metadata.
  column.field('revision', 'accounting.col.revision', (r) => r.revision, { width: 90, defaultVisible: false }),
  column.field('updatedAt', 'accounting.col.updated', (r) => formatDate(r.updatedAt), {
    sortField: 'updatedAt',
    width: 110,
    defaultVisible: false,
  }),
];

const filters: FilterDef[] = [
  filter.search,
  filter.enumOf('type', 'accounting.col.type', ChargeType.values, 'types', true),
  filter.customer(),
  filter.country(),
  filter.partner(),
  {
    kind: 'text',
    key: 'invoice',
    label: 'accounting.col.invoice',
    toQuery: (v) => (num(v) ? { invoiceIds: [Number(v)] } : {}),
  },
  filter.dateRange('dates', 'accounting.dates'),
];

export const chargeListConfig: ListConfig<ChargeRow> = accountingList({
  api: chargesApi,
  title: 'accounting.charges',
  columnsKey: 'chargesList',
  columns,
  defaultSort: { field: CHARGES_DEFAULT_SORT.sortBy, order: CHARGES_DEFAULT_SORT.sortOrder },
  filters,
  exportFileName: 'charges',
  canCreate: (v) => mayUse(v, 'charges', 'create'),
  bulkActions: [
    {
      // Spec 3 §2 'Bulk actions' (docs/decisions.md): each ticked charge deleted as its own delete would be, only
      // while its invoice is dated today or later; the server says row by row why a charge stays.
      id: 'delete',
      label: 'accounting.delete',
      path: '/api/v1/charges/delete',
      color: 'error',
      confirm: true,
      notice: (count) => (count === 1 ? t('notification.deletedOne') : t('notification.deleted', { count })),
      allowed: (v) => mayUse(v, 'charges', 'remove'),
    },
  ],
});

const userChosen = (v: FormValues) => num(v.userId) !== null;
const describes = (v: FormValues) => CHARGE_TYPES_WITH_DESCRIPTION.includes(textOf(v.type) as never);
const today = () => new Date().toISOString().slice(0, 10);

/** Spec 3 §2: edit and delete only while the linked invoice's date is today or later; never for a deleted charge. */
export const chargeChangeableBy = (v: Viewer, r: ChargeRow, action: 'update' | 'remove'): boolean =>
  !r.deletedAt && chargeChangeable(r.invoiceDate, today()) && mayUse(v, 'charges', action);

/**
 * Spec 3 §7 'Charge note edit' (PATCH charges/{id} with notes) and §8 its notices: the notes of any charge not
 * deleted, whatever its invoice's date (the decider leaves notes open when the rest is closed).
 */
export const chargeNotesAction = (r: ChargeRow, v: Viewer): RecordAction[] =>
  !r.deletedAt && mayUse(v, 'charges', 'update')
    ? [
        {
          id: 'notes',
          label: 'accounting.editNotes',
          dialog: {
            kind: 'form',
            title: t('accounting.editNotesTitle', { id: r.id }),
            fields: [{ kind: 'multiline', name: 'notes', label: 'accounting.col.notes', wide: true }],
            initial: { notes: r.notes ?? '' },
          },
          run: {
            kind: 'request',
            method: 'PATCH',
            path: `/api/charges/${r.id}`,
            body: (values) => ({ notes: text(values.notes) }),
            answer: { kind: 'record' },
            notice: t('accounting.notesUpdated'),
            noticeType: 'info',
            failureNotice: t('accounting.notesFailed'),
            failureType: 'warning',
          },
        },
      ]
    : [];

/** Spec 3 §2, §5: the charge form; the pickers appear once a user is chosen; description for custom, discount, credit. */
export const chargeSections = (mode: 'create' | 'edit'): FormSection[] => [
  {
    title: 'accounting.charge',
    fields: [
      // Another customer: the order, invoice and request chosen were the last customer's.
      {
        ...formField.customer(chargeFormCustomers),
        derive: () => ({ orderId: null, invoiceId: null, requestId: null }),
      },
      {
        kind: 'select',
        name: 'countryId',
        label: 'accounting.col.country',
        required: true,
        choices: COUNTRY_CHOICES,
        derive: (c) => ({ currency: currencyOf(c) }),
      },
      formField.enumOf('type', 'accounting.col.type', ChargeType.values),
      formField.currency,
      // Spec 3 §5: an amount that is not a number is 'Amount is required' (zero or less: the rules' message).
      { ...formField.amount, notANumber: CHARGE_MESSAGES.amountRequired },
      {
        kind: 'selectReference',
        name: 'orderId',
        label: 'accounting.col.order',
        source: (v) => userOrdersSource(num(v.userId)),
        visible: userChosen,
      },
      {
        kind: 'selectReference',
        name: 'invoiceId',
        label: 'accounting.col.invoice',
        source: (v) => userInvoicesSource(num(v.userId)),
        visible: userChosen,
      },
      {
        kind: 'selectReference',
        name: 'requestId',
        label: 'accounting.col.request',
        required: mode === 'create',
        source: (v) => userRequestsSource(num(v.userId)),
        visible: userChosen,
      },
      {
        kind: 'select',
        name: 'year',
        label: 'accounting.col.year',
        required: true,
        choices: chargeYearChoices(mode, today()).map((y) => ({ id: y, name: String(y) })),
      },
      {
        kind: 'select',
        name: 'month',
        label: 'accounting.col.month',
        required: true,
        choices: Array.from({ length: 12 }, (_, i) => ({ id: i + 1, name: String(i + 1) })),
      },
      {
        kind: 'select',
        name: 'startDate',
        label: 'accounting.col.startDate',
        required: true,
        choices: Array.from({ length: 31 }, (_, i) => ({ id: i + 1, name: String(i + 1) })),
      },
      {
        kind: 'select',
        name: 'endDate',
        label: 'accounting.col.endDate',
        required: true,
        choices: Array.from({ length: 31 }, (_, i) => ({ id: i + 1, name: String(i + 1) })),
      },
      {
        kind: 'multiline',
        name: 'description',
        label: 'accounting.col.description',
        wide: true,
        visible: describes,
      },
      ...(mode === 'edit'
        ? [
            {
              kind: 'multiline' as const,
              name: 'notes',
              label: 'accounting.col.notes',
              wide: true,
              visible: describes,
            },
            // Spec 3 §2: the partner selector on edit is for staff only.
            formField.staffPartner,
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

/**
 * The rules of contracts (spec 3 §5), the same the server applies. On edit the body holds what changed: a request
 * changed is one taken away or another chosen, and a charge that had a request keeps one.
 */
export const chargeValidate =
  (mode: 'create' | 'edit') =>
  (body: Record<string, unknown>, full: Record<string, unknown>): FieldError[] =>
    validateCharge(full, {
      mode,
      today: today(),
      requestRequired: mode === 'create' || Object.hasOwn(body, 'requestId'),
      ...(mode === 'edit' ? { storedYear: Number(full.year) } : {}),
    });

/** The charge's create or edit page: saving returns to the list. */
export const chargeForm = (mode: 'create' | 'edit'): FormScreen<ChargeRow> => ({
  api: chargesApi,
  sections: chargeSections(mode),
  initial: chargeInitial,
  toBody: chargeBody,
  validate: chargeValidate(mode),
  createTitle: 'accounting.createCharge',
  editTitle: (r) => t('accounting.editCharge', { id: r.id }),
  redirectTo: '/charges',
});
