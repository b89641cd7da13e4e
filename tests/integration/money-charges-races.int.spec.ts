import {
  chargeSignedAmount,
  evolveCharge,
  evolveInvoice,
  INVOICE_MESSAGES,
  invoiceTotals,
  money,
  streamIdOf,
  validateGatewayAmount,
  type ChargeEvent,
  type ChargeState,
  type InvoiceEvent,
  type InvoiceState,
} from '@console/contracts';
import { requestOfCustomer } from '../support/customer-request.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * Issue 30, Deliver 2, 5, 6, 7: charges and invoices under races and bad input. After every race the streams say:
 * each charge is on at most one invoice; each invoice's charge list is exactly the set of live charges naming it,
 * each at its current signed amount; its amount is the rounded sum (contracts' invoiceTotals) and payable by card.
 * Every bad input is a 4xx that leaves the streams as they were.
 */
let app: TestApp;
let admin: string;
/** A UAE customer (AED, VAT 5 %) with a request of its own, and records of other customers. */
let me: { userId: number; requestId: number };
let others: { orderId: number; requestId: number; storageId: number; userId: number };

const today = new Date().toISOString().slice(0, 10);
const year = Number(today.slice(0, 4));
const month = Number(today.slice(5, 7));
/** Every invoice and charge a test made, to check the invariants over. */
const invoices = new Set<number>();
const charges = new Set<number>();

interface Row {
  id: number;
  userId: number | null;
}

interface User {
  id: number;
  type: string;
  countryId: number;
  partnerId: number;
}

beforeAll(async () => {
  app = await startTestApp(12, undefined, 10);
  admin = await app.token('admin');
  const users = ((await app.call('GET', '/api/users?$sort[id]=-1&$limit=50', admin)).body.data as User[]).filter(
    (u) => u.type !== 'staff' && u.countryId === 1,
  );
  const mine = users[0]!;
  const other = users.find((u) => u.id !== mine.id && u.partnerId !== mine.partnerId) ?? users[1]!;
  me = { userId: mine.id, requestId: await requestOfCustomer(app, admin, mine.id) };
  const storage = await app.call('POST', '/api/storages', admin, { userId: other.id, storagetypeId: 5, size: 1 });
  const orders = (await app.call('GET', '/api/orders?$limit=200', admin)).body.data as Row[];
  others = {
    orderId: orders.find((o) => o.userId !== null && o.userId !== me.userId)!.id,
    requestId: await requestOfCustomer(app, admin, other.id),
    storageId: storage.body.id,
    userId: other.id,
  };
}, 240_000);
afterAll(() => app.stop());

const chargeBody = (over: Record<string, unknown> = {}) => ({
  userId: me.userId,
  countryId: 1,
  currency: 'AED',
  type: 'custom',
  description: 'race',
  amount: 1_000_000,
  year,
  month,
  startDate: 1,
  endDate: 28,
  requestId: me.requestId,
  ...over,
});

const newCharge = async (over: Record<string, unknown> = {}): Promise<number> => {
  const r = await app.call('POST', '/api/charges', admin, chargeBody(over));
  expect([201, 202]).toContain(r.status);
  charges.add(r.body.id);
  return r.body.id as number;
};

const newInvoice = async (chargeIds: readonly number[]): Promise<number> => {
  const r = await app.call('POST', '/api/invoices', admin, {
    userId: me.userId,
    type: 'other',
    date: today,
    chargeIds,
  });
  expect([201, 202]).toContain(r.status);
  invoices.add(r.body.id);
  return r.body.id as number;
};

const chargeState = async (id: number): Promise<ChargeState> =>
  (await app.infra.store.readStream(streamIdOf('charge', id))).reduce<ChargeState>(
    (s, e) => evolveCharge(s, { type: e.type, data: e.data } as ChargeEvent),
    null,
  );

const invoiceState = async (id: number): Promise<InvoiceState> =>
  (await app.infra.store.readStream(streamIdOf('invoice', id))).reduce<InvoiceState>(
    (s, e) => evolveInvoice(s, { type: e.type, data: e.data } as InvoiceEvent),
    null,
  );

/** The invariants of issue 30 over every charge and invoice made, read from their streams. */
const checkInvariants = async (): Promise<void> => {
  const chargeStates = new Map<number, NonNullable<ChargeState>>();
  for (const id of charges) {
    const s = await chargeState(id);
    if (s) chargeStates.set(id, s);
  }
  const billedBy = new Map<number, number[]>();
  for (const id of invoices) {
    const inv = await invoiceState(id);
    if (!inv || inv.status === 'cancelled') continue;
    const naming = [...chargeStates.values()].filter((c) => !c.deleted && c.invoiceId === id);
    // The invoice bills exactly the live charges that name it, each at its current signed amount.
    expect({ invoice: id, charges: [...inv.charges].sort((a, b) => a.id - b.id) }).toEqual({
      invoice: id,
      charges: naming.map((c) => ({ id: c.id, amount: chargeSignedAmount(c) })).sort((a, b) => a.id - b.id),
    });
    for (const c of inv.charges) billedBy.set(c.id, [...(billedBy.get(c.id) ?? []), id]);
    // Its amount is the rounded sum, and the balance is payable exactly by card.
    const totals = invoiceTotals(
      inv.charges.map((c) => money(c.amount)),
      inv.vat,
      inv.currency,
    );
    expect({ invoice: id, amount: inv.amount, taxAmount: inv.taxAmount }).toEqual({
      invoice: id,
      amount: totals.amount,
      taxAmount: totals.taxAmount,
    });
    const balance = inv.amount - inv.amountPaid;
    if (balance > 0)
      expect({ invoice: id, errors: validateGatewayAmount(balance, inv.currency) }).toEqual({
        invoice: id,
        errors: [],
      });
    expect(inv.amountPaid <= Math.max(inv.amount, 0) || inv.status !== 'paid').toBe(true);
  }
  // Each charge is on at most one invoice, and a charge naming an invoice names a live one that bills it.
  for (const [id, by] of billedBy)
    expect({ charge: id, invoices: by }).toEqual({ charge: id, invoices: by.slice(0, 1) });
  for (const c of chargeStates.values()) {
    if (c.deleted || c.invoiceId === null) continue;
    expect({ charge: c.id, billedBy: billedBy.get(c.id) ?? [] }).toEqual({ charge: c.id, billedBy: [c.invoiceId] });
  }
};

const OK_OR_REFUSED = [200, 201, 202, 400, 409];

const pickSome = <T>(xs: readonly T[], seed: number): T[] => {
  const out = xs.filter((_, i) => (seed * 7 + i * 13) % 5 < 2);
  return out.length > 0 ? out : [xs[seed % xs.length]!];
};

describe('races (10 at once)', () => {
  it('10 PATCH /api/invoices/:id {chargeIds} with different lists', async () => {
    const mine = await Promise.all(Array.from({ length: 10 }, (_, i) => newCharge({ amount: 1_000_000 + i * 1_234 })));
    const inv = await newInvoice(mine.slice(0, 2));
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, k) =>
        app.call('PATCH', `/api/invoices/${inv}`, admin, { chargeIds: pickSome(mine, k) }),
      ),
    );
    for (const a of answers) expect(OK_OR_REFUSED).toContain(a.status);
    expect(answers.filter((a) => a.status < 300).length).toBeGreaterThan(0);
    await checkInvariants();
  }, 120_000);

  it('concurrent charge edits, deletes and a list edit of one invoice', async () => {
    const mine = await Promise.all(Array.from({ length: 6 }, () => newCharge()));
    const inv = await newInvoice(mine);
    const answers = await Promise.all([
      ...mine.slice(0, 4).map((c, i) => app.call('PATCH', `/api/charges/${c}`, admin, { amount: 2_000_000 + i * 55 })),
      app.call('PATCH', `/api/charges/${mine[0]}`, admin, { amount: 3_333_333 }),
      ...mine.slice(3).map((c) => app.call('DELETE', `/api/charges/${c}`, admin)),
      app.call('PATCH', `/api/invoices/${inv}`, admin, { chargeIds: mine.slice(0, 3) }),
      app.call('PATCH', `/api/invoices/${inv}`, admin, { chargeIds: mine.slice(1, 5) }),
      app.call('PATCH', `/api/invoices/${inv}`, admin, { status: 'SYNC_INVOICE' }),
    ]);
    // 404: a charge deleted by another call of the race.
    for (const a of answers) expect([...OK_OR_REFUSED, 404]).toContain(a.status);
    await checkInvariants();
    // No edit lost: each live charge is billed at its last amount (checked above); a deleted one is billed nowhere.
    for (const c of mine.slice(3)) expect((await chargeState(c))!.deleted).toBe(true);
    const state = (await invoiceState(inv))!;
    expect(state.charges.map((c) => c.id)).not.toEqual(expect.arrayContaining([mine[3]]));
  }, 120_000);

  it('10 invoice creations claiming the same charges', async () => {
    const mine = await Promise.all(Array.from({ length: 6 }, () => newCharge({ amount: 55_000 })));
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, k) =>
        app.call('POST', '/api/invoices', admin, {
          userId: me.userId,
          type: 'other',
          date: today,
          chargeIds: [mine[k % 6]!, mine[(k + 1) % 6]!, mine[(k + 3) % 6]!],
        }),
      ),
    );
    for (const a of answers) {
      expect([201, 202, 400, 409]).toContain(a.status);
      if (a.status < 300) invoices.add(a.body.id);
    }
    expect(answers.filter((a) => a.status < 300).length).toBeGreaterThan(0);
    await checkInvariants();
    // A refused creation left nothing: every charge names an invoice that exists (checked above) or none.
    for (const c of mine) {
      const s = (await chargeState(c))!;
      if (s.invoiceId !== null) expect(invoices.has(s.invoiceId)).toBe(true);
    }
  }, 120_000);

  it('charges moved between two invoices while both are edited', async () => {
    const mine = await Promise.all(Array.from({ length: 4 }, () => newCharge()));
    const a = await newInvoice(mine.slice(0, 2));
    const b = await newInvoice(mine.slice(2));
    const answers = await Promise.all([
      app.call('PATCH', `/api/charges/${mine[0]}`, admin, { invoiceId: b }),
      app.call('PATCH', `/api/charges/${mine[2]}`, admin, { invoiceId: a }),
      app.call('PATCH', `/api/charges/${mine[1]}`, admin, { invoiceId: null }),
      app.call('PATCH', `/api/invoices/${a}`, admin, { chargeIds: [mine[0]!] }),
      app.call('PATCH', `/api/invoices/${b}`, admin, { chargeIds: [mine[3]!, mine[1]!] }),
      app.call('PATCH', `/api/charges/${mine[3]}`, admin, { amount: 4_444_400 }),
    ]);
    for (const r of answers) expect(OK_OR_REFUSED).toContain(r.status);
    await checkInvariants();
  }, 120_000);
});

describe('bad input: a 4xx, and nothing stored or changed', () => {
  /** Every stream of the customer's charges and invoices, as versions: what "nothing changed" compares. */
  const snapshot = async () => {
    const heads = await app.infra.store.readLastEvents([
      ...[...charges].map((c) => streamIdOf('charge', c)),
      ...[...invoices].map((i) => streamIdOf('invoice', i)),
    ]);
    return [...heads.entries()].map(([s, e]) => `${s}@${e.streamVersion}`).sort();
  };
  const chargeCount = async () => {
    await app.settle();
    return (await app.call('GET', `/api/charges?userId=${me.userId}&$limit=1`, admin)).body.total as number;
  };

  it('refuses bad charges with the field named', async () => {
    const before = await chargeCount();
    const cases: [Record<string, unknown>, string][] = [
      [{ amount: 9_007_199_254_740_991 }, 'amount'],
      [{ currency: 'KWD' }, 'currency'],
      [{ countryId: 99 }, 'countryId'],
      [{ countryId: 2, currency: 'KWD' }, 'countryId'],
      [{ type: 'storage', orderId: others.orderId }, 'orderId'],
      [{ requestId: others.requestId }, 'requestId'],
      [{ storageId: others.storageId }, 'storageId'],
      [{ serviceId: 987_654 }, 'serviceId'],
      [{ startDate: 20, endDate: 10 }, 'endDate'],
      [{ metadata: { rent: -50_000 } }, 'metadata.rent'],
      [{ amount: -5 }, 'amount'],
    ];
    for (const [over, path] of cases) {
      const r = await app.call('POST', '/api/charges', admin, chargeBody(over));
      expect({ over, status: r.status }).toEqual({ over, status: 400 });
      expect((r.body.errors as { path: string }[]).map((e) => e.path)).toContain(path);
    }
    expect(await chargeCount()).toBe(before);
  }, 60_000);

  it('refuses bad invoices and a PATCH of a field an edit cannot change', async () => {
    const c = await newCharge();
    const inv = await newInvoice([c]);
    const before = await snapshot();
    const empty = await app.call('POST', '/api/invoices', admin, {
      userId: me.userId,
      type: 'other',
      date: today,
      chargeIds: [],
    });
    expect([empty.status, empty.body.errors?.[0]?.message]).toEqual([400, INVOICE_MESSAGES.noCharges]);
    const foreignOrder = await app.call('POST', '/api/invoices', admin, {
      userId: me.userId,
      type: 'order',
      date: today,
      orderId: others.orderId,
      chargeIds: [await newCharge()],
    });
    expect(foreignOrder.status).toBe(400);
    const missingOrder = await app.call('POST', '/api/invoices', admin, {
      userId: me.userId,
      type: 'order',
      date: today,
      orderId: 99_999_999,
      chargeIds: [await newCharge()],
    });
    expect(missingOrder.status).toBe(400);
    const far = await app.call('POST', '/api/invoices', admin, {
      userId: me.userId,
      type: 'other',
      date: '2099-01-01',
      chargeIds: [await newCharge()],
    });
    expect([far.status, far.body.errors?.[0]?.message]).toEqual([400, INVOICE_MESSAGES.dateTooLate]);
    const finance = await app.token('finance');
    const old = await app.call('POST', '/api/invoices', finance, {
      userId: me.userId,
      type: 'other',
      date: '2015-06-01',
      chargeIds: [await newCharge()],
    });
    expect([old.status, old.body.errors?.[0]?.message]).toEqual([400, INVOICE_MESSAGES.dateBackdated]);
    const huge = [await newCharge({ amount: 600_000_000_000 }), await newCharge({ amount: 600_000_000_000 })];
    const tooLarge = await app.call('POST', '/api/invoices', admin, {
      userId: me.userId,
      type: 'other',
      date: today,
      chargeIds: huge,
    });
    expect([tooLarge.status, tooLarge.body.errors?.[0]?.message]).toEqual([400, INVOICE_MESSAGES.totalTooLarge]);
    const userPatch = await app.call('PATCH', `/api/invoices/${inv}`, admin, { userId: others.userId });
    expect([userPatch.status, userPatch.body.errors?.[0]?.message]).toEqual([400, INVOICE_MESSAGES.userUnchangeable]);
    // The charges the refused invoices named are still free; the invoice and its charge are as they were.
    for (const id of [...huge]) expect((await chargeState(id))!.invoiceId).toBeNull();
    const after = (await snapshot()).filter((s) => before.some((b) => b.split('@')[0] === s.split('@')[0]));
    expect(after).toEqual(before);
  }, 60_000);

  it('a PATCH of an invoiced charge beyond the bound changes nothing; SYNC_INVOICE still works', async () => {
    const c = await newCharge();
    const inv = await newInvoice([c]);
    const before = await snapshot();
    const r = await app.call('PATCH', `/api/charges/${c}`, admin, { amount: 9_007_199_254_740_991 });
    expect(r.status).toBe(400);
    expect(await snapshot()).toEqual(before);
    const sync = await app.call('PATCH', `/api/invoices/${inv}`, admin, { status: 'SYNC_INVOICE' });
    expect([200, 202]).toContain(sync.status);
    const staff = await app.token('accounts-staff');
    expect((await app.call('PATCH', `/api/invoices/${inv}`, staff, { status: 'SYNC_INVOICE' })).status).toBe(403);
    await checkInvariants();
  }, 60_000);

  it('a paid invoice is never brought below what was paid; totals are in fils (AED 5.50 + 5 % = 5.78)', async () => {
    const c = await newCharge({ amount: 55_000 });
    const inv = await newInvoice([c]);
    expect((await invoiceState(inv))!.amount).toBe(57_800);
    const paid = await app.call('POST', '/api/payments', admin, {
      userId: me.userId,
      mode: 'cod',
      amount: 57_800,
      paidAt: new Date().toISOString(),
      invoiceIds: [inv],
    });
    expect([201, 202]).toContain(paid.status);
    expect((await invoiceState(inv))!.status).toBe('paid');
    const before = await snapshot();
    const lower = await app.call('PATCH', `/api/charges/${c}`, admin, { amount: 10_000 });
    expect([lower.status, lower.body.message]).toEqual([409, INVOICE_MESSAGES.belowPaid]);
    const gone = await app.call('DELETE', `/api/charges/${c}`, admin);
    expect([gone.status, gone.body.message]).toEqual([409, INVOICE_MESSAGES.belowPaid]);
    const other = await newCharge({ amount: 10_000 });
    const dropped = await app.call('PATCH', `/api/invoices/${inv}`, admin, { chargeIds: [other] });
    expect([dropped.status, dropped.body.message]).toEqual([409, INVOICE_MESSAGES.belowPaid]);
    expect((await snapshot()).filter((s) => before.includes(s))).toEqual(before);
    expect((await chargeState(other))!.invoiceId).toBeNull();
    // Raising it is allowed: the invoice goes back to partial, its balance payable in fils.
    const higher = await app.call('PATCH', `/api/charges/${c}`, admin, { amount: 66_666 });
    expect([200, 202]).toContain(higher.status);
    const state = (await invoiceState(inv))!;
    expect([state.status, state.amount]).toEqual(['partial', 70_000]);
    await checkInvariants();
  }, 60_000);

  it("a charge moved to another customer takes that customer's partner", async () => {
    const c = await newCharge();
    const target = (await app.call('GET', `/api/users/${others.userId}`, admin)).body as {
      partnerId: number;
      countryId: number;
    };
    const currency = target.countryId === 1 ? 'AED' : target.countryId === 2 ? 'KWD' : 'SAR';
    const r = await app.call('PATCH', `/api/charges/${c}`, admin, {
      userId: others.userId,
      countryId: target.countryId,
      currency,
      requestId: others.requestId,
    });
    expect([200, 202]).toContain(r.status);
    const s = (await chargeState(c))!;
    expect([s.userId, s.partnerId]).toEqual([others.userId, target.partnerId]);
  }, 60_000);
});
