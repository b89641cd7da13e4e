import type { AttachmentType, CommunicationChannel, TaskType } from '@console/contracts';

/**
 * The built-in message of each task type (English), until the communication templates resource lands (issue 33,
 * item 4): what each sends, on which channel, with which of the product's PDFs. Handlebars, logic-less: the
 * variables are the message context's (message-context.ts) and are HTML-escaped by the engine.
 */
export interface DefaultTemplate {
  readonly templateName: string;
  readonly channel: CommunicationChannel;
  readonly subject: string;
  /** E-mail: the HTML body. WhatsApp: the text a person reads in the record's Body tab. */
  readonly body: string;
  readonly attachment?: AttachmentType;
  /** WhatsApp: the approved template at WATI and its variables (WATI's name → a Handlebars expression). */
  readonly wati?: { readonly name: string; readonly parameters: Readonly<Record<string, string>> };
}

const greeting = '<p>Dear {{customerName}},</p>';
const signature = '<p>Kind regards,<br>{{companyName}}</p>';

export const DEFAULT_TEMPLATES: Readonly<Record<TaskType, DefaultTemplate>> = Object.freeze({
  SEND_QUOTE_TO_CUSTOMER: {
    templateName: 'quote',
    channel: 'email',
    subject: 'Your quote {{#if orderId}}for order {{orderId}}{{/if}}',
    body: `${greeting}<p>Thank you for your enquiry. Your quote for order {{orderId}} is ready; reply to this mail to accept it or to ask us anything.</p>${signature}`,
  },
  SEND_ORDER_THANKYOU_MAIL_TO_CUSTOMER: {
    templateName: 'order-thank-you',
    channel: 'email',
    subject: 'Thank you for your order {{orderId}}',
    body: `${greeting}<p>Thank you for choosing us for order {{orderId}}. We look forward to serving you again.</p>${signature}`,
  },
  SEND_ORDER_CONFIRMED_MAIL_TO_CUSTOMER: {
    templateName: 'order-confirmed',
    channel: 'email',
    subject: 'Your order {{orderId}} is confirmed',
    body: `${greeting}<p>Your order {{orderId}} is confirmed. We will be in touch about the next steps.</p>${signature}`,
  },
  SEND_REQUEST_NOTE_MAIL_TO_CUSTOMER: {
    templateName: 'request-note',
    channel: 'email',
    subject: 'Your request note {{requestId}}',
    body: `${greeting}<p>Please find attached the note of your request {{requestId}}.</p>${signature}`,
    attachment: 'requestNotePDF',
  },
  SEND_REQUEST_NOTE_SMS_TO_CUSTOMER: {
    templateName: 'request-note-whatsapp',
    channel: 'whatsApp',
    subject: 'Request note {{requestId}}',
    body: 'Dear {{customerName}}, your request {{requestId}} is recorded. {{companyName}}',
    wati: { name: 'request_note', parameters: { name: '{{customerName}}', request_id: '{{requestId}}' } },
  },
  MAIL_INVOICE_TO_CUSTOMER: {
    templateName: 'invoice',
    channel: 'email',
    subject: 'Invoice {{invoiceId}}',
    body: `${greeting}<p>Please find attached your invoice {{invoiceId}}.</p>${signature}`,
    attachment: 'InvoicePDF',
  },
  MAIL_RECEIPT_TO_CUSTOMER: {
    templateName: 'receipt',
    channel: 'email',
    subject: 'Receipt for your payment {{paymentId}}',
    body: `${greeting}<p>Thank you for your payment {{paymentId}}. This mail is your receipt.</p>${signature}`,
  },
  SEND_PAYMENT_LINK_TO_CUSTOMER: {
    templateName: 'payment-link',
    channel: 'email',
    subject: 'Your payment link',
    body: `${greeting}<p>You can pay online by this link: <a href="{{url}}">{{url}}</a></p>${signature}`,
  },
});
