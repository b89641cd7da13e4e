import {
  customerSearchWords,
  dateRangeToInstants,
  USER_SORTABLE,
  validationError,
  type UserRow,
  type UsersListQuery,
} from '@console/contracts';
import { ledgerCreditOf, type ReadModels } from '@console/projections';
import { sql, type Kysely, type SelectQueryBuilder, type Selectable } from 'kysely';
import type { UsersTable } from '@console/projections';
import { DomainException } from '../core/domain.exception.js';
import type { GenericField, GenericPage, GenericQuery } from '../core/http/generic-query.js';
import { genericFind, likePattern } from '../core/http/generic-find.js';

/** What the caller may see: a partner user only its own partner's customers (spec 3 §2, ARCHITECTURE §6). */
export interface UserScope {
  readonly partnerId?: number;
}

type UsersSelect = SelectQueryBuilder<ReadModels, 'rm.users', object>;

export const toUserRow = (r: Selectable<UsersTable>): UserRow => {
  const { partnerName, countryName, assigneeName, search: _search, tagIds, ...rest } = r;
  return {
    ...rest,
    credits: Number(r.credits),
    deposits: Number(r.deposits),
    storageRate: r.storageRate === null ? null : Number(r.storageRate),
    type: r.type as UserRow['type'],
    status: r.status as UserRow['status'],
    persona: r.persona as UserRow['persona'],
    gender: r.gender as UserRow['gender'],
    language: r.language as UserRow['language'],
    documents: r.documents as UserRow['documents'],
    currentStatus: r.currentStatus as UserRow['currentStatus'],
    tags: r.tags.map((name, i) => ({ id: tagIds[i] ?? null, name })),
    partner: { id: r.partnerId, name: partnerName },
    country: { name: countryName },
    assignee: r.assigneeId === null ? null : { id: r.assigneeId, name: assigneeName },
    heldAt: r.heldAt === null ? null : new Date(r.heldAt).toISOString(),
    createdAt: new Date(r.createdAt).toISOString(),
    updatedAt: new Date(r.updatedAt).toISOString(),
  };
};

/** Fields of the generic GET /api/users (ARCHITECTURE §6): every column a screen filters or sorts on. */
export const USER_GENERIC_FIELDS: Readonly<Record<string, GenericField>> = {
  id: { column: 'id', type: 'number' },
  type: { column: 'type', type: 'string' },
  name: { column: 'name', type: 'string' },
  email: { column: 'email', type: 'string' },
  phone: { column: 'phone', type: 'string' },
  status: { column: 'status', type: 'string' },
  partnerId: { column: 'partnerId', type: 'number' },
  countryId: { column: 'countryId', type: 'number' },
  assigneeId: { column: 'assigneeId', type: 'number' },
  credits: { column: 'credits', type: 'money' },
  deposits: { column: 'deposits', type: 'money' },
  language: { column: 'language', type: 'string' },
  source: { column: 'source', type: 'string' },
  persona: { column: 'persona', type: 'string' },
  createdAt: { column: 'createdAt', type: 'date' },
  updatedAt: { column: 'updatedAt', type: 'date' },
};

export class UsersQueries {
  constructor(private readonly db: Kysely<ReadModels>) {}

  private scoped(scope: UserScope): UsersSelect {
    const base = this.db.selectFrom('rm.users');
    return scope.partnerId === undefined ? base : base.where('partnerId', '=', scope.partnerId);
  }

  /** POST /api/v1/users/list with every filter of spec 1 §7.2. */
  async list(q: UsersListQuery, scope: UserScope): Promise<{ results: UserRow[]; totalCount: number }> {
    if (!(USER_SORTABLE as readonly string[]).includes(q.sortBy)) {
      throw new DomainException(validationError([{ path: 'sortBy', message: `cannot sort by ${q.sortBy}` }]));
    }
    let query = this.scoped(scope);
    if (q.userTypes?.length) query = query.where('type', 'in', q.userTypes);
    if (q.excludeUserTypes?.length) query = query.where('type', 'not in', q.excludeUserTypes);
    if (q.statuses?.length) query = query.where('status', 'in', q.statuses);
    if (q.partnerIds?.length) query = query.where('partnerId', 'in', q.partnerIds);
    if (q.countryIds?.length) query = query.where('countryId', 'in', q.countryIds);
    if (q.assigneeIds?.length) query = query.where('assigneeId', 'in', q.assigneeIds);
    if (q.ids?.length) query = query.where('id', 'in', q.ids);
    if (q.tagsOr?.length) query = query.where(sql<boolean>`tags && ${sql.val(q.tagsOr)}::text[]`);
    if (q.tagsAnd?.length) query = query.where(sql<boolean>`tags @> ${sql.val(q.tagsAnd)}::text[]`);
    if (q.userRoles?.length) query = query.where(sql<boolean>`roles && ${sql.val(q.userRoles)}::text[]`);
    if (q.source !== undefined && q.source !== '') query = query.where('source', '=', q.source);
    // Each word anywhere in the haystack (issue 31 §7): "Mei 4012" and a picker's whole label find the customer.
    for (const word of customerSearchWords(q.searchTerm ?? ''))
      query = query.where('search', 'like', likePattern(word));
    const created = dateRangeToInstants(q.createdDateRange);
    if (created.from) query = query.where('createdAt', '>=', new Date(created.from));
    if (created.to) query = query.where('createdAt', '<=', new Date(created.to));
    const direction = q.sortOrder === 'ASC' ? 'asc' : 'desc';
    const [rows, count] = await Promise.all([
      query
        .selectAll()
        .orderBy(q.sortBy === 'credits' ? ledgerCreditOf(sql.ref('rm.users.id')) : sql.ref(q.sortBy), direction)
        .orderBy('id', direction)
        .limit(q.limit)
        .offset((q.page - 1) * q.limit)
        .execute(),
      query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { results: await this.withLedgerCredits(rows.map(toUserRow)), totalCount: Number(count.n) };
  }

  /** GET /api/users with the generic operators. */
  async find(g: GenericQuery, scope: UserScope, base?: (q: UsersSelect) => UsersSelect): Promise<GenericPage<UserRow>> {
    const page = await genericFind(base ? base(this.scoped(scope)) : this.scoped(scope), g, toUserRow);
    return { ...page, data: await this.withLedgerCredits(page.data) };
  }

  async get(id: number, scope: UserScope): Promise<UserRow | undefined> {
    const row = await this.scoped(scope).selectAll().where('id', '=', id).executeTakeFirst();
    return row && (await this.withLedgerCredits([toUserRow(row)]))[0];
  }

  /**
   * A customer's credits are the ledger's customer_credit balance (issue 30 §3: money a customer holds with us is
   * in the ledger, or nowhere), read for the rows of the page: the same figure as the Billing card and the ledger.
   */
  private async withLedgerCredits(rows: readonly UserRow[]): Promise<UserRow[]> {
    if (rows.length === 0) return [];
    const found = await sql<{ userId: number; credits: string }>`
      SELECT id AS "userId", ${ledgerCreditOf(sql.ref('id'))} AS credits
        FROM unnest(${sql.val(rows.map((r) => r.id))}::int[]) AS id`.execute(this.db);
    const credits = new Map(found.rows.map((r) => [r.userId, Number(r.credits)]));
    return rows.map((r) => ({ ...r, credits: credits.get(r.id) ?? 0 }));
  }
}
