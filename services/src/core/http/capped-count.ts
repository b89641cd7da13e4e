import { SEARCH_COUNT_CAP } from '@console/contracts';
import type { ReadModels } from '@console/projections';
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';

/** A list's total as the answer carries it: exact, or SEARCH_COUNT_CAP with `totalCountCapped`. */
export interface ListTotal {
  readonly totalCount: number;
  readonly totalCountCapped?: boolean;
}

/**
 * Counts a search's matching rows up to the cap (SEARCH_COUNT_CAP; tests give a small one): the rows are read only until one more than the cap is
 * found, so a term matching a tenth of a million rows costs what ten thousand do.
 */
export const cappedCount = async <T extends keyof ReadModels & string>(
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
