import fc from 'fast-check';
import { invoiceStatusOf, streamIdOf, type Money } from '@console/contracts';
import { sql } from 'kysely';
import { requestOfCustomer } from '../support/customer-request.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { expectSameTables, rebuild } from '../support/rebuild.js';

/**
 * The customer ledger, by property (fast-check): random charges, invoices, partial and full payments, refunds,
 * deleted payments, cancellations and charge edits, through the API, for a fresh customer each run. After each
 * run: every posting balances (debits = credits), each invoice's amountPaid is the sum of the allocations its
 * stream records, its status follows its amounts, and the customer's receivable is what its invoices still owe.
 * At the end, a rebuild gives the live tables.
 */
let app: TestApp;
let admin: string;
let customers: { id: number; countryId: number; currency: string }[];

beforeAll(async () => {
  app = await startTestApp(30);
  admin = await app.token('admin');
  const users = (
    await app.call('POST', '/api/v1/users/list', admin, {
      limit: 30,
      statuses: ['active', 'new'],
      excludeUserTypes: ['staff'],
    })
  ).body.results as {
    id: number;
    countryId: number;
  }[];
  customers = users.map((u) => ({
    id: u.id,
    countryId: u.countryId,
    currency: u.countryId === 1 ? 'AED' : u.countryId === 2 ? 'KWD' : 'SAR',
  }));
}, 180_000);
afterAll(() => app.stop());

type Op =
  | { kind: 'charge'; amount: number; discount: boolean }
  | { kind: 'invoice'; take: number }
  | { kind: 'pay'; invoice: number; amount: number }
  | { kind: 'refund'; payment: number }
  | { kind: 'deletePayment'; payment: number }
  | { kind: 'cancel'; invoice: number }
  | { kind: 'editCharge'; charge: number; amount: number };

const amount = fc.integer({ min: 1, max: 2_000_000 }).map((n) => n * 10);
/** Payments smaller than most invoices, so invoices go through partial to paid. */
const payment = fc.integer({ min: 1, max: 800_000 }).map((n) => n * 10);
const op: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('charge' as const),
      amount,
      discount: fc.integer({ min: 0, max: 4 }).map((n) => n === 0),
    }),
  },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('invoice' as const), take: fc.integer({ min: 1, max: 3 }) }) },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('pay' as const), invoice: fc.nat(), amount: payment }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('refund' as const), payment: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('deletePayment' as const), payment: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('cancel' as const), invoice: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('editCharge' as const), charge: fc.nat(), amount }) },
);

/** A request of each customer's own, made when its first charge needs it (issue 30: a charge's request is its customer's). */
const requests = new Map<number, number>();
const requestFor = async (userId: number): Promise<number> => {
  if (!requests.has(userId)) requests.set(userId, await requestOfCustomer(app, admin, userId));
  return requests.get(userId)!;
};

const pick = <T>(xs: readonly T[], i: number): T | undefined => (xs.length === 0 ? undefined : xs[i % xs.length]);

/** Runs the operations for one customer; refusals (a 4xx the rules give) are part of the run. */
const run = async (customer: (typeof customers)[number], ops: readonly Op[]): Promise<void> => {
  const free: number[] = [];
  const charges: number[] = [];
  const invoices: number[] = [];
  const payments: number[] = [];
  const today = new Date().toISOString().slice(0, 10);
  for (const o of ops) {
    switch (o.kind) {
      case 'charge': {
        const r = await app.call('POST', '/api/charges', admin, {
          userId: customer.id,
          countryId: customer.countryId,
          currency: customer.currency,
          type: o.discount ? 'discount' : 'custom',
          description: 'property',
          amount: o.amount,
          year: 2026,
          month: 11,
          startDate: 1,
          endDate: 30,
          requestId: await requestFor(customer.id),
        });
        expect(r.status).toBeLessThan(300);
        free.push(r.body.id);
        charges.push(r.body.id);
        break;
      }
      case 'invoice': {
        if (free.length === 0) break;
        const taken = free.splice(0, o.take);
        const r = await app.call('POST', '/api/invoices', admin, {
          userId: customer.id,
          type: 'other',
          date: today,
          chargeIds: taken,
        });
        expect(r.status).toBeLessThan(300);
        invoices.push(r.body.id);
        break;
      }
      case 'pay': {
        const inv = pick(invoices, o.invoice);
        const r = await app.call('POST', '/api/payments', admin, {
          userId: customer.id,
          mode: 'cod',
          amount: o.amount,
          paidAt: new Date().toISOString(),
          ...(inv ? { invoiceIds: [inv] } : {}),
        });
        // An invoice already paid or cancelled is not payable (400); the rest records.
        expect([201, 202, 400]).toContain(r.status);
        if (r.status < 300) payments.push(r.body.id);
        break;
      }
      case 'refund':
      case 'deletePayment': {
        const p = pick(payments, o.payment);
        if (p === undefined) break;
        const r =
          o.kind === 'refund'
            ? await app.call('POST', `/api/v1/payments/${p}/refund`, admin, {})
            : await app.call('DELETE', `/api/payments/${p}`, admin);
        expect([200, 201, 202, 404, 409]).toContain(r.status);
        break;
      }
      case 'cancel': {
        const inv = pick(invoices, o.invoice);
        if (inv === undefined) break;
        const r = await app.call('DELETE', `/api/invoices/${inv}`, admin);
        expect([200, 202, 409]).toContain(r.status);
        break;
      }
      case 'editCharge': {
        const c = pick(charges, o.charge);
        if (c === undefined) break;
        const r = await app.call('PATCH', `/api/charges/${c}`, admin, { amount: o.amount });
        // 409: the edit would bring a paid invoice below what was paid (issue 30), or its invoice's date is past.
        expect([200, 202, 409]).toContain(r.status);
        break;
      }
    }
  }
};

/** The allocations an invoice's own stream records, net of releases. */
const allocatedInStream = async (invoiceId: number): Promise<number> => {
  const events = await app.infra.store.readStream(streamIdOf('invoice', invoiceId));
  let sum = 0;
  for (const e of events) {
    if (e.type === 'InvoicePaid' || e.type === 'InvoicePartiallyPaid') sum += (e.data as { amount: number }).amount;
    if (e.type === 'InvoicePaymentReleased') sum -= (e.data as { amount: number }).amount;
  }
  return sum;
};

const check = async (userId: number): Promise<void> => {
  await app.settle();
  const db = app.infra.db;
  const unbalanced = await sql<{ position: string }>`
    SELECT position FROM rm.ledger_entries WHERE "userId" = ${userId} GROUP BY position HAVING sum(amount) <> 0`.execute(
    db,
  );
  expect(unbalanced.rows).toEqual([]);
  const invoices = await db.selectFrom('rm.invoices').selectAll().where('userId', '=', userId).execute();
  let owed = 0;
  for (const inv of invoices) {
    expect(inv.amountPaid).toBe(await allocatedInStream(inv.id));
    expect(inv.status).toBe(
      invoiceStatusOf({
        amount: inv.amount as Money,
        amountPaid: inv.amountPaid as Money,
        cancelled: inv.status === 'cancelled',
      }),
    );
    expect(inv.balance).toBe(inv.amount - inv.amountPaid);
    if (inv.status !== 'cancelled') owed += inv.amount - inv.amountPaid;
  }
  const statement = (await app.call('GET', `/api/v1/ledger/${userId}`, admin)).body as {
    outstanding: number;
    balances: Record<string, number>;
  };
  expect(statement.outstanding).toBe(owed);
  // Money in is cash; what was not allocated stays the customer's credit (negative: the business owes it).
  // Cash is what complete payments brought less what refunds paid back (issue 30: a refund is of a payment).
  const payments = await db
    .selectFrom('rm.payments')
    .selectAll()
    .where('userId', '=', userId)
    .where('status', 'in', ['complete', 'refunded'])
    .execute();
  const paidIn = payments.reduce(
    (s, p) => s + p.amount - Number((p.doc as { refunded?: number } | null)?.refunded ?? 0),
    0,
  );
  expect(statement.balances['cash'] ?? 0).toBe(paidIn);
  const allocated = invoices.reduce((s, i) => s + i.amountPaid, 0);
  expect(statement.balances['customer_credit'] ?? 0).toBe(allocated - paidIn);
};

it('debits = credits, amountPaid = the allocations, status follows the amounts, receivable = outstanding; rebuild == live', async () => {
  let next = 0;
  await fc.assert(
    fc.asyncProperty(fc.array(op, { minLength: 6, maxLength: 16 }), async (ops) => {
      const customer = customers[next++ % customers.length]!;
      await run(customer, ops);
      await check(customer.id);
    }),
    { numRuns: 12, seed: Number(process.env['FC_SEED'] ?? 20261125), endOnFailure: true },
  );
  // The random runs' states depend on what the seeded customers already owe, so one fixed run makes sure a partly
  // paid invoice is among them.
  const fixed = customers[next++ % customers.length]!;
  await run(fixed, [
    { kind: 'charge', amount: 1_000_000, discount: false },
    { kind: 'invoice', take: 1 },
    { kind: 'pay', invoice: 0, amount: 100 },
  ]);
  await check(fixed.id);
  await app.settle();
  const tables = [
    'rm.ledger_entries',
    'rm.ledger_invoices',
    'rm.ledger_payments',
    'rm.invoices',
    'rm.payments',
    'rm.charges',
  ];
  const snapshot = async (table: string) =>
    (await sql<Record<string, unknown>>`SELECT * FROM ${sql.table(table)} ORDER BY 1, 2`.execute(app.infra.db)).rows;
  const live = await Promise.all(tables.map(snapshot));
  expect(live[0]!.length).toBeGreaterThan(10);
  // The runs reached every state the property speaks of.
  const statuses = new Set(live[3]!.map((i) => i['status']));
  const paymentStatuses = new Set(live[4]!.map((p) => p['status']));
  expect([...statuses].sort()).toEqual(expect.arrayContaining(['paid', 'partial', 'unpaid']));
  expect([...paymentStatuses]).toEqual(expect.arrayContaining(['complete']));
  await rebuild(app, ['ledger', 'accounting']);
  const rebuilt = await Promise.all(tables.map(snapshot));
  expectSameTables(tables, rebuilt, live);
}, 600_000);
