import type { DeliveryStatus } from './communication.enums.js';

/**
 * THE table of a communication record's delivery status (spec 3 §3; transitions not shown, our reading, issue 33):
 * sent → delivered → read → clicked | receivedReply, and failed from any status but failed. A status a channel
 * reports late (delivered after read, a webhook redelivered) is not a step back: the record keeps the later one.
 */
export const DELIVERY_TRANSITIONS: Readonly<Record<DeliveryStatus, readonly DeliveryStatus[]>> = Object.freeze({
  sent: ['delivered', 'read', 'clicked', 'receivedReply', 'failed'],
  delivered: ['read', 'clicked', 'receivedReply', 'failed'],
  read: ['clicked', 'receivedReply', 'failed'],
  clicked: ['failed'],
  receivedReply: ['failed'],
  failed: [],
});

export const canDeliveryMove = (from: DeliveryStatus, to: DeliveryStatus): boolean =>
  DELIVERY_TRANSITIONS[from].includes(to);

/** The record's date field a status sets (spec 3 §3: deliveryDate, openedDate, clickedDate). */
export const DELIVERY_STATUS_DATE: Readonly<
  Partial<Record<DeliveryStatus, 'sendDate' | 'deliveryDate' | 'openedDate' | 'clickedDate'>>
> = Object.freeze({
  sent: 'sendDate',
  delivered: 'deliveryDate',
  read: 'openedDate',
  clicked: 'clickedDate',
  receivedReply: 'clickedDate',
});
