import {
  dateRangeToDays,
  isStorageRecordSortable,
  isStorageSortable,
  storageRowForPartner,
  validationError,
  type StorageRecordRow,
  type StorageRecordsListQuery,
  type StorageRow,
  type StoragesListQuery,
} from '@console/contracts';
import type { ReadModels, StorageRecordsTable, StoragesTable } from '@console/projections';
import { sql, type Kysely, type RawBuilder, type Selectable, type SelectQueryBuilder } from 'kysely';
import { DomainException } from '../core/domain.exception.js';
import { customerTypeWhere } from '../core/http/customer-type-where.js';
import { cappedCount, narrowMatches, type ListTotal } from '../core/http/capped-count.js';
import { genericFind, likePattern } from '../core/http/generic-find.js';
import { genericFields, type GenericPage, type GenericQuery } from '../core/http/generic-query.js';

/** What the caller may see: a partner user only its own partner's storages and records. */
export interface StorageScope {
  readonly partnerId?: number;
}

type StoragesSelect = SelectQueryBuilder<ReadModels, 'rm.storages', object>;
type RecordsSelect = SelectQueryBuilder<ReadModels, 'rm.storage_records', object>;

const iso = (d: Date | string | null): string | null => (d === null ? null : new Date(d).toISOString());

export const toStorageRow = (r: Selectable<StoragesTable>): StorageRow => {
  const { search: _search, ...rest } = r;
  return {
    ...rest,
    rent: r.rent === null ? null : Number(r.rent),
    status: r.status as StorageRow['status'],
    createdAt: iso(r.createdAt)!,
    updatedAt: iso(r.updatedAt)!,
  };
};

export const toStorageRecordRow = (r: Selectable<StorageRecordsTable>): StorageRecordRow => {
  const { search: _search, ...rest } = r;
  return {
    ...rest,
    type: r.type as StorageRecordRow['type'],
    status: r.status as StorageRecordRow['status'],
    from: iso(r.from),
    to: iso(r.to),
    activeAt: iso(r.activeAt),
    createdAt: iso(r.createdAt)!,
    updatedAt: iso(r.updatedAt)!,
  };
};

/** Fields of GET /api/storages (parts by parentId, a user's storages, ...). */
export const STORAGE_GENERIC_FIELDS = genericFields({
  id: 'number',
  code: 'string',
  serial: 'string',
  name: 'string',
  userId: 'number',
  orderId: 'number',
  partnerId: 'number',
  countryId: 'number',
  roomId: 'number',
  roomName: 'string',
  storagetypeId: 'number',
  isPart: 'boolean',
  parentId: 'number',
  customerPacked: 'boolean',
  size: 'decimal',
  sizeEntered: 'decimal',
  consumedSize: 'decimal',
  qty: 'decimal',
  from: 'string',
  to: 'string',
  status: 'string',
  isFromRequest: 'boolean',
  createdAt: 'date',
  updatedAt: 'date',
  userName: 'string',
  storagetypeCode: 'string',
  storagetypeName: 'string',
  warehouseId: 'number',
  locationId: 'number',
  location: 'string',
});

/** Fields of GET /api/storage-records (a storage's records, a location's storages). */
export const STORAGE_RECORD_GENERIC_FIELDS = genericFields({
  id: 'number',
  orderId: 'number',
  storageId: 'number',
  qty: 'decimal',
  warehouseId: 'number',
  locationId: 'number',
  locationPath: 'string',
  countryId: 'number',
  partnerId: 'number',
  userId: 'number',
  type: 'string',
  status: 'string',
  from: 'date',
  to: 'date',
  createdAt: 'date',
  updatedAt: 'date',
});

const refuseSort = (sortBy: string) =>
  new DomainException(validationError([{ path: 'sortBy', message: `cannot sort by ${sortBy}` }]));

/** A filter as rm.storage_counts counts it: the column and the values asked for. */
interface CountedFilter {
  readonly column: string;
  readonly values: readonly string[];
}

const hasSearch = (term: string | undefined): term is string => term !== undefined && term.trim() !== '';

export class StoragesQueries {
  constructor(private readonly db: Kysely<ReadModels>) {}

  private storages(scope: StorageScope): StoragesSelect {
    const base = this.db.selectFrom('rm.storages');
    return scope.partnerId === undefined ? base : base.where('partnerId', '=', scope.partnerId);
  }

  private records(scope: StorageScope): RecordsSelect {
    const base = this.db.selectFrom('rm.storage_records');
    return scope.partnerId === undefined ? base : base.where('partnerId', '=', scope.partnerId);
  }

  /** POST /api/v1/storages/list with every filter of spec 1 §7.2. */
  async list(q: StoragesListQuery, scope: StorageScope): Promise<{ results: StorageRow[] } & ListTotal> {
    if (!isStorageSortable(q.sortBy)) throw refuseSort(q.sortBy);
    let query = this.storages(scope);
    // Each filter given, and how rm.storage_counts counts it when it is the only one (its column and values).
    const given: (CountedFilter | null)[] = [];
    const counted = (column: string, values: readonly (string | number | boolean)[]): CountedFilter => ({
      column,
      values: values.map(String),
    });
    if (q.statuses?.length) {
      query = query.where('status', 'in', q.statuses);
      given.push(counted('status', q.statuses));
    }
    if (q.partnerIds?.length) {
      query = query.where('partnerId', 'in', q.partnerIds);
      given.push(counted('partnerId', q.partnerIds));
    }
    if (q.userIds?.length) {
      query = query.where('userId', 'in', q.userIds);
      given.push(null);
    }
    if (q.storagetypeIds?.length) {
      query = query.where('storagetypeId', 'in', q.storagetypeIds);
      given.push(counted('storagetypeId', q.storagetypeIds));
    }
    if (q.isPart !== undefined) {
      query = query.where('isPart', '=', q.isPart);
      given.push(counted('isPart', [q.isPart]));
    }
    if (q.countryIds?.length) {
      query = query.where('countryId', 'in', q.countryIds);
      given.push(counted('countryId', q.countryIds));
    }
    if (q.parentIds?.length) {
      query = query.where('parentId', 'in', q.parentIds);
      given.push(null);
    }
    if (q.storagetypeCodes?.length) {
      query = query.where('storagetypeCode', 'in', q.storagetypeCodes);
      given.push(counted('storagetypeCode', q.storagetypeCodes));
    }
    if (q.orderIds?.length) {
      query = query.where('orderId', 'in', q.orderIds);
      given.push(null);
    }
    if (q.roomId !== undefined) {
      query = query.where('roomId', '=', q.roomId);
      given.push(counted('roomId', [q.roomId]));
    }
    if (q.roomName !== undefined && q.roomName !== '') {
      query = query.where('roomName', '=', q.roomName);
      given.push(counted('roomName', [q.roomName]));
    }
    if (q.warehouseIds?.length) {
      query = query.where('warehouseId', 'in', q.warehouseIds);
      given.push(counted('warehouseId', q.warehouseIds));
    }
    if (q.ids?.length) {
      query = query.where('id', 'in', q.ids);
      given.push(null);
    }
    if (q.customerType) {
      query = query.where(customerTypeWhere(q.customerType));
      given.push(null);
    }
    const stays = lastStays(q);
    if (stays) {
      query = query.where(sql<boolean>`id IN (${stays})`);
      given.push(null);
    }
    const searched = hasSearch(q.searchTerm);
    if (searched) {
      query = query.where('search', 'like', likePattern(q.searchTerm!));
      given.push(null);
    }
    const direction = q.sortOrder === 'ASC' ? 'asc' : 'desc';
    const rows = query
      .selectAll()
      .orderBy(sql.ref(q.sortBy), direction)
      .$if(q.sortBy !== 'id', (b) => b.orderBy('id', direction))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit)
      .execute();
    const single = given.length === 1 ? given[0] : undefined;
    const total: Promise<ListTotal> = searched
      ? this.searchTotal(query, given.length === 1 ? q.searchTerm! : undefined, scope)
      : (given.length === 0 ? this.total(scope) : single ? this.countedTotal(single, scope) : this.count(query)).then(
          (n) => ({ totalCount: n }),
        );
    const [page, answered] = await Promise.all([rows, total]);
    const results = page.map(toStorageRow);
    // A partner's screens show no warehouse, location or room (spec 2 §6): its answer leaves them out.
    return { results: scope.partnerId === undefined ? results : results.map(storageRowForPartner), ...answered };
  }

  /**
   * A search's total, counted up to the cap: a search alone in the narrow rm.storage_search (its trigram index),
   * with other filters through the query itself.
   */
  private async searchTotal(query: StoragesSelect, alone: string | undefined, scope: StorageScope): Promise<ListTotal> {
    if (alone === undefined) return cappedCount(this.db, query);
    return cappedCount(this.db, narrowMatches(this.db, 'rm.storage_search', alone, { scope: scope.partnerId }));
  }

  /** A single filter's total from rm.storage_counts (kept by triggers on rm.storages). */
  private async countedTotal(f: CountedFilter, scope: StorageScope): Promise<number> {
    let q = this.db
      .selectFrom('rm.storage_counts')
      .select(sql<string>`coalesce(sum(n), 0)`.as('n'))
      .where('column', '=', f.column)
      .where('value', 'in', f.values);
    if (scope.partnerId !== undefined) q = q.where('partnerId', '=', scope.partnerId);
    const r = await q.executeTakeFirstOrThrow();
    return Number(r.n);
  }

  private async count(query: StoragesSelect): Promise<number> {
    const r = await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    return Number(r.n);
  }

  /** The unfiltered total from the per-partner counts the projection keeps (no count of a million rows). */
  private async total(scope: StorageScope): Promise<number> {
    let q = this.db.selectFrom('rm.storage_totals').select(sql<string>`coalesce(sum(n), 0)`.as('n'));
    if (scope.partnerId !== undefined) q = q.where('partnerId', '=', scope.partnerId);
    const r = await q.executeTakeFirstOrThrow();
    return Number(r.n);
  }

  /** POST /api/v1/storages/records/list (spec 1 §7.2). userIds are the storage's users (the record carries them). */
  async listRecords(
    q: StorageRecordsListQuery,
    scope: StorageScope,
  ): Promise<{ results: StorageRecordRow[]; totalCount: number }> {
    if (!isStorageRecordSortable(q.sortBy)) throw refuseSort(q.sortBy);
    let query = this.records(scope);
    if (q.statuses?.length) query = query.where('status', 'in', q.statuses);
    if (q.types?.length) query = query.where('type', 'in', q.types);
    if (q.storageIds?.length) query = query.where('storageId', 'in', q.storageIds);
    if (q.warehouseIds?.length) query = query.where('warehouseId', 'in', q.warehouseIds);
    if (q.locationIds?.length) query = query.where('locationId', 'in', q.locationIds);
    if (q.orderIds?.length) query = query.where('orderId', 'in', q.orderIds);
    if (q.userIds?.length) query = query.where('userId', 'in', q.userIds);
    if (q.countryIds?.length) query = query.where('countryId', 'in', q.countryIds);
    if (hasSearch(q.searchTerm)) query = query.where('search', 'like', likePattern(q.searchTerm));
    const direction = q.sortOrder === 'ASC' ? 'asc' : 'desc';
    const [rows, count] = await Promise.all([
      query
        .selectAll()
        .orderBy(sql.ref(q.sortBy), direction)
        .$if(q.sortBy !== 'id', (b) => b.orderBy('id', direction))
        .limit(q.limit)
        .offset((q.page - 1) * q.limit)
        .execute(),
      query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { results: rows.map(toStorageRecordRow), totalCount: Number(count.n) };
  }

  async get(id: number, scope: StorageScope): Promise<StorageRow | undefined> {
    const row = await this.storages(scope).selectAll().where('id', '=', id).executeTakeFirst();
    return row && toStorageRow(row);
  }

  async getRecord(id: number, scope: StorageScope): Promise<StorageRecordRow | undefined> {
    const row = await this.records(scope).selectAll().where('id', '=', id).executeTakeFirst();
    return row && toStorageRecordRow(row);
  }

  /** GET /api/storages with the generic operators. */
  async find(g: GenericQuery, scope: StorageScope): Promise<GenericPage<StorageRow>> {
    return genericFind(this.storages(scope), g, toStorageRow);
  }

  /** GET /api/storage-records with the generic operators. */
  async findRecords(g: GenericQuery, scope: StorageScope): Promise<GenericPage<StorageRecordRow>> {
    return genericFind(this.records(scope), g, toStorageRecordRow);
  }
}

/**
 * The storages whose last stay matches the check-in, check-out and stored-on filters (the storage analytics count
 * a storage by its last stay, dated by the UTC day of its check-in and check-out); undefined: none given.
 */
const lastStays = (q: StoragesListQuery): RawBuilder<number> | undefined => {
  const inDays = dateRangeToDays(q.checkedInDates);
  const outDays = dateRangeToDays(q.checkedOutDates);
  const conditions: RawBuilder<unknown>[] = [];
  const day = (column: 'from' | 'to') => sql`(s.${sql.ref(column)} AT TIME ZONE 'UTC')::date`;
  if (inDays.from) conditions.push(sql`${day('from')} >= ${inDays.from}::date`);
  if (inDays.to) conditions.push(sql`${day('from')} <= ${inDays.to}::date`);
  if (outDays.from) conditions.push(sql`${day('to')} >= ${outDays.from}::date`);
  if (outDays.to) conditions.push(sql`${day('to')} <= ${outDays.to}::date`);
  if (q.storedOn)
    conditions.push(
      sql`${day('from')} <= ${q.storedOn}::date AND (s."to" IS NULL OR ${day('to')} > ${q.storedOn}::date)`,
    );
  if (conditions.length === 0) return undefined;
  return sql<number>`SELECT s."storageId" FROM (
    SELECT DISTINCT ON ("storageId") "storageId", "from", "to" FROM rm.storage_records ORDER BY "storageId", id DESC
  ) s WHERE s."from" IS NOT NULL AND ${sql.join(conditions, sql` AND `)}`;
};
