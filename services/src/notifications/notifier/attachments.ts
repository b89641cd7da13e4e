import type { AttachmentRef, AttachmentType } from '@console/contracts';
import type { ReadModels } from '@console/projections';
import type { Kysely } from 'kysely';
import { invoicePdf, receiptPdf } from '../../accounting/index.js';
import { requestNotePdf } from '../../operations/index.js';
import { quotePdf } from '../../sales/index.js';
import type { MailAttachment } from '../channels/mailer.port.js';

export interface BuiltAttachment {
  readonly ref: AttachmentRef;
  readonly file: MailAttachment;
}

/** The variables' record ids a PDF is made from (the task's data, message-context.ts). */
type Ids = Readonly<Record<string, unknown>>;

interface Builder {
  /** The data keys that name the PDF's record, in order. */
  readonly keys: readonly string[];
  readonly filename: (id: number) => string;
  readonly build: (db: Kysely<ReadModels>, id: number, now: Date) => Promise<Buffer | undefined>;
}

/** The product's PDFs a message can carry (spec 3 §3 attachment types), by the builders the console's links use. */
const BUILDERS: Partial<Record<AttachmentType, Builder>> = {
  requestNotePDF: { keys: ['requestId'], filename: (id) => `request-note-${id}.pdf`, build: requestNotePdf },
  InvoicePDF: { keys: ['invoiceId'], filename: (id) => `invoice-${id}.pdf`, build: (db, id) => invoicePdf(db, id) },
  QuotationPDF: { keys: ['leadId', 'orderId'], filename: (id) => `quote-${id}.pdf`, build: quotePdf },
  EstimatePDF: { keys: ['leadId', 'orderId'], filename: (id) => `estimate-${id}.pdf`, build: quotePdf },
  ReceiptPDF: { keys: ['paymentId'], filename: (id) => `receipt-${id}.pdf`, build: (db, id) => receiptPdf(db, id) },
};

/** An attachment type the product has no PDF for here (a storage contract, a refund): the template's is skipped. */
export const canBuildAttachment = (type: AttachmentType): boolean => BUILDERS[type] !== undefined;

/**
 * The product's own PDF a task's message carries, for the record its data names; undefined when that record does
 * not exist (the message then fails, refused: nothing to attach).
 */
export const buildAttachment = async (
  db: Kysely<ReadModels>,
  type: AttachmentType,
  data: Ids,
  now: Date,
): Promise<BuiltAttachment | undefined> => {
  const builder = BUILDERS[type];
  if (!builder) return undefined;
  const id = builder.keys.map((k) => data[k]).find((v): v is number => typeof v === 'number');
  if (id === undefined) return undefined;
  const content = await builder.build(db, id, now);
  if (!content) return undefined;
  return {
    ref: { attachmentType: type, attachmentId: id },
    file: { filename: builder.filename(id), content, contentType: 'application/pdf' },
  };
};
