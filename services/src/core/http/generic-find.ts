import type { ReadModels } from '@console/projections';
import { sql, type Selectable, type SelectQueryBuilder } from 'kysely';
import type { GenericPage, GenericQuery } from './generic-query.js';
import { genericCondition } from './generic-where.js';

/** `%term%` for LIKE on a lower-cased haystack, with LIKE's own characters taken literally. */
export const likePattern = (term: string): string =>
  `%${term
    .trim()
    .toLowerCase()
    .replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

type SearchableTable =
  | 'rm.users'
  | 'rm.orders'
  | 'rm.storages'
  | 'rm.storage_records'
  | 'rm.charges'
  | 'rm.invoices'
  | 'rm.payments'
  | 'rm.cards';

/**
 * The generic find (ARCHITECTURE §6) over one read-model table with a trigram-indexed `search` column: the
 * filters, `q`, the sort, one page and the total, in two queries run side by side.
 */
export const genericFind = async <TB extends SearchableTable, Out>(
  base: SelectQueryBuilder<ReadModels, TB, object>,
  g: GenericQuery,
  map: (row: Selectable<ReadModels[TB]>) => Out,
): Promise<GenericPage<Out>> => {
  let query = base;
  for (const f of g.filters) query = query.where(genericCondition(f));
  if (g.q) query = query.where(sql<boolean>`search LIKE ${likePattern(g.q)}`);
  let page = query.selectAll();
  for (const s of g.sort) page = page.orderBy(sql.ref(s.column), s.direction);
  const [rows, count] = await Promise.all([
    g.limit === 0 ? Promise.resolve([]) : page.limit(g.limit).offset(g.skip).execute(),
    query.select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    total: Number(count.n),
    limit: g.limit,
    skip: g.skip,
    // selectAll() over a table chosen by a type parameter is kysely's unresolved generic; it is that table's row.
    data: (rows as unknown as Selectable<ReadModels[TB]>[]).map(map),
  };
};
