import { enumeration, type EnumValue } from '../shared/enumeration.js';

/** Spec 2 §3: new, running, complete, failed, paused, and cancelled (which appears in the list filter). */
export const TaskStatus = enumeration(
  ['new', 'running', 'complete', 'failed', 'paused', 'cancelled'] as const,
  'TaskStatus',
);
export type TaskStatus = EnumValue<typeof TaskStatus>;

/**
 * The task types the specs name (spec 2 §3 and §7, spec 3 §7). The specs say there are about 70 and do not
 * list them; a type is added here when a feature needs it.
 */
export const TaskType = enumeration(
  [
    'SEND_QUOTE_TO_CUSTOMER',
    'SEND_ORDER_THANKYOU_MAIL_TO_CUSTOMER',
    'SEND_ORDER_CONFIRMED_MAIL_TO_CUSTOMER',
    'SEND_REQUEST_NOTE_MAIL_TO_CUSTOMER',
    'SEND_REQUEST_NOTE_SMS_TO_CUSTOMER',
    'MAIL_INVOICE_TO_CUSTOMER',
    'MAIL_RECEIPT_TO_CUSTOMER',
    'SEND_PAYMENT_LINK_TO_CUSTOMER',
    // A password reset and a sign-in link (issue 34 §2): their link is written by the notifier, never stored.
    'SEND_RESET_PASSWORD_MAIL',
    'SEND_MAGIC_LINK_MAIL',
    // Notify Customer / Team / Warehouse on a request (spec 2 §7 'Notify create'; docs/decisions.md).
    'NOTIFY_REQUEST_CUSTOMER',
    'NOTIFY_REQUEST_TEAM',
    'NOTIFY_REQUEST_WAREHOUSE',
    // The exit survey of a lost lead (issue 33 §6): its link is written by the notifier, never stored.
    'SEND_EXIT_SURVEY_TO_CUSTOMER',
  ] as const,
  'TaskType',
);
export type TaskType = EnumValue<typeof TaskType>;
