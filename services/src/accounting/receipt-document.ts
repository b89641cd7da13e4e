import { invoiceNumber, paymentHasReceipt, type InvoiceType, type PaymentRow } from '@console/contracts';
import type { ReadModels } from '@console/projections';
import type { Kysely } from 'kysely';
import { AccountingQueries } from './accounting.queries.js';
import { toPaymentRow } from './accounting.rows.js';
import { documentLanguage } from '../core/documents/document-words.js';
import { readBillingCompany } from '../core/documents/billing-company.js';
import { renderReceiptPdf, type ReceiptDocument } from './receipt-pdf.js';

/** What a payment's receipt shows: the payment, the invoices it went to (number and part), its country's company. */
export const receiptDocumentOf = async (db: Kysely<ReadModels>, payment: PaymentRow): Promise<ReceiptDocument> => {
  const invoices = payment.invoiceIds.length
    ? await db
        .selectFrom('rm.invoices')
        .select(['id', 'type', 'countryId', 'doc'])
        .where('id', 'in', payment.invoiceIds)
        .execute()
    : [];
  const allocations = invoices.flatMap((inv) => {
    const taken = (inv.doc as { allocations?: { paymentId: number; amount: number }[] }).allocations?.find(
      (a) => a.paymentId === payment.id,
    );
    return taken
      ? [
          {
            invoiceNumber: invoiceNumber({ id: inv.id, type: inv.type as InvoiceType, countryId: inv.countryId }),
            amount: taken.amount,
          },
        ]
      : [];
  });
  const [company, customer] = await Promise.all([
    readBillingCompany(db, payment.countryId, payment.createdAt),
    db.selectFrom('rm.users').select('language').where('id', '=', payment.userId).executeTakeFirst(),
  ]);
  return {
    payment,
    allocations,
    countryName: payment.countryName,
    company,
    language: documentLanguage(customer?.language),
  };
};

/**
 * A complete payment's receipt PDF, the one `/pdf/receipt` serves (a receipt mail attaches it); undefined when there
 * is no such payment or it is not complete (spec 3 §2: only a complete payment has a receipt).
 */
export const receiptPdf = async (db: Kysely<ReadModels>, paymentId: number): Promise<Buffer | undefined> => {
  const payment = await new AccountingQueries(db).get('rm.payments', paymentId, {}, toPaymentRow);
  if (!payment || !paymentHasReceipt(payment)) return undefined;
  return renderReceiptPdf(await receiptDocumentOf(db, payment));
};
