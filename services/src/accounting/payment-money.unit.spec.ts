import {
  canonicalInt,
  money,
  paymentLinkCanonicalText,
  paymentRefundable,
  paymentUnallocated,
  type InvoiceEvent,
  type PaymentEvent,
  type PaymentState,
} from '@console/contracts';
import { invoiceDecider } from './invoice.decider.js';
import { paymentDecider, type PaymentCommand } from './payment.decider.js';
import { chargedWith, invoiceIssued } from './accounting-fixtures.js';

/** Issue 30 §3, §4, §8: a payment's money decided on its own stream; the invoice's allocation capped and partial releases. */
const now = new Date('2026-11-29T10:00:00Z');

const recorded = (allocations: { invoiceId: number; amount: number }[] = []): PaymentState => {
  const events = paymentDecider.decide(
    {
      type: 'RecordPayment',
      id: 7,
      origin: 'form',
      input: { type: 'payment', mode: 'cod', amount: 100_000, currency: 'AED', paidAt: now.toISOString() },
      userId: 3,
      partnerId: 1,
      countryId: 1,
      creatorId: 2,
      allocations: allocations.map((a) => ({ invoiceId: a.invoiceId, amount: money(a.amount) })),
    },
    null,
    now,
  ) as PaymentEvent[];
  return events.reduce(paymentDecider.evolve, null);
};
const decide = (c: PaymentCommand, s: PaymentState) => paymentDecider.decide(c, s, now);
const after = (c: PaymentCommand, s: PaymentState) => (decide(c, s) as PaymentEvent[]).reduce(paymentDecider.evolve, s);

describe('a payment’s money on its own stream', () => {
  it('records its allocations with it; the rest is its unallocated money (the customer’s credit)', () => {
    const s = recorded([{ invoiceId: 1, amount: 60_000 }])!;
    expect(s.allocations).toEqual([{ invoiceId: 1, amount: 60_000 }]);
    expect(paymentUnallocated(s)).toBe(40_000);
    expect(paymentRefundable(s)).toBe(100_000);
  });

  it('allocates later only what it has; a second allocation beyond it is refused', () => {
    const s = recorded();
    const once = after({ type: 'AllocateToInvoice', invoiceId: 2, amount: money(70_000) }, s);
    expect(paymentUnallocated(once!)).toBe(30_000);
    expect(decide({ type: 'AllocateToInvoice', invoiceId: 3, amount: money(40_000) }, once)).toMatchObject({
      kind: 'conflict',
    });
    const back = after({ type: 'ReleaseAllocation', invoiceId: 2, amount: money(70_000) }, once);
    expect(paymentUnallocated(back!)).toBe(100_000);
  });

  it('refunds never exceed what is left: credit first, then the newest invoices; refunded when nothing is left', () => {
    const s = recorded([{ invoiceId: 1, amount: 60_000 }]);
    const first = decide({ type: 'RefundPayment', amount: money(50_000) }, s) as PaymentEvent[];
    expect(first[0]).toMatchObject({
      type: 'PaymentRefundIssued',
      data: { amount: 50_000, releases: [{ invoiceId: 1, amount: 10_000 }] },
    });
    const s1 = first.reduce(paymentDecider.evolve, s);
    expect(decide({ type: 'RefundPayment', amount: money(50_001) }, s1)).toMatchObject({ kind: 'conflict' });
    const s2 = after({ type: 'RefundPayment' }, s1);
    expect(s2).toMatchObject({ status: 'refunded', refunded: 100_000, allocations: [] });
    expect(decide({ type: 'RefundPayment', amount: money(1) }, s2)).toMatchObject({ kind: 'conflict' });
  });

  it('a complete payment is not edited, not even to refunded', () => {
    expect(decide({ type: 'EditPayment', input: { status: 'refunded' } }, recorded())).toMatchObject({
      kind: 'conflict',
      message: 'A complete payment is refunded with Refund, not by editing its status',
    });
  });

  it('a payment recorded before its allocations were kept adopts them once, and decides nothing before', () => {
    const legacy = [
      {
        type: 'PaymentRecorded',
        data: { ...(recorded() as NonNullable<PaymentState>), invoiceIds: [1], allocations: undefined },
      } as PaymentEvent,
    ].reduce(paymentDecider.evolve, null);
    expect(legacy?.allocationsKnown).toBe(false);
    expect(decide({ type: 'RefundPayment' }, legacy)).toMatchObject({ kind: 'conflict' });
    const adopted = after(
      { type: 'AdoptAllocations', allocations: [{ invoiceId: 1, amount: money(100_000) }] },
      legacy,
    );
    expect(paymentUnallocated(adopted!)).toBe(0);
    expect(decide({ type: 'AdoptAllocations', allocations: [] }, adopted)).toEqual([]);
  });
});

describe('the invoice side', () => {
  const issued = invoiceIssued({
    type: 'other',
    date: '2026-11-29',
    dueDate: '2026-12-14',
    orderId: null,
    vat: 0,
    ...chargedWith([{ id: 5, amount: 100_000 }], [100_000, 0, 100_000]),
    createdAt: now.toISOString(),
  });
  it('takes at most its open balance, once per payment, and gives back part of an allocation', () => {
    const s = invoiceDecider.evolve(null, issued);
    const take = invoiceDecider.decide(
      { type: 'AllocatePayment', paymentId: 7, amount: money(150_000), paidAt: now.toISOString() },
      s,
      now,
    ) as InvoiceEvent[];
    expect(take[0]).toMatchObject({ type: 'InvoicePaid', data: { amount: 100_000 } });
    const paid = take.reduce(invoiceDecider.evolve, s);
    const release = invoiceDecider.decide({ type: 'ReleasePayment', paymentId: 7, amount: money(30_000) }, paid, now);
    const partial = (release as InvoiceEvent[]).reduce(invoiceDecider.evolve, paid);
    expect(partial).toMatchObject({
      status: 'partial',
      amountPaid: 70_000,
      allocations: [{ paymentId: 7, amount: 70_000 }],
    });
  });
});

describe('payment links', () => {
  it('reads integers only in their canonical spelling', () => {
    expect(canonicalInt('10000')).toBe(10000);
    expect(canonicalInt('0')).toBe(0);
    for (const bad of ['010000', '1e4', '0x3c0', '10000.0', '+10000', ' 10000', '', '-1', '99999999999999999'])
      expect({ bad, n: canonicalInt(bad) }).toEqual({ bad, n: undefined });
  });
  it('signs every field, the expiry and the invoice included', () => {
    const f = { provider: 'payfort' as const, userId: 3, amount: 10_000, countryId: 1, invoiceId: 0, expiresAt: 99 };
    expect(paymentLinkCanonicalText(f)).toBe('v2|payfort|3|10000|1|0|99');
    expect(paymentLinkCanonicalText({ ...f, invoiceId: 4 })).not.toBe(paymentLinkCanonicalText(f));
  });
});
