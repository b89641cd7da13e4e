import type { BoxesListQuery, StorageTypesListQuery, WarehousesListQuery } from '@console/contracts';
import type { ReadModels } from '@console/projections';
import { sql, type Kysely } from 'kysely';
import { likePattern } from '../../core/http/generic-find.js';
import { page, type ListPage, type PartnerScope } from '../../core/http/sorted-page.js';
import { storageTypeRows } from './storage-type-rows.js';

const WAREHOUSE_SORTS = [
  'id',
  'name',
  'code',
  'partnerId',
  'cityId',
  'countryId',
  'isActive',
  'locationCount',
  'sizeSqm',
  'createdAt',
  'updatedAt',
];
const BOX_SORTS = ['id', 'code', 'status', 'userId', 'partnerId', 'countryId', 'warehouseId', 'createdAt', 'updatedAt'];
const STORAGE_TYPE_SORTS = [
  'id',
  'code',
  'name',
  'size',
  'consumedSize',
  'length',
  'width',
  'height',
  'inventory',
  'tracking',
  'userId',
  'partnerId',
  'createdAt',
  'updatedAt',
];

const searchable = (term: string | undefined): string | undefined =>
  term !== undefined && term.trim() !== '' ? likePattern(term) : undefined;

export class WarehousesQueries {
  constructor(private readonly db: Kysely<ReadModels>) {}

  /** POST /api/v1/warehouses/list: searchTerm (name, code or id), countryIds, cityIds, isActive; default id ASC. */
  warehouses(q: WarehousesListQuery, scope: PartnerScope): Promise<ListPage<unknown>> {
    let query = this.db.selectFrom('rm.warehouses');
    if (scope.partnerId !== undefined) query = query.where('partnerId', '=', scope.partnerId);
    if (q.countryIds?.length) query = query.where('countryId', 'in', q.countryIds);
    if (q.cityIds?.length) query = query.where('cityId', 'in', q.cityIds);
    if (q.isActive !== undefined) query = query.where('isActive', '=', q.isActive);
    const term = searchable(q.searchTerm);
    if (term) {
      const id = /^\d{1,9}$/.test(q.searchTerm!.trim()) ? Number(q.searchTerm!.trim()) : -1;
      query = query.where(
        sql<boolean>`(lower(name) LIKE ${term} OR lower(coalesce(code, '')) LIKE ${term} OR id = ${id})`,
      );
    }
    return page(query, q, WAREHOUSE_SORTS);
  }

  /** POST /api/v1/boxes/list: searchTerm, userIds, partnerIds, countryIds, warehouseIds, statuses, codes; default id DESC. */
  boxes(q: BoxesListQuery, scope: PartnerScope): Promise<ListPage<unknown>> {
    let query = this.db.selectFrom('rm.boxes');
    if (scope.partnerId !== undefined) query = query.where('partnerId', '=', scope.partnerId);
    if (q.userIds?.length) query = query.where('userId', 'in', q.userIds);
    if (q.partnerIds?.length) query = query.where('partnerId', 'in', q.partnerIds);
    if (q.countryIds?.length) query = query.where('countryId', 'in', q.countryIds);
    if (q.warehouseIds?.length) query = query.where('warehouseId', 'in', q.warehouseIds);
    if (q.statuses?.length) query = query.where('status', 'in', q.statuses);
    if (q.codes?.length) query = query.where('code', 'in', q.codes);
    const term = searchable(q.searchTerm);
    if (term) query = query.where(sql<boolean>`lower(code) LIKE ${term}`);
    return page(query, q, BOX_SORTS);
  }

  /**
   * POST /api/v1/storages/types/list: searchTerm (code, name), userIds, inventory, storageStatuses (types with a
   * storage in one of them), codes, names, partnerIds, countryIds (types offered in any of them); default id DESC.
   * Each row carries storageCount and status (storage-type-rows.ts).
   */
  async storageTypes(q: StorageTypesListQuery, scope: PartnerScope): Promise<ListPage<unknown>> {
    let query = this.db.selectFrom('rm.storage_types');
    if (scope.partnerId !== undefined) query = query.where('partnerId', 'in', [1, scope.partnerId]);
    if (q.userIds?.length) query = query.where('userId', 'in', q.userIds);
    if (q.inventory !== undefined) query = query.where('inventory', '=', q.inventory);
    if (q.codes?.length) query = query.where('code', 'in', q.codes);
    if (q.names?.length) query = query.where('name', 'in', q.names);
    if (q.partnerIds?.length) query = query.where('partnerId', 'in', q.partnerIds);
    if (q.countryIds?.length) query = query.where(sql<boolean>`"countryIds" && ${sql.val(q.countryIds)}::int[]`);
    const term = searchable(q.searchTerm);
    if (term) query = query.where(sql<boolean>`(lower(code) LIKE ${term} OR lower(name) LIKE ${term})`);
    if (q.storageStatuses?.length) {
      query = (await this.hasStorages())
        ? query.where(
            sql<boolean>`EXISTS (SELECT 1 FROM rm.storages s WHERE s."storagetypeId" = rm.storage_types.id AND s.status IN (${sql.join(q.storageStatuses)}))`,
          )
        : query.where(sql<boolean>`false`);
    }
    const result = await page<'rm.storage_types', Record<string, unknown>>(query, q, STORAGE_TYPE_SORTS);
    return { ...result, results: await storageTypeRows(this.db, result.results) };
  }

  /** The storages read model is the STORAGES context's; the storage type list works before it exists. */
  private async hasStorages(): Promise<boolean> {
    const r = await sql<{ t: string | null }>`SELECT to_regclass('rm.storages')::text AS t`.execute(this.db);
    return r.rows[0]?.t != null;
  }
}
