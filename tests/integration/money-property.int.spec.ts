import fc from 'fast-check';
import { assertMoneyInvariants } from '../support/money-invariants.js';
import {
  chargeBody,
  makeCard,
  makeCustomer,
  manualPayment,
  refundCall,
  today,
  type Customer,
} from '../support/money-fixtures.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { withActors } from '../support/actors.js';

/**
 * Issue 30 Deliver 11, the property: random interleavings of the race suite's operations. A run is a fresh customer
 * and a list of groups; the operations of a group are fired at once (Promise.all), the groups one after another.
 * An operation picks its records (a charge, an invoice, a payment) among those made so far, by index. No call may
 * answer a 5xx, and after each run the money invariants (support/money-invariants.ts) hold for the customer, and
 * the local gateways charged exactly the card payments of every customer so far.
 */
let app: TestApp;
let admin: string;
const everyone: number[] = [];

beforeAll(async () => ({ app, admin } = await withActors(await startTestApp(0), { admin: 'admin' })), 300_000);
afterAll(() => app.stop());

type Op =
  | { kind: 'charge'; fils: number; discount: boolean }
  | { kind: 'invoice'; take: number }
  | { kind: 'pay'; invoice: number; part: 'all' | 'half' | 'over' }
  | { kind: 'capture'; invoice: number }
  | { kind: 'refund'; payment: number; half: boolean }
  | { kind: 'editCharge'; charge: number; fils: number }
  | { kind: 'deleteCharge'; charge: number }
  | { kind: 'setCharges'; invoice: number; take: number }
  | { kind: 'cancel'; invoice: number };

/** Amounts in fils (the currency's minor unit): AED 0.01 to AED 500.00. */
const fils = fc.integer({ min: 1, max: 50_000 });
const op: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('charge' as const),
      fils,
      discount: fc.integer({ min: 0, max: 3 }).map((n) => n === 0),
    }),
  },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('invoice' as const), take: fc.integer({ min: 1, max: 3 }) }) },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('pay' as const),
      invoice: fc.nat(),
      part: fc.constantFrom('all' as const, 'half' as const, 'over' as const),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('capture' as const), invoice: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('refund' as const), payment: fc.nat(), half: fc.boolean() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('editCharge' as const), charge: fc.nat(), fils }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('deleteCharge' as const), charge: fc.nat() }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('setCharges' as const),
      invoice: fc.nat(),
      take: fc.integer({ min: 1, max: 3 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('cancel' as const), invoice: fc.nat() }) },
);
/** 2 to 5 groups of 1 to 4 operations fired at once. */
const interleaving = fc.array(fc.array(op, { minLength: 1, maxLength: 4 }), { minLength: 2, maxLength: 5 });

const pick = <T>(xs: readonly T[], i: number): T | undefined => (xs.length === 0 ? undefined : xs[i % xs.length]);

interface Made {
  readonly charges: number[];
  readonly invoices: number[];
  readonly payments: number[];
}

/** The call an operation makes, decided on the records made before its group; undefined when it has none. */
const callOf = async (c: Customer, made: Made, o: Op): Promise<[string, string, unknown?] | undefined> => {
  switch (o.kind) {
    case 'charge':
      return [
        'POST',
        '/api/charges',
        chargeBody(c, { type: o.discount ? 'discount' : 'custom', amount: o.fils * 100 }),
      ];
    case 'invoice': {
      const free = (await app.call('GET', `/api/charges?userId=${c.id}&invoiceId=null&$limit=50`, admin)).body.data as {
        id: number;
        type: string;
      }[];
      const taken = free.filter((x) => x.type !== 'credit').slice(0, o.take);
      if (taken.length === 0) return undefined;
      return [
        'POST',
        '/api/invoices',
        { userId: c.id, type: 'other', date: today(), chargeIds: taken.map((x) => x.id) },
      ];
    }
    case 'pay':
    case 'capture': {
      const id = pick(made.invoices, o.invoice);
      if (id === undefined) return undefined;
      const inv = (await app.call('GET', `/api/invoices/${id}`, admin)).body as { balance: number };
      if (o.kind === 'capture')
        return ['POST', '/api/payfort-capture', { userId: c.id, amount: inv.balance, invoiceId: id }];
      const amount =
        o.part === 'all' ? inv.balance : o.part === 'half' ? Math.floor(inv.balance / 200) * 100 : inv.balance + 10_000;
      return ['POST', '/api/payments', manualPayment(c, Math.max(amount, 100), id)];
    }
    case 'refund': {
      const id = pick(made.payments, o.payment);
      if (id === undefined) return undefined;
      const p = (await app.call('GET', `/api/payments/${id}`, admin)).body as { amount: number };
      return refundCall(id, o.half ? Math.floor(p.amount / 200) * 100 : undefined);
    }
    case 'editCharge': {
      const id = pick(made.charges, o.charge);
      return id === undefined ? undefined : ['PATCH', `/api/charges/${id}`, { amount: o.fils * 100 }];
    }
    case 'deleteCharge': {
      const id = pick(made.charges, o.charge);
      return id === undefined ? undefined : ['DELETE', `/api/charges/${id}`];
    }
    case 'setCharges': {
      const id = pick(made.invoices, o.invoice);
      if (id === undefined || made.charges.length === 0) return undefined;
      const start = o.invoice % made.charges.length;
      const chargeIds = [
        ...new Set(Array.from({ length: o.take }, (_, k) => made.charges[(start + k) % made.charges.length]!)),
      ];
      return ['PATCH', `/api/invoices/${id}`, { chargeIds }];
    }
    case 'cancel': {
      const id = pick(made.invoices, o.invoice);
      return id === undefined ? undefined : ['DELETE', `/api/invoices/${id}`];
    }
  }
};

const run = async (groups: readonly (readonly Op[])[]): Promise<void> => {
  const c = await makeCustomer(app, admin, 1);
  everyone.push(c.id);
  await makeCard(app, admin, c);
  const made: Made = { charges: [], invoices: [], payments: [] };
  const crashes: string[] = [];
  for (const group of groups) {
    await app.settle();
    const calls = await Promise.all(group.map((o) => callOf(c, made, o)));
    const answers = await Promise.all(
      calls.map((call) => (call ? app.call(call[0], call[1], admin, call[2]) : Promise.resolve(undefined))),
    );
    for (const [i, r] of answers.entries()) {
      if (!r) continue;
      const [method, path, body] = calls[i]!;
      if (r.status >= 500)
        crashes.push(`${method} ${path} ${JSON.stringify(body)} → ${r.status} ${JSON.stringify(r.body)}`);
      if (r.status >= 300 || method !== 'POST' || typeof r.body?.id !== 'number') continue;
      if (path === '/api/charges') made.charges.push(r.body.id);
      else if (path === '/api/invoices') made.invoices.push(r.body.id);
      else made.payments.push(r.body.id);
    }
  }
  expect(crashes).toEqual([]);
  await assertMoneyInvariants(app, [c.id]);
  await assertMoneyInvariants(app, everyone, { gateway: true });
};

it('random interleavings of charges, invoices, payments, captures, refunds and edits keep the money invariants', async () => {
  await fc.assert(fc.asyncProperty(interleaving, run), {
    numRuns: Number(process.env['FC_RUNS'] ?? 8),
    seed: Number(process.env['FC_SEED'] ?? 20261129),
    endOnFailure: true,
  });
}, 300_000);
