import {
  dateRangeToDays,
  isRequestSortable,
  REQUEST_LINES_PAGE_SIZE,
  validationError,
  type RequestLine,
  type RequestLineRow,
  type RequestRow,
  type RequestsListQuery,
} from '@console/contracts';
import type { ReadModels, RequestLinesTable, RequestsTable } from '@console/projections';
import { sql, type Kysely, type Selectable, type SelectQueryBuilder } from 'kysely';
import { DomainException } from '../../core/domain.exception.js';
import { customerTypeWhere } from '../../core/http/customer-type-where.js';
import { cappedCount, narrowMatches, type ListTotal } from '../../core/http/capped-count.js';
import { likePattern } from '../../core/http/generic-find.js';
import { genericFields, type GenericPage, type GenericQuery } from '../../core/http/generic-query.js';
import { genericCondition } from '../../core/http/generic-where.js';

/** What the caller may see: a partner user only its own partner's requests (ARCHITECTURE §6). */
export interface RequestScope {
  readonly partnerId?: number;
}

type RequestsSelect = SelectQueryBuilder<ReadModels, 'rm.requests', object>;

const iso = (d: Date | string | null): string | null => (d === null ? null : new Date(d).toISOString());

export const toRequestLine = (r: Selectable<RequestLinesTable>): RequestLine => ({
  id: r.id,
  requestId: r.requestId,
  storageId: r.storageId,
  qty: r.qty,
  qtyDone: r.qtyDone,
  qtyInOut: r.qtyInOut,
});

export const toRequestLineRow = (r: Selectable<RequestLinesTable>): RequestLineRow => ({
  ...toRequestLine(r),
  updatedAt: iso(r.updatedAt)!,
});

export const toRequestRow = (r: Selectable<RequestsTable>, lines?: readonly RequestLine[]): RequestRow => {
  const { search: _search, ...rest } = r;
  return {
    ...rest,
    type: r.type as RequestRow['type'],
    status: r.status as RequestRow['status'],
    currency: r.currency as RequestRow['currency'],
    customerAction: r.customerAction as RequestRow['customerAction'],
    chargeTypes: r.chargeTypes as RequestRow['chargeTypes'],
    services: r.services as RequestRow['services'],
    items: r.items as RequestRow['items'],
    actualItems: r.actualItems as RequestRow['actualItems'],
    currentItems: r.currentItems as RequestRow['currentItems'],
    amount: r.amount === null ? null : Number(r.amount),
    rent: r.rent === null ? null : Number(r.rent),
    createdAt: iso(r.createdAt)!,
    updatedAt: iso(r.updatedAt)!,
    photosSentAt: iso(r.photosSentAt),
    finishedAt: iso(r.finishedAt),
    customerAcceptedAt: iso(r.customerAcceptedAt),
    ...(lines ? { request_lines: [...lines] } : {}),
  };
};

const [num, str, date, bool, dec, money] = ['number', 'string', 'date', 'boolean', 'decimal', 'money'] as const;

/** Fields of GET /api/requests (the calendar's date range and status exclusion among them). */
export const REQUEST_GENERIC_FIELDS = genericFields({
  id: num,
  type: str,
  status: str,
  date: str,
  from: dec,
  to: dec,
  cityId: num,
  countryId: num,
  teamId: num,
  warehouseId: num,
  partnerId: num,
  assigneeId: num,
  userId: num,
  orderId: num,
  addressId: num,
  paymentMode: str,
  amount: money,
  currency: str,
  size: dec,
  qty: dec,
  rating: dec,
  customerAction: str,
  isSME: bool,
  createdAt: date,
  updatedAt: date,
  finishedAt: date,
  userName: str,
  assigneeName: str,
  cityName: str,
  teamName: str,
  warehouseName: str,
  partnerName: str,
  lineCount: num,
});

export const REQUEST_LINE_GENERIC_FIELDS = genericFields({
  id: num,
  requestId: num,
  storageId: num,
  qty: dec,
  qtyDone: dec,
  qtyInOut: dec,
  updatedAt: date,
});

export class RequestsQueries {
  constructor(private readonly db: Kysely<ReadModels>) {}

  private scoped(scope: RequestScope): RequestsSelect {
    const base = this.db.selectFrom('rm.requests');
    return scope.partnerId === undefined ? base : base.where('partnerId', '=', scope.partnerId);
  }

  /** POST /api/v1/requests/list with every filter of spec 1 §7.2 (default sort id DESC; the screen sends date DESC). */
  async list(q: RequestsListQuery, scope: RequestScope): Promise<{ results: RequestRow[] } & ListTotal> {
    if (!isRequestSortable(q.sortBy)) {
      throw new DomainException(validationError([{ path: 'sortBy', message: `cannot sort by ${q.sortBy}` }]));
    }
    let query = this.scoped(scope);
    if (q.statuses?.length) query = query.where('status', 'in', q.statuses);
    if (q.types?.length) query = query.where('type', 'in', q.types);
    if (q.userIds?.length) query = query.where('userId', 'in', q.userIds);
    if (q.partnerIds?.length) query = query.where('partnerId', 'in', q.partnerIds);
    if (q.countryIds?.length) query = query.where('countryId', 'in', q.countryIds);
    if (q.cityIds?.length) query = query.where('cityId', 'in', q.cityIds);
    if (q.assigneeIds?.length) query = query.where('assigneeId', 'in', q.assigneeIds);
    if (q.teamIds?.length) query = query.where('teamId', 'in', q.teamIds);
    if (q.warehouseIds?.length) query = query.where('warehouseId', 'in', q.warehouseIds);
    if (q.orderIds?.length) query = query.where('orderId', 'in', q.orderIds);
    if (q.ids?.length) query = query.where('id', 'in', q.ids);
    if (q.customerType) query = query.where(customerTypeWhere(q.customerType));
    if (q.excludeIds?.length) query = query.where('id', 'not in', q.excludeIds);
    if (q.chargeTypes?.length) query = query.where(sql<boolean>`"chargeTypes" && ${sql.val(q.chargeTypes)}::text[]`);
    if (q.searchTerm !== undefined && q.searchTerm.trim() !== '')
      query = query.where('id', 'in', this.matching(q.searchTerm, scope));
    // `dates` runs from T00:00:00Z to T23:59:59Z (spec 1 §7.2): on the request's day, that is whole days.
    const days = dateRangeToDays(q.dates);
    if (days.from) query = query.where('date', '>=', days.from);
    if (days.to) query = query.where('date', '<=', days.to);
    const direction = q.sortOrder === 'ASC' ? 'asc' : 'desc';
    const page = query
      .selectAll()
      .orderBy(sql.ref(q.sortBy), direction)
      .orderBy('id', direction)
      .limit(q.limit)
      .offset((q.page - 1) * q.limit);
    const searched = q.searchTerm !== undefined && q.searchTerm.trim() !== '';
    const [rows, total] = await Promise.all([
      page.execute(),
      searched
        ? this.searchTotal(q, query, scope)
        : (
            this.kept(q, scope) ??
            query
              .select((eb) => eb.fn.countAll<number>().as('n'))
              .executeTakeFirstOrThrow()
              .then((c) => Number(c.n))
          ).then((n): ListTotal => ({ totalCount: n })),
    ]);
    const lines = q.excludeLines === true ? undefined : await this.linesOf(rows.map((r) => r.id));
    return { results: rows.map((r) => toRequestRow(r, lines ? (lines.get(r.id) ?? []) : undefined)), ...total };
  }

  /**
   * A search's total, counted up to the cap: a search alone (or with partners) in the narrow rm.request_search,
   * with other filters through the query itself.
   */
  private searchTotal(q: RequestsListQuery, query: RequestsSelect, scope: RequestScope): Promise<ListTotal> {
    const others = [
      q.statuses,
      q.types,
      q.userIds,
      q.countryIds,
      q.cityIds,
      q.assigneeIds,
      q.teamIds,
      q.warehouseIds,
      q.orderIds,
      q.ids,
      q.chargeTypes,
      q.excludeIds,
    ].some((f) => f !== undefined && f.length > 0);
    const dated = q.dates?.from !== undefined || q.dates?.to !== undefined;
    if (others || dated) return cappedCount(this.db, query);
    return cappedCount(
      this.db,
      narrowMatches(this.db, 'rm.request_search', q.searchTerm!, { scope: scope.partnerId, asked: q.partnerIds }),
    );
  }

  /**
   * The total of a list without a search (searchTotal counts those) from rm.request_counts when the filters allow
   * it: none but partners, one charge type and excluded
   * ids (a count(*) of a large share of 300,000 rows costs more than the page). The excluded ids that match the rest
   * of the filter are taken off (a lookup of those ids). undefined: count the rows.
   */
  private kept(q: RequestsListQuery, scope: RequestScope): Promise<number> | undefined {
    const others = [
      q.statuses,
      q.types,
      q.userIds,
      q.countryIds,
      q.cityIds,
      q.assigneeIds,
      q.teamIds,
      q.warehouseIds,
      q.orderIds,
      q.ids,
      q.customerType,
    ].some((f) => f !== undefined && f.length > 0);
    const dated = q.dates?.from !== undefined || q.dates?.to !== undefined;
    if (others || dated || (q.chargeTypes?.length ?? 0) > 1) return undefined;
    const partners = [
      ...(scope.partnerId !== undefined ? [[scope.partnerId]] : []),
      ...(q.partnerIds?.length ? [q.partnerIds] : []),
    ];
    const chargeType = q.chargeTypes?.[0] ?? '';
    return (async () => {
      let counts = this.db.selectFrom('rm.request_counts').where('chargeType', '=', chargeType);
      for (const p of partners) counts = counts.where('partnerId', 'in', [...p]);
      const kept = await counts.select(sql<string>`coalesce(sum(n), 0)`.as('n')).executeTakeFirstOrThrow();
      if (!q.excludeIds?.length) return Number(kept.n);
      // The rows leave the excluded ids out: take off those of them that the counts hold.
      let excluded = this.scoped(scope).where('id', 'in', q.excludeIds);
      if (q.partnerIds?.length) excluded = excluded.where('partnerId', 'in', q.partnerIds);
      if (q.chargeTypes?.length)
        excluded = excluded.where(sql<boolean>`"chargeTypes" && ${sql.val(q.chargeTypes)}::text[]`);
      const gone = await excluded.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      return Number(kept.n) - Number(gone.n);
    })();
  }

  /** The ids whose search text holds the term (trigram index of rm.request_search), within the caller's scope. */
  private matching(term: string, scope: RequestScope) {
    return narrowMatches(this.db, 'rm.request_search', term, { scope: scope.partnerId }).select('id');
  }

  private async linesOf(requestIds: readonly number[]): Promise<Map<number, RequestLine[]>> {
    const byRequest = new Map<number, RequestLine[]>();
    if (requestIds.length === 0) return byRequest;
    const rows = await this.db
      .selectFrom('rm.request_lines')
      .selectAll()
      .where('requestId', 'in', [...requestIds])
      .orderBy('requestId')
      .orderBy('id')
      .execute();
    for (const r of rows) byRequest.set(r.requestId, [...(byRequest.get(r.requestId) ?? []), toRequestLine(r)]);
    return byRequest;
  }

  /** GET /api/requests with the generic operators. */
  async find(g: GenericQuery, scope: RequestScope): Promise<GenericPage<RequestRow>> {
    let query = this.scoped(scope);
    for (const f of g.filters) query = query.where(genericCondition(f));
    if (g.q) query = query.where(sql<boolean>`search LIKE ${likePattern(g.q)}`);
    let page = query.selectAll();
    for (const s of g.sort) page = page.orderBy(sql.ref(s.column), s.direction);
    const [rows, count] = await Promise.all([
      g.limit === 0 ? Promise.resolve([]) : page.orderBy('id', 'desc').limit(g.limit).offset(g.skip).execute(),
      query.select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow(),
    ]);
    return { total: Number(count.n), limit: g.limit, skip: g.skip, data: rows.map((r) => toRequestRow(r)) };
  }

  /** One request with its lines (GET /api/requests/:id). */
  async get(id: number, scope: RequestScope): Promise<RequestRow | undefined> {
    const row = await this.scoped(scope).selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) return undefined;
    const lines = await this.linesOf([id]);
    return toRequestRow(row, lines.get(id) ?? []);
  }

  /** GET /api/request-lines (by requestId, 1000 a page: spec 2 §9), only of requests the caller may see. */
  async findLines(g: GenericQuery, scope: RequestScope): Promise<GenericPage<RequestLineRow>> {
    let query = this.db.selectFrom('rm.request_lines');
    for (const f of g.filters) query = query.where(genericCondition(f));
    if (scope.partnerId !== undefined) {
      query = query.where('requestId', 'in', this.scoped(scope).select('id'));
    }
    let page = query.selectAll();
    for (const s of g.sort) page = page.orderBy(sql.ref(s.column), s.direction);
    const limit = Math.min(g.limit, REQUEST_LINES_PAGE_SIZE);
    const [rows, count] = await Promise.all([
      limit === 0 ? Promise.resolve([]) : page.orderBy('id').limit(limit).offset(g.skip).execute(),
      query.select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow(),
    ]);
    return { total: Number(count.n), limit, skip: g.skip, data: rows.map(toRequestLineRow) };
  }

  async getLine(id: number, scope: RequestScope): Promise<RequestLineRow | undefined> {
    let query = this.db.selectFrom('rm.request_lines').selectAll().where('id', '=', id);
    if (scope.partnerId !== undefined) query = query.where('requestId', 'in', this.scoped(scope).select('id'));
    const row = await query.executeTakeFirst();
    return row && toRequestLineRow(row);
  }
}
