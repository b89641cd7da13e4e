import { sql } from 'kysely';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { withActors } from '../support/actors.js';

let app: TestApp;
let admin: string;

beforeAll(async () => ({ app, admin } = await withActors(await startTestApp(0), { admin: 'admin' })), 180_000);
afterAll(() => app.stop());

let serial = 0;
const tag = () => `bill${Date.now().toString(36)}${(serial += 1)}`;

const customer = async (over: Record<string, unknown> = {}): Promise<number> => {
  const r = await app.call('POST', '/api/users', admin, {
    name: 'Billed Customer',
    email: `${tag()}@example.com`,
    phone: '+971501234567',
    countryId: 1,
    ...over,
  });
  // 202: created, the read models not caught up within the call's wait on a loaded machine.
  expect([201, 202]).toContain(r.status);
  return r.body.id as number;
};
const storage = async (userId: number, over: Record<string, unknown>): Promise<number> => {
  const r = await app.call('POST', '/api/storages', admin, { userId, storagetypeId: 5, ...over });
  expect([201, 202]).toContain(r.status);
  return r.body.id as number;
};
/**
 * Settles, waiting longer than the app's 30 s: on a shared PostgreSQL another session's long transaction holds the
 * log's readers back (EventStore.committedHeadPosition) until it ends.
 */
const settle = async () => {
  for (let attempt = 1; ; attempt++) {
    try {
      return await app.settle();
    } catch (e) {
      if (attempt >= 4) throw e;
    }
  }
};
const bill = async (userId: number, till: string, token = admin) => {
  await settle();
  return app.call('POST', '/api/billing', token, { userId, till });
};
const chargesOf = async (userId: number) => {
  await settle();
  const r = await sql<{
    id: number;
    storageId: number;
    year: number;
    month: number;
    startDate: number;
    endDate: number;
    amount: string;
    type: string;
    invoiceId: number | null;
  }>`
    SELECT id, "storageId", year, month, "startDate", "endDate", amount, type, "invoiceId" FROM rm.charges WHERE "userId" = ${userId} ORDER BY "storageId", year, month`.execute(
    app.infra.db,
  );
  return r.rows.map((c) => ({ ...c, amount: Number(c.amount) }));
};

describe('POST billing', () => {
  it('bills each storage month up to the till date, pro rata by the days stored, on one recurring invoice', async () => {
    const userId = await customer();
    // 2 CBM in country 1: 130.00 per CBM → 260.00 a month; in from 16 September (15 of 30 days).
    const a = await storage(userId, { size: 2, from: '2026-09-16' });
    // 1 CBM: 150.00 a month; 1 to 10 October (10 of 31 days): 1,500,000 × 10 / 31 = 483,870.97 → 483,871.
    const b = await storage(userId, { size: 1, from: '2026-10-01', to: '2026-10-10' });
    const r = await bill(userId, '2026-11-25');
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ message: 'bill', months: 4 });
    expect(r.body.chargeIds).toHaveLength(4);
    const charges = await chargesOf(userId);
    expect(charges.map((c) => [c.storageId, c.month, c.startDate, c.endDate, c.amount])).toEqual([
      [a, 9, 16, 30, 1_300_000],
      [a, 10, 1, 31, 2_600_000],
      [a, 11, 1, 30, 2_600_000],
      [b, 10, 1, 10, 483_871],
    ]);
    expect(charges.every((c) => c.type === 'custom' && c.invoiceId === r.body.invoiceId)).toBe(true);
    const invoice = (await app.call('GET', `/api/invoices/${r.body.invoiceId}`, admin)).body;
    // Charges of 6,983,871 (AED 698.3871) → AED 698.39 before tax; VAT 5 % = 34.9195 → 34.92; 733.31 in all: every
    // total in fils (issue 30, contracts' roundToCurrency).
    expect(invoice).toMatchObject({
      type: 'recurring',
      status: 'unpaid',
      amountBeforeTax: 6_983_900,
      taxAmount: 349_200,
      amount: 7_333_100,
    });
  });

  it('a second run bills nothing and answers bill_nothing; a later till bills only the new month', async () => {
    const userId = await customer();
    await storage(userId, { size: 2, from: '2026-10-01' });
    expect((await bill(userId, '2026-10-31')).body).toMatchObject({ months: 1 });
    const again = await bill(userId, '2026-10-31');
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ message: 'bill_nothing', invoiceId: null, chargeIds: [] });
    const next = await bill(userId, '2026-11-01');
    expect(next.body).toMatchObject({ message: 'bill', months: 1 });
    expect((await chargesOf(userId)).map((c) => c.month)).toEqual([10, 11]);
  });

  it('bills each month once when runs race', async () => {
    const userId = await customer();
    await storage(userId, { size: 3, from: '2026-08-01' });
    await storage(userId, { size: 1, from: '2026-09-01' });
    await settle();
    const runs = await Promise.all(
      [1, 2, 3].map(() => app.call('POST', '/api/billing', admin, { userId, till: '2026-11-25' })),
    );
    for (const r of runs) expect([200, 201, 409]).toContain(r.status);
    expect(runs.filter((r) => r.status === 201)).toHaveLength(1);
    const charges = await chargesOf(userId);
    expect(charges).toHaveLength(4 + 3);
    expect(new Set(charges.map((c) => `${c.storageId}-${c.month}`)).size).toBe(7);
  });

  it("an SME customer's storageRate prices the month; storages of other customers are not billed", async () => {
    const userId = await customer({ type: 'sme', storageRate: 1_000_000 });
    await storage(userId, { size: 1.5, from: '2026-11-01' });
    await storage(await customer(), { size: 1, from: '2026-11-01' });
    expect((await bill(userId, '2026-11-25')).body.months).toBe(1);
    expect((await chargesOf(userId)).map((c) => c.amount)).toEqual([1_500_000]);
  });

  it('refuses bad input with 4xx and writes nothing', async () => {
    expect((await app.call('POST', '/api/billing', admin, { userId: 'x', till: '2026-11-25' })).status).toBe(400);
    expect((await app.call('POST', '/api/billing', admin, { userId: 1 })).status).toBe(400);
    expect((await app.call('POST', '/api/billing', admin, { userId: 987654, till: '2026-11-25' })).status).toBe(404);
    const sales = await app.token('sales');
    expect((await app.call('POST', '/api/billing', sales, { userId: 1, till: '2026-11-25' })).status).toBe(403);
  });
});

describe('postpaid customers and send pending invoices', () => {
  it('a postpaid customer is billed charges without an invoice; send pending invoices puts them on one and mails it', async () => {
    const userId = await customer({ isPostpaidInvoiceEnabled: true });
    await storage(userId, { size: 2, from: '2026-11-01' });
    const r = await bill(userId, '2026-11-25');
    expect(r.body).toMatchObject({ message: 'bill', invoiceId: null, months: 1 });
    expect((await chargesOf(userId))[0]!.invoiceId).toBeNull();
    const sent = await app.call('POST', `/api/v1/billing/send-pending-invoices/${userId}`, admin);
    expect(sent.status).toBe(200);
    expect(sent.body.invoiceId).toEqual(expect.any(Number));
    expect(sent.body.invoiceIds).toEqual([sent.body.invoiceId]);
    expect(sent.body.taskIds).toHaveLength(1);
    expect((await chargesOf(userId))[0]!.invoiceId).toBe(sent.body.invoiceId);
    await app.settle();
    const task = (await app.call('GET', `/api/tasks/${sent.body.taskIds[0]}`, admin)).body;
    expect(task).toMatchObject({ type: 'MAIL_INVOICE_TO_CUSTOMER' });
    expect(JSON.parse(task.data)).toEqual({ invoiceId: sent.body.invoiceId });
    // Nothing pending any more: the unpaid invoice is mailed again, no new invoice.
    const again = await app.call('POST', `/api/v1/billing/send-pending-invoices/${userId}`, admin);
    expect(again.body).toMatchObject({ invoiceId: null, invoiceIds: [sent.body.invoiceId] });
  });

  it("a partner's postpaid setting makes its customers postpaid", async () => {
    expect([200, 202]).toContain(
      (await app.call('PATCH', '/api/partners/2', admin, { isPostpaidInvoiceEnabled: true })).status,
    );
    const userId = await customer({ partnerId: 2 });
    await storage(userId, { size: 2, from: '2026-11-01', partnerId: 2 });
    const r = await bill(userId, '2026-11-25');
    expect(r.body).toMatchObject({ message: 'bill', invoiceId: null, months: 1 });
    await app.call('PATCH', '/api/partners/2', admin, { isPostpaidInvoiceEnabled: false });
  });

  it('send pending invoices of an unknown customer is a 404', async () => {
    expect((await app.call('POST', '/api/v1/billing/send-pending-invoices/987654', admin)).status).toBe(404);
  });
});

describe("the request's Storage Charge (CREATE_CHARGE)", () => {
  it("charges the request's storages up to its date, naming the request, and the month is not billed again", async () => {
    const userId = await customer();
    const stored = await storage(userId, { size: 2, from: '2026-10-01', countryId: 1, partnerId: 1 });
    const other = await storage(userId, { size: 1, from: '2026-10-01', countryId: 1, partnerId: 1 });
    await settle();
    const request = await app.call('POST', '/api/requests', admin, {
      fromStorages: true,
      partnerId: 1,
      orderId: 77,
      type: 'delivery',
      date: '2026-11-20',
      from: 13,
      to: 18,
      cityId: 1,
      countryId: 1,
      userId,
      request_lines: [{ storageId: stored }],
    });
    expect(request.status).toBe(201);
    const charged = await app.call('PATCH', `/api/requests/${request.body.id}`, admin, { action: 'CREATE_CHARGE' });
    expect(charged.status).toBe(200);
    // October whole, November 1 to 20 (the delivery date): 2,600,000 × 20 / 30 = 1,733,333.33 → 1,733,333.
    const charges = await chargesOf(userId);
    expect(charges.map((c) => [c.storageId, c.month, c.startDate, c.endDate, c.amount, c.invoiceId])).toEqual([
      [stored, 10, 1, 31, 2_600_000, null],
      [stored, 11, 1, 20, 1_733_333, null],
    ]);
    const rows = await sql<{
      requestId: number;
    }>`SELECT "requestId" FROM rm.charges WHERE "userId" = ${userId}`.execute(app.infra.db);
    expect(rows.rows.every((r) => Number(r.requestId) === request.body.id)).toBe(true);
    // A second Storage Charge charges nothing more; the customer's bill takes only the other storage.
    expect(
      (await app.call('PATCH', `/api/requests/${request.body.id}`, admin, { action: 'CREATE_CHARGE' })).status,
    ).toBe(200);
    const billed = await bill(userId, '2026-11-25');
    expect(billed.body).toMatchObject({ message: 'bill', months: 2 });
    expect((await chargesOf(userId)).filter((c) => c.storageId === stored)).toHaveLength(2);
    expect((await chargesOf(userId)).filter((c) => c.storageId === other)).toHaveLength(2);
  });
});
