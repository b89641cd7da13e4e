import { OrderStatus } from './order.enums.js';
import { confirmMissingFields } from './order.rules.js';
import {
  allowedOrderActions,
  checkOrderAction,
  ORDER_ACTION_MESSAGES,
  ORDER_ACTION_NAMES,
  ORDER_ACTIONS,
  orderActionLabel,
  orderStatusAfter,
  type OrderAction,
  type OrderActionSubject,
  type OrderActor,
} from './order.lifecycle.js';

const STATUSES: readonly OrderStatus[] = OrderStatus.values;
const admin: OrderActor = { userId: 1, permissions: ['admin'] };
const salesStaff: OrderActor = { userId: 7, permissions: ['sales-staff'] };
const partner: OrderActor = { userId: 9, permissions: ['partner'] };

/** A record that meets every condition but the status, so only the status decides. */
const ready: OrderActionSubject = {
  status: 'new',
  assigneeId: 42,
  cityId: 3,
  quoteVersion: 2,
  quoteVersionSent: 2,
  amount: 0,
  size: 2,
  actualSize: 2,
  items: [{ storagetypeId: 1, quantity: 2 }],
  currentItems: [{ storagetypeId: 1, quantity: 3 }],
  hasInvoice: false,
  hasCharges: false,
  type: 'storage',
  date: '2024-06-10',
  pickupRequired: false,
  channel: 'google',
  paymentMode: 'card',
  need: 'moving house',
  source: 'website',
  warehouseType: ['ac'],
};

/** Per action, what it needs beyond `ready` to be allowed on status alone. */
const fixture: Partial<Record<OrderAction, Partial<OrderActionSubject>>> = {
  editLead: { quoteVersion: 3 }, // versions differ: Edit is then allowed outside new too
  completeOrder: { hasInvoice: true },
};

/** Every status but those named: the spec's "unless", "not" and "except" lists. */
const except = (...named: readonly OrderStatus[]): readonly OrderStatus[] =>
  STATUSES.filter((status) => !named.includes(status));

/**
 * The spec's lists as it words them, the statuses named or every status but some (spec 2 §4 'Leads and orders',
 * §2 Orders for the order Edit; the decided ones marked). The 13 statuses: locked, new, renew, rejected, quote_sent, quote_accepted, quote_rejected, lost,
 * confirmed, onhold, cancelled, complete, closed.
 */
const SPEC: Record<OrderAction, readonly OrderStatus[]> = {
  // "Send Quote: new, renew, quote_sent, quote_accepted, quote_rejected, confirmed, lost, onhold"
  sendQuote: ['new', 'renew', 'quote_sent', 'quote_accepted', 'quote_rejected', 'confirmed', 'lost', 'onhold'],
  // "Send Thank You: new or renew"
  sendThankYou: ['new', 'renew'],
  // "Send Confirmation: confirmed"
  sendConfirmation: ['confirmed'],
  // "Confirm (lead): new, quote_sent, quote_accepted, lost, onhold, cancelled"
  confirmLead: ['new', 'quote_sent', 'quote_accepted', 'lost', 'onhold', 'cancelled'],
  // not shown; decided: the lead Confirm list
  confirmOrder: ['new', 'quote_sent', 'quote_accepted', 'lost', 'onhold', 'cancelled'],
  // "Restore: cancelled, lost, rejected, quote_rejected"
  restore: ['rejected', 'quote_rejected', 'lost', 'cancelled'],
  // "Reject Quote: every status except cancelled, complete, rejected, quote_rejected"
  rejectQuote: except('cancelled', 'complete', 'rejected', 'quote_rejected'),
  // "Put on hold: new, renew, quote_sent, quote_accepted"
  putOnHold: ['new', 'renew', 'quote_sent', 'quote_accepted'],
  // not shown; decided: the lead list plus confirmed
  putOrderOnHold: ['new', 'renew', 'quote_sent', 'quote_accepted', 'confirmed'],
  // "Lost: quote_sent, quote_accepted, confirmed, onhold"
  markLost: ['quote_sent', 'quote_accepted', 'confirmed', 'onhold'],
  // "Reject: new only"
  rejectLead: ['new'],
  // "Follow Up: unless confirmed or complete"
  followUp: except('confirmed', 'complete'),
  // "Revise: not new, not complete" (with equal versions)
  revise: except('new', 'complete'),
  // "Edit (lead): new, or when not complete and quoteVersion differs" (with differing versions)
  editLead: except('complete'),
  // "Edit is hidden for cancelled and rejected orders"
  editOrder: except('cancelled', 'rejected'),
  // no status named
  changeCreationDate: [...STATUSES],
  // "Order Cancel: offered unless the order is complete, new, renew, cancelled or rejected"
  cancelOrder: except('complete', 'new', 'renew', 'cancelled', 'rejected'),
  // "Order Complete: offered when confirmed"
  completeOrder: ['confirmed'],
  // "Update Item List: not for complete orders"
  updateItemList: except('complete'),
  // "Sync Storages: needs an actual size" (no status named)
  syncStorages: [...STATUSES],
  // "Update Actual Size: admin only, confirmed or complete orders"
  updateActualSize: ['confirmed', 'complete'],
  // "Create Invoice / Create Charges: offered for confirmed or complete orders"
  createInvoice: ['confirmed', 'complete'],
  // "Order Reject (new or renew)"
  rejectOrder: ['new', 'renew'],
  // no status named
  assign: [...STATUSES],
  assignToMe: [...STATUSES],
  deleteLead: [...STATUSES],
};

describe('the lead and order lifecycle table (spec 2 §4)', () => {
  it('has a spec list for every action and 13 statuses', () => {
    expect(STATUSES).toHaveLength(13);
    expect([...ORDER_ACTION_NAMES].sort()).toEqual(Object.keys(SPEC).sort());
  });

  const pairs = ORDER_ACTION_NAMES.flatMap((action) => STATUSES.map((status) => [action, status] as const));
  it.each(pairs)('%s from %s follows the spec', (action, status) => {
    const order = { ...ready, ...fixture[action], status };
    const allowed = SPEC[action].includes(status);
    const refusal = checkOrderAction(action, order, admin);
    expect(allowedOrderActions(order, admin).includes(action)).toBe(allowed);
    if (allowed) expect(refusal).toBeUndefined();
    else expect(refusal).toEqual({ kind: 'conflict', message: ORDER_ACTIONS[action].statusMessage, severity: 'error' });
  });

  it('every table list is exactly the spec list (same members)', () => {
    for (const action of ORDER_ACTION_NAMES)
      expect([...ORDER_ACTIONS[action].from].sort()).toEqual([...SPEC[action]].sort());
  });

  it('sets the spec statuses', () => {
    expect(orderStatusAfter('sendQuote', 'new')).toBe('quote_sent');
    expect(orderStatusAfter('confirmLead', 'quote_sent')).toBe('confirmed');
    expect(orderStatusAfter('restore', 'lost')).toBe('new');
    expect(orderStatusAfter('rejectQuote', 'quote_sent')).toBe('quote_rejected');
    expect(orderStatusAfter('rejectLead', 'new')).toBe('rejected');
    expect(orderStatusAfter('rejectOrder', 'renew')).toBe('rejected');
    expect(orderStatusAfter('cancelOrder', 'confirmed')).toBe('cancelled');
    expect(orderStatusAfter('completeOrder', 'confirmed')).toBe('complete');
    expect(orderStatusAfter('markLost', 'onhold')).toBe('lost');
    expect(orderStatusAfter('putOnHold', 'new')).toBe('onhold');
    expect(orderStatusAfter('followUp', 'new')).toBe('new');
  });
});

describe('the spec messages of the checks', () => {
  it('Send Quote needs an assignee, then a city, in the wording of the page', () => {
    const order = { ...ready, assigneeId: null, cityId: null };
    expect(checkOrderAction('sendQuote', order, admin)?.message).toBe('Lead is not assigned to any one yet');
    expect(checkOrderAction('sendQuote', order, admin, 'order')?.message).toBe('Order is not assigned to any one yet');
    expect(checkOrderAction('sendQuote', { ...order, assigneeId: 5 }, admin)).toEqual({
      kind: 'conflict',
      message: 'City is required',
      severity: 'error',
    });
    // the button still shows: the message answers the click
    expect(allowedOrderActions(order, admin)).toContain('sendQuote');
  });

  it('Sync Storages without an actual size warns', () => {
    expect(checkOrderAction('syncStorages', { ...ready, actualSize: null }, admin)).toEqual({
      kind: 'conflict',
      message: 'Order is missing the actual size',
      severity: 'warning',
    });
    expect(checkOrderAction('syncStorages', { ...ready, actualSize: 0 }, admin)?.message).toBe(
      ORDER_ACTION_MESSAGES.missingActualSize,
    );
  });

  it('Complete without a size opens the missing-size dialog', () => {
    const order = { ...ready, status: 'confirmed' as const, hasCharges: true, size: 0 };
    expect(checkOrderAction('completeOrder', order, admin)).toEqual({
      kind: 'conflict',
      message: 'Order is missing size!',
      detail: 'Please set a size and try again.',
      severity: 'error',
    });
  });

  it('Complete is offered with an invoice, charges, amount 0 or a postpaid customer only', () => {
    const confirmed: OrderActionSubject = {
      ...ready,
      status: 'confirmed',
      amount: 1000,
      hasInvoice: false,
      hasCharges: false,
    };
    expect(allowedOrderActions(confirmed, admin)).not.toContain('completeOrder');
    expect(allowedOrderActions({ ...confirmed, hasInvoice: true }, admin)).toContain('completeOrder');
    expect(allowedOrderActions({ ...confirmed, hasCharges: true }, admin)).toContain('completeOrder');
    expect(allowedOrderActions({ ...confirmed, amount: 0 }, admin)).toContain('completeOrder');
    expect(allowedOrderActions({ ...confirmed, customerPostpaid: true }, admin)).toContain('completeOrder');
  });

  it('Confirm names every missing item, in order', () => {
    const refusal = checkOrderAction('confirmLead', { ...ready, cityId: null, date: null, paymentMode: '' }, admin);
    expect(refusal?.kind).toBe('validation');
    expect(refusal?.message).toBe('City is required');
    expect(refusal?.errors?.map((e) => e.message)).toEqual([
      'City is required',
      'Drop Date is required',
      'Payment Mode is required',
    ]);
  });

  it('Confirm refuses with every field the form marks (issue 14: one rule for the form and the server)', () => {
    const pickup: OrderActionSubject = {
      ...ready,
      pickupRequired: true,
      addressId: null,
      line1: null,
      channel: null,
      source: '',
      checklist: { buildingType: 'Villa' },
    };
    const refusal = checkOrderAction('confirmLead', pickup, admin);
    const marked = confirmMissingFields(pickup);
    expect(marked.map((e) => e.path)).toEqual([
      'addressId',
      'channel',
      'source',
      'checklist.permitRequired',
      'checklist.movingInsuranceRequired',
      'checklist.parkingSlotAvailable',
      'checklist.buildingFloor',
      'checklist.liftAvailable',
      'checklist.authorizeOtherPerson',
    ]);
    expect(refusal?.errors).toEqual(marked);
  });

  it('Revise only while the sent version is the current one; Edit outside new only while they differ', () => {
    const sent = { ...ready, status: 'quote_sent' as const, quoteVersion: 1, quoteVersionSent: 1 };
    expect(allowedOrderActions(sent, admin)).toContain('revise');
    expect(allowedOrderActions(sent, admin)).not.toContain('editLead');
    const revising = { ...sent, quoteVersion: 2 };
    expect(allowedOrderActions(revising, admin)).not.toContain('revise');
    expect(allowedOrderActions(revising, admin)).toContain('editLead');
    // new: Edit whatever the versions
    expect(allowedOrderActions({ ...ready, status: 'new' }, admin)).toContain('editLead');
    for (const status of STATUSES.filter((s) => s !== 'new')) {
      expect(allowedOrderActions({ ...sent, status }, admin).includes('editLead')).toBe(false);
    }
  });

  it('Edit warns that a confirmed or lost lead loses its order', () => {
    expect(ORDER_ACTIONS.editLead.warning?.({ ...ready, status: 'confirmed' })).toMatch(
      /linked order will be deleted|delete its linked order/,
    );
    expect(ORDER_ACTIONS.editLead.warning?.({ ...ready, status: 'quote_sent' })).toBeUndefined();
  });

  it('Update Item List only when the current items differ; Create Invoice only while there is none', () => {
    const confirmed = { ...ready, status: 'confirmed' as const };
    expect(
      allowedOrderActions({ ...confirmed, currentItems: [{ storagetypeId: 1, quantity: 2 }] }, admin),
    ).not.toContain('updateItemList');
    expect(allowedOrderActions({ ...confirmed, currentItems: null }, admin)).not.toContain('updateItemList');
    expect(allowedOrderActions(confirmed, admin)).toContain('updateItemList');
    expect(allowedOrderActions({ ...confirmed, hasInvoice: true }, admin)).not.toContain('createInvoice');
    expect(allowedOrderActions({ ...confirmed, hasCharges: true }, admin)).not.toContain('createInvoice');
    expect(orderActionLabel('createInvoice', { customerPostpaid: true })).toBe('Create Charges');
    expect(orderActionLabel('createInvoice')).toBe('Create Invoice');
  });
});

describe('who may act (spec 2 §6)', () => {
  it('Assign To Me needs users-update and a lead that is not already theirs', () => {
    expect(allowedOrderActions({ ...ready, assigneeId: 7 }, salesStaff)).not.toContain('assignToMe');
    expect(allowedOrderActions({ ...ready, assigneeId: 8 }, salesStaff)).toContain('assignToMe');
    const noUsers: OrderActor = { userId: 3, permissions: ['leads-update', 'orders-update'] };
    expect(checkOrderAction('assignToMe', ready, noUsers)?.kind).toBe('forbidden');
  });

  it('the assign dialog needs orders-update or admin', () => {
    expect(checkOrderAction('assign', ready, { userId: 3, permissions: ['leads-update'] })?.kind).toBe('forbidden');
    expect(checkOrderAction('assign', ready, { userId: 3, permissions: ['orders-update'] })).toBeUndefined();
  });

  it('Update Actual Size and Delete are admin only', () => {
    const confirmed = { ...ready, status: 'confirmed' as const };
    expect(checkOrderAction('updateActualSize', confirmed, salesStaff)).toEqual({
      kind: 'forbidden',
      message: 'Only admin may update the actual size',
      severity: 'error',
    });
    expect(checkOrderAction('deleteLead', confirmed, salesStaff)?.kind).toBe('forbidden');
    expect(checkOrderAction('updateActualSize', confirmed, admin)).toBeUndefined();
  });

  it('partners have only Edit', () => {
    const confirmed = { ...ready, status: 'confirmed' as const };
    expect(allowedOrderActions(confirmed, partner, 'order')).toEqual(['editOrder']);
    expect(checkOrderAction('cancelOrder', confirmed, partner)?.kind).toBe('forbidden');
  });

  it('the created-at edit needs leads-creation-date', () => {
    expect(checkOrderAction('changeCreationDate', ready, salesStaff)?.kind).toBe('forbidden');
    expect(
      checkOrderAction('changeCreationDate', ready, { userId: 7, permissions: ['sales-staff', 'leads-creation-date'] }),
    ).toBeUndefined();
  });

  it('pages filter the buttons', () => {
    const confirmed = { ...ready, status: 'confirmed' as const, hasInvoice: true };
    const orderPage = allowedOrderActions(confirmed, admin, 'order');
    expect(orderPage).toContain('completeOrder');
    expect(orderPage).not.toContain('confirmLead');
    expect(allowedOrderActions(confirmed, admin, 'lead')).not.toContain('completeOrder');
  });
});
