import * as t from 'io-ts';
import { listQuery, type DefaultSort } from '../list-queries/list-query.js';
import type { CommunicationChannel, DeliveryStatus } from '../notifications/communication.enums.js';
import type { TaskStatus } from '../notifications/task.enums.js';
import { AccountingId } from './accounting.codecs.js';

/**
 * The communication records of accounting (spec 3 §2 the invoice's and the payment's Communication tabs, §3
 * Communication record, §7 Tasks): every task accounting asks for to reach the customer is one record, of the
 * record it concerns. MAIL_INVOICE_TO_CUSTOMER {invoiceId} concerns the invoice, MAIL_RECEIPT_TO_CUSTOMER
 * {paymentId} the payment, SEND_PAYMENT_LINK_TO_CUSTOMER {userId, amount} the customer, or the invoice it names.
 */
export const CommunicationResourceType = t.keyof({ invoice: null, payment: null, user: null }, 'ResourceType');
export type CommunicationResourceType = t.TypeOf<typeof CommunicationResourceType>;

export interface CommunicationResource {
  readonly resourceType: CommunicationResourceType;
  readonly resourceId: number;
  /** The customer, when the task's data names it (a payment link); else the invoice's or payment's customer. */
  readonly recipientId: number | null;
}

const idIn = (data: Record<string, unknown>, key: string): number | null => {
  const v = data[key];
  return typeof v === 'number' && Number.isInteger(v) && v > 0 ? v : null;
};

const parsed = (data: string | null): Record<string, unknown> | null => {
  if (data === null) return null;
  try {
    const v: unknown = JSON.parse(data);
    return typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
  } catch {
    return null;
  }
};

/** The record a task of this type and data (JSON text, spec 2 §5) concerns; undefined: not accounting's. */
export const communicationResourceOf = (type: string, data: string | null): CommunicationResource | undefined => {
  const d = parsed(data);
  if (!d) return undefined;
  switch (type) {
    case 'MAIL_INVOICE_TO_CUSTOMER': {
      const id = idIn(d, 'invoiceId');
      return id === null ? undefined : { resourceType: 'invoice', resourceId: id, recipientId: null };
    }
    case 'MAIL_RECEIPT_TO_CUSTOMER': {
      const id = idIn(d, 'paymentId');
      return id === null ? undefined : { resourceType: 'payment', resourceId: id, recipientId: null };
    }
    case 'SEND_PAYMENT_LINK_TO_CUSTOMER': {
      const userId = idIn(d, 'userId');
      const invoiceId = idIn(d, 'invoiceId');
      if (invoiceId !== null) return { resourceType: 'invoice', resourceId: invoiceId, recipientId: userId };
      return userId === null ? undefined : { resourceType: 'user', resourceId: userId, recipientId: userId };
    }
    default:
      return undefined;
  }
};

/** Every task sent by e-mail: the console has no WhatsApp task of accounting. */
export const ACCOUNTING_COMMUNICATION_CHANNEL: CommunicationChannel = 'email';

/**
 * A communication record as the Communication tabs show it (spec 3 §3; the columns the Communication list shows
 * by default, spec 3 §2). One record per task, so its id is the task's. Until a sender reports back, the delivery
 * fields are empty: the record says what was asked, when and by whom, and the task's own status.
 */
export interface CommunicationRecordRow {
  readonly id: number;
  readonly taskId: number;
  readonly taskStatus: TaskStatus;
  readonly taskType: string;
  readonly templateName: string | null;
  readonly channel: CommunicationChannel;
  readonly senderId: number | null;
  readonly senderEmail: string | null;
  readonly senderPhone: string | null;
  readonly recipientId: number | null;
  readonly recipientEmail: string | null;
  readonly recipientPhone: string | null;
  readonly deliveryStatus: DeliveryStatus | null;
  readonly sendDate: string | null;
  readonly errorMessage: string | null;
  readonly priority: number | null;
  readonly resourceType: CommunicationResourceType;
  readonly resourceId: number;
  readonly createdAt: string;
  readonly updatedAt: string;
}

export const COMMUNICATIONS_DEFAULT_SORT: DefaultSort = Object.freeze({ sortBy: 'id', sortOrder: 'DESC' });

/**
 * POST /api/v1/communications/list (spec 3 §7 reference lists: 'Communication-records by resourceId and
 * resourceType'): the records of one invoice or payment, newest first.
 */
export const CommunicationsListQuery = listQuery(
  'CommunicationsListQuery',
  { resourceType: t.keyof({ invoice: null, payment: null }), resourceId: AccountingId },
  COMMUNICATIONS_DEFAULT_SORT,
);
export type CommunicationsListQuery = t.TypeOf<typeof CommunicationsListQuery>;
