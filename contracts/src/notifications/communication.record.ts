import * as t from 'io-ts';
import { AttachmentType, CommunicationChannel, DeliveryStatus } from './communication.enums.js';

const nullable = <C extends t.Mixed>(c: C) => t.union([c, t.null]);

/** What a record is about (spec 3 §3 resourceType, resourceId): the record its task names. */
export const CommunicationResourceKind = t.keyof(
  { lead: null, order: null, request: null, invoice: null, payment: null, user: null },
  'CommunicationResourceKind',
);
export type CommunicationResourceKind = t.TypeOf<typeof CommunicationResourceKind>;

/** An attachment of a message (spec 3 §3 attachmentTypesAndIds). */
export const AttachmentRef = t.type({ attachmentType: AttachmentType.codec, attachmentId: t.number });
export type AttachmentRef = t.TypeOf<typeof AttachmentRef>;

/**
 * A communication record as the notifier writes it (spec 3 §3, every field we know at sending): one per message,
 * i.e. per task and channel, its id the task's. taskStatus and serial belong to the read model (the task's
 * status now, the row's place in the list). `metadata` is JSON text: the Message-ID (or WATI's broadcast name and
 * message id), the attempts, and whether a retry followed a lost answer.
 */
export const CommunicationRecord = t.exact(
  t.type({
    id: t.number,
    taskId: t.number,
    taskType: t.string,
    templateName: nullable(t.string),
    channel: CommunicationChannel.codec,
    senderId: nullable(t.number),
    recipientId: nullable(t.number),
    senderEmail: nullable(t.string),
    recipientEmail: nullable(t.string),
    senderPhone: nullable(t.string),
    recipientPhone: nullable(t.string),
    status: t.string,
    deliveryStatus: DeliveryStatus.codec,
    subject: nullable(t.string),
    body: nullable(t.string),
    content: nullable(t.string),
    metadata: nullable(t.string),
    errorMessage: nullable(t.string),
    retryCount: t.number,
    priority: nullable(t.number),
    sendDate: nullable(t.string),
    deliveryDate: nullable(t.string),
    openedDate: nullable(t.string),
    clickedDate: nullable(t.string),
    hasAttachment: t.boolean,
    attachmentTypesAndIds: t.readonlyArray(AttachmentRef),
    resourceType: nullable(CommunicationResourceKind),
    resourceId: nullable(t.number),
  }),
  'CommunicationRecord',
);
export type CommunicationRecord = t.TypeOf<typeof CommunicationRecord>;

/** What the Message-ID metadata says (JSON in `metadata`). */
export interface CommunicationMetadata {
  readonly messageId: string;
  readonly attempts: number;
  /** The mail went again, with the same Message-ID, after the server's answer to DATA was lost. */
  readonly retriedAfterLostAnswer: boolean;
  readonly localMessageId?: string | null;
}
