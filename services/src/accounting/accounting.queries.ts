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
import type { ReadModels } from '@console/projections';
import { sql, type Kysely, type Selectable, type SelectQueryBuilder } from 'kysely';
import { DomainException } from '../core/domain.exception.js';
import { cappedCount } from '../core/http/capped-count.js';
import { genericFind, likePattern } from '../core/http/generic-find.js';
import { genericFields, type GenericPage, type GenericQuery } from '../core/http/generic-query.js';
import { toCardRow, toChargeRow, toInvoiceRow, toPaymentRow } from './accounting.rows.js';

/** What the caller may see: a partner user only its own partner's rows (ARCHITECTURE §6). */
export interface AccountingScope {
  readonly partnerId?: number;
}

type Table = 'rm.charges' | 'rm.invoices' | 'rm.payments' | 'rm.cards';

const [num, str, date, bool] = ['number', 'string', 'date', 'boolean'] as const;
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
    eci: str,
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
    createdAt: date,
    ...NAMES,
  }),
} as const;

const sortable = (table: Table, sortBy: string): string => {
  if (!Object.hasOwn(GENERIC_FIELDS[table], sortBy))
    throw new DomainException(validationError([{ path: 'sortBy', message: `cannot sort by ${sortBy}` }]));
  return sortBy;
};

/** Reads of the four accounting read models: the list calls of spec 1 §7.2, the generic calls and get by id. */
export class AccountingQueries {
  constructor(private readonly db: Kysely<ReadModels>) {}

  private scoped<T extends Table>(table: T, scope: AccountingScope): SelectQueryBuilder<ReadModels, T, object> {
    const base = this.db.selectFrom(table) as unknown as SelectQueryBuilder<ReadModels, T, object>;
    return scope.partnerId === undefined ? base : base.where(sql.ref('partnerId'), '=', scope.partnerId);
  }

  /**
   * One page in the asked order (id breaks ties) and the total, side by side. A free-text search's total is counted
   * up to SEARCH_COUNT_CAP (`totalCountCapped` beyond), as the other lists do: a customer's name can match a large
   * share of half a million invoices, and counting them all would cost more than the page.
   */
  private async page<T extends Table, Row>(
    table: T,
    query: SelectQueryBuilder<ReadModels, T, object>,
    q: { sortBy: string; sortOrder: 'ASC' | 'DESC'; limit: number; page: number; searchTerm?: string | undefined },
    map: (r: Selectable<ReadModels[T]>) => Row,
  ): Promise<ListAnswer<Row>> {
    const direction = q.sortOrder === 'ASC' ? 'asc' : 'desc';
    const column = sortable(table, q.sortBy);
    const total = q.searchTerm?.trim()
      ? cappedCount(this.db, query)
      : query
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
          .then((count) => ({ totalCount: Number(count.n) }));
    const [rows, counted] = await Promise.all([
      query
        .selectAll()
        .orderBy(sql.ref(column), direction)
        .orderBy(sql.ref('id'), direction)
        .limit(q.limit)
        .offset(listOffset(q))
        .execute(),
      total,
    ]);
    return { results: (rows as unknown as Selectable<ReadModels[T]>[]).map(map), ...counted };
  }

  /** POST /api/v1/charges/list: types, userIds, partnerIds, countryIds, invoiceIds, dates (createdAt), searchTerm, ids. */
  listCharges(q: ChargesListQuery, scope: AccountingScope): Promise<ListAnswer<ChargeRow>> {
    let query = this.scoped('rm.charges', scope);
    if (q.types?.length) query = query.where('type', 'in', q.types);
    if (q.userIds?.length) query = query.where('userId', 'in', q.userIds);
    if (q.partnerIds?.length) query = query.where('partnerId', 'in', q.partnerIds);
    if (q.countryIds?.length) query = query.where('countryId', 'in', q.countryIds);
    if (q.invoiceIds?.length) query = query.where('invoiceId', 'in', q.invoiceIds);
    if (q.ids?.length) query = query.where('id', 'in', q.ids);
    const created = dateRangeToInstants(q.dates);
    if (created.from) query = query.where('createdAt', '>=', new Date(created.from));
    if (created.to) query = query.where('createdAt', '<=', new Date(created.to));
    if (q.searchTerm?.trim()) query = query.where('search', 'like', likePattern(q.searchTerm));
    return this.page('rm.charges', query, q, toChargeRow);
  }

  /** POST /api/v1/invoices/list: statuses, types, userIds, partnerIds, countryIds, dates (date), dueDates, searchTerm. */
  listInvoices(q: InvoicesListQuery, scope: AccountingScope): Promise<ListAnswer<InvoiceRow>> {
    let query = this.scoped('rm.invoices', scope);
    if (q.statuses?.length) query = query.where('status', 'in', q.statuses);
    if (q.types?.length) query = query.where('type', 'in', q.types);
    if (q.userIds?.length) query = query.where('userId', 'in', q.userIds);
    if (q.partnerIds?.length) query = query.where('partnerId', 'in', q.partnerIds);
    if (q.countryIds?.length) query = query.where('countryId', 'in', q.countryIds);
    const day = dateRangeToDays(q.dates);
    if (day.from) query = query.where('date', '>=', day.from);
    if (day.to) query = query.where('date', '<=', day.to);
    const due = dateRangeToDays(q.dueDates);
    if (due.from) query = query.where('dueDate', '>=', due.from);
    if (due.to) query = query.where('dueDate', '<=', due.to);
    if (q.searchTerm?.trim()) query = query.where('search', 'like', likePattern(q.searchTerm));
    return this.page('rm.invoices', query, q, toInvoiceRow);
  }

  /** POST /api/v1/payments/list: statuses, types, modes, userIds, partnerIds, countryIds, ecis, dates (paidAt), searchTerm, ids, invoiceIds. */
  listPayments(q: PaymentsListQuery, scope: AccountingScope): Promise<ListAnswer<PaymentRow>> {
    let query = this.scoped('rm.payments', scope);
    if (q.statuses?.length) query = query.where('status', 'in', q.statuses);
    if (q.types?.length) query = query.where('type', 'in', q.types);
    if (q.modes?.length) query = query.where('mode', 'in', q.modes);
    if (q.userIds?.length) query = query.where('userId', 'in', q.userIds);
    if (q.partnerIds?.length) query = query.where('partnerId', 'in', q.partnerIds);
    if (q.countryIds?.length) query = query.where('countryId', 'in', q.countryIds);
    if (q.ecis?.length) query = query.where('eci', 'in', q.ecis);
    if (q.ids?.length) query = query.where('id', 'in', q.ids);
    if (q.invoiceIds?.length) query = query.where(sql<boolean>`"invoiceIds" && ${sql.val(q.invoiceIds)}::integer[]`);
    const paid = dateRangeToInstants(q.dates);
    if (paid.from) query = query.where('paidAt', '>=', new Date(paid.from));
    if (paid.to) query = query.where('paidAt', '<=', new Date(paid.to));
    if (q.searchTerm?.trim()) query = query.where('search', 'like', likePattern(q.searchTerm));
    return this.page('rm.payments', query, q, toPaymentRow);
  }

  /** POST /api/v1/cards/list: statuses, modes, userIds, partnerIds, countryIds, cardHolderName, cardNumber, tokenName, dates (createdAt), searchTerm, ids. */
  listCards(q: CardsListQuery, scope: AccountingScope): Promise<ListAnswer<CardRow>> {
    let query = this.scoped('rm.cards', scope);
    if (q.statuses?.length) query = query.where('status', 'in', q.statuses);
    if (q.modes?.length) query = query.where('mode', 'in', q.modes);
    if (q.userIds?.length) query = query.where('userId', 'in', q.userIds);
    if (q.partnerIds?.length) query = query.where('partnerId', 'in', q.partnerIds);
    if (q.countryIds?.length) query = query.where('countryId', 'in', q.countryIds);
    if (q.ids?.length) query = query.where('id', 'in', q.ids);
    if (q.cardHolderName?.trim())
      query = query.where(sql<boolean>`lower("cardHolderName") LIKE ${likePattern(q.cardHolderName)}`);
    if (q.cardNumber?.trim()) query = query.where(sql<boolean>`lower("cardNumber") LIKE ${likePattern(q.cardNumber)}`);
    if (q.tokenName?.trim()) query = query.where(sql<boolean>`lower("tokenName") LIKE ${likePattern(q.tokenName)}`);
    const created = dateRangeToInstants(q.dates);
    if (created.from) query = query.where('createdAt', '>=', new Date(created.from));
    if (created.to) query = query.where('createdAt', '<=', new Date(created.to));
    if (q.searchTerm?.trim()) query = query.where('search', 'like', likePattern(q.searchTerm));
    return this.page('rm.cards', query, q, toCardRow);
  }

  find<T extends Table, Row>(
    table: T,
    g: GenericQuery,
    scope: AccountingScope,
    map: (r: Selectable<ReadModels[T]>) => Row,
  ): Promise<GenericPage<Row>> {
    return genericFind(this.scoped(table, scope), g, map);
  }

  async get<T extends Table, Row>(
    table: T,
    id: number,
    scope: AccountingScope,
    map: (r: Selectable<ReadModels[T]>) => Row,
  ): Promise<Row | undefined> {
    const row = await this.scoped(table, scope).selectAll().where(sql.ref('id'), '=', id).executeTakeFirst();
    return row === undefined ? undefined : map(row as unknown as Selectable<ReadModels[T]>);
  }
}
