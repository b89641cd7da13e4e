import { catalogueDefaults, TaskType, type ResourceName } from '@console/contracts';
import { DEMO_COUNTRIES } from './seed-data.js';

type DemoRecord = readonly [ResourceName, number, Record<string, unknown>];

/** Template categories of the demo (spec 3 §2). */
const CATEGORIES = [
  { id: 1, name: 'Sales', description: 'Quotes, confirmations and thank-you mails' },
  { id: 2, name: 'Operations', description: 'Request notes and team notices' },
  { id: 3, name: 'Accounting', description: 'Invoices, receipts and payment links' },
] as const;

const CATEGORY_OF: Record<TaskType, number> = {
  SEND_QUOTE_TO_CUSTOMER: 1,
  SEND_ORDER_THANKYOU_MAIL_TO_CUSTOMER: 1,
  SEND_ORDER_CONFIRMED_MAIL_TO_CUSTOMER: 1,
  SEND_REQUEST_NOTE_MAIL_TO_CUSTOMER: 2,
  SEND_REQUEST_NOTE_SMS_TO_CUSTOMER: 2,
  MAIL_INVOICE_TO_CUSTOMER: 3,
  MAIL_RECEIPT_TO_CUSTOMER: 3,
  SEND_PAYMENT_LINK_TO_CUSTOMER: 3,
};

const ATTACHMENT_OF: Partial<Record<TaskType, string>> = {
  SEND_QUOTE_TO_CUSTOMER: 'QuotationPDF',
  SEND_REQUEST_NOTE_MAIL_TO_CUSTOMER: 'requestNotePDF',
  MAIL_INVOICE_TO_CUSTOMER: 'InvoicePDF',
  MAIL_RECEIPT_TO_CUSTOMER: 'ReceiptPDF',
};

const words = (type: TaskType): string => type.toLowerCase().replace(/_/g, ' ');

/**
 * A template for every task type the product records, in English and in Arabic (named with `_ar`, docs/decisions.md),
 * the categories, and per country the operations and accounts placeholders plus one generic customer placeholder.
 */
export const demoTemplateRecords = (): DemoRecord[] => {
  const out: DemoRecord[] = CATEGORIES.map(({ id, ...c }) => ['template-categories', id, c] as const);
  const defaults = catalogueDefaults('communication-templates');
  let id = 0;
  for (const type of TaskType.values) {
    const attachment = ATTACHMENT_OF[type];
    for (const arabic of [false, true]) {
      out.push([
        'communication-templates',
        ++id,
        {
          ...defaults,
          templateName: arabic ? `${type}_ar` : type,
          description: `${arabic ? 'Arabic' : 'English'} ${words(type)}`,
          subject: arabic ? 'مرجع {{reference}}' : `Your ${words(type).replace(/^(send|mail) /, '')} {{reference}}`,
          fromEmail: 'noreply@demo.test',
          toEmails: ['{{customerEmail}}'],
          categories: [CATEGORY_OF[type]],
          body: arabic
            ? '<p dir="rtl">عزيزي {{customerName}}، مرجعك {{reference}}.</p>'
            : '<p>Dear {{customerName}},</p><p>Your reference is {{reference}}.</p>',
          templateVariables: ['reference'],
          hasAttachment: attachment !== undefined,
          attachmentTypes: attachment ? [attachment] : [],
          isWatiEnabled: type === 'SEND_REQUEST_NOTE_SMS_TO_CUSTOMER',
          watiTempName:
            type === 'SEND_REQUEST_NOTE_SMS_TO_CUSTOMER' ? (arabic ? 'request_note_ar' : 'request_note') : null,
          watiTemplateVariables: type === 'SEND_REQUEST_NOTE_SMS_TO_CUSTOMER' ? ['1', '2'] : [],
          watiTemplateVariablesMapping:
            type === 'SEND_REQUEST_NOTE_SMS_TO_CUSTOMER' ? { '1': 'customerName', '2': 'reference' } : {},
        },
      ]);
    }
  }
  let placeholder = 0;
  for (const c of DEMO_COUNTRIES) {
    for (const team of ['operations', 'accounts'] as const) {
      out.push([
        'email-placeholder',
        ++placeholder,
        {
          name: `${team}-${c.code.toLowerCase()}`,
          description: `The ${team} team of ${c.name}`,
          emails: [`${team}.${c.code.toLowerCase()}@demo.test`],
          countryId: c.id,
          isGeneric: false,
        },
      ]);
    }
  }
  out.push([
    'email-placeholder',
    ++placeholder,
    { name: 'customer', description: 'The customer of the message', emails: [], countryId: null, isGeneric: true },
  ]);
  return out;
};
