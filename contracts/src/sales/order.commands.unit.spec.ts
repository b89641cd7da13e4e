import { isLeft, isRight } from 'fp-ts/lib/Either.js';
import { ORDER_ACTIONS } from './order.lifecycle.js';
import {
  CreateOrderBody,
  isOrderPatchRefusal,
  ORDER_COMMAND_ACTIONS,
  orderActionOfCommand,
  orderCommandOfPatch,
  PatchOrderBody,
  type PatchContext,
} from './order.commands.js';

const sent: PatchContext = { status: 'quote_sent', quoteVersion: 1, quoteVersionSent: 1 };
const confirmed: PatchContext = { status: 'confirmed', quoteVersion: 1, quoteVersionSent: 1 };

describe('the PATCH forms of spec 2 §7 run their command', () => {
  it.each([
    [
      { createdAt: '2024-01-01T00:00:00.000Z', editFlag: true },
      'lead',
      sent,
      { type: 'ChangeCreationDate', createdAt: '2024-01-01T00:00:00.000Z' },
    ],
    [{ assigneeId: 7 }, 'lead', sent, { type: 'Assign', assigneeId: 7 }],
    [
      { status: 'lost', lostReasonId: 2, reason: 'price' },
      'lead',
      sent,
      { type: 'MarkLost', lostReasonId: 2, reason: 'price' },
    ],
    [{ status: 'onhold', holdReasonId: 1 }, 'lead', sent, { type: 'PutOnHold', holdReasonId: 1, reason: null }],
    [
      { status: 'onhold', holdReasonId: 1 },
      'order',
      confirmed,
      { type: 'PutOrderOnHold', holdReasonId: 1, reason: null },
    ],
    [{ status: 'rejected', rejectReasonId: 4 }, 'lead', sent, { type: 'RejectLead', rejectReasonId: 4, reason: null }],
    [{ status: 'new' }, 'order', { ...sent, status: 'lost' }, { type: 'Restore' }],
    [{ status: 'quote_rejected' }, 'lead', sent, { type: 'RejectQuote' }],
    [
      { status: 'cancelled', cancelReasonId: 3, reason: 'moved' },
      'order',
      confirmed,
      { type: 'CancelOrder', cancelReasonId: 3, reason: 'moved' },
    ],
    [{ actualSize: 2.5 }, 'order', confirmed, { type: 'UpdateActualSize', actualSize: 2.5 }],
    [
      { items: [{ storagetypeId: 1, quantity: 2 }] },
      'order',
      confirmed,
      { type: 'UpdateItemList', items: [{ storagetypeId: 1, quantity: 2 }] },
    ],
    [{ status: 'complete' }, 'order', confirmed, { type: 'CompleteOrder' }],
    [{ action: 'SYNC_ORDER' }, 'order', confirmed, { type: 'SyncStorages' }],
    [
      { action: 'CREATE_INVOICE', serviceIds: [5, 6] },
      'order',
      confirmed,
      { type: 'CreateInvoice', serviceIds: [5, 6] },
    ],
    [
      { status: 'quote_sent', quoteSentAt: '2024-06-02T10:00:00.000Z', quoteVersionSent: 1 },
      'lead',
      { ...sent, status: 'new' },
      { type: 'SendQuote', page: 'lead', quoteSentAt: '2024-06-02T10:00:00.000Z' },
    ],
    [
      { status: 'confirmed', confirmedAt: '2024-06-02T10:00:00.000Z' },
      'lead',
      sent,
      { type: 'ConfirmLead', confirmedAt: '2024-06-02T10:00:00.000Z' },
    ],
    [
      { status: 'confirmed', months: 4 },
      'order',
      { ...confirmed, status: 'onhold' },
      { type: 'ConfirmOrder', changes: { months: 4 } },
    ],
    [
      { followUpAt: '2024-06-09T09:00:00.000Z' },
      'lead',
      sent,
      { type: 'ScheduleFollowUp', followUpAt: '2024-06-09T09:00:00.000Z' },
    ],
    [
      { quoteVersion: 2, months: 6 },
      'lead',
      sent,
      { type: 'Revise', quoteVersion: 2, changes: { quoteVersion: 2, months: 6 } },
    ],
    [{ months: 6 }, 'lead', { ...sent, quoteVersion: 2 }, { type: 'EditLead', changes: { months: 6 } }],
    [{ months: 6, status: 'confirmed' }, 'order', confirmed, { type: 'EditOrder', changes: { months: 6 } }],
  ] as const)('%j on %s → the command', (body, page, record, command) => {
    const decoded = PatchOrderBody.decode(body);
    expect(isRight(decoded)).toBe(true);
    if (isRight(decoded)) expect(orderCommandOfPatch(decoded.right, page, record)).toEqual(command);
  });

  it('a status with no action is refused on the status field', () => {
    const r = orderCommandOfPatch({ status: 'locked' }, 'order', confirmed);
    expect(isOrderPatchRefusal(r)).toBe(true);
  });

  it('bodies are checked and stripped', () => {
    expect(isLeft(PatchOrderBody.decode({ status: 'done' }))).toBe(true);
    expect(isLeft(CreateOrderBody.decode({ months: 'three' }))).toBe(true);
    const r = CreateOrderBody.decode({ months: 3, hacked: true });
    expect(isRight(r) && !('hacked' in r.right)).toBe(true);
  });

  it('each command is one action of the table', () => {
    for (const action of Object.values(ORDER_COMMAND_ACTIONS)) expect(ORDER_ACTIONS[action]).toBeDefined();
    expect(orderActionOfCommand({ type: 'CompleteOrder' })).toBe('completeOrder');
    expect(orderActionOfCommand({ type: 'CreateOrder', page: 'lead', id: 1, body: {} })).toBeUndefined();
  });
});
