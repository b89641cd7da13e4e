import {
  money,
  PAYMENT_MESSAGES,
  paymentFiguresOf,
  paymentRefundable,
  paymentUnallocated,
  type PaymentEvent,
  type PaymentState,
} from '@console/contracts';
import { paymentDecider, type PaymentCommand } from './payment.decider.js';

/** Issue 30, Deliver 4: a card payment's refund carries its gateway key; a declined one is the payment's again. */
const now = new Date('2026-11-29T10:00:00Z');
const decide = (c: PaymentCommand, s: PaymentState) => paymentDecider.decide(c, s, now);
const after = (c: PaymentCommand, s: PaymentState) => (decide(c, s) as PaymentEvent[]).reduce(paymentDecider.evolve, s);

const captured = (mode: 'payfort' | 'cod'): PaymentState => {
  const events = decide(
    {
      type: 'RecordPayment',
      id: 9,
      origin: 'form',
      input: { type: 'payment', mode: 'cod', amount: 100_000, currency: 'AED', paidAt: now.toISOString() },
      userId: 3,
      partnerId: 1,
      countryId: 1,
      creatorId: 2,
      allocations: [],
    },
    null,
  ) as PaymentEvent[];
  const s = events.reduce(paymentDecider.evolve, null)!;
  // A card payment as its capture leaves it: complete, its mode the gateway's.
  return { ...s, mode };
};

const settled = (refundKey: string, outcome: 'refunded' | 'declined' | 'unknown' = 'refunded'): PaymentCommand => ({
  type: 'SettleRefund',
  refundKey,
  outcome,
  refundId: outcome === 'refunded' ? 'fort-1' : null,
  message: outcome,
});

describe('card refunds on the payment’s stream', () => {
  it('each refund of a card payment gets the next key; a cash payment’s none', () => {
    const s = captured('payfort');
    const one = decide({ type: 'RefundPayment', amount: money(30_000) }, s) as PaymentEvent[];
    expect(one[0]).toMatchObject({ type: 'PaymentRefundIssued', data: { refundKey: 'payment-9-refund-1' } });
    const two = decide(
      { type: 'RefundPayment', amount: money(30_000) },
      after(settled('payment-9-refund-1'), after({ type: 'RefundPayment', amount: money(30_000) }, s)),
    );
    expect((two as PaymentEvent[])[0]).toMatchObject({ data: { refundKey: 'payment-9-refund-2' } });
    const cash = decide({ type: 'RefundPayment', amount: money(30_000) }, captured('cod')) as PaymentEvent[];
    expect(cash[0]!.data).not.toHaveProperty('refundKey');
  });

  it('a declined refund releases its amount: refundable and credit again; the next refund takes a new key', () => {
    const all = after({ type: 'RefundPayment' }, captured('payfort'));
    expect(all!.status).toBe('refunded');
    const failed = after(
      { type: 'FailRefund', refundKey: 'payment-9-refund-1', amount: money(100_000), message: 'no' },
      all,
    );
    expect(failed!.status).toBe('complete');
    expect(paymentRefundable(failed!)).toBe(100_000);
    expect(paymentUnallocated(failed!)).toBe(100_000);
    const again = decide({ type: 'RefundPayment', amount: money(10_000) }, failed) as PaymentEvent[];
    expect(again[0]).toMatchObject({ data: { refundKey: 'payment-9-refund-2' } });
  });

  it('never releases more than was refunded', () => {
    const part = after({ type: 'RefundPayment', amount: money(10_000) }, captured('payfort'));
    expect(decide({ type: 'FailRefund', refundKey: 'k', amount: money(20_000), message: 'no' }, part)).toMatchObject({
      kind: 'conflict',
    });
  });

  it('a refund with no answer yet blocks the next one until the gateway is asked (issue 30 §4)', () => {
    const lost = after({ type: 'RefundPayment', amount: money(30_000) }, captured('payfort'));
    expect(lost!.unsettledRefunds).toEqual([{ refundKey: 'payment-9-refund-1', amount: 30_000, reference: null }]);
    expect(decide({ type: 'RefundPayment', amount: money(10_000) }, lost)).toMatchObject({
      kind: 'conflict',
      message: PAYMENT_MESSAGES.refundUnsettled,
    });
    // Still unknown at the gateway: nothing changes, the next refund stays refused.
    expect(decide(settled('payment-9-refund-1', 'unknown'), lost)).toEqual([]);
    // Refunded: settled once (a second word on it changes nothing), and the next refund is decided.
    const done = after(settled('payment-9-refund-1'), lost);
    expect(done!.unsettledRefunds).toEqual([]);
    expect(paymentRefundable(done!)).toBe(70_000);
    expect(decide(settled('payment-9-refund-1'), done)).toEqual([]);
    expect(decide({ type: 'RefundPayment', amount: money(10_000) }, done)).toEqual([
      expect.objectContaining({
        type: 'PaymentRefundIssued',
        data: expect.objectContaining({ refundKey: 'payment-9-refund-2' }),
      }),
    ]);
  });

  it('a refund the gateway turns out to have declined is released when it is asked about', () => {
    const lost = after({ type: 'RefundPayment', amount: money(30_000) }, captured('payfort'));
    const declined = after(settled('payment-9-refund-1', 'declined'), lost);
    expect(declined!.unsettledRefunds).toEqual([]);
    expect(paymentRefundable(declined!)).toBe(100_000);
    expect(paymentFiguresOf(declined!)).toEqual({ allocated: 0, unallocated: 100_000, refunded: 0, refundPending: 0 });
    expect(paymentFiguresOf(lost!)).toEqual({
      allocated: 0,
      unallocated: 70_000,
      refunded: 30_000,
      refundPending: 30_000,
    });
  });
});
