import {
  evolveInvoice,
  evolvePayment,
  invoiceBalance,
  invoiceNumber,
  paymentFiguresOf,
  type InvoiceEvent,
  type InvoiceState,
  type PaymentEvent,
  type PaymentState,
  type RecordedEvent,
} from '@console/contracts';
import { sql, type Transaction } from 'kysely';
import { foldRows } from '../core/fold-rows.js';
import type { RefNames } from '../core/ref-names.js';
import type { ReadModels } from '../read-models.js';
import type { AccountingRefsTable } from './accounting.tables.js';

type Trx = Transaction<ReadModels>;
type Names = RefNames<AccountingRefsTable['kind'], 'name'>;
type RunTable = 'rm.invoices' | 'rm.payments';

const json = (v: unknown) => JSON.stringify(v);

/** rm.invoices' row of an invoice's document, without the copied names. */
export const invoiceRowOf = (doc: NonNullable<InvoiceState>, e: RecordedEvent): Record<string, unknown> => {
  // The capture hold (issue 30) is the decider's, kept in the document only: no column, no money.
  const { charges, allocations, captureHold: _hold, ...fields } = doc;
  return {
    ...fields,
    invoiceNumber: invoiceNumber(doc),
    balance: invoiceBalance(doc),
    paymentIds: allocations.map((a) => a.paymentId),
    chargeIds: charges.map((c) => c.id),
    updatedAt: e.metadata.occurredAt,
    doc: json(doc),
  };
};

/** rm.payments' row of a payment's document (not deleted), without the copied names. */
export const paymentRowOf = (doc: NonNullable<PaymentState>, e: RecordedEvent): Record<string, unknown> => {
  // The payment's allocations and refunds themselves live in the document; their sums have columns.
  const {
    deleted: _d,
    data,
    allocations: _a,
    refunded: _r,
    allocationsKnown: _k,
    refundCount: _n,
    unsettledRefunds: _u,
    ...fields
  } = doc;
  return {
    ...fields,
    // Issue 30: its money as the stream holds it, in columns (a list reads no document).
    ...paymentFiguresOf(doc),
    eci: data?.response?.eci ?? null,
    updatedAt: e.metadata.occurredAt,
    doc: json(doc),
  };
};

/** About 65,535 parameters a statement at most (PostgreSQL's limit). */
const PARAMETERS = 60_000;

/**
 * Upserts rows of one table, one statement per set of columns (and per chunk), so a row updates exactly the columns
 * its single upsert would: id and createdAt are kept from the first insert.
 */
export const upsertRows = async (
  trx: Trx,
  table: RunTable,
  rows: readonly Record<string, unknown>[],
): Promise<void> => {
  const bySignature = new Map<string, Record<string, unknown>[]>();
  for (const row of rows) {
    const key = Object.keys(row)
      .filter((k) => row[k] !== undefined)
      .sort()
      .join(',');
    const group = bySignature.get(key);
    if (group) group.push(row);
    else bySignature.set(key, [row]);
  }
  for (const [key, group] of bySignature) {
    const columns = key.split(',');
    const updated = columns.filter((k) => k !== 'id' && k !== 'createdAt');
    const chunk = Math.max(1, Math.floor(PARAMETERS / columns.length));
    for (let i = 0; i < group.length; i += chunk)
      // kysely's table-generic insert cannot type a table chosen at run time; the rows are built per table above.
      await (trx.insertInto(table) as ReturnType<Trx['insertInto']>)
        .values(group.slice(i, i + chunk))
        .onConflict((oc) =>
          oc
            .column('id')
            .doUpdateSet((eb) => Object.fromEntries(updated.map((k) => [k, eb.ref(`excluded.${k}` as never)]))),
        )
        .execute();
  }
};

interface Fold<Doc> {
  readonly table: RunTable;
  evolve(doc: Doc | null, e: RecordedEvent): Doc | null;
  /** The row to keep, or null when the record has none (deleted, or not issued). */
  rowOf(doc: Doc | null, e: RecordedEvent): Record<string, unknown> | null;
  /** A record whose row goes (a deleted payment); an invoice never goes. */
  gone(doc: Doc | null): boolean;
}

const INVOICES: Fold<NonNullable<InvoiceState>> = {
  table: 'rm.invoices',
  evolve: (doc, e) => evolveInvoice(doc, { type: e.type, data: e.data } as InvoiceEvent),
  rowOf: (doc, e) => (doc ? invoiceRowOf(doc, e) : null),
  gone: () => false,
};

const PAYMENTS: Fold<NonNullable<PaymentState>> = {
  table: 'rm.payments',
  evolve: (doc, e) => evolvePayment(doc, { type: e.type, data: e.data } as PaymentEvent),
  rowOf: (doc, e) => (doc && !doc.deleted ? paymentRowOf(doc, e) : null),
  gone: (doc) => !doc || doc.deleted,
};

/**
 * One table's events of a run as the one-event apply does each (`foldRows`): the documents read at once, folded in
 * memory in order; the rows gone deleted, the others upserted with the names they copy (read at once).
 */
const foldRun = <Doc>(trx: Trx, names: Names, fold: Fold<Doc>, events: readonly RecordedEvent[]) =>
  foldRows<number, Doc>(events, {
    keyOf: (e) => (e.data as { id: number }).id,
    load: async (ids) => {
      const { rows } = await sql<{ id: number; doc: Doc }>`
        SELECT id, doc FROM ${sql.table(fold.table)} WHERE id = ANY(${ids}::int[])`.execute(trx);
      return new Map(rows.map((r) => [Number(r.id), r.doc]));
    },
    fold: (doc, e) => fold.evolve(doc ?? null, e) ?? undefined,
    write: async ({ rows: folded }) => {
      const gone = [...folded].filter(([, { row }]) => fold.gone(row ?? null)).map(([id]) => id);
      if (gone.length > 0) await sql`DELETE FROM ${sql.table(fold.table)} WHERE id = ANY(${gone}::int[])`.execute(trx);
      const rows = [...folded.values()].flatMap(({ row: doc, last }) => {
        const row = fold.rowOf(doc ?? null, last);
        return row ? [row] : [];
      });
      if (rows.length === 0) return;
      const keys = new Set<string>();
      for (const row of rows) names.want(fold.table, row, keys);
      const refs = await names.read(trx, keys);
      await upsertRows(
        trx,
        fold.table,
        rows.map((row) => ({ ...row, ...names.columnsFor(fold.table, row, refs) })),
      );
    },
  });

/**
 * A run of consecutive invoice and payment events (a bench seed's or a rebuild's hundreds of thousands) as the
 * one-event apply would leave the rows: per table, a few statements instead of three per event. Invoices and
 * payments fold apart (an invoice's events never read a payment's row), so splitting the run keeps each order.
 */
export const invoicePaymentRun = async (
  trx: Trx,
  names: Names,
  events: readonly RecordedEvent[],
  isInvoice: (e: RecordedEvent) => boolean,
): Promise<void> => {
  await foldRun(trx, names, INVOICES, events.filter(isInvoice));
  await foldRun(
    trx,
    names,
    PAYMENTS,
    events.filter((e) => !isInvoice(e)),
  );
};
