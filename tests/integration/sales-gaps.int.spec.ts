import crypto from 'node:crypto';
import { RENT_CONFIRMATION, type TaskRow } from '@console/contracts';
import { eventually } from '../support/eventually.js';
import { startSalesActors } from '../support/sales-actors.js';
import { dropOffLead } from '../support/lead-fixtures.js';
import type { TestApp } from '../support/test-app.js';

/**
 * What the sales context still lacked, over real HTTP: the quoted items and size and Confirm against them
 * ('Order has changed!', the rent confirmation, spec 2 §8); Complete's facts on the row (charges, a postpaid
 * customer, spec 2 §4); the reason names every reader of an order sees (partner users too); and the tasks the
 * order actions ask for, with the tasks screens' calls (spec 2 §2 Tasks, §3, §7 'Create task').
 */
let app: TestApp;
let admin: string;
let sales: string;
let salesId: number;
let customerId: number;
beforeAll(async () => {
  ({ app, admin, sales, salesId, customerId } = await startSalesActors(5));
});
afterAll(() => app.stop());

const unique = () => crypto.randomBytes(4).toString('hex');

/** A drop-off lead that Confirm accepts, assigned so Send Quote runs. */
const readyLead = (over: Record<string, unknown> = {}) =>
  dropOffLead(customerId, { size: 2, assigneeId: salesId, ...over });

const createLead = async (body: Record<string, unknown>, token = sales) => {
  const r = await app.call('POST', '/api/leads', token, body);
  if (r.status !== 201) throw new Error(`lead create answered ${r.status}: ${JSON.stringify(r.body)}`);
  return r.body as { id: number } & Record<string, unknown>;
};

const sendQuote = (id: number) => app.call('POST', `/api/v1/leads/${id}/actions/sendQuote`, sales);

describe('Confirm against the quote sent (spec 2 §8)', () => {
  it('keeps what was quoted on the row, and refuses Confirm once the items changed', async () => {
    const lead = await createLead(readyLead());
    expect(lead).toMatchObject({ quotedItems: null, quotedSize: null });
    const quoted = await sendQuote(lead.id);
    expect(quoted.status).toBe(200);
    expect(quoted.body).toMatchObject({
      status: 'quote_sent',
      quotedItems: [{ storagetypeId: 6, quantity: 1 }],
      quotedSize: 2,
    });

    // A revision with other items (Revise: quoteVersion 2), then Confirm before the new quote is sent.
    const revised = await app.call('PATCH', `/api/leads/${lead.id}`, sales, {
      quoteVersion: 2,
      items: [{ storagetypeId: 6, quantity: 3 }],
    });
    expect(revised.status).toBe(200);
    const refused = await app.call('PATCH', `/api/leads/${lead.id}`, sales, {
      status: 'confirmed',
      confirmedAt: new Date().toISOString(),
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ name: 'Conflict', message: 'Order has changed!' });
    // The same on the order page, even with the rent answered.
    const asOrder = await app.call('PATCH', `/api/orders/${lead.id}`, admin, {
      status: 'confirmed',
      confirmRent: true,
    });
    expect(asOrder.body.message).toBe('Order has changed!');

    // Once the revised quote is sent, it is what the record is compared with.
    expect((await sendQuote(lead.id)).body).toMatchObject({
      quotedItems: [{ storagetypeId: 6, quantity: 3 }],
      quoteVersionSent: 2,
    });
    const confirmed = await app.call('PATCH', `/api/leads/${lead.id}`, sales, { status: 'confirmed' });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.status).toBe('confirmed');
  });

  it('asks the rent confirmation when only the size changed, and confirms with it', async () => {
    const lead = await createLead(readyLead());
    await sendQuote(lead.id);
    await app.call('PATCH', `/api/leads/${lead.id}`, sales, { quoteVersion: 2, size: 2.5 });
    const asked = await app.call('PATCH', `/api/leads/${lead.id}`, sales, { status: 'confirmed' });
    expect(asked.status).toBe(409);
    expect(asked.body.message).toBe(RENT_CONFIRMATION.refusal);
    const confirmed = await app.call('PATCH', `/api/leads/${lead.id}`, sales, {
      status: 'confirmed',
      confirmRent: true,
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ status: 'confirmed', size: 2.5, quotedSize: 2 });
  });
});

describe("Order Complete's facts on the row (spec 2 §4)", () => {
  it("follows the customer's postpaid invoicing, and records Create Charges for a postpaid customer", async () => {
    const customer = (
      await app.call('POST', '/api/users', admin, {
        name: 'Postpaid Client',
        email: `pp.${unique()}@example.com`,
        phone: '+971500000222',
      })
    ).body.id as number;
    const order = await createLead(readyLead({ userId: customer }));
    const confirmed = await app.call('PATCH', `/api/orders/${order.id}`, admin, { status: 'confirmed' });
    expect(confirmed.body).toMatchObject({
      status: 'confirmed',
      customerPostpaid: false,
      hasInvoice: false,
      hasCharges: false,
    });

    expect((await app.call('PATCH', `/api/users/${customer}`, admin, { isPostpaidInvoiceEnabled: true })).status).toBe(
      200,
    );
    const row = (await app.call('GET', `/api/orders/${order.id}`, admin)).body;
    expect(row.customerPostpaid).toBe(true);

    const charged = await app.call('PATCH', `/api/orders/${order.id}`, admin, {
      action: 'CREATE_INVOICE',
      serviceIds: [],
    });
    expect(charged.status).toBe(200);
    expect(charged.body).toMatchObject({ hasCharges: true, hasInvoice: false });
    const completed = await app.call('PATCH', `/api/orders/${order.id}`, admin, { status: 'complete' });
    expect(completed.body.status).toBe('complete');
  });

  it("a partner's postpaid invoicing lets its customers' orders complete without an invoice (issue 15 §4)", async () => {
    const customer = (
      await app.call('POST', '/api/users', admin, {
        name: 'Partner Postpaid',
        email: `ppp.${unique()}@example.com`,
        phone: '+971500000223',
        partnerId: 2,
      })
    ).body.id as number;
    const order = await createLead(readyLead({ userId: customer, partnerId: 2 }), admin);
    await app.call('PATCH', `/api/orders/${order.id}`, admin, { status: 'confirmed' });
    expect((await app.call('PATCH', `/api/orders/${order.id}`, admin, { status: 'complete' })).status).toBe(409);
    await app.call('PATCH', '/api/partners/2', admin, { isPostpaidInvoiceEnabled: true });
    try {
      const completed = await app.call('PATCH', `/api/orders/${order.id}`, admin, { status: 'complete' });
      expect(completed.body.status).toBe('complete');
    } finally {
      await app.call('PATCH', '/api/partners/2', admin, { isPostpaidInvoiceEnabled: false });
    }
  });

  it('answers "Order is missing size!" for a confirmed order without a size', async () => {
    const order = await createLead(readyLead({ size: 0, items: [] }));
    await app.call('PATCH', `/api/orders/${order.id}`, admin, { status: 'confirmed' });
    await app.call('PATCH', `/api/orders/${order.id}`, admin, { action: 'CREATE_INVOICE', serviceIds: [] });
    const refused = await app.call('PATCH', `/api/orders/${order.id}`, admin, { status: 'complete' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Order is missing size!');
  });
});

describe('reason names on the row', () => {
  it('shows the hold reason by name to a partner user, and follows a rename of the reason', async () => {
    const partnerCustomer = (
      await app.call('POST', '/api/users', admin, {
        name: 'Partner Client',
        email: `pc.${unique()}@example.com`,
        phone: '+971500000333',
        partnerId: 2,
      })
    ).body.id;
    const lead = await createLead(readyLead({ userId: partnerCustomer, partnerId: 2 }), admin);
    const held = await app.call('PATCH', `/api/leads/${lead.id}`, sales, {
      status: 'onhold',
      holdReasonId: 1,
      reason: 'back in May',
    });
    expect(held.body).toMatchObject({ holdReasonId: 1, holdReasonName: 'Customer travelling' });

    const partner = await app.token('partner');
    expect((await app.call('GET', '/api/hold-reasons/1', partner)).status).toBe(403);
    expect((await app.call('GET', `/api/leads/${lead.id}`, partner)).body).toMatchObject({
      holdReasonName: 'Customer travelling',
    });

    const renamed = await app.call('PATCH', '/api/hold-reasons/1', admin, { reason: 'Customer abroad' });
    expect(renamed.status).toBe(200);
    expect((await app.call('GET', `/api/leads/${lead.id}`, partner)).body.holdReasonName).toBe('Customer abroad');
    await app.call('PATCH', '/api/hold-reasons/1', admin, { reason: 'Customer travelling' });
  });
});

describe('tasks (spec 2 §2 Tasks, §3, §7 Create task)', () => {
  it('Send Quote, Send Thank You and Send Confirmation each make a task row with its log', async () => {
    const lead = await createLead(readyLead());
    await app.call('POST', `/api/v1/leads/${lead.id}/actions/sendThankYou`, sales);
    await sendQuote(lead.id);
    await app.call('PATCH', `/api/leads/${lead.id}`, sales, { status: 'confirmed' });
    await app.call('POST', `/api/v1/orders/${lead.id}/actions/sendConfirmation`, admin);

    // The task recorder makes the tasks from the committed order events, just after the commands answered.
    let mine: TaskRow[] = [];
    await eventually(async () => {
      const list = await app.call('GET', '/api/tasks?$limit=100&$sort[id]=-1', admin);
      expect(list.status).toBe(200);
      mine = (list.body.data as TaskRow[]).filter(
        (t) => t.data === JSON.stringify({ leadId: lead.id }) || t.data === JSON.stringify({ orderId: lead.id }),
      );
      expect(mine.map((t) => t.type)).toEqual([
        'SEND_ORDER_CONFIRMED_MAIL_TO_CUSTOMER',
        'SEND_QUOTE_TO_CUSTOMER',
        'SEND_ORDER_THANKYOU_MAIL_TO_CUSTOMER',
      ]);
    });
    const quoteTask = mine[1]!;
    // The creator is who used Send Quote.
    const sender = (await app.call('GET', '/api/users?email=sales-staff@demo.test', admin)).body.data[0].id;
    expect(quoteTask).toMatchObject({ status: 'new', creatorId: sender, priority: 1, taskError: null });
    // The id is the one the order event recorded on its request.
    const events = await app.infra.store.readStream(`order-${lead.id}`);
    const quotedEvent = events.find((e) => e.type === 'LeadQuoted');
    expect((quotedEvent?.data as { task: { id: number } }).task.id).toBe(quoteTask.id);

    const logs = await app.call('GET', `/api/tasklogs?taskId=${quoteTask.id}`, admin);
    expect(logs.body.data).toEqual([
      expect.objectContaining({
        taskId: quoteTask.id,
        type: 'created',
        message: `Requested by order ${lead.id} (LeadQuoted)`,
      }),
    ]);
  });

  it('creates (type required, data JSON text) and edits a task, each change logged; admin only', async () => {
    const missing = await app.call('POST', '/api/tasks', admin, { type: ' ', data: '{"x":1}' });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual([{ path: 'type', message: 'Required' }]);
    const notJson = await app.call('POST', '/api/tasks', admin, { type: 'SEND_QUOTE_TO_CUSTOMER', data: '{leadId: 1' });
    expect(notJson.body.errors).toEqual([{ path: 'data', message: 'Data must be JSON text' }]);

    const created = await app.call('POST', '/api/tasks', admin, {
      type: 'SEND_QUOTE_TO_CUSTOMER',
      data: '{"leadId":1}',
      priority: 2,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      type: 'SEND_QUOTE_TO_CUSTOMER',
      status: 'new',
      priority: 2,
      data: '{"leadId":1}',
    });
    const id = created.body.id as number;
    const edited = await app.call('PATCH', `/api/tasks/${id}`, admin, {
      status: 'cancelled',
      taskError: 'Sent by hand',
    });
    expect(edited.body).toMatchObject({ status: 'cancelled', taskError: 'Sent by hand' });
    const cancelled = await app.call('GET', '/api/tasks?status[$in]=cancelled&$limit=100', admin);
    expect(cancelled.body.data.map((t: { id: number }) => t.id)).toContain(id);
    const logs = await app.call('GET', `/api/tasklogs?taskId=${id}&$sort[date]=1`, admin);
    expect(logs.body.data.map((l: { type: string }) => l.type)).toEqual(['created', 'updated']);
    expect(logs.body.data[1].message).toBe('Changed status to cancelled, taskError to Sent by hand');

    for (const token of [sales, await app.token('partner')]) {
      expect((await app.call('GET', '/api/tasks', token)).status).toBe(403);
      expect((await app.call('POST', '/api/tasks', token, { type: 'X' })).status).toBe(403);
    }
  });
});
