import {
  dateRangeToDays,
  dateRangeToInstants,
  listOffset,
  validationError,
  type CardRow,
  type CardsListQuery,
  type ChargeRow,
  type ChargesListQuery,
  type InvoiceRow,
  type InvoicesListQuery,
  type ListAnswer,
  type PaymentRow,
  type PaymentsListQuery,
} from '@console/contracts';
import type { CountedTable, ReadModels } from '@console/projections';
import { sql, type Kysely, type Selectable, type SelectQueryBuilder } from 'kysely';
import { DomainException } from '../core/domain.exception.js';
import { AccountingSearch } from './accounting-search.js';
import type { ListTotal } from '../core/http/capped-count.js';
import { customerTypeWhere } from '../core/http/customer-type-where.js';
import { genericFind, likePattern } from '../core/http/generic-find.js';
import { genericFields, type GenericPage, type GenericQuery } from '../core/http/generic-query.js';
import {
  ANSWERED_COLUMNS,
  toCardRow,
  toChargeRow,
  toDeletedChargeRow,
  toInvoiceRow,
  toPaymentRow,
  type AccountingTable as Table,
  type AnsweredRow,
} from './accounting.rows.js';

/** What the caller may see: a partner user only its own partner's rows (ARCHITECTURE §6). */
export interface AccountingScope {
  readonly partnerId?: number;
}

const [num, str, date, bool, ids] = ['number', 'string', 'date', 'boolean', 'ids'] as const;
const NAMES = { userName: str, partnerName: str, countryName: str };

/** Fields of the generic calls (GET /api/<resource>): every column the screens and tabs filter or sort by. */
export const GENERIC_FIELDS = {
  'rm.charges': genericFields({
    id: num,
    type: str,
    amount: num,
    signedAmount: num,
    currency: str,
    year: num,
    month: num,
    userId: num,
    partnerId: num,
    countryId: num,
    orderId: num,
    invoiceId: num,
    invoiceDate: str,
    requestId: num,
    serviceId: num,
    storageId: num,
    createdAt: date,
    updatedAt: date,
    ...NAMES,
  }),
  'rm.invoices': genericFields({
    id: num,
    invoiceNumber: str,
    type: str,
    status: str,
    date: str,
    dueDate: str,
    amount: num,
    amountPaid: num,
    balance: num,
    currency: str,
    userId: num,
    partnerId: num,
    countryId: num,
    orderId: num,
    paidAt: date,
    createdAt: date,
    updatedAt: date,
    ...NAMES,
  }),
  'rm.payments': genericFields({
    id: num,
    type: str,
    mode: str,
    status: str,
    amount: num,
    currency: str,
    paidAt: date,
    userId: num,
    creatorId: num,
    partnerId: num,
    countryId: num,
    // The invoices a payment is allocated to (the list call's invoiceIds, for its fallback).
    invoiceIds: ids,
    eci: str,
    allocated: num,
    unallocated: num,
    refunded: num,
    createdAt: date,
    updatedAt: date,
    ...NAMES,
  }),
  'rm.cards': genericFields({
    id: num,
    userId: num,
    partnerId: num,
    countryId: num,
    mode: str,
    status: str,
    default: bool,
    cardHolderName: str,
    // The list call's cardNumber and tokenName filters, for its fallback (web api.ts): whole values here.
    cardNumber: str,
    tokenName: str,
    createdAt: date,
    ...NAMES,
  }),
} as const;

const sortable = (table: Table, sortBy: string): string => {
  const fields: Readonly<Record<string, { readonly type: string }>> = GENERIC_FIELDS[table];
  if (!Object.hasOwn(fields, sortBy) || fields[sortBy]!.type === 'ids')
    throw new DomainException(validationError([{ path: 'sortBy', message: `cannot sort by ${sortBy}` }]));
  return sortBy;
};

/** The list tables' names in rm.accounting_counts. */
const COUNTED_TABLE: Readonly<Record<Table, CountedTable>> = {
  'rm.charges': 'charges',
  'rm.invoices': 'invoices',
  'rm.payments': 'payments',
  'rm.cards': 'cards',
};

/** A filter as rm.accounting_counts counts it: the column and the values asked for ('*': no filter). */
interface CountedFilter {
  readonly column: string;
  readonly values: readonly string[];
}

/** The filters a list call was given, so its total can tell a single kept-count filter from the rest. */
class Filters {
  private readonly kept: CountedFilter[] = [];
  private others = 0;

  /** A filter rm.accounting_counts counts by (ACCOUNTING_COUNTED_COLUMNS): true when given. */
  counted(column: string, values: readonly (string | number)[] | undefined): boolean {
    if (!values?.length) return false;
    this.kept.push({ column, values: values.map(String) });
    return true;
  }

  /** A filter counted from its own index (a customer, ids): true when given. */
  other(values: readonly unknown[] | undefined): boolean {
    if (!values?.length) return false;
    this.others += 1;
    return true;
  }

  /** A single value (a bound of a date range, a text): true when given. */
  given(value: string | undefined): boolean {
    if (value === undefined || value === '') return false;
    this.others += 1;
    return true;
  }

  /** The kept count that answers the total: no filter ('*'), or exactly one counted filter. */
  single(): CountedFilter | undefined {
    if (this.others > 0 || this.kept.length > 1) return undefined;
    return this.kept[0] ?? { column: '*', values: ['*'] };
  }
}

/** Reads of the four accounting read models: the list calls of spec 1 §7.2, the generic calls and get by id. */
export class AccountingQueries {
  constructor(private readonly db: Kysely<ReadModels>) {}

  private scoped<T extends Table>(table: T, scope: AccountingScope): SelectQueryBuilder<ReadModels, T, object> {
    const base = this.db.selectFrom(table) as unknown as SelectQueryBuilder<ReadModels, T, object>;
    return scope.partnerId === undefined ? base : base.where(sql.ref('partnerId'), '=', scope.partnerId);
  }

  /**
   * One page in the asked order (id breaks ties) and the total, side by side. The total of no filter or of one
   * filter rm.accounting_counts keeps is a lookup there (half a million invoices, 300,000 of them partial, are not
   * counted on each call); a free-text search's total is counted up to SEARCH_COUNT_CAP (`totalCountCapped`
   * beyond), as the other lists do; any other filter (a customer, a date range, filters together) counts its rows
   * by its index.
   */
  private async page<T extends Table, Row>(
    table: T,
    query: SelectQueryBuilder<ReadModels, T, object>,
    q: { sortBy: string; sortOrder: 'ASC' | 'DESC'; limit: number; page: number; searchTerm?: string | undefined },
    filters: Filters,
    scope: AccountingScope,
    map: (r: AnsweredRow<T>) => Row,
  ): Promise<ListAnswer<Row>> {
    const direction = q.sortOrder === 'ASC' ? 'asc' : 'desc';
    const column = sortable(table, q.sortBy);
    const offset = listOffset(q);
    const term = q.searchTerm?.trim();
    const search = term ? new AccountingSearch(this.db, query, term) : undefined;
    const columns = ANSWERED_COLUMNS[table].map((c) => sql.ref(c).as(c));
    // A search in id order (the default) picks its page's ids first (accounting-search.ts), then reads those rows.
    const page =
      search && column === 'id'
        ? (this.db.selectFrom(table) as unknown as SelectQueryBuilder<ReadModels, T, object>)
            .select(columns)
            .where(search.pageIds(direction, q.limit, offset))
            .orderBy(sql.ref('id'), direction)
        : (search ? query.where(search.matches()) : query)
            .select(columns)
            .orderBy(sql.ref(column), direction)
            .$if(column !== 'id', (b) => b.orderBy(sql.ref('id'), direction))
            .limit(q.limit)
            .offset(offset);
    const [rows, counted] = await Promise.all([
      page.execute(),
      search ? search.total() : this.total(table, query, filters, scope),
    ]);
    return { results: (rows as unknown as AnsweredRow<T>[]).map(map), ...counted };
  }

  private async total<T extends Table>(
    table: T,
    query: SelectQueryBuilder<ReadModels, T, object>,
    filters: Filters,
    scope: AccountingScope,
  ): Promise<ListTotal> {
    const single = filters.single();
    if (single) return { totalCount: await this.kept(table, single, scope) };
    const count = await query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    return { totalCount: Number(count.n) };
  }

  /** A total from rm.accounting_counts (kept by triggers on the list tables), within the caller's partner. */
  private async kept(table: Table, f: CountedFilter, scope: AccountingScope): Promise<number> {
    let q = this.db
      .selectFrom('rm.accounting_counts')
      .select(sql<string>`coalesce(sum(n), 0)`.as('n'))
      .where('table', '=', COUNTED_TABLE[table])
      .where('column', '=', f.column)
      .where('value', 'in', f.values);
    if (scope.partnerId !== undefined) q = q.where('partnerId', '=', scope.partnerId);
    return Number((await q.executeTakeFirstOrThrow()).n);
  }

  /** POST /api/v1/charges/list: types, userIds, partnerIds, countryIds, invoiceIds, dates (createdAt), searchTerm, ids. */
  listCharges(q: ChargesListQuery, scope: AccountingScope): Promise<ListAnswer<ChargeRow>> {
    let query = this.scoped('rm.charges', scope);
    const f = new Filters();
    if (f.counted('type', q.types)) query = query.where('type', 'in', q.types!);
    if (f.other(q.userIds)) query = query.where('userId', 'in', q.userIds!);
    if (f.counted('partnerId', q.partnerIds)) query = query.where('partnerId', 'in', q.partnerIds!);
    if (f.counted('countryId', q.countryIds)) query = query.where('countryId', 'in', q.countryIds!);
    if (f.other(q.invoiceIds)) query = query.where('invoiceId', 'in', q.invoiceIds!);
    if (f.other(q.ids)) query = query.where('id', 'in', q.ids!);
    const created = dateRangeToInstants(q.dates);
    if (f.given(created.from)) query = query.where('createdAt', '>=', new Date(created.from!));
    if (f.given(created.to)) query = query.where('createdAt', '<=', new Date(created.to!));
    return this.page('rm.charges', query, q, f, scope, toChargeRow);
  }

  /** POST /api/v1/invoices/list: statuses, types, userIds, partnerIds, countryIds, dates (date), dueDates, searchTerm. */
  listInvoices(q: InvoicesListQuery, scope: AccountingScope): Promise<ListAnswer<InvoiceRow>> {
    let query = this.scoped('rm.invoices', scope);
    const f = new Filters();
    if (f.counted('status', q.statuses)) query = query.where('status', 'in', q.statuses!);
    if (f.counted('type', q.types)) query = query.where('type', 'in', q.types!);
    if (f.other(q.userIds)) query = query.where('userId', 'in', q.userIds!);
    if (f.counted('partnerId', q.partnerIds)) query = query.where('partnerId', 'in', q.partnerIds!);
    if (f.counted('countryId', q.countryIds)) query = query.where('countryId', 'in', q.countryIds!);
    if (f.other(q.customerType && [q.customerType])) query = query.where(customerTypeWhere(q.customerType!));
    const day = dateRangeToDays(q.dates);
    if (f.given(day.from)) query = query.where('date', '>=', day.from!);
    if (f.given(day.to)) query = query.where('date', '<=', day.to!);
    const due = dateRangeToDays(q.dueDates);
    if (f.given(due.from)) query = query.where('dueDate', '>=', due.from!);
    if (f.given(due.to)) query = query.where('dueDate', '<=', due.to!);
    return this.page('rm.invoices', query, q, f, scope, toInvoiceRow);
  }

  /** POST /api/v1/payments/list: statuses, types, modes, userIds, partnerIds, countryIds, ecis, dates (paidAt), searchTerm, ids, invoiceIds. */
  listPayments(q: PaymentsListQuery, scope: AccountingScope): Promise<ListAnswer<PaymentRow>> {
    let query = this.scoped('rm.payments', scope);
    const f = new Filters();
    if (f.counted('status', q.statuses)) query = query.where('status', 'in', q.statuses!);
    if (f.counted('type', q.types)) query = query.where('type', 'in', q.types!);
    if (f.counted('mode', q.modes)) query = query.where('mode', 'in', q.modes!);
    if (f.other(q.userIds)) query = query.where('userId', 'in', q.userIds!);
    if (f.counted('partnerId', q.partnerIds)) query = query.where('partnerId', 'in', q.partnerIds!);
    if (f.counted('countryId', q.countryIds)) query = query.where('countryId', 'in', q.countryIds!);
    if (f.counted('eci', q.ecis)) query = query.where('eci', 'in', q.ecis!);
    if (f.other(q.customerType && [q.customerType])) query = query.where(customerTypeWhere(q.customerType!));
    if (f.other(q.ids)) query = query.where('id', 'in', q.ids!);
    // The payments of the invoices asked for (a few each) by the invoiceIds GIN index, then read by primary key in
    // id order: as a plain condition the planner, expecting its matches all over the table, walked the primary
    // key backwards past them (133 ms at 600,000 payments when they were old ones).
    if (f.other(q.invoiceIds))
      query = query.where(
        sql<boolean>`id = ANY(ARRAY(SELECT p.id FROM rm.payments p WHERE p."invoiceIds" && ${sql.val(q.invoiceIds)}::integer[]))`,
      );
    const paid = dateRangeToInstants(q.dates);
    if (f.given(paid.from)) query = query.where('paidAt', '>=', new Date(paid.from!));
    if (f.given(paid.to)) query = query.where('paidAt', '<=', new Date(paid.to!));
    return this.page('rm.payments', query, q, f, scope, toPaymentRow);
  }

  /** POST /api/v1/cards/list: statuses, modes, userIds, partnerIds, countryIds, cardHolderName, cardNumber, tokenName, dates (createdAt), searchTerm, ids. */
  listCards(q: CardsListQuery, scope: AccountingScope): Promise<ListAnswer<CardRow>> {
    let query = this.scoped('rm.cards', scope);
    const f = new Filters();
    if (f.counted('status', q.statuses)) query = query.where('status', 'in', q.statuses!);
    if (f.counted('mode', q.modes)) query = query.where('mode', 'in', q.modes!);
    if (f.other(q.userIds)) query = query.where('userId', 'in', q.userIds!);
    if (f.counted('partnerId', q.partnerIds)) query = query.where('partnerId', 'in', q.partnerIds!);
    if (f.counted('countryId', q.countryIds)) query = query.where('countryId', 'in', q.countryIds!);
    if (f.other(q.ids)) query = query.where('id', 'in', q.ids!);
    if (f.given(q.cardHolderName?.trim()))
      query = query.where(sql<boolean>`lower("cardHolderName") LIKE ${likePattern(q.cardHolderName!)}`);
    if (f.given(q.cardNumber?.trim()))
      query = query.where(sql<boolean>`lower("cardNumber") LIKE ${likePattern(q.cardNumber!)}`);
    if (f.given(q.tokenName?.trim()))
      query = query.where(sql<boolean>`lower("tokenName") LIKE ${likePattern(q.tokenName!)}`);
    const created = dateRangeToInstants(q.dates);
    if (f.given(created.from)) query = query.where('createdAt', '>=', new Date(created.from!));
    if (f.given(created.to)) query = query.where('createdAt', '<=', new Date(created.to!));
    return this.page('rm.cards', query, q, f, scope, toCardRow);
  }

  /** A charge deleted (rm.deleted_charges), within the caller's partner: its page shows when it was deleted. */
  async deletedCharge(id: number, scope: AccountingScope): Promise<ChargeRow | undefined> {
    let q = this.db.selectFrom('rm.deleted_charges').selectAll().where('id', '=', id);
    if (scope.partnerId !== undefined) q = q.where('partnerId', '=', scope.partnerId);
    const row = await q.executeTakeFirst();
    return row && toDeletedChargeRow(row);
  }

  find<T extends Table, Row>(
    table: T,
    g: GenericQuery,
    scope: AccountingScope,
    map: (r: Selectable<ReadModels[T]>) => Row,
  ): Promise<GenericPage<Row>> {
    // `q` as the list calls' searchTerm: the row's own words or its customer's name.
    const scoped = this.scoped(table, scope);
    const matched = g.q ? scoped.where(new AccountingSearch(this.db, scoped, g.q).matches()) : scoped;
    return genericFind(matched, { ...g, q: undefined }, map);
  }

  async get<T extends Table, Row>(
    table: T,
    id: number,
    scope: AccountingScope,
    map: (r: AnsweredRow<T>) => Row,
  ): Promise<Row | undefined> {
    const row = await this.scoped(table, scope)
      .select(ANSWERED_COLUMNS[table].map((c) => sql.ref(c).as(c)))
      .where(sql.ref('id'), '=', id)
      .executeTakeFirst();
    return row === undefined ? undefined : map(row as unknown as AnsweredRow<T>);
  }
}
