import { t } from '../../app/i18n/messages';
import { formatDate } from '../../framework/fields/cells';
import { RecordLink } from '../../framework/fields/RecordLink';
import { COUNTRY_CHOICES, customerSource, partnersSource } from '../../framework/fields/sources';
import type { FormFieldDef } from '../../framework/form/types';
import { ReferenceName } from '../../framework/fields/ReferenceName';
import type { ColumnDef, FilterDef, ListConfig, RecordBase, ReferenceSource } from '../../framework/types';
import { choices, CURRENCY_CHOICES, CustomerLink, money } from '../../shared/accounting/shared';

/**
 * The pieces the accounting screens (charges, invoices, payments, cards) are declared with: each list names its
 * columns and filters once, by what they show, and these say how such a column or filter is drawn, exported and
 * turned into the list call's body; likewise the form fields the charge, invoice and payment forms share.
 */

type ColumnOptions<R> = Omit<ColumnDef<R>, 'id' | 'label' | 'render' | 'exportValue'>;
type Value = string | number | null | undefined;

/** A column that shows one value of the row (a text, or an amount or date already formatted) and exports it. */
const fieldColumn = <R,>(
  id: string,
  label: string,
  value: (row: R) => Value,
  options: ColumnOptions<R> = {},
): ColumnDef<R> => ({
  id,
  label,
  ...options,
  render: (r) => value(r) ?? '',
  exportValue: (r) => value(r) ?? null,
});

/** An amount in the row's currency, through the one money formatter, right-aligned. */
const amountColumn = <R extends { readonly currency: string | null }>(
  id: string,
  label: string,
  amount: (row: R) => number | null | undefined,
  options: ColumnOptions<R> = {},
): ColumnDef<R> =>
  fieldColumn(id, label, (r) => money(amount(r), r.currency), { width: 130, align: 'right', ...options });

/**
 * A column linking to another record's show page; the export carries its id. `text` says what the record is
 * ('Order #12', issue 31 §6) where the row's own id would read as a bare '#12'.
 */
const linkColumn = <R,>(
  id: string,
  label: string,
  base: string,
  idOf: (row: R) => number | null,
  options: ColumnOptions<R> = {},
  text?: (id: number) => string,
): ColumnDef<R> => ({
  id,
  label,
  ...options,
  render: (r) => {
    const ref = idOf(r);
    return (
      <RecordLink base={base} id={ref}>
        {ref !== null && text ? text(ref) : undefined}
      </RecordLink>
    );
  },
  exportValue: idOf,
});

/**
 * A column linking to another record by its loaded label (an invoice by its number, issue 31 §6): the list loads
 * the page's labels in one call per source (`reference`), 20 ids a call; `fallback` says what the record is until then.
 */
const referenceColumn = <R,>(
  id: string,
  label: string,
  base: string,
  source: ReferenceSource,
  idOf: (row: R) => number | null,
  fallback: (id: number) => string,
  options: ColumnOptions<R> = {},
): ColumnDef<R> => ({
  id,
  label,
  ...options,
  reference: { source, idOf },
  render: (r) => {
    const ref = idOf(r);
    return ref === null ? null : (
      <RecordLink base={base} id={ref}>
        <ReferenceName source={source} id={ref} fallback={fallback(ref)} />
      </RecordLink>
    );
  },
  exportValue: idOf,
});

const serialColumn = <R,>(): ColumnDef<R> => ({
  id: 'serial',
  label: t('accounting.serial'),
  width: 56,
  render: (_r, c) => c.serial,
});

interface OfCustomer {
  readonly userId: number;
  readonly userName: string | null;
}
interface Placed {
  readonly countryName?: string | null;
  readonly partnerName?: string | null;
  readonly createdAt: string;
}

/** The customer, linked to the user's page, exported by name. */
const customerColumn = <R extends OfCustomer>(options: ColumnOptions<R> = {}): ColumnDef<R> => ({
  id: 'customer',
  label: t('accounting.col.customer'),
  sortField: 'userName',
  ...options,
  render: (r) => <CustomerLink id={r.userId} name={r.userName} />,
  exportValue: (r) => r.userName,
});

/** Exports carry country names (spec 3 §7 'with country names looked up'). */
const countryColumn = <R extends Placed>(): ColumnDef<R> =>
  fieldColumn('country', t('accounting.col.country'), (r) => r.countryName, { sortField: 'countryId', width: 100 });

const partnerColumn = <R extends Placed>(): ColumnDef<R> =>
  fieldColumn('partner', t('accounting.col.partner'), (r) => r.partnerName, {
    sortField: 'partnerId',
    width: 150,
    defaultVisible: false,
  });

const createdColumn = <R extends Placed>(options: ColumnOptions<R> = {}): ColumnDef<R> =>
  fieldColumn('createdAt', t('accounting.col.created'), (r) => formatDate(r.createdAt), {
    sortField: 'createdAt',
    width: 110,
    ...options,
  });

/** The customer picker of the lists and forms: suggestions after more than 2 typed characters (spec 3 §2). */
export const customers = customerSource(3);

export const searchFilter: FilterDef = {
  kind: 'text',
  key: 'q',
  label: t('accounting.search'),
  alwaysOn: true,
  toQuery: (v) => ({ searchTerm: v }),
};

/** A choice among a contracts enumeration, sent as a one-element list under `queryKey`. */
const enumFilter = (
  key: string,
  label: string,
  values: readonly string[],
  queryKey: string,
  alwaysOn = false,
): FilterDef => ({
  kind: 'select',
  key,
  label,
  ...(alwaysOn ? { alwaysOn } : {}),
  choices: choices(values),
  toQuery: (v) => ({ [queryKey]: [v] }),
});

const customerFilter = (alwaysOn = false): FilterDef => ({
  kind: 'reference',
  key: 'user',
  label: t('accounting.col.customer'),
  ...(alwaysOn ? { alwaysOn } : {}),
  source: customers,
  toQuery: (v) => ({ userIds: [Number(v)] }),
});

export const countryFilter: FilterDef = {
  kind: 'select',
  key: 'country',
  label: t('accounting.col.country'),
  choices: COUNTRY_CHOICES,
  toQuery: (v) => ({ countryIds: [Number(v)] }),
};

/** Partner users see only their own partner's records: no partner filter for them. */
export const partnerFilter: FilterDef = {
  kind: 'select',
  key: 'partner',
  label: t('accounting.col.partner'),
  source: partnersSource,
  hiddenFor: (v) => v.isPartner,
  toQuery: (v) => ({ partnerIds: [Number(v)] }),
};

const dateRangeFilter = (key: string, label: string): FilterDef => ({
  kind: 'dateRange',
  key,
  label,
  toQuery: (v) => ({ [key]: v }),
});

/** Every accounting list pages by 10, 25, 50 or 100, 10 at first. */
export const accountingList = <R extends RecordBase>(
  config: Omit<ListConfig<R>, 'perPageOptions' | 'defaultPerPage'>,
): ListConfig<R> => ({ perPageOptions: [10, 25, 50, 100], defaultPerPage: 10, ...config });

/**
 * The partner selector of the charge and invoice edit forms, for the staff role (spec 3 §2, §6); admin holds every
 * role's rights, so it sees it too.
 */
export const staffPartnerField: FormFieldDef = {
  kind: 'selectReference',
  name: 'partnerId',
  label: t('accounting.col.partner'),
  source: partnersSource,
  visible: (_v, viewer) => viewer.permissions.includes('staff') || viewer.permissions.includes('admin'),
};

/** The columns of the accounting lists, by kind: `column.amount('balance', …)`. */
export const column = {
  serial: serialColumn,
  field: fieldColumn,
  amount: amountColumn,
  link: linkColumn,
  reference: referenceColumn,
  customer: customerColumn,
  country: countryColumn,
  partner: partnerColumn,
  created: createdColumn,
};

/** The filters of the accounting lists, by kind. */
export const filter = {
  search: searchFilter,
  enumOf: enumFilter,
  customer: customerFilter,
  country: countryFilter,
  partner: partnerFilter,
  dateRange: dateRangeFilter,
};

/** The form fields the charge, invoice and payment forms share. */
export const formField = {
  /** The customer (suggestions after more than 2 typed characters). */
  customer: (source = customers): FormFieldDef => ({
    kind: 'reference',
    name: 'userId',
    label: t('accounting.col.customer'),
    required: true,
    source,
  }),
  currency: {
    kind: 'select',
    name: 'currency',
    label: t('accounting.col.currency'),
    required: true,
    choices: CURRENCY_CHOICES,
  } satisfies FormFieldDef,
  amount: { kind: 'money', name: 'amount', label: t('accounting.col.amount'), required: true } satisfies FormFieldDef,
  /** A choice among a contracts enumeration. */
  enumOf: (name: string, label: string, values: readonly string[]): FormFieldDef => ({
    kind: 'select',
    name,
    label,
    required: true,
    choices: choices(values),
  }),
};
