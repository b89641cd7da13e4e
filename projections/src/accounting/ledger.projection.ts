import {
  INVOICE_EVENT_TYPES,
  negate,
  PAYMENT_EVENT_TYPES,
  type InvoiceCancelled,
  type InvoiceIssued,
  type InvoicePaymentAllocated,
  type InvoicePaymentReleased,
  type InvoiceUpdated,
  type PaymentRecord,
  type RecordedEvent,
} from '@console/contracts';
import type { Transaction } from 'kysely';
import type { ReadModels } from '../read-models.js';
import type { Projection } from '../runner/projection.js';
import type { LedgerAccount } from './ledger.tables.js';

type Trx = Transaction<ReadModels>;
type Line = readonly [LedgerAccount, number];

const positionKey = (e: RecordedEvent): string =>
  `${String(e.position.major).padStart(20, '0')}:${String(e.position.minor).padStart(20, '0')}`;

/** Writes one balanced posting; a posting that does not sum to 0 is a bug, and stops the projection. */
const post = async (
  trx: Trx,
  e: RecordedEvent,
  ref: { userId: number; currency: string; invoiceId?: number; paymentId?: number },
  lines: readonly Line[],
): Promise<void> => {
  const nonZero = lines.filter(([, amount]) => amount !== 0);
  if (nonZero.length === 0) return;
  const sum = nonZero.reduce((s, [, a]) => s + a, 0);
  if (sum !== 0) throw new Error(`Unbalanced ledger posting for ${e.type} at ${positionKey(e)}: ${sum}`);
  await trx
    .insertInto('rm.ledger_entries')
    .values(
      nonZero.map(([account, amount], line) => ({
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

const invoiceEvent = async (trx: Trx, e: RecordedEvent): Promise<void> => {
  const id = (e.data as { id: number }).id;
  if (e.type === 'InvoiceIssued') {
    const d = e.data as InvoiceIssued;
    await trx
      .insertInto('rm.ledger_invoices')
      .values({
        id,
        userId: d.userId,
        currency: d.currency,
        amount: d.amount,
        amountBeforeTax: d.amountBeforeTax,
        taxAmount: d.taxAmount,
        cancelled: false,
      })
      .execute();
    await post(
      trx,
      e,
      { userId: d.userId, currency: d.currency, invoiceId: id },
      issueLines(d.amount, d.amountBeforeTax, d.taxAmount),
    );
    return;
  }
  const inv = await trx.selectFrom('rm.ledger_invoices').selectAll().where('id', '=', id).executeTakeFirst();
  if (!inv) return;
  const ref = { userId: inv.userId, currency: inv.currency, invoiceId: id };
  switch (e.type) {
    case 'InvoiceUpdated': {
      const c = (e.data as InvoiceUpdated).changes;
      if (c.amount === undefined || inv.cancelled) return;
      // The difference between what was posted and the new figures.
      await post(
        trx,
        e,
        ref,
        issueLines(
          c.amount - inv.amount,
          (c.amountBeforeTax ?? inv.amountBeforeTax) - inv.amountBeforeTax,
          (c.taxAmount ?? inv.taxAmount) - inv.taxAmount,
        ),
      );
      await trx
        .updateTable('rm.ledger_invoices')
        .set({
          amount: c.amount,
          amountBeforeTax: c.amountBeforeTax ?? inv.amountBeforeTax,
          taxAmount: c.taxAmount ?? inv.taxAmount,
        })
        .where('id', '=', id)
        .execute();
      return;
    }
    case 'InvoiceCancelled': {
      void (e.data as InvoiceCancelled);
      await post(trx, e, ref, issueLines(-inv.amount, -inv.amountBeforeTax, -inv.taxAmount));
      await trx.updateTable('rm.ledger_invoices').set({ cancelled: true }).where('id', '=', id).execute();
      return;
    }
    case 'InvoicePartiallyPaid':
    case 'InvoicePaid': {
      // A payment's credit settles the invoice.
      const d = e.data as InvoicePaymentAllocated;
      await post(trx, e, { ...ref, paymentId: d.paymentId }, [
        ['customer_credit', d.amount],
        ['receivable', negate(d.amount)],
      ]);
      return;
    }
    case 'InvoicePaymentReleased': {
      const d = e.data as InvoicePaymentReleased;
      await post(trx, e, { ...ref, paymentId: d.paymentId }, [
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

const paymentEvent = async (trx: Trx, e: RecordedEvent): Promise<void> => {
  const id = (e.data as { id: number }).id;
  if (e.type === 'PaymentRecorded') {
    const d = e.data as PaymentRecord;
    const posted = d.status === 'complete';
    await trx
      .insertInto('rm.ledger_payments')
      .values({ id, userId: d.userId, currency: d.currency, type: d.type, amount: d.amount, posted })
      .execute();
    if (posted)
      await post(trx, e, { userId: d.userId, currency: d.currency, paymentId: id }, moneyIn(d.type, d.amount));
    return;
  }
  const p = await trx.selectFrom('rm.ledger_payments').selectAll().where('id', '=', id).executeTakeFirst();
  if (!p) return;
  const ref = { userId: p.userId, currency: p.currency, paymentId: id };
  const setPosted = (posted: boolean) =>
    trx.updateTable('rm.ledger_payments').set({ posted }).where('id', '=', id).execute();
  switch (e.type) {
    case 'PaymentUpdated': {
      const c = (e.data as { changes: { amount?: number; type?: string } }).changes;
      // Only a payment whose money is not posted is edited (a complete one is not editable).
      await trx
        .updateTable('rm.ledger_payments')
        .set({ amount: c.amount ?? p.amount, type: c.type ?? p.type })
        .where('id', '=', id)
        .execute();
      return;
    }
    case 'PaymentCaptured':
      if (p.posted) return;
      await post(trx, e, ref, moneyIn(p.type, p.amount));
      await setPosted(true);
      return;
    case 'PaymentRefunded':
    case 'PaymentDeleted':
    case 'PaymentFailed':
      if (!p.posted) return;
      await post(trx, e, ref, reversed(moneyIn(p.type, p.amount)));
      await setPosted(false);
      return;
  }
};

/**
 * The customer ledger (beyond the spec): every money event posts balanced entries — an invoice's amount to the
 * customer's receivable against revenue and VAT; a payment's money to cash against the customer's credit; an
 * allocation from that credit to the receivable. So a customer's receivable balance is what the customer owes
 * (the invoices' outstanding), and a statement as of any date is the entries up to it.
 */
export const ledgerProjection: Projection<ReadModels> = {
  name: 'ledger',
  version: 1,
  handles: [...INVOICE_EVENT_TYPES, ...PAYMENT_EVENT_TYPES],
  tables: ['rm.ledger_entries', 'rm.ledger_invoices', 'rm.ledger_payments'],
  async apply(trx, e) {
    if ((INVOICE_EVENT_TYPES as readonly string[]).includes(e.type)) await invoiceEvent(trx, e);
    else await paymentEvent(trx, e);
  },
};
