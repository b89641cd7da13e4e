import { sql, type Transaction } from 'kysely';
import type { ReadModels } from '../read-models.js';
import { updateRowsById } from './multi-row-update.js';
import type { RefKeys, RefNames, RefRows } from './ref-names.js';

type Trx = Transaction<ReadModels>;
export type Columns = Record<string, unknown>;

/** What a batch does to one row: insert it (`value`: what the projection folds a new row in), change it, delete it. */
export type PendingRow<I> =
  | { readonly kind: 'insert'; readonly value: I }
  | { readonly kind: 'update'; readonly columns: Columns }
  | { readonly kind: 'delete' };

/**
 * One table's rows as a batch of events leaves them, gathered per row id before anything is written: a row created
 * and worked in one batch is one insert, a row changed ten times one update (ARCHITECTURE §5: a rebuild is mostly
 * such runs). Written by `writeRows`.
 */
export class RowBatch<I = Columns> {
  private readonly rows = new Map<number, PendingRow<I>>();

  get size(): number {
    return this.rows.size;
  }

  get(id: number): PendingRow<I> | undefined {
    return this.rows.get(id);
  }

  entries(): IterableIterator<[number, PendingRow<I>]> {
    return this.rows.entries();
  }

  /** A new row (replaces whatever the batch had for it). */
  insert(id: number, value: I): void {
    this.rows.set(id, { kind: 'insert', value });
  }

  /**
   * Changes `columns` of a row: merged into an update of a stored row; a row inserted in this batch is folded by
   * `fold` instead (by default the columns are its columns), and deleted when the fold gives null; nothing after a
   * deletion.
   */
  update(id: number, columns: Columns, fold?: (value: I) => I | null): void {
    const current = this.rows.get(id);
    if (current?.kind === 'delete') return;
    if (current?.kind === 'insert') {
      const next = fold ? fold(current.value) : ({ ...(current.value as Columns), ...columns } as I);
      this.rows.set(id, next === null ? { kind: 'delete' } : { kind: 'insert', value: next });
      return;
    }
    this.rows.set(id, { kind: 'update', columns: { ...(current?.columns ?? {}), ...columns } });
  }

  delete(id: number): void {
    this.rows.set(id, { kind: 'delete' });
  }

  clear(): void {
    this.rows.clear();
  }
}

export interface RowTable<I> {
  readonly table: string;
  /** The row's columns from what the batch folded (JSON columns as JSON text ...). */
  readonly insertColumns: (id: number, value: I) => Columns;
  /** An update's columns as the table takes them; as they are by default. */
  readonly updateColumns?: (id: number, columns: Columns) => Columns;
  /** Name columns copied from the projection's names, for the key columns a row sets. */
  readonly names?: RefNames<string, string>;
  /** Last touch of every row written, with the names read (a column computed from a copied name). */
  readonly finish?: (columns: Columns, refs: RefRows<string>) => Columns;
  /** An insert of a row already stored changes these columns (the default: keeps the stored row). */
  readonly conflictUpdates?: readonly string[];
  /** Columns returned by the inserts, updates and deletes (counts kept from the rows written). */
  readonly returning?: readonly string[];
}

export interface Written {
  readonly inserted: Columns[];
  readonly updated: Map<number, Columns>;
  readonly deleted: Columns[];
}

/** About 65,535 parameters a statement at most (PostgreSQL's limit). */
const PARAMETERS = 60_000;

/**
 * Writes a batch: the names every row needs in one read, the new rows in multi-row inserts (as many a statement as
 * the parameter limit lets), the changed rows in one multi-row update per set of columns changed, the deletions in
 * one statement. Empties the batch.
 */
export const writeRows = async <I>(trx: Trx, batch: RowBatch<I>, table: RowTable<I>): Promise<Written> => {
  const written: Written = { inserted: [], updated: new Map(), deleted: [] };
  if (batch.size === 0) return written;
  const inserts: Columns[] = [];
  const updates: [number, Columns][] = [];
  const deletes: number[] = [];
  for (const [id, p] of batch.entries()) {
    if (p.kind === 'insert') inserts.push(table.insertColumns(id, p.value));
    else if (p.kind === 'update')
      updates.push([id, table.updateColumns ? table.updateColumns(id, p.columns) : p.columns]);
    else deletes.push(id);
  }
  batch.clear();
  const refs = table.names
    ? await readNames(trx, table.names, table.table, [...inserts, ...updates.map(([, c]) => c)])
    : new Map();
  const complete = (columns: Columns): Columns => {
    const named = table.names ? { ...columns, ...table.names.columnsFor(table.table, columns, refs) } : columns;
    return table.finish ? table.finish(named, refs) : named;
  };
  const returning = table.returning?.length
    ? sql` RETURNING ${sql.join(table.returning.map((c) => sql.ref(c)))}`
    : sql``;

  const rows = inserts.map(complete);
  const columns = [...new Set(rows.flatMap((r) => Object.keys(r)))];
  const chunk = Math.max(1, Math.floor(PARAMETERS / Math.max(1, columns.length)));
  const conflict = table.conflictUpdates?.length
    ? sql`DO UPDATE SET ${sql.join(table.conflictUpdates.map((c) => sql`${sql.ref(c)} = EXCLUDED.${sql.ref(c)}`))}`
    : sql`DO NOTHING`;
  for (let i = 0; i < rows.length; i += chunk) {
    // A column a row does not set takes the table's default, as in a one-row insert of that row.
    const values = rows
      .slice(i, i + chunk)
      .map((r) => sql`(${sql.join(columns.map((c) => (c in r ? sql.val(r[c]) : sql`DEFAULT`)))})`);
    const result = await sql<Columns>`
      INSERT INTO ${sql.table(table.table)} (${sql.join(columns.map((c) => sql.ref(c)))}) VALUES ${sql.join(values)}
      ON CONFLICT (id) ${conflict}${returning}`.execute(trx);
    written.inserted.push(...result.rows);
  }
  // The changed rows in one statement per set of columns changed, not one per row (multi-row-update.ts).
  const changed = await updateRowsById(
    trx,
    table.table,
    updates.map(([id, columns]) => [id, complete(columns)] as const),
    table.returning ?? [],
  );
  if (table.returning?.length) for (const [id, after] of changed) written.updated.set(id, after);
  if (deletes.length > 0) {
    const result =
      await sql<Columns>`DELETE FROM ${sql.table(table.table)} WHERE id = ANY(${sql.val(deletes)}::int[])${returning}`.execute(
        trx,
      );
    written.deleted.push(...result.rows);
  }
  return written;
};

const readNames = async (
  trx: Trx,
  names: RefNames<string, string>,
  table: string,
  rows: readonly Columns[],
): Promise<RefRows<string>> => {
  const keys: RefKeys = new Set();
  for (const r of rows) names.want(table, r, keys);
  return keys.size > 0 ? names.read(trx, keys) : new Map();
};
