import { isDomainError, money, type ChargeEvent, type InvoiceEvent, type PaymentEvent } from '@console/contracts';
import { chargeDecider } from './charge.decider.js';
import { invoiceDecider, type InvoiceCommand } from './invoice.decider.js';
import { paymentDecider } from './payment.decider.js';
import { chargeCreated, invoiceIssued, issueInvoice } from './accounting-fixtures.js';

const now = new Date('2026-11-25T10:00:00Z');

const issued = invoiceIssued();
const invoice = (...events: InvoiceEvent[]) =>
  [issued, ...events].reduce(invoiceDecider.evolve, invoiceDecider.initialState);
const decideInvoice = (c: InvoiceCommand, ...events: InvoiceEvent[]) =>
  invoiceDecider.decide(c, invoice(...events), now);

describe('invoice decider', () => {
  it('issues with totals from the signed charges and the VAT, status unpaid, due date + 15 days', () => {
    const r = invoiceDecider.decide(
      issueInvoice({
        charges: [
          { id: 5, type: 'storage', signedAmount: money(2_000_000), userId: 3, countryId: 1 },
          { id: 6, type: 'discount', signedAmount: money(-200_000), userId: 3, countryId: 1 },
        ],
      }),
      null,
      now,
    );
    expect(isDomainError(r) ? r : r[0]!.data).toMatchObject({
      dueDate: '2026-12-10',
      amountBeforeTax: 1_800_000,
      taxAmount: 90_000,
      amount: 1_890_000,
      status: 'unpaid',
    });
  });
  it('refuses a charge of another customer and a credit on an order invoice', () => {
    const r = invoiceDecider.decide(
      issueInvoice({
        charges: [
          { id: 5, type: 'storage', signedAmount: money(1), userId: 4, countryId: 1 },
          { id: 6, type: 'credit', signedAmount: money(-1), userId: 3, countryId: 1 },
        ],
      }),
      null,
      now,
    );
    expect(isDomainError(r) && r.errors).toEqual([
      { path: 'chargeIds.0', message: 'The charge belongs to another customer' },
      { path: 'chargeIds.1', message: 'Only a credit note takes credit charges' },
    ]);
  });
  it('allocates up to the balance, partially then fully, and never twice for one payment', () => {
    const first = decideInvoice({
      type: 'AllocatePayment',
      paymentId: 7,
      amount: money(50_000),
      paidAt: now.toISOString(),
    });
    expect(first).toEqual([
      {
        type: 'InvoicePartiallyPaid',
        data: { id: 1, paymentId: 7, amount: 50_000, amountPaid: 50_000, paidAt: now.toISOString() },
      },
    ]);
    const after = first as InvoiceEvent[];
    expect(
      decideInvoice(
        { type: 'AllocatePayment', paymentId: 7, amount: money(50_000), paidAt: now.toISOString() },
        ...after,
      ),
    ).toEqual([]);
    const rest = decideInvoice(
      { type: 'AllocatePayment', paymentId: 8, amount: money(5_000_000), paidAt: now.toISOString() },
      ...after,
    );
    expect(rest).toEqual([
      {
        type: 'InvoicePaid',
        data: { id: 1, paymentId: 8, amount: 1_000_000, amountPaid: 1_050_000, paidAt: now.toISOString() },
      },
    ]);
    expect(invoice(...after, ...(rest as InvoiceEvent[]))!.status).toBe('paid');
  });
  it('releases a payment: status back to partial; cancelling needs no payments and the right role', () => {
    const paid: InvoiceEvent[] = [
      {
        type: 'InvoicePartiallyPaid',
        data: { id: 1, paymentId: 7, amount: money(50_000), amountPaid: money(50_000), paidAt: now.toISOString() },
      },
      {
        type: 'InvoicePaid',
        data: {
          id: 1,
          paymentId: 8,
          amount: money(1_000_000),
          amountPaid: money(1_050_000),
          paidAt: now.toISOString(),
        },
      },
    ];
    expect(decideInvoice({ type: 'ReleasePayment', paymentId: 8 }, ...paid)).toEqual([
      {
        type: 'InvoicePaymentReleased',
        data: { id: 1, paymentId: 8, amount: 1_000_000, amountPaid: 50_000, status: 'partial' },
      },
    ]);
    expect(decideInvoice({ type: 'CancelInvoice', permissions: ['admin'] }, ...paid)).toMatchObject({
      kind: 'conflict',
    });
    expect(decideInvoice({ type: 'CancelInvoice', permissions: ['accounts-staff'] })).toMatchObject({
      kind: 'forbidden',
    });
    expect(decideInvoice({ type: 'CancelInvoice', permissions: ['finance'] })).toEqual([
      { type: 'InvoiceCancelled', data: { id: 1, from: 'unpaid', chargeIds: [5] } },
    ]);
  });
  it('a charge followed at a new amount moves the totals and the status', () => {
    const paid: InvoiceEvent = {
      type: 'InvoicePaid',
      data: { id: 1, paymentId: 8, amount: money(1_050_000), amountPaid: money(1_050_000), paidAt: now.toISOString() },
    };
    const r = decideInvoice(
      { type: 'ReconcileInvoiceCharges', charges: [{ id: 5, holds: true, signedAmount: money(2_000_000) }] },
      paid,
    );
    expect(r).toEqual([
      {
        type: 'InvoiceUpdated',
        data: {
          id: 1,
          changes: {
            charges: [{ id: 5, amount: 2_000_000 }],
            amountBeforeTax: 2_000_000,
            taxAmount: 100_000,
            amount: 2_100_000,
            status: 'partial',
          },
        },
      },
    ]);
  });
});

describe('charge decider', () => {
  const created = chargeCreated({ createdAt: now.toISOString() });
  const onInvoice = (date: string): ChargeEvent => ({
    type: 'ChargeUpdated',
    data: { id: 5, changes: { invoiceId: 1, invoiceDate: date } },
  });
  const state = (...e: ChargeEvent[]) => [created, ...e].reduce(chargeDecider.evolve, null);
  it('is edited and deleted only while its invoice is dated today or later; notes always', () => {
    const past = state(onInvoice('2026-11-24'));
    expect(
      chargeDecider.decide({ type: 'EditCharge', changes: { amount: 5 }, permissions: ['admin'] }, past, now),
    ).toMatchObject({ kind: 'conflict' });
    expect(chargeDecider.decide({ type: 'DeleteCharge' }, past, now)).toMatchObject({ kind: 'conflict' });
    expect(
      chargeDecider.decide({ type: 'EditCharge', changes: { notes: 'n' }, permissions: ['admin'] }, past, now),
    ).toEqual([{ type: 'ChargeUpdated', data: { id: 5, changes: { notes: 'n' } } }]);
    expect(chargeDecider.decide({ type: 'DeleteCharge' }, state(onInvoice('2026-11-25')), now)).toEqual([
      { type: 'ChargeDeleted', data: { id: 5 } },
    ]);
  });
  it('is held by one invoice at a time; only staff move its partner', () => {
    expect(
      chargeDecider.decide(
        { type: 'AttachCharge', invoiceId: 2, invoiceDate: '2026-11-25' },
        state(onInvoice('2026-11-25')),
        now,
      ),
    ).toMatchObject({ kind: 'conflict' });
    expect(
      chargeDecider.decide(
        { type: 'AttachCharge', invoiceId: 1, invoiceDate: '2026-11-25' },
        state(onInvoice('2026-11-25')),
        now,
      ),
    ).toEqual([]);
    expect(
      chargeDecider.decide(
        { type: 'EditCharge', changes: { partnerId: 2 }, permissions: ['accounts-staff'] },
        state(),
        now,
      ),
    ).toMatchObject({ kind: 'forbidden' });
  });
  it("keeps a charge's request on edit (spec 3 §5); a charge made without one is edited without one", () => {
    const edit = (changes: Record<string, unknown>, s = state()) =>
      chargeDecider.decide({ type: 'EditCharge', changes, permissions: ['admin'] }, s, now);
    expect(edit({ requestId: null })).toMatchObject({
      kind: 'validation',
      errors: [{ path: 'requestId', message: 'Request is required' }],
    });
    expect(edit({ requestId: 6 })).toEqual([{ type: 'ChargeUpdated', data: { id: 5, changes: { requestId: 6 } } }]);
    const withoutRequest = [{ ...created, data: { ...created.data, requestId: null } }].reduce(
      chargeDecider.evolve,
      null,
    );
    expect(edit({ amount: 2_000_000 }, withoutRequest)).toEqual([
      { type: 'ChargeUpdated', data: { id: 5, changes: { amount: 2_000_000 } } },
    ]);
  });
});

describe('payment decider', () => {
  const record = (mode: 'cod' | 'tap', origin: 'form' | 'gateway') =>
    paymentDecider.decide(
      {
        type: 'RecordPayment',
        id: 7,
        origin,
        input: { type: 'payment', mode, amount: 50_000, currency: 'AED', paidAt: now.toISOString(), invoiceIds: [1] },
        userId: 3,
        partnerId: 1,
        countryId: 1,
        creatorId: 2,
      },
      null,
      now,
    );
  it('records manual payments complete with paidAt, gateway ones pending without; staff cannot record tap', () => {
    expect((record('cod', 'form') as PaymentEvent[])[0]!.data).toMatchObject({
      status: 'complete',
      paidAt: now.toISOString(),
    });
    expect((record('tap', 'gateway') as PaymentEvent[])[0]!.data).toMatchObject({ status: 'pending', paidAt: null });
    expect(record('tap', 'form')).toMatchObject({ kind: 'validation' });
  });
  it('a gateway payment is neither edited nor deleted; a pending one is captured once', () => {
    const pending = (record('tap', 'gateway') as PaymentEvent[]).reduce(paymentDecider.evolve, null);
    expect(paymentDecider.decide({ type: 'EditPayment', input: { amount: 1 } }, pending, now)).toMatchObject({
      kind: 'forbidden',
    });
    expect(paymentDecider.decide({ type: 'DeletePayment' }, pending, now)).toMatchObject({ kind: 'forbidden' });
    const captured = paymentDecider.decide(
      { type: 'CapturePayment', paidAt: now.toISOString() },
      pending,
      now,
    ) as PaymentEvent[];
    expect(captured.map((e) => e.type)).toEqual(['PaymentCaptured']);
    expect(
      paymentDecider.decide(
        { type: 'CapturePayment', paidAt: now.toISOString() },
        captured.reduce(paymentDecider.evolve, pending),
        now,
      ),
    ).toEqual([]);
  });
  it("a gateway's answer: captured counts only for the amount asked, declined fails once, unknown changes nothing", () => {
    const pending = (record('tap', 'gateway') as PaymentEvent[]).reduce(paymentDecider.evolve, null);
    const settle = (outcome: 'captured' | 'declined' | 'unknown', amount: number | null, state = pending) =>
      paymentDecider.decide(
        {
          type: 'SettleGatewayAttempt',
          outcome,
          amount,
          paidAt: now.toISOString(),
          data: { response: { gatewayId: 'chg_1' } },
        },
        state,
        now,
      );
    expect(settle('captured', 40_000)).toEqual([]);
    expect(settle('unknown', null)).toEqual([]);
    const captured = settle('captured', 50_000) as PaymentEvent[];
    expect(captured.map((e) => e.type)).toEqual(['PaymentCaptured']);
    expect(settle('captured', null, captured.reduce(paymentDecider.evolve, pending))).toEqual([]);
    expect(settle('declined', null, captured.reduce(paymentDecider.evolve, pending))).toMatchObject({
      kind: 'conflict',
    });
    const failed = settle('declined', null) as PaymentEvent[];
    expect(failed.map((e) => e.type)).toEqual(['PaymentFailed']);
    expect(settle('declined', null, failed.reduce(paymentDecider.evolve, pending))).toEqual([]);
  });
});
