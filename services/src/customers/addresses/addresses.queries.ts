import { ADDRESS_SORTABLE, dateRangeToInstants, type AddressesListQuery } from '@console/contracts';
import { ADDRESS_SEARCH_EXPRESSION, type ReadModels } from '@console/projections';
import { sql, type Kysely } from 'kysely';
import { likePattern } from '../../core/http/generic-find.js';
import { page, type ListPage, type PartnerScope } from '../../core/http/sorted-page.js';

const SEARCH = sql.raw(ADDRESS_SEARCH_EXPRESSION);

export class AddressesQueries {
  constructor(private readonly db: Kysely<ReadModels>) {}

  /**
   * POST /api/v1/addresses/list (spec 1 §7.2): searchTerm (id, name, line 1, area, customer, city), partnerIds,
   * userIds, cityIds, countryIds, createdDateRange; default id DESC. A partner user sees its partner's rows only.
   */
  list(q: AddressesListQuery, scope: PartnerScope): Promise<ListPage<unknown>> {
    let query = this.db.selectFrom('rm.addresses');
    if (scope.partnerId !== undefined) query = query.where('partnerId', '=', scope.partnerId);
    if (q.partnerIds?.length) query = query.where('partnerId', 'in', q.partnerIds);
    if (q.userIds?.length) query = query.where('userId', 'in', q.userIds);
    if (q.cityIds?.length) query = query.where('cityId', 'in', q.cityIds);
    if (q.countryIds?.length) query = query.where('countryId', 'in', q.countryIds);
    const created = dateRangeToInstants(q.createdDateRange);
    if (created.from) query = query.where('createdAt', '>=', new Date(created.from));
    if (created.to) query = query.where('createdAt', '<=', new Date(created.to));
    if (q.searchTerm !== undefined && q.searchTerm.trim() !== '')
      query = query.where(sql<boolean>`${SEARCH} LIKE ${likePattern(q.searchTerm)}`);
    return page(query, q, ADDRESS_SORTABLE);
  }
}
