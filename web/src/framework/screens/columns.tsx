import { t } from '../../app/i18n/messages';
import { formatDate, formatDateTime, ShowLink } from '../fields/cells';
import { RecordLink } from '../fields/RecordLink';
import { nameReference, RecordName, type RecordKind } from '../fields/RecordName';
import { ReferenceName } from '../fields/ReferenceName';
import { StatusBadge } from '../fields/StatusBadge';
import { countryName, partnersSource, warehouseSource } from '../fields/sources';
import type { EmbeddedColumn } from '../list/EmbeddedTable';
import type { ColumnDef, ReferenceSource } from '../types';
import { CustomerLink, money } from './cells';

/**
 * The columns of every list screen, by what they show: a list names its columns once (`column.field('code', …)`)
 * and these say how such a column is drawn, sorted and exported. `exported: false` keeps a column out of the CSV.
 */
export type ColumnOptions<R> = Partial<Omit<ColumnDef<R>, 'id' | 'label' | 'render'>> & { readonly exported?: false };
type Value = string | number | null | undefined;
type Id = number | null | undefined;

const finish = <R,>(def: ColumnDef<R>, { exported, ...options }: ColumnOptions<R>): ColumnDef<R> => {
  const merged: ColumnDef<R> = { ...def, ...options };
  if (exported !== false) return merged;
  const { exportValue: _dropped, ...rest } = merged;
  return rest;
};

/** A column that shows one value of the row (a text, a number, an amount or date already formatted) and exports it. */
const fieldColumn = <R,>(id: string, label: string, value: (row: R) => Value, options: ColumnOptions<R> = {}) =>
  finish<R>({ id, label, render: (r) => value(r) ?? '', exportValue: (r) => value(r) ?? null }, options);

/** A number, right-aligned. */
const numberColumn = <R,>(id: string, label: string, value: (row: R) => Value, options: ColumnOptions<R> = {}) =>
  fieldColumn(id, label, value, { align: 'right', ...options });

/** 'Yes' or 'No', on screen and in the export. */
const yesNoColumn = <R,>(id: string, label: string, value: (row: R) => boolean, options: ColumnOptions<R> = {}) =>
  fieldColumn(id, label, (r) => t(value(r) ? 'history.yes' : 'history.no'), options);

/** A day (DD/MM/YYYY) or, with `time`, a moment (DD/MM/YYYY HH:mm); the export carries the stored value. */
const dateColumn = <R,>(
  id: string,
  label: string,
  value: (row: R) => string | null | undefined,
  options: ColumnOptions<R> & { readonly time?: boolean } = {},
) => {
  const { time, ...rest } = options;
  return finish<R>(
    {
      id,
      label,
      render: (r) => (time ? formatDateTime(value(r)) : formatDate(value(r))),
      exportValue: (r) => value(r) ?? null,
    },
    rest,
  );
};

/** A status badge of the palette's `kind`; the export carries the status. */
const statusColumn = <R,>(
  kind: string,
  value: (row: R) => string | null | undefined,
  options: ColumnOptions<R> = {},
): ColumnDef<R> =>
  finish<R>(
    {
      id: 'status',
      label: 'accounting.col.status',
      sortField: 'status',
      width: 110,
      render: (r) => <StatusBadge kind={kind} status={value(r) ?? null} />,
      exportValue: (r) => value(r) ?? null,
    },
    options,
  );

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
): ColumnDef<R> =>
  finish<R>(
    {
      id,
      label,
      render: (r) => {
        const ref = idOf(r);
        return (
          <RecordLink base={base} id={ref}>
            {ref !== null && text ? text(ref) : undefined}
          </RecordLink>
        );
      },
      exportValue: idOf,
    },
    options,
  );

/** The record's order, linked (`orderId`). */
const orderColumn = <R extends { readonly orderId: number | null }>(options: ColumnOptions<R> = {}) =>
  linkColumn<R>('order', 'accounting.col.order', 'orders', (r) => r.orderId, {
    sortField: 'orderId',
    width: 90,
    ...options,
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
): ColumnDef<R> =>
  finish<R>(
    {
      id,
      label,
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
    },
    options,
  );

/** The name of a referenced record (a warehouse, a partner), unlinked, the page's names loaded in one call. */
const namedColumn = <R,>(
  id: string,
  label: string,
  source: ReferenceSource,
  idOf: (row: R) => Id,
  options: ColumnOptions<R> = {},
): ColumnDef<R> =>
  finish<R>(
    { id, label, reference: { source, idOf }, render: (r) => <ReferenceName source={source} id={idOf(r) ?? null} /> },
    options,
  );

/** The keys of R whose values are of type V (a row's `partnerId`, its `partnerName`). */
type KeyOf<R, V> = { [K in keyof R]-?: R[K] extends V ? K : never }[keyof R];

/**
 * A referenced record by the name the row carries (`nameKey`), else loaded for the page by its id (`idKey`, issue
 * 31 §6), else '(deleted …)'; with `base`, linked to its show page. Exported by the name the row carries.
 */
const recordNameColumn = <R,>(
  id: string,
  label: string,
  of: RecordKind,
  idKey: KeyOf<R, Id>,
  nameKey: KeyOf<R, string | null | undefined>,
  options: ColumnOptions<R> & { readonly base?: string } = {},
): ColumnDef<R> => {
  const { base, ...rest } = options;
  const idOf = (r: R) => r[idKey] as Id;
  const nameOf = (r: R) => r[nameKey] as string | null | undefined;
  return finish<R>(
    {
      id,
      label,
      reference: nameReference<R>(of, idOf, nameOf),
      render: (r) => {
        const ref = idOf(r);
        const name = <RecordName of={of} id={ref} name={nameOf(r)} />;
        if (!base) return name;
        return ref === null || ref === undefined ? (
          ''
        ) : (
          <RecordLink base={base} id={ref}>
            {name}
          </RecordLink>
        );
      },
      exportValue: (r) => nameOf(r) ?? '',
    },
    rest,
  );
};

const warehouseColumn = <R extends { readonly warehouseId: Id }>(options: ColumnOptions<R> = {}) =>
  namedColumn<R>('warehouse', 'screens.col.warehouse', warehouseSource, (r) => r.warehouseId, {
    sortField: 'warehouseId',
    width: 150,
    ...options,
  });

/** What every partner column is: its header, sort and width, hidden until chosen. */
const PARTNER = {
  id: 'partner',
  label: 'accounting.col.partner',
  sortField: 'partnerId',
  width: 150,
  defaultVisible: false,
} as const;

/** The partner of the record by name, linked to its page (issue 34 §5); hidden until chosen. */
const partnerColumn = <R extends { readonly partnerId: Id }>(options: ColumnOptions<R> = {}) =>
  finish<R>(
    {
      ...PARTNER,
      reference: { source: partnersSource, idOf: (r) => r.partnerId },
      render: (r) => (
        <RecordLink base="partners" id={r.partnerId}>
          <ReferenceName source={partnersSource} id={r.partnerId ?? null} />
        </RecordLink>
      ),
    },
    options,
  );

/** The country of the record by name, exported by name; hidden until chosen. */
const countryColumn = <R extends { readonly countryId: Id }>(options: ColumnOptions<R> = {}) =>
  fieldColumn<R>('country', 'accounting.col.country', (r) => countryName(r.countryId), {
    sortField: 'countryId',
    width: 100,
    defaultVisible: false,
    ...options,
  });

const serialColumn = <R,>(): ColumnDef<R> => ({
  id: 'serial',
  label: 'accounting.serial',
  width: 56,
  render: (_r, c) => c.serial,
});

const idColumn = <R extends { readonly id: number | string }>(options: ColumnOptions<R> = {}) =>
  fieldColumn<R>('id', 'accounting.col.id', (r) => r.id, { sortField: 'id', width: 80, ...options });

/** The row's show page. */
const showColumn = <R,>(options: ColumnOptions<R> = {}): ColumnDef<R> =>
  finish<R>({ id: 'show', label: 'list.show', width: 80, render: (_r, c) => <ShowLink to={c.showPath} /> }, options);

/** An amount in the row's currency, through the one money formatter, right-aligned. */
const amountColumn = <R extends { readonly currency: string | null }>(
  id: string,
  label: string,
  amount: (row: R) => number | null | undefined,
  options: ColumnOptions<R> = {},
): ColumnDef<R> =>
  fieldColumn(id, label, (r) => money(amount(r), r.currency), { width: 130, align: 'right', ...options });

interface OfCustomer {
  readonly userId: number;
  readonly userName: string | null;
}
interface Placed {
  readonly countryName?: string | null;
  readonly partnerName?: string | null;
  readonly partnerId?: number | null;
  readonly createdAt: string;
}

/** The customer, linked to the user's page, exported by name. */
const customerColumn = <R extends OfCustomer>(options: ColumnOptions<R> = {}): ColumnDef<R> =>
  finish<R>(
    {
      id: 'customer',
      label: 'accounting.col.customer',
      sortField: 'userName',
      render: (r) => <CustomerLink id={r.userId} name={r.userName} />,
      exportValue: (r) => r.userName,
    },
    options,
  );

/** The country by the name the row carries (exports carry country names, spec 3 §7). */
const countryNameColumn = <R extends Placed>(): ColumnDef<R> =>
  fieldColumn('country', 'accounting.col.country', (r) => r.countryName, { sortField: 'countryId', width: 100 });

/** The partner by the name the row carries, linked to its page (issue 34 §5); hidden until chosen. */
const partnerNameColumn = <R extends Placed>(): ColumnDef<R> =>
  finish<R>(
    {
      ...PARTNER,
      render: (r) => (
        <RecordLink base="partners" id={r.partnerId}>
          {r.partnerName}
        </RecordLink>
      ),
      exportValue: (r) => r.partnerName ?? null,
    },
    {},
  );

/** The creation day, exported as shown. */
const createdColumn = <R extends Placed>(options: ColumnOptions<R> = {}): ColumnDef<R> =>
  fieldColumn('createdAt', 'accounting.col.created', (r) => formatDate(r.createdAt), {
    sortField: 'createdAt',
    width: 110,
    ...options,
  });

/** The columns of the list screens, by kind: `column.amount('balance', …)`. */
export const column = {
  serial: serialColumn,
  id: idColumn,
  show: showColumn,
  field: fieldColumn,
  number: numberColumn,
  yesNo: yesNoColumn,
  date: dateColumn,
  status: statusColumn,
  amount: amountColumn,
  link: linkColumn,
  order: orderColumn,
  reference: referenceColumn,
  named: namedColumn,
  recordName: recordNameColumn,
  warehouse: warehouseColumn,
  partner: partnerColumn,
  country: countryColumn,
  customer: customerColumn,
  countryName: countryNameColumn,
  partnerName: partnerNameColumn,
  created: createdColumn,
};

/**
 * A list column drawn in an embedded table (a record's tab): the same builders declare both; the embedded table
 * has no show link of its own, so the context gives none.
 */
export const embedded = <R,>(c: ColumnDef<R>): EmbeddedColumn<R> => ({
  label: c.label,
  render: (r, context) => c.render(r, { serial: context.serial, showPath: '' }),
  ...(c.align && c.align !== 'center' ? { align: c.align } : {}),
  ...(c.reference ? { reference: c.reference } : {}),
});
