import { isLeft, isRight } from 'fp-ts/lib/Either.js';
import { diffDocuments } from '../history/document-changes.js';
import { HISTORY_MODELS, historyDocument, initialHistoryState, evolveHistory } from '../history/history-models.js';
import { evolveOrder, foldOrder, orderHistoryDocument, type OrderState } from './order.document.js';
import { OrderEventCodecs, type OrderEvent } from './order.events.js';
import { allowedOrderActions, checkOrderAction } from './order.lifecycle.js';
import { OrderRecord } from './order.record.js';

const created: OrderEvent = {
  type: 'LeadCreated',
  data: {
    id: 1042,
    status: 'new',
    createdAt: '2024-06-01T08:00:00.000Z',
    assigneeId: null,
    fields: {
      type: 'storage',
      userId: 12,
      countryId: 1,
      cityId: 3,
      months: 3,
      items: [{ storagetypeId: 4, quantity: 2 }],
      services: [{ servicetypeId: 1, amount: 1_500_000, servicetype: { name: 'Pickup' } }],
      rent: 2_600_000,
      channel: 'google',
      quoteVersion: 1,
    },
  },
};

const run = (events: readonly OrderEvent[]): OrderState => foldOrder(events);

describe('order events', () => {
  it('payloads decode; money must be whole 1/10000 units', () => {
    expect(isRight(OrderEventCodecs.LeadCreated.decode(created.data))).toBe(true);
    const fractional = { ...created.data, fields: { ...created.data.fields, rent: 1.5 } };
    expect(isLeft(OrderEventCodecs.LeadCreated.decode(fractional))).toBe(true);
    expect(isLeft(OrderEventCodecs.LeadMarkedLost.decode({ id: 1, from: 'quote_sent', reason: null }))).toBe(true);
  });
});

describe('evolveOrder', () => {
  it('creates the whole record with the form fields over the empty ones', () => {
    const s = run([created]);
    expect(s).toMatchObject({
      id: 1042,
      status: 'new',
      partnerId: 1,
      cityId: 3,
      months: 3,
      assigneeId: null,
      quoteSentAt: null,
    });
    expect(isRight(OrderRecord.decode(s))).toBe(true);
  });

  it('walks a lead to a complete order', () => {
    const s = run([
      created,
      { type: 'LeadAssigned', data: { id: 1042, assigneeId: 7, previousAssigneeId: null, self: true } },
      {
        type: 'LeadQuoted',
        data: { id: 1042, from: 'new', quoteSentAt: '2024-06-02T10:00:00.000Z', quoteVersionSent: 1 },
      },
      { type: 'LeadRevised', data: { id: 1042, quoteVersion: 2, previousQuoteVersion: 1, changes: { months: 6 } } },
      {
        type: 'LeadQuoted',
        data: { id: 1042, from: 'quote_sent', quoteSentAt: '2024-06-03T10:00:00.000Z', quoteVersionSent: 2 },
      },
      { type: 'LeadConfirmed', data: { id: 1042, from: 'quote_sent', confirmedAt: '2024-06-04T10:00:00.000Z' } },
      { type: 'OrderActualSizeUpdated', data: { id: 1042, actualSize: 2.5, previous: null } },
      {
        type: 'OrderItemsUpdated',
        data: {
          id: 1042,
          items: [{ storagetypeId: 4, quantity: 3 }],
          previousItems: [{ storagetypeId: 4, quantity: 2 }],
        },
      },
      { type: 'OrderInvoiceRequested', data: { id: 1042, serviceIds: [1] } },
      { type: 'OrderCompleted', data: { id: 1042, from: 'confirmed' } },
    ]);
    expect(s).toMatchObject({
      status: 'complete',
      assigneeId: 7,
      quoteVersion: 2,
      nextQuoteVersion: 2,
      quoteVersionSent: 2,
      quoteSentAt: '2024-06-03T10:00:00.000Z',
      confirmedAt: '2024-06-04T10:00:00.000Z',
      months: 6,
      actualSize: 2.5,
      items: [{ storagetypeId: 4, quantity: 3 }],
    });
  });

  it('the folded record is what the lifecycle reads', () => {
    const s = run([created]);
    if (s === null) throw new Error('no record');
    const admin = { userId: 1, permissions: ['admin'] };
    expect(checkOrderAction('sendQuote', s, admin)?.message).toBe('Lead is not assigned to any one yet');
    expect(allowedOrderActions(s, admin, 'lead')).toEqual(
      expect.arrayContaining([
        'sendQuote',
        'sendThankYou',
        'confirmLead',
        'putOnHold',
        'rejectLead',
        'followUp',
        'editLead',
      ]),
    );
  });

  it('records the reasons with the status', () => {
    expect(
      run([
        created,
        { type: 'LeadMarkedLost', data: { id: 1042, from: 'new', lostReasonId: 3, reason: 'Too pricey' } },
      ]),
    ).toMatchObject({
      status: 'lost',
      lostReasonId: 3,
      reason: 'Too pricey',
    });
    const cancelled = run([
      created,
      { type: 'OrderCancelled', data: { id: 1042, from: 'confirmed', cancelReasonId: 2, reason: null } },
      { type: 'LeadRestored', data: { id: 1042, from: 'cancelled' } },
    ]);
    expect(cancelled).toMatchObject({ status: 'new', cancelReasonId: 2 });
  });

  it('ignores other events, and a deleted lead is gone', () => {
    const s = run([created]);
    expect(evolveOrder(s, { type: 'CommentAdded' } as unknown as OrderEvent)).toBe(s);
    expect(evolveOrder(s, { type: 'LeadDeleted', data: { id: 1042 } })).toBeNull();
    expect(evolveOrder(null, { type: 'OrderCompleted', data: { id: 1, from: 'confirmed' } })).toBeNull();
  });
});

describe('order history', () => {
  it('is registered as the model order and shows what each event changed', () => {
    const model = HISTORY_MODELS['order'];
    expect(model?.model).toBe('order');
    const s0 = initialHistoryState(model);
    const s1 = evolveHistory(model, s0, created, '2024-06-01T08:00:00.000Z');
    const s2 = evolveHistory(
      model,
      s1,
      { type: 'LeadFollowUpScheduled', data: { id: 1042, followUpAt: '2024-06-05T09:00:00.000Z', previous: null } },
      '2024-06-02T08:00:00.000Z',
    );
    expect(diffDocuments(historyDocument(model, s1), historyDocument(model, s2))).toEqual([
      { path: 'followUpAt', old: null, new: '2024-06-05T09:00:00.000Z' },
    ]);
    expect(orderHistoryDocument(null)).toBeNull();
  });

  it('folds a state read back from JSON the same way', () => {
    const s = JSON.parse(JSON.stringify(run([created]))) as OrderState;
    expect(evolveOrder(s, { type: 'QuoteRejected', data: { id: 1042, from: 'new' } })?.status).toBe('quote_rejected');
  });
});
