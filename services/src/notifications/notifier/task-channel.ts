import type { CommunicationChannel, TaskType } from '@console/contracts';

/**
 * The channel each task type's message goes by: its name says it (spec 2 §7: the request note's SMS task is the
 * WhatsApp message, issue 33), every other one is a mail.
 */
export const TASK_CHANNEL: Readonly<Record<TaskType, CommunicationChannel>> = Object.freeze({
  SEND_QUOTE_TO_CUSTOMER: 'email',
  SEND_ORDER_THANKYOU_MAIL_TO_CUSTOMER: 'email',
  SEND_ORDER_CONFIRMED_MAIL_TO_CUSTOMER: 'email',
  SEND_REQUEST_NOTE_MAIL_TO_CUSTOMER: 'email',
  SEND_REQUEST_NOTE_SMS_TO_CUSTOMER: 'whatsApp',
  MAIL_INVOICE_TO_CUSTOMER: 'email',
  MAIL_RECEIPT_TO_CUSTOMER: 'email',
  SEND_PAYMENT_LINK_TO_CUSTOMER: 'email',
  SEND_RESET_PASSWORD_MAIL: 'email',
  SEND_MAGIC_LINK_MAIL: 'email',
  NOTIFY_REQUEST_CUSTOMER: 'email',
  NOTIFY_REQUEST_TEAM: 'email',
  NOTIFY_REQUEST_WAREHOUSE: 'email',
  SEND_EXIT_SURVEY_TO_CUSTOMER: 'email',
});

/**
 * The task types written to the staff rather than to the customer of their record (docs/decisions.md): the
 * request's team (its users' e-mails) and the warehouse of the request's country (its `warehouse` placeholder).
 * Their message has no recipient user, is in the sending user's language, and its placeholders are the request's
 * country's.
 */
export const STAFF_AUDIENCE: Readonly<Partial<Record<TaskType, 'team' | 'warehouse'>>> = Object.freeze({
  NOTIFY_REQUEST_TEAM: 'team',
  NOTIFY_REQUEST_WAREHOUSE: 'warehouse',
});
