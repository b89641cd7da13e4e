import type { ReadModels } from '@console/projections';
import { sql, type Kysely } from 'kysely';
import type { GenericFilter } from '../core/http/generic-query.js';

const DAY_MS = 86_400_000;
const startOfDay = (ms: number) => Math.floor(ms / DAY_MS) * DAY_MS;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The total of a /revisions filter without counting millions of rows: when the filters are only a model and a
 * createdAt range, whole UTC days inside the range come from rm.revision_counts and only the partial days at its
 * two ends are counted row by row (an index range). Undefined: the filters need an exact count.
 */
export const countRevisionsFast = async (
  db: Kysely<ReadModels>,
  filters: readonly GenericFilter[],
): Promise<number | undefined> => {
  let model: string | undefined;
  let lo = -8.64e15;
  let hi = 8.64e15;
  for (const f of filters) {
    if (f.column === 'model' && f.op === '$eq' && typeof f.value === 'string') model = f.value;
    else if (f.column === 'createdAt' && typeof f.value === 'string' && ['$gte', '$gt', '$lte', '$lt'].includes(f.op)) {
      const t = Date.parse(f.value);
      if (f.op === '$gte') lo = Math.max(lo, t);
      else if (f.op === '$gt') lo = Math.max(lo, t + 1);
      else if (f.op === '$lte') hi = Math.min(hi, t);
      else hi = Math.min(hi, t - 1);
    } else return undefined;
  }
  if (lo > hi) return 0;
  const firstFull = lo === startOfDay(lo) ? startOfDay(lo) : startOfDay(lo) + DAY_MS;
  const lastFullEnd = hi === startOfDay(hi) + DAY_MS - 1 ? hi + 1 : startOfDay(hi);
  const exact = async (from: number, to: number): Promise<number> => {
    if (from > to) return 0;
    let q = db.selectFrom('rm.revisions').select((eb) => eb.fn.countAll<number>().as('n'));
    if (model !== undefined) q = q.where('model', '=', model);
    if (from > -8.64e15) q = q.where('createdAt', '>=', new Date(from));
    if (to < 8.64e15) q = q.where('createdAt', '<=', new Date(to));
    return Number((await q.executeTakeFirstOrThrow()).n);
  };
  if (firstFull >= lastFullEnd) return exact(lo, hi);
  let days = db.selectFrom('rm.revision_counts').select(sql<number>`coalesce(sum(n), 0)::bigint`.as('n'));
  if (model !== undefined) days = days.where('model', '=', model);
  if (firstFull > -8.64e15) days = days.where('day', '>=', dayOf(firstFull));
  if (lastFullEnd < 8.64e15) days = days.where('day', '<', dayOf(lastFullEnd));
  const [whole, head, tail] = await Promise.all([
    days.executeTakeFirstOrThrow(),
    lo > -8.64e15 ? exact(lo, firstFull - 1) : Promise.resolve(0),
    hi < 8.64e15 ? exact(lastFullEnd, hi) : Promise.resolve(0),
  ]);
  return Number(whole.n) + head + tail;
};
