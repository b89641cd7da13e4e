import type { AttachmentRef, AttachmentType } from '@console/contracts';
import type { ReadModels } from '@console/projections';
import type { Kysely } from 'kysely';
import { invoiceViewDocument } from '../../accounting/invoice-view.controller.js';
import { renderInvoiceViewPdf } from '../../accounting/invoice-view-pdf.js';
import { noteDocument } from '../../operations/requests/note/note-data.js';
import { renderNotePdf } from '../../operations/requests/note/note-pdf.js';
import { RequestsQueries } from '../../operations/requests/requests.queries.js';
import type { MailAttachment } from '../channels/mailer.port.js';

export interface BuiltAttachment {
  readonly ref: AttachmentRef;
  readonly file: MailAttachment;
}

const pdf = (filename: string, content: Buffer): MailAttachment => ({
  filename,
  content,
  contentType: 'application/pdf',
});

/**
 * The product's own PDF a task's message carries (the same builders the console's PDF links use), for the record
 * its data names; undefined when that record does not exist (the message then fails, refused: nothing to attach).
 */
export const buildAttachment = async (
  db: Kysely<ReadModels>,
  type: AttachmentType,
  data: Readonly<Record<string, unknown>>,
  now: Date,
): Promise<BuiltAttachment | undefined> => {
  const id = (key: string) => (typeof data[key] === 'number' ? data[key] : undefined);
  switch (type) {
    case 'requestNotePDF': {
      const requestId = id('requestId');
      const request = requestId === undefined ? undefined : await new RequestsQueries(db).get(requestId, {});
      if (!request) return undefined;
      const content = await renderNotePdf(await noteDocument(db, request, now));
      return {
        ref: { attachmentType: type, attachmentId: request.id },
        file: pdf(`request-note-${request.id}.pdf`, content),
      };
    }
    case 'InvoicePDF': {
      const invoiceId = id('invoiceId');
      const view = invoiceId === undefined ? undefined : await invoiceViewDocument(db, invoiceId, {});
      if (!view || invoiceId === undefined) return undefined;
      return {
        ref: { attachmentType: type, attachmentId: invoiceId },
        file: pdf(`invoice-${invoiceId}.pdf`, await renderInvoiceViewPdf(view)),
      };
    }
    default:
      return undefined;
  }
};
