import {
  INVOICE_MONEY_EVENT_TYPES,
  negate,
  PAYMENT_EVENT_TYPES,
  type InvoiceCancelled,
  type InvoiceIssued,
  type InvoicePaymentAllocated,
  type InvoicePaymentReleased,
  type InvoiceUpdated,
  type PaymentRecord,
  type PaymentRefundFailed,
  type PaymentRefundIssued,
  type RecordedEvent,
} from '@console/contracts';
import type { Insertable, Selectable, Transaction } from 'kysely';
import type { ReadModels } from '../read-models.js';
import { foldRows } from '../core/fold-rows.js';
import type { Projection } from '../core/projection.js';
import type { LedgerAccount, LedgerEntriesTable, LedgerInvoicesTable, LedgerPaymentsTable } from './ledger.tables.js';

type Trx = Transaction<ReadModels>;
type Line = readonly [LedgerAccount, number];
type LedgerInvoice = Selectable<LedgerInvoicesTable>;
type LedgerPayment = Selectable<LedgerPaymentsTable>;
type Entry = Insertable<LedgerEntriesTable>;

const positionKey = (e: RecordedEvent): string =>
  `${String(e.position.major).padStart(20, '0')}:${String(e.position.minor).padStart(20, '0')}`;

/** Rows per INSERT: 10 columns an entry, well under PostgreSQL's 65,535 parameters a statement. */
const CHUNK = 2_000;

/** The row of an invoice (key `invoice:<id>`) or a payment (`payment:<id>`). */
type LedgerRow = LedgerInvoice | LedgerPayment;
type LedgerKind = 'invoice' | 'payment';
const rowKey = (kind: LedgerKind, id: number) => `${kind}:${id}`;
const kindOfEvent = (type: string): LedgerKind | undefined =>
  (INVOICE_MONEY_EVENT_TYPES as readonly string[]).includes(type)
    ? 'invoice'
    : (PAYMENT_EVENT_TYPES as readonly string[]).includes(type)
      ? 'payment'
      : undefined;

/** One balanced posting of an event: whose money, and the lines. */
interface Posting {
  readonly ref: { userId: number; currency: string; invoiceId?: number; paymentId?: number };
  readonly lines: readonly Line[];
}

/** What one event does to its invoice's or payment's row, and what it posts. */
interface LedgerStep {
  readonly row: LedgerRow | undefined;
  readonly posting?: Posting;
}

/** A posting's entries; a posting that does not sum to 0 is a bug, and stops the projection. */
const entriesOf = (e: RecordedEvent, posting: Posting | undefined): Entry[] => {
  const nonZero = (posting?.lines ?? []).filter(([, amount]) => amount !== 0);
  if (!posting || nonZero.length === 0) return [];
  const { ref } = posting;
  const sum = nonZero.reduce((s, [, a]) => s + a, 0);
  if (sum !== 0) throw new Error(`Unbalanced ledger posting for ${e.type} at ${positionKey(e)}: ${sum}`);
  return nonZero.map(([account, amount], line) => ({
    position: positionKey(e),
    line,
    userId: ref.userId,
    account,
    amount,
    currency: ref.currency,
    eventType: e.type,
    invoiceId: ref.invoiceId ?? null,
    paymentId: ref.paymentId ?? null,
    occurredAt: e.metadata.occurredAt,
  }));
};

/** The ids of the batch's invoices and payments, read in two statements. */
const loadRows = async (trx: Trx, keys: readonly string[]): Promise<Map<string, LedgerRow>> => {
  const ids = (kind: LedgerKind) =>
    keys.filter((k) => k.startsWith(`${kind}:`)).map((k) => Number(k.slice(kind.length + 1)));
  const [invoiceIds, paymentIds] = [ids('invoice'), ids('payment')];
  const rows = new Map<string, LedgerRow>();
  if (invoiceIds.length > 0)
    for (const r of await trx.selectFrom('rm.ledger_invoices').selectAll().where('id', 'in', invoiceIds).execute())
      rows.set(rowKey('invoice', Number(r.id)), r);
  if (paymentIds.length > 0)
    for (const r of await trx.selectFrom('rm.ledger_payments').selectAll().where('id', 'in', paymentIds).execute())
      rows.set(rowKey('payment', Number(r.id)), r);
  return rows;
};

/** The entries, then the changed invoices and payments, in a few statements. */
const writeLedger = async (trx: Trx, entries: readonly Entry[], changed: readonly [string, LedgerRow][]) => {
  for (let i = 0; i < entries.length; i += CHUNK)
    await trx
      .insertInto('rm.ledger_entries')
      .values(entries.slice(i, i + CHUNK))
      .execute();
  const invoices = changed.filter(([k]) => k.startsWith('invoice:')).map(([, r]) => r as LedgerInvoice);
  for (let i = 0; i < invoices.length; i += CHUNK)
    await trx
      .insertInto('rm.ledger_invoices')
      .values(invoices.slice(i, i + CHUNK))
      .onConflict((oc) =>
        oc.column('id').doUpdateSet((eb) => ({
          amount: eb.ref('excluded.amount'),
          amountBeforeTax: eb.ref('excluded.amountBeforeTax'),
          taxAmount: eb.ref('excluded.taxAmount'),
          cancelled: eb.ref('excluded.cancelled'),
        })),
      )
      .execute();
  const payments = changed.filter(([k]) => k.startsWith('payment:')).map(([, r]) => r as LedgerPayment);
  for (let i = 0; i < payments.length; i += CHUNK)
    await trx
      .insertInto('rm.ledger_payments')
      .values(payments.slice(i, i + CHUNK))
      .onConflict((oc) =>
        oc.column('id').doUpdateSet((eb) => ({
          type: eb.ref('excluded.type'),
          amount: eb.ref('excluded.amount'),
          posted: eb.ref('excluded.posted'),
        })),
      )
      .execute();
};

/** Issue: the customer owes the amount (receivable), of which revenue and VAT. */
const issueLines = (amount: number, beforeTax: number, tax: number): Line[] => [
  ['receivable', amount],
  ['revenue', -beforeTax],
  ['vat', -tax],
];

/** An invoice's event: its row after it (none before its issue) and what it posts. */
const invoiceStep = (inv: LedgerInvoice | undefined, e: RecordedEvent): LedgerStep => {
  const id = (e.data as { id: number }).id;
  if (e.type === 'InvoiceIssued') {
    // A new invoice (its first event): the store's stream version makes a second one impossible.
    if (inv) throw new Error(`The ledger already has invoice ${id}`);
    const d = e.data as InvoiceIssued;
    return {
      row: {
        id,
        userId: d.userId,
        currency: d.currency,
        amount: d.amount,
        amountBeforeTax: d.amountBeforeTax,
        taxAmount: d.taxAmount,
        cancelled: false,
      },
      posting: {
        ref: { userId: d.userId, currency: d.currency, invoiceId: id },
        lines: issueLines(d.amount, d.amountBeforeTax, d.taxAmount),
      },
    };
  }
  if (!inv) return { row: inv };
  const ref = { userId: inv.userId, currency: inv.currency, invoiceId: id };
  switch (e.type) {
    case 'InvoiceUpdated': {
      const c = (e.data as InvoiceUpdated).changes;
      if (c.amount === undefined || inv.cancelled) return { row: inv };
      // The difference between what was posted and the new figures.
      return {
        row: {
          ...inv,
          amount: c.amount,
          amountBeforeTax: c.amountBeforeTax ?? inv.amountBeforeTax,
          taxAmount: c.taxAmount ?? inv.taxAmount,
        },
        posting: {
          ref,
          lines: issueLines(
            c.amount - inv.amount,
            (c.amountBeforeTax ?? inv.amountBeforeTax) - inv.amountBeforeTax,
            (c.taxAmount ?? inv.taxAmount) - inv.taxAmount,
          ),
        },
      };
    }
    case 'InvoiceCancelled': {
      void (e.data as InvoiceCancelled);
      return {
        row: { ...inv, cancelled: true },
        posting: { ref, lines: issueLines(-inv.amount, -inv.amountBeforeTax, -inv.taxAmount) },
      };
    }
    case 'InvoicePartiallyPaid':
    case 'InvoicePaid': {
      // A payment's credit settles the invoice.
      const d = e.data as InvoicePaymentAllocated;
      return {
        row: inv,
        posting: {
          ref: { ...ref, paymentId: d.paymentId },
          lines: [
            ['customer_credit', d.amount],
            ['receivable', negate(d.amount)],
          ],
        },
      };
    }
    case 'InvoicePaymentReleased': {
      const d = e.data as InvoicePaymentReleased;
      return {
        row: inv,
        posting: {
          ref: { ...ref, paymentId: d.paymentId },
          lines: [
            ['receivable', d.amount],
            ['customer_credit', negate(d.amount)],
          ],
        },
      };
    }
  }
  return { row: inv };
};

/** Money in: cash up, the customer's credit up (a refund payment is money out: the other way). */
const moneyIn = (type: string, amount: number): Line[] =>
  type === 'refund'
    ? [
        ['customer_credit', amount],
        ['cash', -amount],
      ]
    : [
        ['cash', amount],
        ['customer_credit', -amount],
      ];
const reversed = (lines: Line[]): Line[] => lines.map(([a, x]) => [a, -x]);

/** A payment's event: its row after it (none before it is recorded) and what it posts. */
const paymentStep = (p: LedgerPayment | undefined, e: RecordedEvent): LedgerStep => {
  const id = (e.data as { id: number }).id;
  if (e.type === 'PaymentRecorded') {
    // A new payment (its first event): the store's stream version makes a second one impossible.
    if (p) throw new Error(`The ledger already has payment ${id}`);
    const d = e.data as PaymentRecord;
    const posted = d.status === 'complete';
    return {
      row: { id, userId: d.userId, currency: d.currency, type: d.type, amount: d.amount, posted },
      posting: posted
        ? { ref: { userId: d.userId, currency: d.currency, paymentId: id }, lines: moneyIn(d.type, d.amount) }
        : undefined,
    };
  }
  if (!p) return { row: p };
  const ref = { userId: p.userId, currency: p.currency, paymentId: id };
  switch (e.type) {
    case 'PaymentUpdated': {
      const c = (e.data as { changes: { amount?: number; type?: string } }).changes;
      // Only a payment whose money is not posted is edited (a complete one is not editable).
      return { row: { ...p, amount: c.amount ?? p.amount, type: c.type ?? p.type } };
    }
    case 'PaymentCaptured':
      if (p.posted) return { row: p };
      return { row: { ...p, posted: true }, posting: { ref, lines: moneyIn(p.type, p.amount) } };
    case 'PaymentRefundIssued': {
      // Money out of what is still posted of the payment: its credit pays it (the invoices' releases, their own
      // events, move what came off them back to credit first).
      if (!p.posted) return { row: p };
      const amount = Math.min((e.data as PaymentRefundIssued).amount, p.amount);
      return {
        row: { ...p, amount: p.amount - amount, posted: p.amount - amount > 0 },
        posting: { ref, lines: reversed(moneyIn(p.type, amount)) },
      };
    }
    case 'PaymentRefundFailed': {
      // The gateway returned nothing (issue 30): the refund's money is the payment's again, posted back in, the
      // mirror of the refund's posting; it is the customer's credit until allocated.
      const amount = (e.data as PaymentRefundFailed).amount;
      return {
        row: { ...p, amount: p.amount + amount, posted: true },
        posting: { ref, lines: moneyIn(p.type, amount) },
      };
    }
    case 'PaymentRefunded':
    case 'PaymentDeleted':
    case 'PaymentFailed':
      if (!p.posted) return { row: p };
      return { row: { ...p, posted: false }, posting: { ref, lines: reversed(moneyIn(p.type, p.amount)) } };
  }
  return { row: p };
};

/** An invoice's or a payment's event, by its type. */
const ledgerStep = (row: LedgerRow | undefined, e: RecordedEvent): LedgerStep =>
  kindOfEvent(e.type) === 'invoice'
    ? invoiceStep(row as LedgerInvoice | undefined, e)
    : paymentStep(row as LedgerPayment | undefined, e);

/**
 * A batch's invoices and payments read at once (`foldRows`), changed in memory in event order, with the entries
 * they post; written back at the end in a few statements. The effect is the rows one event at a time gives (a
 * batch of one is how it applies one).
 */
const applyLedger = (trx: Trx, events: readonly RecordedEvent[]): Promise<void> =>
  foldRows<string, LedgerRow, Entry>(events, {
    keyOf: (e) => {
      const kind = kindOfEvent(e.type);
      return kind ? rowKey(kind, (e.data as { id: number }).id) : undefined;
    },
    load: (keys) => loadRows(trx, keys),
    fold: (row, e) => ledgerStep(row, e).row,
    emit: (before, _after, e) => entriesOf(e, ledgerStep(before, e).posting),
    write: ({ rows, out }) =>
      writeLedger(
        trx,
        out,
        [...rows].flatMap(([key, { row, changed }]) => (row && changed ? [[key, row] as [string, LedgerRow]] : [])),
      ),
  });

/**
 * The customer ledger (beyond the spec): every money event posts balanced entries — an invoice's amount to the
 * customer's receivable against revenue and VAT; a payment's money to cash against the customer's credit; an
 * allocation from that credit to the receivable. So a customer's receivable balance is what the customer owes
 * (the invoices' outstanding), and a statement as of any date is the entries up to it.
 */
export const ledgerProjection: Projection<ReadModels> = {
  name: 'ledger',
  // Not bumped for PaymentRefundIssued and the payments' allocation events: no stream before them holds one.
  version: 1,
  // A capture's hold (issue 30) moves no money: not handled, no entry.
  handles: [...INVOICE_MONEY_EVENT_TYPES, ...PAYMENT_EVENT_TYPES],
  tables: ['rm.ledger_entries', 'rm.ledger_invoices', 'rm.ledger_payments'],
  apply: (trx, e) => applyLedger(trx, [e]),
  // A batch's invoices and payments read in two statements and written in a few (a rebuild, a bench seed).
  applyBatch: applyLedger,
};
