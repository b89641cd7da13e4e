import { sql, type RawBuilder } from 'kysely';

type Row = Readonly<Record<string, unknown>>;

/** Rows a statement carries at most: a batch's rows in one parameter of a few megabytes. */
export const JSON_ROWS_CHUNK = 5_000;

/**
 * `INSERT INTO table (columns) SELECT columns FROM json_populate_recordset(NULL::table, $1)`: rows that set the same
 * columns, sent as one JSON parameter that PostgreSQL unpacks over the table's row type, not as a VALUES list of one
 * parameter per cell. A batch of a thousand charges is 25,000 cells: building, binding and parsing them one by one
 * was the projector's main cost in Node (and its garbage), while one JSON.stringify is native and PostgreSQL reads
 * the text in C. Each value reaches its column through the column type's input function, as a text parameter does;
 * a jsonb column takes the value as JSON (pass the object, not its text). A row must not leave out a listed column:
 * it would be NULL, not the column's default.
 */
export const jsonInsert = (
  table: string,
  columns: readonly string[],
  rows: readonly Row[],
  onConflict: RawBuilder<unknown> = sql``,
): RawBuilder<unknown> => {
  const list = sql.join(columns.map((c) => sql.ref(c)));
  // A key that is no column is ignored; one that is a column but not listed is read and left out.
  const text = JSON.stringify(rows);
  return sql`INSERT INTO ${sql.table(table)} (${list})
    SELECT ${list} FROM json_populate_recordset(NULL::${sql.table(table)}, ${text}::json) ${onConflict}`;
};

/** `ON CONFLICT (keys) DO UPDATE SET c = EXCLUDED.c` for each of `updated`. */
export const updateOnConflict = (keys: readonly string[], updated: readonly string[]): RawBuilder<unknown> =>
  sql`ON CONFLICT (${sql.join(keys.map((k) => sql.ref(k)))}) DO UPDATE SET ${sql.join(
    updated.map((c) => sql`${sql.ref(c)} = EXCLUDED.${sql.ref(c)}`),
  )}`;

/** Splits rows into statements of at most JSON_ROWS_CHUNK rows. */
export const jsonChunks = <T>(rows: readonly T[]): T[][] => {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += JSON_ROWS_CHUNK) out.push(rows.slice(i, i + JSON_ROWS_CHUNK));
  return out;
};
