import * as t from 'io-ts';
import { TaskType } from '../notifications/task.enums.js';
import { OrderStatus } from './order.enums.js';
import { InstantString, OrderItem, OrderPatch } from './order.record.js';

/**
 * Leads and orders are ONE aggregate, stream `order-<id>` (ARCHITECTURE §3). Events are the facts, named
 * `Lead<Fact>` for what happens to a lead and `Order<Fact>` for what happens to an order, one per action of the
 * lifecycle table (order.lifecycle.ts); a payload holds the fact and what changed, never a copy of the record.
 * Status changes carry `from` (the status before) so a reader needs no earlier event to tell the transition.
 */
export const ORDER_CATEGORY = 'order';
export const orderStream = (id: number): string => `${ORDER_CATEGORY}-${id}`;

const nullable = <C extends t.Mixed>(c: C) => t.union([c, t.null]);
const from = { id: t.number, from: OrderStatus.codec };

/**
 * A lead (or an order, from the orders page) came into being: its status, its creation instant, who it is assigned
 * to, and every field the form gave.
 */
export const OrderCreatedData = t.type({
  id: t.number,
  status: OrderStatus.codec,
  createdAt: InstantString,
  assigneeId: nullable(t.number),
  fields: OrderPatch,
});
export type OrderCreatedData = t.TypeOf<typeof OrderCreatedData>;

/** Only the fields that changed. */
export const OrderChangedData = t.type({ id: t.number, changes: OrderPatch });
export type OrderChangedData = t.TypeOf<typeof OrderChangedData>;

/** The created-at edit ('leads-creation-date'). */
export const LeadCreationDateChanged = t.type({ id: t.number, createdAt: InstantString, previous: InstantString });
export type LeadCreationDateChanged = t.TypeOf<typeof LeadCreationDateChanged>;

/**
 * The task an order action asks for (spec 2 §7 'Create task'): SEND_QUOTE_TO_CUSTOMER with data {leadId},
 * SEND_ORDER_THANKYOU_MAIL_TO_CUSTOMER / SEND_ORDER_CONFIRMED_MAIL_TO_CUSTOMER with data {orderId}. Recorded on
 * the order's own event, so the request is part of the same fact; the task recorder makes the task from it.
 */
export const OrderTaskRequest = t.intersection([
  t.type({
    type: TaskType.codec,
    data: t.union([t.type({ leadId: t.number }), t.type({ orderId: t.number })]),
  }),
  // The task's id (sequence `task`), given when the order asked: the task recorder makes `task-<id>` from it.
  t.partial({ id: t.number }),
]);
export type OrderTaskRequest = t.TypeOf<typeof OrderTaskRequest>;

/**
 * Send Quote: status quote_sent with quoteSentAt and quoteVersionSent, the SEND_QUOTE_TO_CUSTOMER task it
 * asks for, and what was quoted (the items and the size), which Confirm compares with. The later fields are
 * optional so the payloads recorded before them still decode.
 */
export const LeadQuoted = t.intersection([
  t.type({ ...from, quoteSentAt: InstantString, quoteVersionSent: nullable(t.number) }),
  t.partial({ task: OrderTaskRequest, quotedItems: t.array(OrderItem), quotedSize: nullable(t.number) }),
]);
export type LeadQuoted = t.TypeOf<typeof LeadQuoted>;

/** Send Thank You / Send Confirmation: the mail task (SEND_ORDER_THANKYOU / CONFIRMED_MAIL_TO_CUSTOMER) is asked for. */
export const OrderMailRequested = t.intersection([t.type({ id: t.number }), t.partial({ task: OrderTaskRequest })]);
export type OrderMailRequested = t.TypeOf<typeof OrderMailRequested>;

/** Confirm: status confirmed with confirmedAt; the order Confirm may carry the record's edits ("the full record"). */
export const OrderConfirmedData = t.intersection([
  t.type({ ...from, confirmedAt: InstantString }),
  t.partial({ changes: OrderPatch }),
]);
export type OrderConfirmedData = t.TypeOf<typeof OrderConfirmedData>;

/** A status change with nothing else: Restore (to new), Reject Quote, Complete. */
export const OrderStatusChanged = t.type(from);
export type OrderStatusChanged = t.TypeOf<typeof OrderStatusChanged>;

/** Put on hold: the hold reason and the comment (at most 200). */
export const PutOnHoldData = t.type({ ...from, holdReasonId: nullable(t.number), reason: nullable(t.string) });
export type PutOnHoldData = t.TypeOf<typeof PutOnHoldData>;

export const LeadMarkedLost = t.type({ ...from, lostReasonId: t.number, reason: nullable(t.string) });
export type LeadMarkedLost = t.TypeOf<typeof LeadMarkedLost>;

/** Reject: the lead's needs a reason; the order's (new or renew) may have one. */
export const RejectedData = t.type({ ...from, rejectReasonId: nullable(t.number), reason: nullable(t.string) });
export type RejectedData = t.TypeOf<typeof RejectedData>;

export const OrderCancelled = t.type({ ...from, cancelReasonId: t.number, reason: nullable(t.string) });
export type OrderCancelled = t.TypeOf<typeof OrderCancelled>;

export const LeadFollowUpScheduled = t.type({
  id: t.number,
  followUpAt: InstantString,
  previous: nullable(InstantString),
});
export type LeadFollowUpScheduled = t.TypeOf<typeof LeadFollowUpScheduled>;

/**
 * Revise: a new quote version is opened (quoteVersion n → n + 1, carried as nextQuoteVersion too, spec 2 §2) with
 * the edits saved with it.
 */
export const LeadRevised = t.type({
  id: t.number,
  quoteVersion: t.number,
  previousQuoteVersion: nullable(t.number),
  changes: OrderPatch,
});
export type LeadRevised = t.TypeOf<typeof LeadRevised>;

/** Update Item List: the order's items reset to the current storages' items. */
export const OrderItemsUpdated = t.type({ id: t.number, items: t.array(OrderItem), previousItems: t.array(OrderItem) });
export type OrderItemsUpdated = t.TypeOf<typeof OrderItemsUpdated>;

export const OrderActualSizeUpdated = t.type({ id: t.number, actualSize: t.number, previous: nullable(t.number) });
export type OrderActualSizeUpdated = t.TypeOf<typeof OrderActualSizeUpdated>;

/** Sync Storages (SYNC_ORDER): the actual size it synced to, and the order fields the sync recomputed (current*). */
export const OrderStoragesSynced = t.type({ id: t.number, actualSize: t.number, changes: OrderPatch });
export type OrderStoragesSynced = t.TypeOf<typeof OrderStoragesSynced>;

/**
 * Create Invoice / Create Charges (CREATE_INVOICE with serviceIds): accounting makes the invoice or, for a
 * postpaid customer, the charges (`charges: true`; absent in payloads recorded before it: an invoice).
 */
export const OrderInvoiceRequested = t.intersection([
  t.type({ id: t.number, serviceIds: t.array(t.number) }),
  t.partial({ charges: t.boolean }),
]);
export type OrderInvoiceRequested = t.TypeOf<typeof OrderInvoiceRequested>;

/** Assign and Assign To Me: the same fact, the assignee changed; `self` tells Assign To Me. */
export const LeadAssigned = t.type({
  id: t.number,
  assigneeId: t.number,
  previousAssigneeId: nullable(t.number),
  self: t.boolean,
});
export type LeadAssigned = t.TypeOf<typeof LeadAssigned>;

export const LeadDeleted = t.type({ id: t.number });
export type LeadDeleted = t.TypeOf<typeof LeadDeleted>;

/** Every event of the order stream and its payload codec. */
export const OrderEventCodecs = {
  LeadCreated: OrderCreatedData,
  OrderCreated: OrderCreatedData,
  LeadUpdated: OrderChangedData,
  OrderUpdated: OrderChangedData,
  LeadCreationDateChanged,
  LeadQuoted,
  OrderThankYouMailRequested: OrderMailRequested,
  OrderConfirmationMailRequested: OrderMailRequested,
  LeadConfirmed: OrderConfirmedData,
  OrderConfirmed: OrderConfirmedData,
  LeadRestored: OrderStatusChanged,
  QuoteRejected: OrderStatusChanged,
  LeadPutOnHold: PutOnHoldData,
  OrderPutOnHold: PutOnHoldData,
  LeadMarkedLost,
  LeadRejected: RejectedData,
  LeadFollowUpScheduled,
  LeadRevised,
  OrderCancelled,
  OrderCompleted: OrderStatusChanged,
  OrderRejected: RejectedData,
  OrderItemsUpdated,
  OrderActualSizeUpdated,
  OrderStoragesSynced,
  OrderInvoiceRequested,
  LeadAssigned,
  LeadDeleted,
} as const;

export type OrderEventType = keyof typeof OrderEventCodecs;
export const ORDER_EVENT_TYPES = Object.keys(OrderEventCodecs) as OrderEventType[];

export type OrderEvent = {
  [K in OrderEventType]: { readonly type: K; readonly data: t.TypeOf<(typeof OrderEventCodecs)[K]> };
}[OrderEventType];

export const isOrderEventType = (type: string): type is OrderEventType => Object.hasOwn(OrderEventCodecs, type);
