import {
  dateRangeToDays,
  dateRangeToInstants,
  effectiveOrderStatuses,
  isOrderSortable,
  ORDERS_LIST_DEFAULT_STATUSES,
  validationError,
  type OrderRow,
  type OrderStatus,
  type OrdersListQuery,
} from '@console/contracts';
import type { OrdersTable, ReadModels } from '@console/projections';
import { sql, type Kysely, type Selectable, type SelectQueryBuilder } from 'kysely';
import { DomainException } from '../core/domain.exception.js';
import { genericFields, type GenericPage, type GenericQuery } from '../core/http/generic-query.js';
import { customerTypeWhere } from '../core/http/customer-type-where.js';
import { cappedCount, narrowMatches, type ListTotal } from '../core/http/capped-count.js';
import { genericFind, likePattern } from '../core/http/generic-find.js';

/**
 * What the caller may see: a partner user only its own partner's leads and orders (ARCHITECTURE §6); an affiliate
 * only the orders it brought, those with a storage that names it as `affiliateUserId` (spec 2 §5, the only link
 * between an affiliate and an order in the specs; docs/decisions.md, Security).
 */
export interface OrderScope {
  readonly partnerId?: number;
  readonly affiliateUserId?: number;
}

/** Which screen asks: the orders list has a default status filter, the leads list none (spec 2 §4). */
export type OrdersScreen = 'orders' | 'leads';

/** A row as the API answers it: the contracts' OrderRow. */
export type OrderAnswer = OrderRow;

type OrdersSelect = SelectQueryBuilder<ReadModels, 'rm.orders', object>;

const iso = (d: Date | string | null): string | null => (d === null ? null : new Date(d).toISOString());

export const toOrderRow = (r: Selectable<OrdersTable>): OrderAnswer => {
  const { search: _search, ...rest } = r;
  return {
    ...rest,
    type: r.type as OrderRow['type'],
    status: r.status as OrderRow['status'],
    channel: r.channel as OrderRow['channel'],
    currency: r.currency as OrderRow['currency'],
    persona: r.persona as OrderRow['persona'],
    warehouseType: r.warehouseType as OrderRow['warehouseType'],
    services: r.services as OrderRow['services'],
    checklist: r.checklist,
    quotedItems: r.quotedItems,
    createdAt: iso(r.createdAt)!,
    updatedAt: iso(r.updatedAt)!,
    confirmedAt: iso(r.confirmedAt),
    quoteSentAt: iso(r.quoteSentAt),
    followUpAt: iso(r.followUpAt),
  };
};

const [num, str, date, bool, dec, money] = ['number', 'string', 'date', 'boolean', 'decimal', 'money'] as const;

/** Fields of the generic calls (GET /api/orders, /api/leads): every column the screens filter or sort by. */
export const ORDER_GENERIC_FIELDS = genericFields({
  id: num,
  type: str,
  status: str,
  userId: num,
  partnerId: num,
  assigneeId: num,
  countryId: num,
  cityId: num,
  months: dec,
  date: str,
  renewalDate: str,
  deliveryDate: str,
  followUpAt: date,
  pickupRequired: bool,
  addressId: num,
  paymentMode: str,
  size: dec,
  actualSize: dec,
  currentSize: dec,
  qty: dec,
  actualQty: dec,
  currentQty: dec,
  rent: money,
  currentRent: money,
  customerRent: money,
  rate: money,
  amount: money,
  currency: str,
  couponId: str,
  channel: str,
  source: str,
  ref: str,
  need: str,
  cancelReasonId: num,
  lostReasonId: num,
  holdReasonId: num,
  rejectReasonId: num,
  quoteSentAt: date,
  quoteVersion: num,
  quoteVersionSent: num,
  createdAt: date,
  updatedAt: date,
  confirmedAt: date,
  existingCustomer: bool,
  hasInvoice: bool,
  hasCharges: bool,
  customerPostpaid: bool,
  quotedSize: dec,
  userName: str,
  userPhone: str,
  userEmail: str,
  partnerName: str,
  cityName: str,
  assigneeName: str,
  countryName: str,
});

/** Up to this many matches of a date range, a page sorted by another column than id is sorted from the matches (see `list`). */
export const RANGE_FETCH_FIRST_MAX = 60_000;

export interface CalendarCount {
  readonly date: string;
  readonly status: OrderStatus;
  readonly count: number;
}

export class OrdersQueries {
  constructor(private readonly db: Kysely<ReadModels>) {}

  private scoped(scope: OrderScope): OrdersSelect {
    let base = this.db.selectFrom('rm.orders');
    if (scope.partnerId !== undefined) base = base.where('partnerId', '=', scope.partnerId);
    if (scope.affiliateUserId !== undefined) {
      const affiliateUserId = scope.affiliateUserId;
      base = base.where('id', 'in', (eb) =>
        eb
          .selectFrom('rm.storages')
          .select('orderId')
          .where('affiliateUserId', '=', affiliateUserId)
          .where('orderId', 'is not', null),
      );
    }
    return base;
  }

  /**
   * POST /api/v1/orders/list with every filter of spec 1 §7.2; the orders screen without a status and a user
   * filter shows only confirmed, complete and cancelled (contracts' effectiveOrderStatuses).
   */
  async list(
    q: OrdersListQuery,
    screen: OrdersScreen,
    scope: OrderScope,
  ): Promise<{ results: OrderAnswer[] } & ListTotal> {
    if (!isOrderSortable(q.sortBy)) {
      throw new DomainException(validationError([{ path: 'sortBy', message: `cannot sort by ${q.sortBy}` }]));
    }
    let query = this.scoped(scope);
    const statuses = effectiveOrderStatuses(q, screen);
    if (statuses !== undefined) query = query.where('status', 'in', [...statuses]);
    if (q.orderTypes?.length) query = query.where('type', 'in', q.orderTypes);
    if (q.userIds?.length) query = query.where('userId', 'in', q.userIds);
    if (q.partnerIds?.length) query = query.where('partnerId', 'in', q.partnerIds);
    if (q.countryIds?.length) query = query.where('countryId', 'in', q.countryIds);
    if (q.cityIds?.length) query = query.where('cityId', 'in', q.cityIds);
    if (q.assigneeIds?.length) query = query.where('assigneeId', 'in', q.assigneeIds);
    if (q.orderIds?.length) query = query.where('id', 'in', q.orderIds);
    if (q.sources?.length) query = query.where('source', 'in', q.sources);
    if (q.customerType) query = query.where(customerTypeWhere(q.customerType));
    const searched = q.searchTerm !== undefined && q.searchTerm.trim() !== '';
    if (searched) query = query.where('search', 'like', likePattern(q.searchTerm!));
    const created = dateRangeToInstants(q.createdDateRange);
    if (created.from) query = query.where('createdAt', '>=', new Date(created.from));
    if (created.to) query = query.where('createdAt', '<=', new Date(created.to));
    const quoteSent = dateRangeToInstants(q.quoteSentAtRange);
    if (quoteSent.from) query = query.where('quoteSentAt', '>=', new Date(quoteSent.from));
    if (quoteSent.to) query = query.where('quoteSentAt', '<=', new Date(quoteSent.to));
    const day = dateRangeToDays(q.orderDateRange);
    if (day.from) query = query.where('date', '>=', day.from);
    if (day.to) query = query.where('date', '<=', day.to);
    const renewal = dateRangeToDays(q.renewalDateRange);
    if (renewal.from) query = query.where('renewalDate', '>=', renewal.from);
    if (renewal.to) query = query.where('renewalDate', '<=', renewal.to);
    const direction = q.sortOrder === 'ASC' ? 'asc' : 'desc';
    const ranged = [created, quoteSent, day, renewal].some((r) => r.from !== undefined || r.to !== undefined);
    if (searched) {
      const [rows, total] = await Promise.all([
        this.page(query, q, direction, false),
        this.searchTotal(q, statuses, query, ranged, scope),
      ]);
      return { results: await this.withBilling(rows.map(toOrderRow)), ...total };
    }
    const counted = query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    // The dates of a record follow its id (records are made in time order), which the planner cannot know: for a
    // range in the past it walks the sort's index from the newest row through every later one. So with a date
    // range the matches are taken first, by the range's index, and sorted: always for the default sort (the range
    // indexes end in id, so that is an index-only scan), for another column when the count says the range holds
    // few rows (a range of many rows keeps the planner's plan).
    if (!ranged || q.sortBy === 'id') {
      const [rows, count] = await Promise.all([this.page(query, q, direction, ranged), counted]);
      return { results: await this.withBilling(rows.map(toOrderRow)), totalCount: Number(count.n) };
    }
    const n = Number((await counted).n);
    const rows = await this.page(query, q, direction, n <= RANGE_FETCH_FIRST_MAX);
    return { results: await this.withBilling(rows.map(toOrderRow)), totalCount: n };
  }

  /**
   * hasInvoice and hasCharges as the order's Complete and Create Invoice decide them (contracts'
   * hasBillingForCompletion): the order asked for them, or an invoice (not cancelled) or a charge names the order,
   * however it was made. The server reads accounting's orderbilling stream; a row reads the same facts from the
   * charges and invoices read models, one indexed query each for the page ("orderId", id).
   */
  private async withBilling(rows: readonly OrderAnswer[]): Promise<OrderAnswer[]> {
    const ids = rows.filter((r) => !r.hasInvoice || !r.hasCharges).map((r) => r.id);
    if (ids.length === 0) return [...rows];
    const [charged, invoiced] = await Promise.all([
      this.db.selectFrom('rm.charges').select('orderId').distinct().where('orderId', 'in', ids).execute(),
      this.db
        .selectFrom('rm.invoices')
        .select('orderId')
        .distinct()
        .where('orderId', 'in', ids)
        .where('status', '<>', 'cancelled')
        .execute(),
    ]);
    const withCharges = new Set(charged.map((r) => r.orderId));
    const withInvoice = new Set(invoiced.map((r) => r.orderId));
    return rows.map((r) => ({
      ...r,
      hasInvoice: r.hasInvoice || withInvoice.has(r.id),
      hasCharges: r.hasCharges || withCharges.has(r.id),
    }));
  }

  /**
   * A search's total, counted up to the cap (docs/decisions.md, Storage: search totals): with no other filter
   * than statuses and partners (the orders screen's default view) in the narrow rm.order_search, else through the
   * query itself.
   */
  private searchTotal(
    q: OrdersListQuery,
    statuses: readonly string[] | undefined,
    query: OrdersSelect,
    ranged: boolean,
    scope: OrderScope,
  ): Promise<ListTotal> {
    const others = [q.orderTypes, q.userIds, q.countryIds, q.cityIds, q.assigneeIds, q.orderIds, q.sources].some(
      (f) => f !== undefined && f.length > 0,
    );
    if (others || ranged || q.customerType !== undefined || scope.affiliateUserId !== undefined)
      return cappedCount(this.db, query);
    const matches = narrowMatches(this.db, 'rm.order_search', q.searchTerm!, {
      scope: scope.partnerId,
      asked: q.partnerIds,
    });
    return cappedCount(this.db, statuses === undefined ? matches : matches.where('status', 'in', [...statuses]));
  }

  /**
   * One page of rows: the ids and sort keys of the page first (narrow, so sorting many matches never carries the
   * whole row), then those rows. `matchesFirst` fences the filter (OFFSET 0) so the planner takes the matches by
   * their filter's index and sorts them, instead of walking the sort's index.
   */
  private async page(
    filtered: OrdersSelect,
    q: Pick<OrdersListQuery, 'sortBy' | 'limit' | 'page'>,
    direction: 'asc' | 'desc',
    matchesFirst: boolean,
  ): Promise<Selectable<OrdersTable>[]> {
    const keys = filtered.select(['id', sql.ref(q.sortBy).as('sortKey')]);
    const source = (
      matchesFirst ? this.db.selectFrom(keys.offset(0).as('matches')).select(['id', 'sortKey']) : keys
    ) as typeof keys;
    const pageKeys = source
      .orderBy(sql.ref(matchesFirst ? 'sortKey' : q.sortBy), direction)
      .orderBy('id', direction)
      .limit(q.limit)
      .offset((q.page - 1) * q.limit);
    return this.db
      .selectFrom(pageKeys.as('p'))
      .innerJoin('rm.orders as o', 'o.id', 'p.id')
      .selectAll('o')
      .orderBy(sql.ref('p.sortKey'), direction)
      .orderBy('p.id', direction)
      .execute();
  }

  /** GET /api/orders and /api/leads with the generic operators (no default status filter). */
  async find(g: GenericQuery, scope: OrderScope): Promise<GenericPage<OrderAnswer>> {
    const page = await genericFind(this.scoped(scope), g, toOrderRow);
    return { ...page, data: await this.withBilling(page.data) };
  }

  async get(id: number, scope: OrderScope): Promise<OrderAnswer | undefined> {
    const row = await this.scoped(scope).selectAll().where('id', '=', id).executeTakeFirst();
    return row && (await this.withBilling([toOrderRow(row)]))[0];
  }

  /**
   * The sales calendar (spec 1 §2.7, §7.3): counts per date (the order's `date`) and status between two days,
   * optionally for one country. The orders calendar counts the orders list's statuses (confirmed, complete,
   * cancelled), the leads calendar every status. An indexed GROUP BY on rm.orders (orders_date).
   */
  async calendar(
    range: { from: string; to: string },
    countryId: number | undefined,
    screen: OrdersScreen,
    scope: OrderScope,
  ): Promise<CalendarCount[]> {
    let query = this.scoped(scope).where('date', '>=', range.from).where('date', '<=', range.to);
    if (countryId !== undefined) query = query.where('countryId', '=', countryId);
    if (screen === 'orders') query = query.where('status', 'in', [...ORDERS_LIST_DEFAULT_STATUSES]);
    const rows = await query
      .select(['date', 'status', (eb) => eb.fn.countAll<number>().as('count')])
      .groupBy(['date', 'status'])
      .orderBy('date')
      .orderBy('status')
      .execute();
    return rows.map((r) => ({ date: r.date!, status: r.status as OrderStatus, count: Number(r.count) }));
  }
}
