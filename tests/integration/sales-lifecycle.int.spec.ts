import crypto from 'node:crypto';
import { streamIdOf } from '@console/contracts';
import { startSalesActors } from '../support/sales-actors.js';
import { dropOffLead } from '../support/lead-fixtures.js';
import type { TestApp } from '../support/test-app.js';

/**
 * Leads and orders through their whole lifecycle over real HTTP (spec 2 §4, §5, §7 'Order and lead calls', §8):
 * every action from a lead's creation to the order's completion, each refusal with the spec's message.
 */
let app: TestApp;
let admin: string;
let sales: string;
let salesId: number;
let customerId: number;
beforeAll(async () => {
  ({ app, admin, sales, salesId, customerId } = await startSalesActors(20));
});
afterAll(() => app.stop());

const unique = () => crypto.randomBytes(4).toString('hex');

/** A storage lead for a new customer with everything Confirm needs but the pickup checklist's lift answers. */
const newCustomerLead = (over: Record<string, unknown> = {}) => ({
  type: 'storage',
  countryId: 1,
  cityId: 1,
  channel: 'google',
  source: 'website',
  need: '  Moving House ',
  existingCustomer: false,
  name: 'Lina Haddad',
  email: `lina.${unique()}@example.com`,
  phone: '+971501234999',
  persona: 'personal',
  months: 3,
  date: '2026-12-10',
  pickupRequired: true,
  line1: 'Building 7, Street 12',
  area: 'Marina',
  paymentMode: 'card',
  warehouseType: ['ac'],
  items: [
    { storagetypeId: 5, quantity: 1 },
    { storagetypeId: 2, quantity: 4 },
  ],
  services: [{ servicetypeId: 1, amount: 1500000, servicetype: { name: 'Pickup' } }],
  checklist: {
    buildingType: 'Villa',
    permitRequired: false,
    movingInsuranceRequired: true,
    parkingSlotAvailable: false,
    buildingFloor: 2,
  },
  ...over,
});

const COMPLETE_CHECKLIST = {
  buildingType: 'Villa',
  permitRequired: false,
  movingInsuranceRequired: true,
  parkingSlotAvailable: false,
  buildingFloor: 2,
  liftAvailable: false,
  authorizeOtherPerson: false,
};

/** A lead for an existing customer that Confirm accepts (drop-off: no checklist). */
const readyLead = (over: Record<string, unknown> = {}) =>
  dropOffLead(customerId, { size: 2, assigneeId: salesId, ...over });

const createLead = async (body: Record<string, unknown>, token = sales) => {
  const r = await app.call('POST', '/api/leads', token, body);
  if (r.status !== 201) throw new Error(`lead create answered ${r.status}: ${JSON.stringify(r.body)}`);
  return r.body as { id: number } & Record<string, unknown>;
};

const events = async (id: number) => app.infra.store.readStream(streamIdOf('order', id));

describe('a lead from creation to a completed order', () => {
  let id: number;

  it('creates a lead for a new customer: the customer is registered first, the defaults applied', async () => {
    const r = await app.call('POST', '/api/leads', sales, newCustomerLead());
    expect(r.status).toBe(201);
    expect(r.headers.get('x-read-your-writes')).toBe('consistent');
    id = r.body.id;
    expect(r.body).toMatchObject({
      status: 'new',
      type: 'storage',
      partnerId: 1,
      need: 'moving house',
      quoteVersion: 1,
      quoteVersionSent: null,
      assigneeId: null,
      userName: 'Lina Haddad',
      cityName: 'Dubai',
      countryName: 'UAE',
      partnerName: 'Own business',
    });
    const user = await app.call('GET', `/api/users/${r.body.userId}`, admin);
    expect(user.status).toBe(200);
    expect(user.body).toMatchObject({ name: 'Lina Haddad', email: r.body.userEmail });
    expect((await events(id)).map((e) => e.type)).toEqual(['LeadCreated']);
  });

  it('refuses Send Quote without an assignee, in the wording of the page', async () => {
    const lead = await app.call('PATCH', `/api/leads/${id}`, sales, {
      status: 'quote_sent',
      quoteSentAt: new Date().toISOString(),
      quoteVersionSent: 1,
    });
    expect(lead.status).toBe(409);
    expect(lead.body).toMatchObject({ name: 'Conflict', message: 'Lead is not assigned to any one yet' });
    const order = await app.call('PATCH', `/api/orders/${id}`, sales, { status: 'quote_sent' });
    expect(order.body.message).toBe('Order is not assigned to any one yet');
  });

  it('refuses Confirm naming the first missing item of the pickup checklist, and lists every missing one', async () => {
    await app.call('PATCH', `/api/leads/${id}`, sales, { assigneeId: salesId });
    const r = await app.call('PATCH', `/api/leads/${id}`, sales, {
      status: 'confirmed',
      confirmedAt: new Date().toISOString(),
    });
    expect(r.status).toBe(400);
    expect(r.body.message).toBe('Lift Available is required');
    expect(r.body.errors).toEqual([
      { path: 'checklist.liftAvailable', message: 'Lift Available is required' },
      { path: 'checklist.authorizeOtherPerson', message: 'Authorize Other Person is required' },
    ]);
  });

  it('assigns, completes the checklist, sends the quote with its SEND_QUOTE_TO_CUSTOMER task', async () => {
    const edited = await app.call('PATCH', `/api/leads/${id}`, sales, { checklist: COMPLETE_CHECKLIST });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      assigneeId: salesId,
      assigneeName: 'Sara Sales',
      checklist: COMPLETE_CHECKLIST,
    });
    const quoteSentAt = '2026-11-21T09:30:00.000Z';
    const sent = await app.call('PATCH', `/api/leads/${id}`, sales, {
      status: 'quote_sent',
      quoteSentAt,
      quoteVersionSent: 1,
    });
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ status: 'quote_sent', quoteSentAt, quoteVersionSent: 1 });
    const quoted = (await events(id)).find((e) => e.type === 'LeadQuoted');
    expect(quoted?.data).toMatchObject({ from: 'new', task: { type: 'SEND_QUOTE_TO_CUSTOMER', data: { leadId: id } } });
  });

  it('refuses an edit once the quote is sent; Revise opens version 2, which may be edited and sent', async () => {
    const refused = await app.call('PATCH', `/api/leads/${id}`, sales, { notes: 'bigger sofa' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('The quote has been sent: revise it to make changes');
    const revised = await app.call('PATCH', `/api/leads/${id}`, sales, {
      quoteVersion: 2,
      nextQuoteVersion: 2,
      notes: 'bigger sofa',
    });
    expect(revised.status).toBe(200);
    expect(revised.body).toMatchObject({
      quoteVersion: 2,
      nextQuoteVersion: 2,
      quoteVersionSent: 1,
      notes: 'bigger sofa',
    });
    expect((await app.call('PATCH', `/api/leads/${id}`, sales, { notes: 'bigger sofa, two boxes more' })).status).toBe(
      200,
    );
    // The status it has already is no transition (contracts' orderCommandOfPatch): an edit, changing nothing.
    const again = await app.call('PATCH', `/api/leads/${id}`, sales, { status: 'quote_sent' });
    expect(again.body).toMatchObject({ status: 'quote_sent', quoteVersionSent: 1 });
    expect(again.headers.get('x-read-your-writes')).toBe('unchanged');
    const resend = await app.call('POST', `/api/v1/leads/${id}/actions/sendQuote`, sales);
    expect(resend.status).toBe(200);
    expect(resend.body).toMatchObject({ status: 'quote_sent', quoteVersion: 2, quoteVersionSent: 2 });
  });

  it('schedules a follow-up, then confirms the lead (confirmedAt) and sends the confirmation mail task', async () => {
    const followUpAt = '2026-11-25T08:00:00.000Z';
    const follow = await app.call('PATCH', `/api/leads/${id}`, sales, { followUpAt });
    expect(follow.body.followUpAt).toBe(followUpAt);
    const confirmedAt = '2026-11-22T10:00:00.000Z';
    const confirmed = await app.call('PATCH', `/api/leads/${id}`, sales, { status: 'confirmed', confirmedAt });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ status: 'confirmed', confirmedAt });
    const mail = await app.call('POST', `/api/v1/orders/${id}/actions/sendConfirmation`, sales);
    expect(mail.status).toBe(200);
    const requested = (await events(id)).find((e) => e.type === 'OrderConfirmationMailRequested');
    // The task's id (sequence `task`) rides on the request: the tasks list has the row (tests/integration/sales-gaps).
    expect(requested?.data).toEqual({
      id,
      task: { type: 'SEND_ORDER_CONFIRMED_MAIL_TO_CUSTOMER', data: { orderId: id }, id: expect.any(Number) },
    });
    const refused = await app.call('PATCH', `/api/leads/${id}`, sales, { followUpAt });
    expect(refused.body.message).toBe('Error: Follow up is not possible for a confirmed or complete order');
  });

  it('refuses Complete before an invoice, then with no size; completes once both are there', async () => {
    const early = await app.call('PATCH', `/api/orders/${id}`, sales, { status: 'complete' });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('Order cannot be completed before an invoice or charges exist');
    const invoice = await app.call('PATCH', `/api/orders/${id}`, sales, { action: 'CREATE_INVOICE', serviceIds: [1] });
    expect(invoice.status).toBe(200);
    expect(invoice.body.hasInvoice).toBe(true);
    const twice = await app.call('PATCH', `/api/orders/${id}`, sales, { action: 'CREATE_INVOICE', serviceIds: [1] });
    expect(twice.body).toMatchObject({ code: 409, message: 'The order already has an invoice or charges' });
    const noSize = await app.call('PATCH', `/api/orders/${id}`, sales, { status: 'complete' });
    expect(noSize.status).toBe(409);
    expect(noSize.body.message).toBe('Order is missing size!');
    const sized = await app.call('PATCH', `/api/orders/${id}`, sales, { size: 1.9 });
    expect(sized.body.size).toBe(1.9);
    const complete = await app.call('PATCH', `/api/orders/${id}`, sales, { status: 'complete' });
    expect(complete.status).toBe(200);
    expect(complete.body.status).toBe('complete');
    expect((await events(id)).map((e) => e.type)).toEqual([
      'LeadCreated',
      'LeadAssigned',
      'LeadUpdated',
      'LeadQuoted',
      'LeadRevised',
      'LeadUpdated',
      'LeadQuoted',
      'LeadFollowUpScheduled',
      'LeadConfirmed',
      'OrderConfirmationMailRequested',
      'OrderInvoiceRequested',
      'OrderUpdated',
      'OrderCompleted',
    ]);
  });

  it('finds the order in the orders list (default statuses) and its history', async () => {
    const list = await app.call('POST', '/api/v1/orders/list', sales, { orderIds: [id] });
    expect(list.body.totalCount).toBe(1);
    expect(list.body.results[0]).toMatchObject({ id, status: 'complete' });
    const history = await app.call('GET', `/api/revisions?model=order&documentId=${id}&$limit=50`, admin);
    expect(history.body.total).toBe(13);
  });
});

describe('refusals and the other actions', () => {
  it("refuses Send Quote on a lead without a city with 'City is required'", async () => {
    // A record without a city cannot be made through the forms (both require it): one imported without it.
    const id = await app.infra.ids.next('order');
    await app.infra.store.append(
      streamIdOf('order', id),
      [
        {
          id: crypto.randomUUID(),
          type: 'LeadCreated',
          data: {
            id,
            status: 'new',
            createdAt: new Date().toISOString(),
            assigneeId: salesId,
            fields: { countryId: 1, userId: customerId, quoteVersion: 1 },
          },
          metadata: {
            userId: null,
            partnerId: null,
            correlationId: crypto.randomUUID(),
            causationId: null,
            command: 'Import',
            occurredAt: new Date().toISOString(),
          },
        },
      ],
      'no_stream',
    );
    await app.settle();
    const r = await app.call('PATCH', `/api/leads/${id}`, sales, { status: 'quote_sent' });
    expect(r.status).toBe(409);
    expect(r.body.message).toBe('City is required');
  });

  it('refuses Sync Storages without an actual size (warning text); syncs with one (admin sets it)', async () => {
    const { id } = await createLead(readyLead());
    await app.call('PATCH', `/api/leads/${id}`, sales, { status: 'confirmed' });
    const missing = await app.call('PATCH', `/api/orders/${id}`, sales, { action: 'SYNC_ORDER' });
    expect(missing.status).toBe(409);
    expect(missing.body.message).toBe('Order is missing the actual size');
    const bySales = await app.call('PATCH', `/api/orders/${id}`, sales, { actualSize: 2.5 });
    expect(bySales.status).toBe(403);
    expect(bySales.body.message).toBe('Only admin may update the actual size');
    const byAdmin = await app.call('PATCH', `/api/orders/${id}`, admin, { actualSize: 2.5 });
    expect(byAdmin.body.actualSize).toBe(2.5);
    const synced = await app.call('PATCH', `/api/orders/${id}`, sales, { action: 'SYNC_ORDER' });
    expect(synced.status).toBe(200);
    expect(synced.body).toMatchObject({ currentSize: 2.5, chargeUpdateStatus: 'NoChargeUpdates' });
    const items = await app.call('PATCH', `/api/orders/${id}`, sales, { items: [{ storagetypeId: 6, quantity: 2 }] });
    expect(items.body.message).toBe('Order items have not changed from the current storages');
  });

  it('marks a lead lost with a reason (the reason is required), then restores it', async () => {
    const { id } = await createLead(readyLead());
    await app.call('POST', `/api/v1/leads/${id}/actions/sendQuote`, sales);
    const noReason = await app.call('PATCH', `/api/leads/${id}`, sales, { status: 'lost' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.errors).toEqual([{ path: 'lostReasonId', message: 'Reason is required' }]);
    const tooLong = await app.call('PATCH', `/api/leads/${id}`, sales, {
      status: 'lost',
      lostReasonId: 1,
      reason: 'x'.repeat(201),
    });
    expect(tooLong.body.errors).toEqual([{ path: 'reason', message: 'Must be 200 characters or less' }]);
    const lost = await app.call('PATCH', `/api/leads/${id}`, sales, {
      status: 'lost',
      lostReasonId: 2,
      reason: 'Went elsewhere',
    });
    expect(lost.status).toBe(200);
    expect(lost.body).toMatchObject({ status: 'lost', lostReasonId: 2, reason: 'Went elsewhere' });
    const restored = await app.call('PATCH', `/api/leads/${id}`, sales, { status: 'new' });
    expect(restored.status).toBe(200);
    expect(restored.body.status).toBe('new');
    const again = await app.call('PATCH', `/api/leads/${id}`, sales, { status: 'lost', lostReasonId: 1 });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Error: Could not mark the lead as lost');
  });

  it('cancels an order with a reason (required), and restores it', async () => {
    const { id } = await createLead(readyLead());
    const fromNew = await app.call('PATCH', `/api/orders/${id}`, sales, { status: 'cancelled', cancelReasonId: 1 });
    expect(fromNew.status).toBe(409);
    expect(fromNew.body.message).toBe('Error: Order has not been cancelled');
    await app.call('PATCH', `/api/leads/${id}`, sales, { status: 'confirmed' });
    const noReason = await app.call('PATCH', `/api/orders/${id}`, sales, { status: 'cancelled', reason: 'no' });
    expect(noReason.body.errors).toEqual([{ path: 'cancelReasonId', message: 'Reason is required' }]);
    const cancelled = await app.call('PATCH', `/api/orders/${id}`, sales, {
      status: 'cancelled',
      cancelReasonId: 1,
      reason: 'Customer changed plans',
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ status: 'cancelled', cancelReasonId: 1, reason: 'Customer changed plans' });
    const edit = await app.call('PATCH', `/api/orders/${id}`, sales, { notes: 'late note' });
    expect(edit.body.message).toBe('Error: A cancelled or rejected order cannot be edited');
    expect((await app.call('PATCH', `/api/orders/${id}`, sales, { status: 'new' })).body.status).toBe('new');
  });

  it('puts on hold, rejects the quote, rejects a lead, each from the statuses the table allows', async () => {
    const a = await createLead(readyLead());
    const hold = await app.call('PATCH', `/api/leads/${a.id}`, sales, {
      status: 'onhold',
      holdReasonId: 1,
      reason: 'Travelling',
    });
    expect(hold.body).toMatchObject({ status: 'onhold', holdReasonId: 1 });
    const quoteRejected = await app.call('PATCH', `/api/leads/${a.id}`, sales, { status: 'quote_rejected' });
    expect(quoteRejected.body.status).toBe('quote_rejected');
    const rejectAgain = await app.call('PATCH', `/api/leads/${a.id}`, sales, { status: 'quote_rejected' });
    expect(rejectAgain.status).toBe(200); // the status it has: no transition, an (empty) edit
    const b = await createLead(readyLead());
    const noReason = await app.call('PATCH', `/api/leads/${b.id}`, sales, { status: 'rejected' });
    expect(noReason.body.errors).toEqual([{ path: 'rejectReasonId', message: 'Reason is required' }]);
    const rejected = await app.call('PATCH', `/api/leads/${b.id}`, sales, { status: 'rejected', rejectReasonId: 3 });
    expect(rejected.body).toMatchObject({ status: 'rejected', rejectReasonId: 3 });
    const hold2 = await app.call('PATCH', `/api/leads/${b.id}`, sales, { status: 'onhold', holdReasonId: 1 });
    expect(hold2.body.message).toBe('Error: Lead could not be put on onhold');
    const c = await createLead(readyLead());
    const thanks = await app.call('POST', `/api/v1/leads/${c.id}/actions/sendThankYou`, sales);
    expect(thanks.status).toBe(200);
    const orderReject = await app.call('PATCH', `/api/orders/${c.id}`, sales, { status: 'rejected' });
    expect(orderReject.body.status).toBe('rejected');
  });

  it('lets an order be created on the orders page and confirmed with the full record', async () => {
    const created = await app.call('POST', '/api/orders', sales, readyLead({ cityId: undefined }));
    expect(created.status).toBe(400);
    expect(created.body.errors).toEqual([{ path: 'cityId', message: 'City is required' }]);
    const order = await app.call('POST', '/api/orders', sales, readyLead({ months: 37 }));
    expect(order.body.errors).toEqual([{ path: 'months', message: 'Must be less than or equal to 36' }]);
    const ok = await app.call('POST', '/api/orders', sales, readyLead());
    expect(ok.status).toBe(201);
    const confirmed = await app.call('PATCH', `/api/orders/${ok.body.id}`, sales, {
      ...readyLead(),
      notes: 'confirmed by phone',
      status: 'confirmed',
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ status: 'confirmed', notes: 'confirmed by phone' });
    expect((await events(ok.body.id)).map((e) => e.type)).toEqual(['OrderCreated', 'OrderConfirmed']);
  });

  it('assigns to me, changes the created date only with leads-creation-date, deletes only as admin', async () => {
    const { id } = await createLead(readyLead({ assigneeId: undefined }));
    const mine = await app.call('POST', `/api/v1/leads/${id}/actions/assignToMe`, sales);
    expect(mine.body.assigneeName).toBe('Sales Staff Demo');
    const twice = await app.call('POST', `/api/v1/leads/${id}/actions/assignToMe`, sales);
    expect(twice.body.message).toBe('The lead is already assigned to you');
    const createdAt = '2025-01-15T08:00:00.000Z';
    const bySales = await app.call('PATCH', `/api/leads/${id}`, sales, { createdAt, editFlag: true });
    expect(bySales.status).toBe(403);
    expect(bySales.body.message).toBe('You are not allowed to change the created date');
    expect((await app.call('PATCH', `/api/leads/${id}`, admin, { createdAt, editFlag: true })).body.createdAt).toBe(
      createdAt,
    );
    const del = await app.call('DELETE', `/api/leads/${id}`, sales);
    expect(del.status).toBe(403);
    expect(del.body.message).toBe('Only admin may delete a lead');
    expect((await app.call('DELETE', `/api/leads/${id}`, admin)).status).toBe(200);
    expect((await app.call('GET', `/api/leads/${id}`, admin)).status).toBe(404);
  });

  it('refuses a status no action sets, and a create in a later status', async () => {
    const { id } = await createLead(readyLead());
    const r = await app.call('PATCH', `/api/leads/${id}`, sales, { status: 'closed' });
    expect(r.body).toMatchObject({
      code: 400,
      errors: [{ path: 'status', message: 'This change is not an action of an order' }],
    });
    const confirmed = await app.call('POST', '/api/leads', sales, readyLead({ status: 'confirmed' }));
    expect(confirmed.body.errors).toEqual([
      { path: 'status', message: 'A lead or order is created as new or renew; its actions change the status' },
    ]);
  });
});

describe('partner users', () => {
  it("see only their partner's leads and orders, and may only Edit them", async () => {
    const partnerCustomer = (
      await app.call('POST', '/api/users', admin, {
        name: 'Partner Client',
        email: `pc.${unique()}@example.com`,
        phone: '+971500000111',
        partnerId: 2,
      })
    ).body.id;
    // The partner picker is staff's (spec 2 §6): sales staff cannot choose one, admin can.
    const bySales = await createLead(readyLead({ userId: partnerCustomer, partnerId: 2 }));
    expect(bySales.partnerId).toBe(1);
    const theirs = await createLead(readyLead({ userId: partnerCustomer, partnerId: 2 }), admin);
    const ours = await createLead(readyLead());
    const partner = await app.token('partner');
    const list = await app.call('POST', '/api/v1/orders/list', partner, { resource: 'leads', limit: 100 });
    expect(list.status).toBe(200);
    expect(list.body.results.map((r: { id: number }) => r.id)).toContain(theirs.id);
    expect(list.body.results.every((r: { partnerId: number }) => r.partnerId === 2)).toBe(true);
    expect((await app.call('GET', `/api/leads/${ours.id}`, partner)).status).toBe(404);
    expect((await app.call('PATCH', `/api/leads/${ours.id}`, partner, { notes: 'x' })).status).toBe(404);
    const edited = await app.call('PATCH', `/api/leads/${theirs.id}`, partner, {
      notes: 'from the partner',
      partnerId: 1,
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ notes: 'from the partner', partnerId: 2 });
    const action = await app.call('PATCH', `/api/leads/${theirs.id}`, partner, { status: 'onhold', holdReasonId: 1 });
    expect(action.status).toBe(403);
    expect(action.body.message).toBe('Partners may only edit');
    expect((await app.call('POST', '/api/leads', partner, readyLead())).status).toBe(403);
  });
});
