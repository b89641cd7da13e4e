import type { ReadModels } from '@console/projections';
import type { Kysely } from 'kysely';
import { invoiceViewDocument } from './invoice-view.controller.js';
import { renderInvoiceViewPdf } from './invoice-view-pdf.js';

/** An invoice's PDF, the one the console's link serves (a mail attaches it); undefined when there is no such invoice. */
export const invoicePdf = async (db: Kysely<ReadModels>, invoiceId: number): Promise<Buffer | undefined> => {
  const view = await invoiceViewDocument(db, invoiceId, {});
  return view ? renderInvoiceViewPdf(view) : undefined;
};
