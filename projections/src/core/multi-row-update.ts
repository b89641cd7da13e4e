import { sql, type RawBuilder, type Transaction } from 'kysely';
import type { ReadModels } from '../read-models.js';

type Trx = Transaction<ReadModels>;
export type Columns = Record<string, unknown>;

/** About 65,535 parameters a statement at most (PostgreSQL's limit). */
const PARAMETERS = 60_000;

/**
 * The SQL type of each column of a table, read once per process: the VALUES list of a multi-row update carries
 * untyped parameters, which must be cast to the column's type (a text parameter is not assignable to an integer
 * or jsonb column). Tables are made by migrations at start, so their columns do not change under a running process;
 * a column not known yet makes them read again.
 */
const columnTypes = new Map<string, Promise<ReadonlyMap<string, string>>>();

const typesOf = (trx: Trx, table: string): Promise<ReadonlyMap<string, string>> => {
  let types = columnTypes.get(table);
  if (!types) {
    types = sql<{ name: string; type: string }>`
      SELECT a.attname AS name, format_type(a.atttypid, a.atttypmod) AS type
        FROM pg_attribute a
       WHERE a.attrelid = ${table}::regclass AND a.attnum > 0 AND NOT a.attisdropped`
      .execute(trx)
      .then(({ rows }) => new Map(rows.map((r) => [r.name, r.type])));
    columnTypes.set(table, types);
    // A failed read (the table not migrated yet) is not kept: the next batch reads again.
    types.catch(() => columnTypes.delete(table));
  }
  return types;
};

/**
 * Updates many rows of `table` (keyed by `id`) in one statement per set of columns changed, whatever the number of
 * rows: `UPDATE … SET c = v.c FROM (VALUES …) v WHERE t.id = v.id` (issue 13: a batch's cost must not grow by a
 * round trip per row). Each row gets exactly the values it would get from its own `UPDATE … WHERE id = …`.
 * `returning`: columns read back from each updated row, by id.
 */
export const updateRowsById = async (
  trx: Trx,
  table: string,
  rows: readonly (readonly [number, Columns])[],
  returning: readonly string[] = [],
): Promise<Map<number, Columns>> => {
  const out = new Map<number, Columns>();
  if (rows.length === 0) return out;
  const bySet = new Map<string, { columns: string[]; rows: (readonly [number, Columns])[] }>();
  for (const row of rows) {
    const columns = Object.keys(row[1]).sort();
    if (columns.length === 0) continue;
    const key = JSON.stringify(columns);
    const group = bySet.get(key) ?? { columns, rows: [] };
    group.rows.push(row);
    bySet.set(key, group);
  }
  if (bySet.size === 0) return out;
  let types = await typesOf(trx, table);
  if (rows.some(([, set]) => Object.keys(set).some((c) => !types.has(c)))) {
    // A column added since the types were read (a test's or a migration's new table of the same name): read again.
    columnTypes.delete(table);
    types = await typesOf(trx, table);
  }
  const typed = (column: string, value: unknown): RawBuilder<unknown> => {
    const type = types.get(column);
    if (!type) throw new Error(`${table} has no column ${column}`);
    return sql`CAST(${value} AS ${sql.raw(type)})`;
  };
  const back = sql.join([sql`t.id AS "#id"`, ...returning.map((c) => sql`t.${sql.ref(c)}`)]);
  for (const { columns, rows: group } of bySet.values()) {
    const chunk = Math.max(1, Math.floor(PARAMETERS / (columns.length + 1)));
    const names = sql.join([sql.ref('id'), ...columns.map((c) => sql.ref(c))]);
    const sets = sql.join(columns.map((c) => sql`${sql.ref(c)} = v.${sql.ref(c)}`));
    for (let i = 0; i < group.length; i += chunk) {
      const values = sql.join(
        group
          .slice(i, i + chunk)
          .map(([id, set]) => sql`(${sql.join([typed('id', id), ...columns.map((c) => typed(c, set[c]))])})`),
      );
      const result = await sql<Columns>`
        UPDATE ${sql.table(table)} t SET ${sets}
          FROM (VALUES ${values}) AS v(${names})
         WHERE t.id = v.id
        RETURNING ${back}`.execute(trx);
      for (const { ['#id']: id, ...columnsBack } of result.rows) out.set(Number(id), columnsBack);
    }
  }
  return out;
};
