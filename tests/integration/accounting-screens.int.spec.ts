import { requestOfCustomer } from '../support/customer-request.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * The calls the accounting screens added (issue 15 §9): the charges' bulk delete row by row, a deleted charge's
 * page (revision, deletedAt), Mail invoice, and the Communication tabs of invoices and payments.
 */
let app: TestApp;
let admin: string;
let customer: { userId: number; orderId: number; requestId: number };

const today = new Date().toISOString().slice(0, 10);
const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
const year = Number(today.slice(0, 4));

beforeAll(async () => {
  app = await startTestApp(10, undefined, 60);
  admin = await app.token('admin');
  const orders = (
    await read('/api/v1/orders/list', { limit: 50, countryIds: [1], statuses: ['confirmed', 'complete'] })
  ).body.results as { id: number; userId: number }[];
  // A charge's request exists and is its customer's (issue 30).
  const userId = orders[0]!.userId;
  customer = { userId, orderId: orders[0]!.id, requestId: await requestOfCustomer(app, admin, userId) };
}, 180_000);
afterAll(() => app.stop());

const read = async (path: string, body?: unknown, token = admin) => {
  await app.settle();
  return app.call(body === undefined ? 'GET' : 'POST', path, token, body);
};
/** A write, then the read models caught up (a loaded machine may answer 202 first). */
const write = async (method: string, path: string, body?: unknown) => {
  const r = await app.call(method, path, admin, body);
  await app.settle();
  return r;
};

const newCharge = async (over: Record<string, unknown> = {}): Promise<number> => {
  const r = await write('POST', '/api/charges', {
    userId: customer.userId,
    countryId: 1,
    type: 'storage',
    currency: 'AED',
    orderId: customer.orderId,
    amount: 1_000_000,
    year,
    month: 11,
    startDate: 1,
    endDate: 30,
    requestId: customer.requestId,
    ...over,
  });
  expect(r.status).toBeLessThan(300);
  return r.body.id as number;
};

describe('charges: bulk delete', () => {
  it('deletes each ticked charge as its single delete would, and says row by row why the others stay', async () => {
    const loose = await newCharge();
    const onToday = await newCharge();
    const onPast = await newCharge();
    const todayInvoice = await write('POST', '/api/invoices', {
      userId: customer.userId,
      type: 'order',
      date: today,
      chargeIds: [onToday],
    });
    const pastInvoice = await write('POST', '/api/invoices', {
      userId: customer.userId,
      type: 'order',
      date: yesterday,
      chargeIds: [onPast],
    });
    expect([todayInvoice.status, pastInvoice.status]).toEqual([201, 201]);

    const r = await write('POST', '/api/v1/charges/delete', { ids: [loose, onToday, onPast, 999_999] });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      ids: [loose, onToday],
      refused: [
        { id: onPast, message: "This charge can no longer be changed: its invoice's date is in the past" },
        { id: 999_999, message: "No record found for id '999999'" },
      ],
    });
    // The invoice of today no longer counts the deleted charge; the past one keeps its own.
    expect((await read(`/api/invoices/${todayInvoice.body.id}`)).body).toMatchObject({ chargeIds: [], amount: 0 });
    expect((await read(`/api/invoices/${pastInvoice.body.id}`)).body.chargeIds).toEqual([onPast]);
    const listed = (await read('/api/v1/charges/list', { userIds: [customer.userId], limit: 100 })).body.results as {
      id: number;
    }[];
    expect(listed.map((c) => c.id)).toEqual(expect.arrayContaining([onPast]));
    expect(listed.map((c) => c.id)).not.toContain(loose);
  });

  it('refuses a body that is not a list of ids, and a caller without charges-remove', async () => {
    expect((await app.call('POST', '/api/v1/charges/delete', admin, { ids: ['x'] })).status).toBe(400);
    expect((await app.call('POST', '/api/v1/charges/delete', admin, {})).status).toBe(400);
    const sales = await app.token('sales');
    expect((await app.call('POST', '/api/v1/charges/delete', sales, { ids: [1] })).status).toBe(403);
  });
});

describe('charges: revision and deletedAt', () => {
  it("a charge's row carries its revision; a deleted one is listed nowhere but its page and History remain", async () => {
    const id = await newCharge();
    expect((await read(`/api/charges/${id}`)).body).toMatchObject({ revision: 1, deletedAt: null });
    await write('PATCH', `/api/charges/${id}`, { amount: 2_000_000 });
    expect((await read(`/api/charges/${id}`)).body).toMatchObject({ revision: 2, amount: 2_000_000 });
    expect((await write('DELETE', `/api/charges/${id}`)).status).toBe(200);

    const shown = await read(`/api/charges/${id}`);
    expect(shown.status).toBe(200);
    expect(shown.body).toMatchObject({ id, amount: 2_000_000, revision: 3, countryName: 'UAE' });
    expect(Date.parse(shown.body.deletedAt as string)).toBeGreaterThan(Date.now() - 120_000);
    expect((await read('/api/v1/charges/list', { ids: [id] })).body).toMatchObject({ results: [], totalCount: 0 });
    expect((await read(`/api/charges?id=${id}`)).body.data).toEqual([]);
    const history = (await read(`/api/revisions?model=charge&documentId=${id}`)).body.data as { revision: number }[];
    expect(history.map((h) => h.revision).sort()).toEqual([1, 2, 3]);
    // Deleted is deleted: no edit, no second delete.
    expect((await app.call('PATCH', `/api/charges/${id}`, admin, { amount: 1 })).status).toBe(404);
    expect((await app.call('DELETE', `/api/charges/${id}`, admin)).status).toBe(404);
  });
});

describe('cards: the provider response (spec 2 §4 Cards show)', () => {
  it('keeps the object the provider answered, and refuses what is not an object', async () => {
    const data = { response_code: '18000', response_message: 'Success', customer: { id: 'cus_1' } };
    const saved = await write('POST', '/api/cards', {
      userId: customer.userId,
      cardNumber: '411111******1111',
      expiryDate: '0830',
      tokenName: `tok_screens_${Date.now()}`,
      mode: 'payfort',
      data,
    });
    expect(saved.status).toBe(201);
    expect((await read(`/api/cards/${saved.body.id}`)).body).toMatchObject({ data });
    const bad = await app.call('POST', '/api/cards', admin, {
      userId: customer.userId,
      cardNumber: '411111******1111',
      data: ['not', 'an', 'object'],
    });
    expect(bad.status).toBe(400);
  });
});

describe('communication records of invoices and payments', () => {
  it("Mail invoice records a MAIL_INVOICE_TO_CUSTOMER task, shown on the invoice's Communication tab", async () => {
    const charge = await newCharge();
    const invoice = (
      await write('POST', '/api/invoices', { userId: customer.userId, type: 'order', date: today, chargeIds: [charge] })
    ).body as { id: number };
    const mailed = await write('POST', `/api/v1/invoices/${invoice.id}/mail`);
    expect(mailed.status).toBe(201);
    const taskId = mailed.body.taskId as number;
    const user = (await read(`/api/users/${customer.userId}`)).body as { email: string };
    const tab = await read('/api/v1/communications/list', { resourceType: 'invoice', resourceId: invoice.id });
    expect(tab.status).toBe(200);
    expect(tab.body).toMatchObject({
      totalCount: 1,
      results: [
        {
          id: taskId,
          taskId,
          taskType: 'MAIL_INVOICE_TO_CUSTOMER',
          taskStatus: 'new',
          channel: 'email',
          recipientId: customer.userId,
          recipientEmail: user.email,
          deliveryStatus: null,
          resourceType: 'invoice',
          resourceId: invoice.id,
        },
      ],
    });
    // The record follows its task.
    expect((await write('PATCH', `/api/tasks/${taskId}`, { status: 'failed', taskError: 'Mailbox full' })).status).toBe(
      200,
    );
    const after = (await read('/api/v1/communications/list', { resourceType: 'invoice', resourceId: invoice.id })).body
      .results[0];
    expect(after).toMatchObject({ taskStatus: 'failed', errorMessage: 'Mailbox full' });
  });

  it("Send Receipt's MAIL_RECEIPT_TO_CUSTOMER task is on the payment's tab, and only there", async () => {
    const payment = await write('POST', '/api/payments', {
      userId: customer.userId,
      mode: 'cod',
      amount: 10_000,
      paidAt: new Date().toISOString(),
    });
    const sent = await write('POST', `/api/v1/payments/${payment.body.id}/send-receipt`);
    expect(sent.status).toBe(201);
    const tab = (await read('/api/v1/communications/list', { resourceType: 'payment', resourceId: payment.body.id }))
      .body;
    expect(tab.results.map((c: { taskId: number; taskType: string }) => [c.taskId, c.taskType])).toEqual([
      [sent.body.taskId, 'MAIL_RECEIPT_TO_CUSTOMER'],
    ]);
  });

  it('asks for the record named, the view permission of its kind, and the partner of the caller', async () => {
    const none = await read('/api/v1/communications/list', { resourceType: 'invoice' });
    expect(none.status).toBe(400);
    expect(none.body.errors).toEqual([{ path: 'resourceId', message: 'resourceId is required' }]);
    expect((await read('/api/v1/communications/list', { resourceType: 'user', resourceId: 1 })).status).toBe(400);
    expect((await read('/api/v1/communications/list', { resourceType: 'invoice', resourceId: 999_999 })).status).toBe(
      404,
    );
    const warehouse = await app.token('warehouse-staff');
    const invoices = (await read('/api/v1/invoices/list', { limit: 1 })).body.results as { id: number }[];
    const refused = await read(
      '/api/v1/communications/list',
      { resourceType: 'invoice', resourceId: invoices[0]!.id },
      warehouse,
    );
    expect([refused.status, refused.body.message]).toEqual([403, 'You do not have the invoices-view permission']);
  });
});
