import type { AttachmentRef, AttachmentType } from '@console/contracts';
import type { ReadModels } from '@console/projections';
import type { Kysely } from 'kysely';
import { invoicePdf } from '../../accounting/index.js';
import { requestNotePdf } from '../../operations/index.js';
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
      const content = requestId === undefined ? undefined : await requestNotePdf(db, requestId, now);
      if (!content || requestId === undefined) return undefined;
      return {
        ref: { attachmentType: type, attachmentId: requestId },
        file: pdf(`request-note-${requestId}.pdf`, content),
      };
    }
    case 'InvoicePDF': {
      const invoiceId = id('invoiceId');
      const content = invoiceId === undefined ? undefined : await invoicePdf(db, invoiceId);
      if (!content || invoiceId === undefined) return undefined;
      return {
        ref: { attachmentType: type, attachmentId: invoiceId },
        file: pdf(`invoice-${invoiceId}.pdf`, content),
      };
    }
    default:
      return undefined;
  }
};
