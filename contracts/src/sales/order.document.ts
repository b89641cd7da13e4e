import type { OrderEvent } from './order.events.js';
import { EMPTY_ORDER_FIELDS, type OrderPatch, type OrderRecord } from './order.record.js';

/** The whole order / lead as it stands after its events: the decider's state and its history's document. */
export type OrderDocument = OrderRecord;

/** null before LeadCreated / OrderCreated, and after LeadDeleted. */
export type OrderState = OrderDocument | null;

/** Keeps only the fields that are set: a patch's absent keys leave the record as it is. */
const applyPatch = (state: OrderDocument, changes: OrderPatch | undefined): OrderDocument => {
  if (!changes) return state;
  const defined = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
  return { ...state, ...defined };
};

/**
 * Folds one event into the record. Pure, and tolerant of a state read back from JSON (history keeps its fold state
 * as JSON): the same fold serves the decider, history and time travel.
 */
export const evolveOrder = (state: OrderState, event: OrderEvent): OrderState => {
  if (event.type === 'LeadCreated' || event.type === 'OrderCreated') {
    const d = event.data;
    return applyPatch(
      {
        ...EMPTY_ORDER_FIELDS,
        id: d.id,
        status: d.status,
        assigneeId: d.assigneeId,
        createdAt: d.createdAt,
        confirmedAt: null,
        quoteSentAt: null,
        quoteVersionSent: null,
        followUpAt: null,
        cancelReasonId: null,
        lostReasonId: null,
        holdReasonId: null,
        rejectReasonId: null,
        quotedItems: null,
        quotedSize: null,
      },
      d.fields,
    );
  }
  if (state === null) return state;
  switch (event.type) {
    case 'LeadUpdated':
    case 'OrderUpdated':
      return applyPatch(state, event.data.changes);
    case 'LeadCreationDateChanged':
      return { ...state, createdAt: event.data.createdAt };
    case 'LeadQuoted':
      return {
        ...state,
        status: 'quote_sent',
        quoteSentAt: event.data.quoteSentAt,
        quoteVersionSent: event.data.quoteVersionSent,
        // A quote recorded before the quoted items were kept compares with nothing.
        quotedItems: event.data.quotedItems ?? null,
        quotedSize: event.data.quotedSize ?? null,
      };
    case 'OrderThankYouMailRequested':
    case 'OrderConfirmationMailRequested':
    case 'OrderInvoiceRequested':
      // Facts for other contexts (a mail task, accounting's invoice): the record itself does not change.
      return state;
    case 'LeadConfirmed':
    case 'OrderConfirmed':
      return { ...applyPatch(state, event.data.changes), status: 'confirmed', confirmedAt: event.data.confirmedAt };
    case 'LeadRestored':
      return { ...state, status: 'new' };
    case 'QuoteRejected':
      return { ...state, status: 'quote_rejected' };
    case 'LeadPutOnHold':
    case 'OrderPutOnHold':
      return { ...state, status: 'onhold', holdReasonId: event.data.holdReasonId, reason: event.data.reason };
    case 'LeadMarkedLost':
      return { ...state, status: 'lost', lostReasonId: event.data.lostReasonId, reason: event.data.reason };
    case 'LeadRejected':
    case 'OrderRejected':
      return { ...state, status: 'rejected', rejectReasonId: event.data.rejectReasonId, reason: event.data.reason };
    case 'OrderCancelled':
      return { ...state, status: 'cancelled', cancelReasonId: event.data.cancelReasonId, reason: event.data.reason };
    case 'OrderCompleted':
      return { ...state, status: 'complete' };
    case 'LeadFollowUpScheduled':
      return { ...state, followUpAt: event.data.followUpAt };
    case 'LeadRevised':
      return {
        ...applyPatch(state, event.data.changes),
        quoteVersion: event.data.quoteVersion,
        nextQuoteVersion: event.data.quoteVersion,
      };
    case 'OrderItemsUpdated':
      return { ...state, items: event.data.items };
    case 'OrderActualSizeUpdated':
      return { ...state, actualSize: event.data.actualSize };
    case 'OrderStoragesSynced':
      return { ...applyPatch(state, event.data.changes), actualSize: event.data.actualSize };
    case 'LeadAssigned':
      return { ...state, assigneeId: event.data.assigneeId };
    case 'LeadDeleted':
      return null;
    default:
      // Events of other contexts on this stream (comments) do not change the order itself.
      return state;
  }
};

/** Folds a whole stream. */
export const foldOrder = (events: readonly OrderEvent[], initial: OrderState = null): OrderState =>
  events.reduce<OrderState>(evolveOrder, initial);

/** The record as History shows it: one flat object, fields by their spec names. */
export const orderHistoryDocument = (state: OrderState): Record<string, unknown> | null => state && { ...state };
