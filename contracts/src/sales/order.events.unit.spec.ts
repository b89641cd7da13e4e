import { isLeft, isRight } from 'fp-ts/lib/Either.js';
import { ORDER_ACTION_NAMES, ORDER_ACTIONS } from './order.lifecycle.js';
import { isOrderEventType, ORDER_EVENT_TYPES, OrderEventCodecs, orderStream } from './order.events.js';

describe('order events (ARCHITECTURE §3)', () => {
  it('stream order-<id>; every action of the table names an event with a codec', () => {
    expect(orderStream(1042)).toBe('order-1042');
    for (const action of ORDER_ACTION_NAMES) expect(isOrderEventType(ORDER_ACTIONS[action].event)).toBe(true);
    expect(isOrderEventType('constructor')).toBe(false);
  });

  it('the facts the brief names are all there', () => {
    for (const name of [
      'LeadCreated',
      'LeadUpdated',
      'LeadQuoted',
      'LeadConfirmed',
      'LeadMarkedLost',
      'LeadPutOnHold',
      'LeadRejected',
      'QuoteRejected',
      'LeadRestored',
      'LeadAssigned',
      'LeadFollowUpScheduled',
      'LeadRevised',
      'OrderConfirmed',
      'OrderCancelled',
      'OrderCompleted',
      'OrderRejected',
      'OrderItemsUpdated',
      'OrderActualSizeUpdated',
      'OrderStoragesSynced',
      'OrderInvoiceRequested',
    ]) {
      expect(ORDER_EVENT_TYPES).toContain(name);
    }
  });

  it('payloads hold the fact and what changed', () => {
    expect(
      isRight(
        OrderEventCodecs.LeadQuoted.decode({
          id: 1,
          from: 'new',
          quoteSentAt: '2024-06-02T10:00:00.000Z',
          quoteVersionSent: 1,
        }),
      ),
    ).toBe(true);
    expect(
      isLeft(
        OrderEventCodecs.LeadQuoted.decode({
          id: 1,
          from: 'sent',
          quoteSentAt: '2024-06-02T10:00:00.000Z',
          quoteVersionSent: 1,
        }),
      ),
    ).toBe(true);
    expect(
      isRight(OrderEventCodecs.OrderCancelled.decode({ id: 1, from: 'confirmed', cancelReasonId: 2, reason: null })),
    ).toBe(true);
    expect(isLeft(OrderEventCodecs.OrderCancelled.decode({ id: 1, from: 'confirmed', reason: 'x' }))).toBe(true);
    expect(
      isRight(OrderEventCodecs.LeadAssigned.decode({ id: 1, assigneeId: 7, previousAssigneeId: null, self: false })),
    ).toBe(true);
  });
});
