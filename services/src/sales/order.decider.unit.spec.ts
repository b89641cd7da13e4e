import {
  isDomainError,
  ORDER_ACTIONS,
  ORDER_COMMAND_ACTIONS,
  orderStatusAfter,
  type OrderActor,
  type OrderCommand,
  type OrderEvent,
  type OrderStatus,
} from '@console/contracts';
import { INITIAL_ORDER, orderDecider, SYSTEM_ACTOR, type OrderAggregate } from './order.decider.js';

const now = new Date('2026-11-21T10:00:00Z');
const admin: OrderActor = { userId: 1, permissions: ['admin'] };
const sales: OrderActor = { userId: 7, permissions: ['sales-staff'] };
const partner: OrderActor = { userId: 9, permissions: ['partner'] };

const created: OrderEvent = {
  type: 'LeadCreated',
  data: {
    id: 42,
    status: 'new',
    createdAt: '2026-11-01T08:00:00.000Z',
    assigneeId: 7,
    fields: {
      type: 'storage',
      userId: 3,
      partnerId: 1,
      countryId: 1,
      cityId: 1,
      months: 1,
      date: '2026-12-01',
      pickupRequired: false,
      paymentMode: 'card',
      warehouseType: ['ac'],
      channel: 'google',
      source: 'website',
      need: 'moving',
      size: 2,
      quoteVersion: 1,
    },
  },
};

const given = (...events: OrderEvent[]): OrderAggregate => events.reduce(orderDecider.evolve, INITIAL_ORDER);
/** The record in `status`, reached by a status change the fold knows. */
const inStatus = (status: OrderStatus, ...more: OrderEvent[]): OrderAggregate =>
  given({ ...created, data: { ...created.data, status } }, ...more);

const decide = (
  command: Exclude<OrderCommand, { type: 'CreateOrder' }>,
  state: OrderAggregate,
  actor = admin,
  page: 'lead' | 'order' = 'lead',
) => orderDecider.decide({ type: command.type, command, page, actor }, state, now);

/** One command of each action, with a valid dialog input. */
const COMMANDS: readonly Exclude<OrderCommand, { type: 'CreateOrder' }>[] = [
  { type: 'EditLead', changes: { notes: 'n' } },
  { type: 'EditOrder', changes: { notes: 'n' } },
  { type: 'ChangeCreationDate', createdAt: '2026-10-01T00:00:00.000Z' },
  { type: 'SendQuote', page: 'lead' },
  { type: 'SendThankYou' },
  { type: 'SendConfirmation' },
  { type: 'ConfirmLead' },
  { type: 'ConfirmOrder' },
  { type: 'Restore' },
  { type: 'RejectQuote' },
  { type: 'CompleteOrder' },
  { type: 'SyncStorages' },
  { type: 'AssignToMe' },
  { type: 'DeleteLead' },
  { type: 'PutOnHold', holdReasonId: 1, reason: null },
  { type: 'PutOrderOnHold', holdReasonId: 1, reason: null },
  { type: 'MarkLost', lostReasonId: 1, reason: 'x' },
  { type: 'RejectLead', rejectReasonId: 1, reason: null },
  { type: 'RejectOrder', rejectReasonId: null, reason: null },
  { type: 'CancelOrder', cancelReasonId: 1, reason: null },
  { type: 'ScheduleFollowUp', followUpAt: '2026-12-01T08:00:00.000Z' },
  { type: 'Revise', quoteVersion: 2, changes: { notes: 'v2' } },
  { type: 'UpdateItemList', items: [{ storagetypeId: 1, quantity: 3 }] },
  { type: 'UpdateActualSize', actualSize: 2.5 },
  { type: 'CreateInvoice', serviceIds: [1] },
  { type: 'Assign', assigneeId: 8 },
];

/** What each action needs beyond the base record to pass its `offered` and click-time checks. */
const EXTRA: Partial<Record<string, OrderEvent[]>> = {
  EditLead: [{ type: 'LeadRevised', data: { id: 42, quoteVersion: 2, previousQuoteVersion: 1, changes: {} } }],
  CompleteOrder: [{ type: 'OrderInvoiceRequested', data: { id: 42, serviceIds: [] } }],
  SyncStorages: [{ type: 'OrderActualSizeUpdated', data: { id: 42, actualSize: 2, previous: null } }],
  UpdateItemList: [
    { type: 'OrderUpdated', data: { id: 42, changes: { currentItems: [{ storagetypeId: 1, quantity: 3 }] } } },
  ],
  // Revise is offered while quoteVersion equals quoteVersionSent (both unset here).
  Revise: [{ type: 'LeadUpdated', data: { id: 42, changes: { quoteVersion: null } } }],
};

describe('order decider', () => {
  it.each(COMMANDS.map((c) => [c.type, c] as const))(
    '%s records the event of the table wherever the table allows it, and refuses elsewhere with its message',
    (_, command) => {
      const action = ORDER_COMMAND_ACTIONS[command.type];
      const rule = ORDER_ACTIONS[action];
      for (const status of [
        'new',
        'renew',
        'quote_sent',
        'quote_rejected',
        'lost',
        'confirmed',
        'onhold',
        'cancelled',
        'complete',
        'rejected',
      ] as const) {
        const state = inStatus(status, ...(EXTRA[command.type] ?? []));
        const result = decide(command, state);
        if (!rule.from.includes(status)) {
          expect(result).toEqual({ kind: 'conflict', message: rule.statusMessage });
          continue;
        }
        if (isDomainError(result)) throw new Error(`${command.type} from ${status}: ${result.message}`);
        expect(result.map((e) => e.type)).toEqual([rule.event]);
        const after = result.reduce(orderDecider.evolve, state);
        expect(after.order?.status ?? 'deleted').toBe(
          action === 'deleteLead' ? 'deleted' : orderStatusAfter(action, status),
        );
      }
    },
  );

  it("refuses Send Quote without an assignee in the page's wording, then without a city", () => {
    const unassigned = given({ ...created, data: { ...created.data, assigneeId: null } });
    expect(decide({ type: 'SendQuote', page: 'lead' }, unassigned)).toMatchObject({
      kind: 'conflict',
      message: 'Lead is not assigned to any one yet',
    });
    expect(decide({ type: 'SendQuote', page: 'order' }, unassigned, admin, 'order')).toMatchObject({
      message: 'Order is not assigned to any one yet',
    });
    const noCity = given(created, { type: 'LeadUpdated', data: { id: 42, changes: { cityId: null } } });
    expect(decide({ type: 'SendQuote', page: 'lead' }, noCity)).toMatchObject({
      kind: 'conflict',
      message: 'City is required',
    });
  });

  it('records the SEND_QUOTE_TO_CUSTOMER task on LeadQuoted', () => {
    expect(decide({ type: 'SendQuote', page: 'lead' }, given(created))).toEqual([
      {
        type: 'LeadQuoted',
        data: {
          id: 42,
          from: 'new',
          quoteSentAt: now.toISOString(),
          quoteVersionSent: 1,
          task: { type: 'SEND_QUOTE_TO_CUSTOMER', data: { leadId: 42 } },
          quotedItems: [],
          quotedSize: 2,
        },
      },
    ]);
  });

  it('refuses Complete without a size with the dialog text, and Confirm with each missing field', () => {
    const noSize = given(
      created,
      { type: 'OrderUpdated', data: { id: 42, changes: { size: null } } },
      { type: 'LeadConfirmed', data: { id: 42, from: 'new', confirmedAt: now.toISOString() } },
      { type: 'OrderInvoiceRequested', data: { id: 42, serviceIds: [] } },
    );
    expect(decide({ type: 'CompleteOrder' }, noSize)).toEqual({ kind: 'conflict', message: 'Order is missing size!' });
    const pickup = given(created, {
      type: 'LeadUpdated',
      data: { id: 42, changes: { pickupRequired: true, line1: 'Street 1' } },
    });
    const r = decide({ type: 'ConfirmLead' }, pickup);
    expect(r).toMatchObject({ kind: 'validation', message: 'Building Type is required' });
    expect(isDomainError(r) && r.errors?.length).toBe(7);
  });

  it('gives partners only Edit, and records only the fields an edit changes', () => {
    expect(decide({ type: 'Restore' }, inStatus('lost'), partner)).toEqual({
      kind: 'forbidden',
      message: 'Partners may only edit',
    });
    expect(decide({ type: 'EditLead', changes: { notes: 'x', need: ' Moving ' } }, given(created), partner)).toEqual([
      { type: 'LeadUpdated', data: { id: 42, changes: { notes: 'x' } } },
    ]);
    expect(decide({ type: 'EditLead', changes: { need: 'moving', quoteVersion: 5 } }, given(created), sales)).toEqual(
      [],
    );
  });

  it('creates as new or renew only, and lets the system create in the statuses no action sets', () => {
    const body = { ...created.data.fields, existingCustomer: true };
    const create = (status: OrderStatus, actor = sales) =>
      orderDecider.decide(
        {
          type: 'CreateOrder',
          command: { type: 'CreateOrder', page: 'lead', id: 5, body: { ...body, status } },
          page: 'lead',
          actor,
        },
        INITIAL_ORDER,
        now,
      );
    expect(create('renew')).toMatchObject([{ type: 'LeadCreated', data: { id: 5, status: 'renew' } }]);
    expect(create('confirmed')).toMatchObject({ kind: 'validation' });
    expect(create('quote_accepted')).toMatchObject({ kind: 'validation' });
    expect(create('quote_accepted', SYSTEM_ACTOR)).toMatchObject([{ data: { status: 'quote_accepted' } }]);
  });
});

describe('order decider: the quote sent and Confirm (spec 2 §8), invoice or charges, the task id', () => {
  const quoted: OrderEvent = {
    type: 'LeadQuoted',
    data: {
      id: 42,
      from: 'new',
      quoteSentAt: '2026-11-02T08:00:00.000Z',
      quoteVersionSent: 1,
      quotedItems: [{ storagetypeId: 6, quantity: 1 }],
      quotedSize: 2,
    },
  };
  const withItems: OrderEvent = {
    type: 'LeadUpdated',
    data: { id: 42, changes: { items: [{ storagetypeId: 6, quantity: 1 }] } },
  };

  it('Send Quote records what is quoted: the items and the size', () => {
    const result = decide({ type: 'SendQuote', page: 'lead' }, given(created, withItems)) as OrderEvent[];
    expect(result[0]?.data).toMatchObject({ quotedItems: [{ storagetypeId: 6, quantity: 1 }], quotedSize: 2 });
  });

  it('Confirm refuses changed items with "Order has changed!"', () => {
    const changed = given(created, withItems, quoted, {
      type: 'LeadUpdated',
      data: { id: 42, changes: { items: [{ storagetypeId: 6, quantity: 2 }] } },
    });
    expect(decide({ type: 'ConfirmLead' }, changed)).toEqual({ kind: 'conflict', message: 'Order has changed!' });
    expect(decide({ type: 'ConfirmOrder', confirmRent: true }, changed, admin, 'order')).toEqual({
      kind: 'conflict',
      message: 'Order has changed!',
    });
  });

  it('Confirm of a changed size needs the rent confirmed; with it, confirms', () => {
    const resized = given(created, withItems, quoted, {
      type: 'LeadUpdated',
      data: { id: 42, changes: { size: 2.5 } },
    });
    expect(decide({ type: 'ConfirmLead' }, resized)).toMatchObject({
      kind: 'conflict',
      message: 'The size differs from the quote: confirm the new rent first',
    });
    expect((decide({ type: 'ConfirmLead', confirmRent: true }, resized) as OrderEvent[]).map((e) => e.type)).toEqual([
      'LeadConfirmed',
    ]);
  });

  it('Confirm of the record as quoted, or of one never quoted, needs nothing more', () => {
    expect(
      (decide({ type: 'ConfirmLead' }, given(created, withItems, quoted)) as OrderEvent[]).map((e) => e.type),
    ).toEqual(['LeadConfirmed']);
    expect((decide({ type: 'ConfirmLead' }, given(created)) as OrderEvent[]).map((e) => e.type)).toEqual([
      'LeadConfirmed',
    ]);
  });

  it('Create Invoice for a postpaid customer records charges, which Complete counts and which spend Create Invoice', () => {
    const confirmed = inStatus('confirmed');
    const asked = orderDecider.decide(
      {
        type: 'CreateInvoice',
        command: { type: 'CreateInvoice', serviceIds: [1] },
        page: 'order',
        actor: admin,
        facts: { customerPostpaid: true },
      },
      confirmed,
      now,
    ) as OrderEvent[];
    expect(asked[0]?.data).toEqual({ id: 42, serviceIds: [1], charges: true });
    const after = asked.reduce(orderDecider.evolve, confirmed);
    expect(after).toMatchObject({ chargesRequested: true, invoiceRequested: false });
    expect((decide({ type: 'CompleteOrder' }, after, admin, 'order') as OrderEvent[]).map((e) => e.type)).toEqual([
      'OrderCompleted',
    ]);
    expect(decide({ type: 'CreateInvoice', serviceIds: [] }, after, admin, 'order')).toMatchObject({
      message: 'The order already has an invoice or charges',
    });
  });

  it("Complete counts the order's charges and invoices however made (accounting's orderbilling stream)", () => {
    const confirmed = inStatus('confirmed');
    const complete = (billed: { hasInvoice: boolean; hasCharges: boolean }) =>
      orderDecider.decide(
        { type: 'CompleteOrder', command: { type: 'CompleteOrder' }, page: 'order', actor: admin, facts: { billed } },
        confirmed,
        now,
      );
    // Nothing asked for and nothing names the order: refused (spec 2 §4), unless the amount is 0.
    expect(complete({ hasInvoice: false, hasCharges: false })).toEqual({
      kind: 'conflict',
      message: 'Order cannot be completed before an invoice or charges exist',
    });
    // A charge made on the charge form, or an invoice made on the invoice form, naming the order.
    for (const billed of [
      { hasInvoice: false, hasCharges: true },
      { hasInvoice: true, hasCharges: false },
    ])
      expect((complete(billed) as OrderEvent[]).map((e) => e.type)).toEqual(['OrderCompleted']);
    // The same facts spend Create Invoice / Create Charges (offered only with no invoice or charges yet).
    expect(
      orderDecider.decide(
        {
          type: 'CreateInvoice',
          command: { type: 'CreateInvoice', serviceIds: [] },
          page: 'order',
          actor: admin,
          facts: { billed: { hasInvoice: false, hasCharges: true } },
        },
        confirmed,
        now,
      ),
    ).toMatchObject({ message: 'The order already has an invoice or charges' });
  });

  it('carries the task id the handler took on the task request', () => {
    const r = orderDecider.decide(
      { type: 'SendThankYou', command: { type: 'SendThankYou' }, page: 'lead', actor: admin, facts: { taskId: 77 } },
      given(created),
      now,
    ) as OrderEvent[];
    expect(r[0]?.data).toEqual({
      id: 42,
      task: { type: 'SEND_ORDER_THANKYOU_MAIL_TO_CUSTOMER', data: { orderId: 42 }, id: 77 },
    });
  });
});
