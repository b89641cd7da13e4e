import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { GenericFilter } from './generic-query.js';

/** One generic filter as a SQL condition on a (quoted) column; null compares with IS / IS NOT. */
export const genericCondition = (f: GenericFilter): RawBuilder<SqlBool> => {
  const col = sql.ref(f.column);
  const v = f.value;
  if (f.array) return arrayCondition(f, col);
  // A key of a jsonb object of texts: its text equals the value (no key: no row).
  if (f.key !== undefined) return sql<SqlBool>`${col} ->> ${f.key} = ${v}`;
  switch (f.op) {
    case '$eq':
      return v === null ? sql<SqlBool>`${col} IS NULL` : sql<SqlBool>`${col} = ${v}`;
    case '$ne':
      return v === null ? sql<SqlBool>`${col} IS NOT NULL` : sql<SqlBool>`${col} IS DISTINCT FROM ${v}`;
    case '$gt':
      return sql<SqlBool>`${col} > ${v}`;
    case '$gte':
      return sql<SqlBool>`${col} >= ${v}`;
    case '$lt':
      return sql<SqlBool>`${col} < ${v}`;
    case '$lte':
      return sql<SqlBool>`${col} <= ${v}`;
    case '$in':
    case '$nin': {
      const list = Array.isArray(v) ? v : [v];
      if (list.length === 0) return f.op === '$in' ? sql<SqlBool>`false` : sql<SqlBool>`true`;
      const values = sql.join(list.map((x) => sql`${x}`));
      return f.op === '$in' ? sql<SqlBool>`${col} IN (${values})` : sql<SqlBool>`${col} NOT IN (${values})`;
    }
  }
};

/**
 * An integer[] column: `$eq` the rows holding the value, `$in` those holding any of the values (the array overlap,
 * which a GIN index on the column serves); parseGenericQuery gives such a column no other operator. A null holds
 * nothing: no row.
 */
const arrayCondition = (f: GenericFilter, col: RawBuilder<unknown>): RawBuilder<SqlBool> => {
  const ids = (Array.isArray(f.value) ? f.value : [f.value]).filter((x): x is number => typeof x === 'number');
  if (ids.length === 0 || (f.op !== '$eq' && f.op !== '$in')) return sql<SqlBool>`false`;
  return sql<SqlBool>`${col} && ${sql.val(ids)}::integer[]`;
};
