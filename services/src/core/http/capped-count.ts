import { SEARCH_COUNT_CAP } from '@console/contracts';
import type { ReadModels } from '@console/projections';
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import { likePattern } from './generic-find.js';

/** A list's total as the answer carries it: exact, or SEARCH_COUNT_CAP with `totalCountCapped`. */
export interface ListTotal {
  readonly totalCount: number;
  readonly totalCountCapped?: boolean;
}

/**
 * Counts a search's matching rows up to the cap (SEARCH_COUNT_CAP; tests give a small one): the rows are read only until one more than the cap is
 * found, so a term matching a tenth of a million rows costs what ten thousand do.
 */
export const cappedCount = async <T extends Extract<keyof ReadModels, string>>(
  db: Kysely<ReadModels>,
  query: SelectQueryBuilder<ReadModels, T, object>,
  cap: number = SEARCH_COUNT_CAP,
): Promise<ListTotal> => {
  const matches = query.select(sql<number>`1`.as('one')).limit(cap + 1);
  const r = await db
    .selectFrom(matches.as('m'))
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  const n = Number(r.n);
  return n > cap ? { totalCount: cap, totalCountCapped: true } : { totalCount: n };
};

/** The narrow search tables (projections' createNarrowSearchTable): id, partnerId, search text, and more. */
type NarrowSearchTable = 'rm.storage_search' | 'rm.request_search' | 'rm.order_search';

/**
 * The rows of a narrow search table whose text holds the term (its trigram index), within the caller's partner
 * (`scope`, a partner user's own) and the partners asked for.
 */
export const narrowMatches = (
  db: Kysely<ReadModels>,
  table: NarrowSearchTable,
  term: string,
  partners: { readonly scope?: number; readonly asked?: readonly number[] },
) => {
  let q = db.selectFrom(table).where('search', 'like', likePattern(term));
  if (partners.scope !== undefined) q = q.where('partnerId', '=', partners.scope);
  if (partners.asked?.length) q = q.where('partnerId', 'in', [...partners.asked]);
  return q;
};
