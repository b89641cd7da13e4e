import { isDomainError, money, type InvoiceEvent } from '@console/contracts';
import { chargeDecider } from './charge.decider.js';
import { invoiceDecider, type ChargeFact, type InvoiceCommand } from './invoice.decider.js';
import { chargeCreated, chargedWith, invoiceIssued, issueInvoice } from './accounting-fixtures.js';

/** Issue 30: the invoice follows its charges relatively; edits are checked; a charge moves in its own event. */
const now = new Date('2026-11-25T10:00:00Z');

const issued = (charges: { id: number; amount: number }[], totals: [number, number, number]): InvoiceEvent =>
  invoiceIssued({ type: 'other', orderId: null, ...chargedWith(charges, totals), createdAt: now.toISOString() });
const twoCharges = issued(
  [
    { id: 5, amount: 1_000_000 },
    { id: 6, amount: 500_000 },
  ],
  [1_500_000, 75_000, 1_575_000],
);
const stateOf = (...e: InvoiceEvent[]) => e.reduce(invoiceDecider.evolve, invoiceDecider.initialState);
const decide = (c: InvoiceCommand, ...e: InvoiceEvent[]) => invoiceDecider.decide(c, stateOf(...e), now);
const fact = (id: number, signedAmount: number, over: Partial<ChargeFact> = {}): ChargeFact => ({
  id,
  type: 'custom',
  signedAmount: money(signedAmount),
  userId: 3,
  countryId: 1,
  ...over,
});
const paid: InvoiceEvent = {
  type: 'InvoicePaid',
  data: { id: 1, paymentId: 9, amount: money(1_575_000), amountPaid: money(1_575_000), paidAt: now.toISOString() },
};

describe('ReconcileInvoiceCharges', () => {
  it('changes only the charges named: in when they hold the invoice, out otherwise, at their current amounts', () => {
    const r = decide(
      {
        type: 'ReconcileInvoiceCharges',
        charges: [
          { id: 6, holds: false, signedAmount: money(500_000) },
          { id: 7, holds: true, signedAmount: money(55_000) },
        ],
      },
      twoCharges,
    );
    // 100.00 + 5.50 = 105.50; VAT 5.275 → 5.28; 110.78
    expect(r).toEqual([
      {
        type: 'InvoiceUpdated',
        data: {
          id: 1,
          changes: {
            charges: [
              { id: 5, amount: 1_000_000 },
              { id: 7, amount: 55_000 },
            ],
            amountBeforeTax: 1_055_000,
            taxAmount: 52_800,
            amount: 1_107_800,
          },
        },
      },
    ]);
  });
  it('changes nothing when the charges already stand as read (so a repeat, or a late follower, is a no-op)', () => {
    expect(
      decide(
        {
          type: 'ReconcileInvoiceCharges',
          charges: [
            { id: 5, holds: true, signedAmount: money(1_000_000) },
            { id: 8, holds: false, signedAmount: money(1) },
          ],
        },
        twoCharges,
      ),
    ).toEqual([]);
  });
  it('leaves a cancelled invoice as it is', () => {
    const cancelled: InvoiceEvent = { type: 'InvoiceCancelled', data: { id: 1, from: 'unpaid', chargeIds: [5, 6] } };
    expect(
      decide(
        { type: 'ReconcileInvoiceCharges', charges: [{ id: 7, holds: true, signedAmount: money(1) }] },
        twoCharges,
        cancelled,
      ),
    ).toEqual([]);
  });
  it('SYNC_INVOICE follows the month rules and rounds totals made before the rule', () => {
    const old = issued([{ id: 5, amount: 55_000 }], [55_000, 2_750, 57_750]);
    expect(
      invoiceDecider.decide(
        { type: 'ReconcileInvoiceCharges', charges: [], permissions: ['accounts-staff'], round: true },
        stateOf(old),
        now,
      ),
    ).toMatchObject({ kind: 'forbidden' });
    const r = decide({ type: 'ReconcileInvoiceCharges', charges: [], permissions: ['finance'], round: true }, old);
    expect(r).toEqual([
      {
        type: 'InvoiceUpdated',
        data: {
          id: 1,
          changes: {
            charges: [{ id: 5, amount: 55_000 }],
            amountBeforeTax: 55_000,
            taxAmount: 2_800,
            amount: 57_800,
          },
        },
      },
    ]);
    // Without `round` (a follower of a charge), an untouched old invoice is left as it is.
    expect(decide({ type: 'ReconcileInvoiceCharges', charges: [] }, old)).toEqual([]);
    const oldPaid: InvoiceEvent = {
      type: 'InvoicePaid',
      data: { id: 1, paymentId: 9, amount: money(57_750), amountPaid: money(57_750), paidAt: now.toISOString() },
    };
    expect(decide({ type: 'ReconcileInvoiceCharges', charges: [], round: true }, old, oldPaid)).toEqual([]);
  });
});

describe('EditInvoice', () => {
  const edit = (over: Partial<Extract<InvoiceCommand, { type: 'EditInvoice' }>> = {}): InvoiceCommand => ({
    type: 'EditInvoice',
    permissions: ['admin'],
    changes: {},
    holding: [fact(5, 1_000_000), fact(6, 500_000)],
    chargesChosen: true,
    ...over,
  });
  it('refuses an empty list, a charge of another customer, and a total past the bound', () => {
    expect(decide(edit({ holding: [] }), twoCharges)).toMatchObject({
      kind: 'validation',
      errors: [{ path: 'chargeIds', message: 'An invoice needs at least one charge' }],
    });
    expect(decide(edit({ holding: [fact(5, 1, { userId: 4 })] }), twoCharges)).toMatchObject({ kind: 'validation' });
    expect(decide(edit({ holding: [fact(5, 1e12), fact(6, 1e12)] }), twoCharges)).toMatchObject({
      kind: 'validation',
      errors: [{ path: 'chargeIds', message: 'The invoice total is too large' }],
    });
  });
  it('refuses to bring a paid invoice below what was paid', () => {
    expect(decide(edit({ holding: [fact(5, 1_000_000)] }), twoCharges, paid)).toMatchObject({
      kind: 'conflict',
      message: 'This change would bring the invoice below what was already paid; refund the difference first',
    });
    expect(
      decide(edit({ holding: [fact(5, 1_000_000), fact(6, 500_000), fact(7, 10_000)] }), twoCharges, paid),
    ).toEqual([]);
  });
  it('bounds a new date by the month rules; the charge list is not in its event (the charges are the truth)', () => {
    expect(decide(edit({ changes: { date: '2099-01-01' } }), twoCharges)).toMatchObject({ kind: 'validation' });
    expect(
      decide(edit({ permissions: ['finance'], changes: { date: '2026-10-01', dueDate: '2026-10-16' } }), twoCharges),
    ).toMatchObject({ kind: 'validation', errors: [{ path: 'date' }] });
    expect(decide(edit({ changes: { dueDate: '2026-12-20' } }), twoCharges)).toEqual([
      { type: 'InvoiceUpdated', data: { id: 1, changes: { dueDate: '2026-12-20' } } },
    ]);
  });
});

describe('IssueInvoice', () => {
  it('refuses an invoice with no charges and a date past the end of next month for a person', () => {
    const r = invoiceDecider.decide(
      issueInvoice({ invoiceType: 'other', date: '2027-03-01', permissions: ['admin'] }),
      null,
      now,
    );
    expect(isDomainError(r) && r.errors?.map((e) => e.path)).toEqual(['date', 'chargeIds']);
  });
});

describe('EditCharge moves the charge in its own event', () => {
  const created = chargeCreated({
    type: 'custom',
    description: 'd',
    orderId: null,
    invoiceId: 1,
    createdAt: now.toISOString(),
    invoiceDate: '2026-11-25',
  });
  const s = chargeDecider.evolve(null, created);
  it('moves with its amount in one ChargeUpdated; off its invoice to another customer', () => {
    expect(
      chargeDecider.decide(
        {
          type: 'EditCharge',
          changes: { amount: money(2_000_000) },
          permissions: ['admin'],
          invoice: { id: 2, date: '2026-11-30' },
        },
        s,
        now,
      ),
    ).toEqual([
      {
        type: 'ChargeUpdated',
        data: { id: 5, changes: { amount: 2_000_000, invoiceId: 2, invoiceDate: '2026-11-30' } },
      },
    ]);
    expect(
      chargeDecider.decide({ type: 'EditCharge', changes: { userId: 8 }, permissions: ['admin'] }, s, now),
    ).toMatchObject({ kind: 'conflict' });
    expect(
      chargeDecider.decide(
        { type: 'EditCharge', changes: { userId: 8, partnerId: 2 }, permissions: ['admin'], invoice: null },
        s,
        now,
      ),
    ).toEqual([
      {
        type: 'ChargeUpdated',
        data: { id: 5, changes: { userId: 8, partnerId: 2, invoiceId: null, invoiceDate: null } },
      },
    ]);
  });
});
