import { validationError } from '@console/contracts';
import type { ReadModels } from '@console/projections';
import { sql, type SelectQueryBuilder } from 'kysely';
import { DomainException } from '../domain.exception.js';

/** What the caller may see: a partner user only its partner's rows (storage types: also partner 1's). */
export interface PartnerScope {
  readonly partnerId?: number;
}

export interface ListPage<Row> {
  readonly results: Row[];
  readonly totalCount: number;
}

const sortable = (allowed: readonly string[], sortBy: string): string => {
  if (!allowed.includes(sortBy))
    throw new DomainException(validationError([{ path: 'sortBy', message: `cannot sort by ${sortBy}` }]));
  return sortBy;
};

/** One page, sorted by the chosen column then id, with the count of all matches. */
export const page = async <TB extends keyof ReadModels, Row>(
  query: SelectQueryBuilder<ReadModels, TB, object>,
  q: { limit: number; page: number; sortBy: string; sortOrder: 'ASC' | 'DESC' },
  allowed: readonly string[],
  map: (r: Record<string, unknown>) => Row = (r) => r as Row,
): Promise<ListPage<Row>> => {
  const by = sortable(allowed, q.sortBy);
  const direction = q.sortOrder === 'ASC' ? 'asc' : 'desc';
  const [rows, count] = await Promise.all([
    query
      .selectAll()
      .orderBy(sql.ref(by), direction)
      .orderBy(sql.ref('id'), direction)
      .limit(q.limit)
      .offset((q.page - 1) * q.limit)
      .execute(),
    query.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { results: (rows as Record<string, unknown>[]).map(map), totalCount: Number(count.n) };
};
