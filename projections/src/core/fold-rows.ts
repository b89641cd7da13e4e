import type { RecordedEvent } from '@console/contracts';

/** One row as a batch leaves it: its value after the batch's last event on it, and whether any event changed it. */
export interface FoldedRow<Row> {
  /** undefined: the row is not there (none stored and none made, or folded away). */
  readonly row: Row | undefined;
  /** An event's fold gave another row than it was given (compared by reference: the fold returns a new row). */
  readonly changed: boolean;
  /** The last event of the batch folded into it. */
  readonly last: RecordedEvent;
}

/** What a batch folded: every row an event was folded into (in the order first touched), and the outputs in event order. */
export interface FoldedBatch<K, Row, Out> {
  readonly rows: ReadonlyMap<K, FoldedRow<Row>>;
  readonly out: readonly Out[];
}

/**
 * How a projection keeps rows that its events change (one row per record: a ledger's invoice, a stream's fold
 * state), read, folded and written once per batch by `foldRows`.
 */
export interface RowsFold<K, Row, Out = never> {
  /** The key of the row an event folds into; undefined: the event folds into no row (nothing to do). */
  keyOf(e: RecordedEvent): K | undefined;
  /** The stored rows of `keys` (each key once, in the order first met); a key with no row is left out. */
  load(keys: readonly K[]): Promise<ReadonlyMap<K, Row>>;
  /**
   * Pure: the row after the event. Returning the row it was given says the event changed nothing; a throw stops
   * the projection on the event, as its one-event apply would.
   */
  fold(row: Row | undefined, e: RecordedEvent): Row | undefined;
  /**
   * Optional and pure: what the event adds besides its row (a ledger's entries, a revision), from the row before
   * and after it.
   */
  emit?(before: Row | undefined, after: Row | undefined, e: RecordedEvent): readonly Out[];
  /** Writes what the batch folded: the rows (`changed` says which moved) and the outputs. */
  write(batch: FoldedBatch<K, Row, Out>): Promise<void>;
}

/**
 * The load-fold-write of one batch: the keys of its events, their rows read in one `load`, every event folded into
 * its row in event order in memory, then one `write`. Rows end as folding the events one at a time leaves them (a
 * batch of one is how a projection applies one event), so a rebuild gives the live rows. A batch with no event to
 * fold reads and writes nothing.
 */
export const foldRows = async <K, Row, Out = never>(
  events: readonly RecordedEvent[],
  steps: RowsFold<K, Row, Out>,
): Promise<void> => {
  const keyed: [K, RecordedEvent][] = [];
  for (const e of events) {
    const key = steps.keyOf(e);
    if (key !== undefined) keyed.push([key, e]);
  }
  if (keyed.length === 0) return;
  const keys = [...new Set(keyed.map(([key]) => key))];
  const stored = await steps.load(keys);
  const rows = new Map<K, FoldedRow<Row>>();
  const out: Out[] = [];
  for (const [key, e] of keyed) {
    const now = rows.get(key);
    const before = now ? now.row : stored.get(key);
    const after = steps.fold(before, e);
    if (steps.emit) out.push(...steps.emit(before, after, e));
    rows.set(key, { row: after, changed: (now?.changed ?? false) || after !== before, last: e });
  }
  await steps.write({ rows, out });
};
