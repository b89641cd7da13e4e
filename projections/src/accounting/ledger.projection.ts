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

/**
 * What the ledger knows while it applies a batch of events: the invoices and payments they touch, read at once,
 * changed in memory in event order, and the entries they post; written back at the end in a few statements. The
 * effect is the rows `apply` gives one event at a time (a batch of one is how it applies one).
 */
class LedgerBatch {
  private readonly invoices = new Map<number, LedgerInvoice>();
  private readonly payments = new Map<number, LedgerPayment>();
  private readonly changedInvoices = new Set<number>();
  private readonly changedPayments = new Set<number>();
  private readonly entries: Entry[] = [];

  static async load(trx: Trx, events: readonly RecordedEvent[]): Promise<LedgerBatch> {
    const batch = new LedgerBatch();
    const ids = (types: readonly string[]) => [
      ...new Set(events.filter((e) => types.includes(e.type)).map((e) => (e.data as { id: number }).id)),
    ];
    const [invoiceIds, paymentIds] = [ids(INVOICE_MONEY_EVENT_TYPES), ids(PAYMENT_EVENT_TYPES)];
    if (invoiceIds.length > 0)
      for (const r of await trx.selectFrom('rm.ledger_invoices').selectAll().where('id', 'in', invoiceIds).execute())
        batch.invoices.set(Number(r.id), r);
    if (paymentIds.length > 0)
      for (const r of await trx.selectFrom('rm.ledger_payments').selectAll().where('id', 'in', paymentIds).execute())
        batch.payments.set(Number(r.id), r);
    return batch;
  }

  invoice(id: number): LedgerInvoice | undefined {
    return this.invoices.get(id);
  }

  payment(id: number): LedgerPayment | undefined {
    return this.payments.get(id);
  }

  /** A new invoice or payment (its first event): the store's stream version makes a second one impossible. */
  issue(kind: 'invoice', row: LedgerInvoice): void;
  issue(kind: 'payment', row: LedgerPayment): void;
  issue(kind: 'invoice' | 'payment', row: LedgerInvoice | LedgerPayment): void {
    const known = kind === 'invoice' ? this.invoices : this.payments;
    if (known.has(row.id)) throw new Error(`The ledger already has ${kind} ${row.id}`);
    if (kind === 'invoice') this.setInvoice(row as LedgerInvoice);
    else this.setPayment(row as LedgerPayment);
  }

  setInvoice(row: LedgerInvoice): void {
    this.invoices.set(row.id, row);
    this.changedInvoices.add(row.id);
  }

  setPayment(row: LedgerPayment): void {
    this.payments.set(row.id, row);
    this.changedPayments.add(row.id);
  }

  /** One balanced posting; a posting that does not sum to 0 is a bug, and stops the projection. */
  post(
    e: RecordedEvent,
    ref: { userId: number; currency: string; invoiceId?: number; paymentId?: number },
    lines: readonly Line[],
  ): void {
    const nonZero = lines.filter(([, amount]) => amount !== 0);
    if (nonZero.length === 0) return;
    const sum = nonZero.reduce((s, [, a]) => s + a, 0);
    if (sum !== 0) throw new Error(`Unbalanced ledger posting for ${e.type} at ${positionKey(e)}: ${sum}`);
    nonZero.forEach(([account, amount], line) =>
      this.entries.push({
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
      }),
    );
  }

  async write(trx: Trx): Promise<void> {
    for (let i = 0; i < this.entries.length; i += CHUNK)
      await trx
        .insertInto('rm.ledger_entries')
        .values(this.entries.slice(i, i + CHUNK))
        .execute();
    const invoices = [...this.changedInvoices].map((id) => this.invoices.get(id)!);
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
    const payments = [...this.changedPayments].map((id) => this.payments.get(id)!);
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
  }
}

/** Issue: the customer owes the amount (receivable), of which revenue and VAT. */
const issueLines = (amount: number, beforeTax: number, tax: number): Line[] => [
  ['receivable', amount],
  ['revenue', -beforeTax],
  ['vat', -tax],
];

const invoiceEvent = (b: LedgerBatch, e: RecordedEvent): void => {
  const id = (e.data as { id: number }).id;
  if (e.type === 'InvoiceIssued') {
    const d = e.data as InvoiceIssued;
    b.issue('invoice', {
      id,
      userId: d.userId,
      currency: d.currency,
      amount: d.amount,
      amountBeforeTax: d.amountBeforeTax,
      taxAmount: d.taxAmount,
      cancelled: false,
    });
    b.post(
      e,
      { userId: d.userId, currency: d.currency, invoiceId: id },
      issueLines(d.amount, d.amountBeforeTax, d.taxAmount),
    );
    return;
  }
  const inv = b.invoice(id);
  if (!inv) return;
  const ref = { userId: inv.userId, currency: inv.currency, invoiceId: id };
  switch (e.type) {
    case 'InvoiceUpdated': {
      const c = (e.data as InvoiceUpdated).changes;
      if (c.amount === undefined || inv.cancelled) return;
      // The difference between what was posted and the new figures.
      b.post(
        e,
        ref,
        issueLines(
          c.amount - inv.amount,
          (c.amountBeforeTax ?? inv.amountBeforeTax) - inv.amountBeforeTax,
          (c.taxAmount ?? inv.taxAmount) - inv.taxAmount,
        ),
      );
      b.setInvoice({
        ...inv,
        amount: c.amount,
        amountBeforeTax: c.amountBeforeTax ?? inv.amountBeforeTax,
        taxAmount: c.taxAmount ?? inv.taxAmount,
      });
      return;
    }
    case 'InvoiceCancelled': {
      void (e.data as InvoiceCancelled);
      b.post(e, ref, issueLines(-inv.amount, -inv.amountBeforeTax, -inv.taxAmount));
      b.setInvoice({ ...inv, cancelled: true });
      return;
    }
    case 'InvoicePartiallyPaid':
    case 'InvoicePaid': {
      // A payment's credit settles the invoice.
      const d = e.data as InvoicePaymentAllocated;
      b.post(e, { ...ref, paymentId: d.paymentId }, [
        ['customer_credit', d.amount],
        ['receivable', negate(d.amount)],
      ]);
      return;
    }
    case 'InvoicePaymentReleased': {
      const d = e.data as InvoicePaymentReleased;
      b.post(e, { ...ref, paymentId: d.paymentId }, [
        ['receivable', d.amount],
        ['customer_credit', negate(d.amount)],
      ]);
      return;
    }
  }
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

const paymentEvent = (b: LedgerBatch, e: RecordedEvent): void => {
  const id = (e.data as { id: number }).id;
  if (e.type === 'PaymentRecorded') {
    const d = e.data as PaymentRecord;
    const posted = d.status === 'complete';
    b.issue('payment', { id, userId: d.userId, currency: d.currency, type: d.type, amount: d.amount, posted });
    if (posted) b.post(e, { userId: d.userId, currency: d.currency, paymentId: id }, moneyIn(d.type, d.amount));
    return;
  }
  const p = b.payment(id);
  if (!p) return;
  const ref = { userId: p.userId, currency: p.currency, paymentId: id };
  switch (e.type) {
    case 'PaymentUpdated': {
      const c = (e.data as { changes: { amount?: number; type?: string } }).changes;
      // Only a payment whose money is not posted is edited (a complete one is not editable).
      b.setPayment({ ...p, amount: c.amount ?? p.amount, type: c.type ?? p.type });
      return;
    }
    case 'PaymentCaptured':
      if (p.posted) return;
      b.post(e, ref, moneyIn(p.type, p.amount));
      b.setPayment({ ...p, posted: true });
      return;
    case 'PaymentRefundIssued': {
      // Money out of what is still posted of the payment: its credit pays it (the invoices' releases, their own
      // events, move what came off them back to credit first).
      if (!p.posted) return;
      const amount = Math.min((e.data as PaymentRefundIssued).amount, p.amount);
      b.post(e, ref, reversed(moneyIn(p.type, amount)));
      b.setPayment({ ...p, amount: p.amount - amount, posted: p.amount - amount > 0 });
      return;
    }
    case 'PaymentRefundFailed': {
      // The gateway returned nothing (issue 30): the refund's money is the payment's again, posted back in, the
      // mirror of the refund's posting; it is the customer's credit until allocated.
      const amount = (e.data as PaymentRefundFailed).amount;
      b.post(e, ref, moneyIn(p.type, amount));
      b.setPayment({ ...p, amount: p.amount + amount, posted: true });
      return;
    }
    case 'PaymentRefunded':
    case 'PaymentDeleted':
    case 'PaymentFailed':
      if (!p.posted) return;
      b.post(e, ref, reversed(moneyIn(p.type, p.amount)));
      b.setPayment({ ...p, posted: false });
      return;
  }
};

const applyLedger = async (trx: Trx, events: readonly RecordedEvent[]): Promise<void> => {
  const b = await LedgerBatch.load(trx, events);
  for (const e of events) {
    if ((INVOICE_MONEY_EVENT_TYPES as readonly string[]).includes(e.type)) invoiceEvent(b, e);
    else if ((PAYMENT_EVENT_TYPES as readonly string[]).includes(e.type)) paymentEvent(b, e);
  }
  await b.write(trx);
};

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
