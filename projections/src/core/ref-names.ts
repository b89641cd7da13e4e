import type { RecordedEvent } from '@console/contracts';
import { sql, type RawBuilder, type Transaction } from 'kysely';
import type { ReadModels } from '../read-models.js';

/**
 * The names of the records a projection's rows refer to (a customer's name, a partner's, a storage type's code ...),
 * kept by the projection itself in its own cache table (`rm.order_refs`: kind, id and one column per field) so that
 * it never reads another projection's tables: a rebuild of it alone gives the live rows (ARCHITECTURE §5). The rows
 * copy the names into their own columns, and the copies follow when the record is renamed.
 */

/** The field values an event gives for one record; a field left out keeps the value it had. */
export type RefValues<F extends string> = Readonly<Partial<Record<F, unknown>>>;

/** An event that names a record, and how to read the record's id and field values from it. */
export interface RefSource<K extends string, F extends string> {
  readonly types: readonly string[];
  readonly kind: K;
  /** The record and the values this event gives, or undefined when it gives none. */
  read(data: unknown): { readonly id: number; readonly values: RefValues<F> } | undefined;
}

/** Where a read model's rows copy a record's fields: the key column naming it, and column ← field. */
export interface RefCopy<K extends string, F extends string> {
  readonly table: string;
  readonly key: string;
  readonly kind: K;
  readonly columns: Readonly<Record<string, F>>;
  /**
   * Columns computed from the copied ones when a rename reaches a stored row (`t` is the row, `r` the cache row);
   * rows written by the projection compute them themselves.
   */
  readonly derived?: Readonly<Record<string, (field: (f: F) => RawBuilder<unknown>) => RawBuilder<unknown>>>;
}

export interface RefNamesSpec<K extends string, F extends string> {
  /** The projection's own cache table, listed in its `tables` so a rebuild starts it empty. */
  readonly table: string;
  readonly fields: readonly F[];
  /** A field's value when the record is not known (the table's default for it); null when not given. */
  readonly defaults?: RefValues<F>;
  readonly sources: readonly RefSource<K, F>[];
  readonly copies: readonly RefCopy<K, F>[];
}

/** The cache rows one read found, by `kind:id`. */
export type RefRows<F extends string> = ReadonlyMap<string, Readonly<Record<F, unknown>>>;

/** The records a batch of rows needs, by `kind:id`. */
export type RefKeys = Set<string>;

type Trx = Transaction<ReadModels>;

const refKey = (kind: string, id: number): string => `${kind}:${id}`;

/** About 65,535 parameters a statement at most (PostgreSQL's limit). */
const PARAMETERS = 60_000;
/** Records whose copies one statement follows at most. */
const FOLLOW_CHUNK = 10_000;

/** One record's newly given fields. */
type RefChange<K extends string> = { readonly kind: K; readonly id: number; readonly values: Record<string, unknown> };

/**
 * The names one batch of events gives, merged per record in event order (a registration then a rename is one
 * record with the last name), written at once by `write`: the same cache and copies as writing each event in turn.
 */
export class RefChanges<K extends string, F extends string> {
  private readonly byKey = new Map<string, { kind: K; id: number; values: Record<string, unknown> }>();

  constructor(private readonly names: RefNames<K, F>) {}

  /** Notes what `e` says of the names of records (nothing when it names none of this projection's). */
  note(e: RecordedEvent): void {
    for (const source of this.names.sourcesOf(e.type)) {
      const read = source.read(e.data);
      if (!read) continue;
      const given = Object.entries(read.values).filter(([, v]) => v !== undefined);
      if (given.length === 0) continue;
      const key = refKey(source.kind, read.id);
      const known = this.byKey.get(key);
      if (known) Object.assign(known.values, Object.fromEntries(given));
      else this.byKey.set(key, { kind: source.kind, id: read.id, values: Object.fromEntries(given) });
    }
  }

  /** Writes the noted names into the cache, then into the stored rows that copy them; starts empty again. */
  async write(trx: Trx): Promise<void> {
    if (this.byKey.size === 0) return;
    const changes = [...this.byKey.values()];
    this.byKey.clear();
    await this.names.store(trx, changes);
  }
}

export class RefNames<K extends string, F extends string> {
  /** Every event type that names a record (for the projection's `handles`). */
  readonly handles: readonly string[];
  private readonly sources = new Map<string, RefSource<K, F>[]>();

  constructor(readonly spec: RefNamesSpec<K, F>) {
    for (const s of spec.sources) for (const t of s.types) this.sources.set(t, [...(this.sources.get(t) ?? []), s]);
    this.handles = [...this.sources.keys()];
  }

  /** Whether `e` gives a name (or another copied field) of a record this projection copies. */
  gives(e: RecordedEvent): boolean {
    return this.sourcesOf(e.type).some((source) => {
      const read = source.read(e.data);
      return read !== undefined && Object.values(read.values).some((v) => v !== undefined);
    });
  }

  /**
   * A projection's `concerns` (core/projection.ts): its own event types always; an event it handles only for the
   * names only when it gives one (a customer's new phone number is nothing to the orders' copied name).
   */
  concernsWith(own: readonly string[]): (e: RecordedEvent) => boolean {
    const mine = new Set(own);
    return (e) => mine.has(e.type) || this.gives(e);
  }

  /** The sources an event of `type` is (one event may name records of several kinds). */
  sourcesOf(type: string): readonly RefSource<K, F>[] {
    return this.sources.get(type) ?? [];
  }

  /** An empty set of changes for one batch. */
  changes(): RefChanges<K, F> {
    return new RefChanges(this);
  }

  /** Notes and writes `events` at once (for a projection that applies its rows one event at a time). */
  async apply(trx: Trx, events: readonly RecordedEvent[]): Promise<void> {
    const changes = this.changes();
    for (const e of events) changes.note(e);
    await changes.write(trx);
  }

  /** Adds to `into` the records named by the key columns of `table` present in `columns`. */
  want(table: string, columns: Readonly<Record<string, unknown>>, into: RefKeys): void {
    for (const copy of this.spec.copies) {
      if (copy.table !== table) continue;
      const id = columns[copy.key];
      if (typeof id === 'number') into.add(refKey(copy.kind, id));
    }
  }

  /** Reads the cache rows of `keys` in one statement (a live event's few names are one round trip). */
  async read(trx: Trx, keys: ReadonlySet<string>): Promise<RefRows<F>> {
    const rows = new Map<string, Record<F, unknown>>();
    if (keys.size === 0) return rows;
    const kinds: string[] = [];
    const ids: number[] = [];
    for (const k of keys) {
      const at = k.indexOf(':');
      kinds.push(k.slice(0, at));
      ids.push(Number(k.slice(at + 1)));
    }
    const fields = sql.join(this.spec.fields.map((f) => sql`r.${sql.ref(f)}`));
    const found = await sql<Record<F | 'id' | 'kind', unknown>>`
      SELECT r.kind, r.id, ${fields}
        FROM unnest(${sql.val(kinds)}::text[], ${sql.val(ids)}::int[]) AS k(kind, id)
        JOIN ${sql.table(this.spec.table)} r ON r.kind = k.kind AND r.id = k.id`.execute(trx);
    for (const r of found.rows) rows.set(refKey(r.kind as string, r.id as number), r);
    return rows;
  }

  /**
   * The copied columns of a `table` row, for the key columns present in `columns` (an update sets only those its
   * keys changed); a record not known yet gives the field's default.
   */
  columnsFor(table: string, columns: Readonly<Record<string, unknown>>, refs: RefRows<F>): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    for (const copy of this.spec.copies) {
      if (copy.table !== table || !(copy.key in columns)) continue;
      const id = columns[copy.key];
      const ref = typeof id === 'number' ? refs.get(refKey(copy.kind, id)) : undefined;
      for (const [column, field] of Object.entries(copy.columns))
        out[column] = ref?.[field] ?? this.spec.defaults?.[field] ?? null;
    }
    return out;
  }

  /** `columnsFor` of one row, read now. */
  async lookup(trx: Trx, table: string, columns: Readonly<Record<string, unknown>>): Promise<Record<string, unknown>> {
    const keys: RefKeys = new Set();
    this.want(table, columns, keys);
    return this.columnsFor(table, columns, keys.size > 0 ? await this.read(trx, keys) : new Map());
  }

  /**
   * Upserts the records' given fields (others keep theirs), then the stored rows copying them follow. A batch's
   * names are usually few (a live rename): the upsert and the first copy of each table go in ONE statement (issue
   * 13: a round trip per copied table made a rename cost a dozen statements), each further copy of the same table
   * one statement more. A batch too large for one statement takes the general path.
   */
  async store(trx: Trx, changes: readonly { kind: K; id: number; values: Record<string, unknown> }[]): Promise<void> {
    const groups = this.groupByFields(changes);
    const small =
      changes.length <= FOLLOW_CHUNK &&
      [...groups.values()].every(({ fields, rows }) => rows.length <= Math.floor(PARAMETERS / (fields.length + 2)));
    if (small) return this.storeAtOnce(trx, changes, groups);
    for (const { fields, rows } of groups.values()) {
      const chunk = Math.floor(PARAMETERS / (fields.length + 2));
      for (let i = 0; i < rows.length; i += chunk) await this.upsert(fields, rows.slice(i, i + chunk)).execute(trx);
    }
    const byKind = new Map<K, number[]>();
    for (const c of changes) byKind.set(c.kind, [...(byKind.get(c.kind) ?? []), c.id]);
    for (const [kind, ids] of byKind) {
      for (const copy of this.spec.copies) if (copy.kind === kind) await this.follow(trx, copy, ids);
    }
  }

  /** One multi-row upsert per set of given fields: a registration gives them all, a rename only the name. */
  private groupByFields(changes: readonly RefChange<K>[]): Map<string, { fields: F[]; rows: RefChange<K>[] }> {
    const bySet = new Map<string, { fields: F[]; rows: RefChange<K>[] }>();
    for (const c of changes) {
      const fields = this.spec.fields.filter((f) => f in c.values);
      const set = fields.join(',');
      const group = bySet.get(set) ?? { fields, rows: [] };
      group.rows.push(c);
      bySet.set(set, group);
    }
    return bySet;
  }

  /** The upsert of `rows`, answering the records as they stand after it (every field, given or kept). */
  private upsert(fields: readonly F[], rows: readonly RefChange<K>[]): RawBuilder<unknown> {
    const columns = sql.join([sql.ref('kind'), sql.ref('id'), ...fields.map((f) => sql.ref(f))]);
    const updates = sql.join(fields.map((f) => sql`${sql.ref(f)} = EXCLUDED.${sql.ref(f)}`));
    const values = sql.join(rows.map((r) => sql`(${sql.join([r.kind, r.id, ...fields.map((f) => r.values[f])])})`));
    const returned = sql.join([sql.ref('kind'), sql.ref('id'), ...this.spec.fields.map((f) => sql.ref(f))]);
    return sql`INSERT INTO ${sql.table(this.spec.table)} (${columns}) VALUES ${values}
               ON CONFLICT (kind, id) DO UPDATE SET ${updates} RETURNING ${returned}`;
  }

  /**
   * The upserts and the first copy of each table as data-modifying CTEs of one statement: the copies read the
   * records as the upserts return them (a CTE does not see another's writes in the table itself). Two copies of
   * one table never share a statement (PostgreSQL would keep only one change of a row both touch): the second
   * copy of a table goes in the next statement, which reads the cache as the first one left it.
   */
  private async storeAtOnce(
    trx: Trx,
    changes: readonly RefChange<K>[],
    groups: Map<string, { fields: F[]; rows: RefChange<K>[] }>,
  ): Promise<void> {
    const kinds = new Set(changes.map((c) => c.kind));
    const rounds: RefCopy<K, F>[][] = [];
    for (const copy of this.spec.copies) {
      if (!kinds.has(copy.kind)) continue;
      const round = rounds.find((r) => !r.some((c) => c.table === copy.table));
      if (round) round.push(copy);
      else rounds.push([copy]);
    }
    const upserts = [...groups.values()].map(({ fields, rows }, i) => ({
      name: `ref_upsert_${i}`,
      query: this.upsert(fields, rows),
    }));
    const changed = sql.join(
      upserts.map((u) => sql`SELECT * FROM ${sql.table(u.name)}`),
      sql` UNION ALL `,
    );
    const first = rounds[0] ?? [];
    await sql`WITH ${sql.join(upserts.map((u) => sql`${sql.table(u.name)} AS (${u.query})`))},
                   ref_changes AS (${changed})
                   ${sql.join(
                     first.map(
                       (copy, i) => sql`, ref_copy_${sql.raw(String(i))} AS (${this.copyFrom(copy, sql`ref_changes`)})`,
                     ),
                     sql``,
                   )}
              SELECT 1`.execute(trx);
    const cache = sql`${sql.table(this.spec.table)}`;
    for (const round of rounds.slice(1)) {
      const ids = sql.val(changes.map((c) => c.id));
      const kindsOf = sql.val(changes.map((c) => c.kind));
      const named = sql`(SELECT c.* FROM ${cache} c JOIN unnest(${kindsOf}::text[], ${ids}::int[]) AS k(kind, id)
                           ON c.kind = k.kind AND c.id = k.id)`;
      await sql`WITH ${sql.join(round.map((copy, i) => sql`ref_copy_${sql.raw(String(i))} AS (${this.copyFrom(copy, named)})`))}
                SELECT 1`.execute(trx);
    }
  }

  /** The UPDATE by which the rows of `copy` take the fields of the records in `records` (rows equal are left). */
  private copyFrom(copy: RefCopy<K, F>, records: RawBuilder<unknown>): RawBuilder<unknown> {
    const field = (f: F) => sql`r.${sql.ref(f)}`;
    const entries = Object.entries<F>(copy.columns);
    const sets = [
      ...entries.map(([column, f]) => sql`${sql.ref(column)} = ${field(f)}`),
      ...Object.entries(copy.derived ?? {}).map(([column, compute]) => sql`${sql.ref(column)} = ${compute(field)}`),
    ];
    const stored = sql.join(entries.map(([column]) => sql`t.${sql.ref(column)}`));
    const cached = sql.join(entries.map(([, f]) => field(f)));
    return sql`UPDATE ${sql.table(copy.table)} t SET ${sql.join(sets)}
                 FROM ${records} r
                WHERE r.kind = ${copy.kind} AND r.id = t.${sql.ref(copy.key)}
                  AND ROW(${stored}) IS DISTINCT FROM ROW(${cached})`;
  }

  /** The stored rows naming `ids` take the cached fields (rows already equal are left alone: no dead tuples). */
  private async follow(trx: Trx, copy: RefCopy<K, F>, ids: readonly number[]): Promise<void> {
    const field = (f: F) => sql`r.${sql.ref(f)}`;
    const entries = Object.entries<F>(copy.columns);
    const sets = [
      ...entries.map(([column, f]) => sql`${sql.ref(column)} = ${field(f)}`),
      ...Object.entries(copy.derived ?? {}).map(([column, compute]) => sql`${sql.ref(column)} = ${compute(field)}`),
    ];
    const stored = sql.join(entries.map(([column]) => sql`t.${sql.ref(column)}`));
    const cached = sql.join(entries.map(([, f]) => field(f)));
    for (let i = 0; i < ids.length; i += FOLLOW_CHUNK) {
      await sql`
        UPDATE ${sql.table(copy.table)} t SET ${sql.join(sets)}
          FROM ${sql.table(this.spec.table)} r
         WHERE r.kind = ${copy.kind} AND r.id = t.${sql.ref(copy.key)} AND t.${sql.ref(copy.key)} = ANY(${sql.val(ids.slice(i, i + FOLLOW_CHUNK))}::int[])
           AND ROW(${stored}) IS DISTINCT FROM ROW(${cached})`.execute(trx);
    }
  }
}
