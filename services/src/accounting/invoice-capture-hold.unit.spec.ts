import { GATEWAY_MESSAGES, invoiceOpenBalance, isDomainError, money, type InvoiceEvent } from '@console/contracts';
import { invoiceDecider, type InvoiceCommand } from './invoice.decider.js';
import { chargedWith, invoiceIssued } from './accounting-fixtures.js';

/** Issue 30: one card capture of an invoice at a time, held on the invoice's own stream. */
const now = new Date('2026-11-29T10:00:00Z');
const later = new Date('2026-11-29T10:05:00Z');
const until = '2026-11-29T10:01:15.000Z';

const issued = invoiceIssued({
  type: 'other',
  date: '2026-11-29',
  dueDate: '2026-12-14',
  orderId: null,
  ...chargedWith([{ id: 5, amount: 200_000 }], [200_000, 10_000, 210_000]),
  createdAt: '2026-11-29T09:00:00.000Z',
});
const reserved = (paymentId: number, amount = 210_000): InvoiceEvent => ({
  type: 'InvoiceCaptureReserved',
  data: { id: 1, paymentId, amount: money(amount), until },
});
const state = (...events: InvoiceEvent[]) =>
  [issued, ...events].reduce(invoiceDecider.evolve, invoiceDecider.initialState)!;
const decide = (c: InvoiceCommand, at: Date, ...events: InvoiceEvent[]) =>
  invoiceDecider.decide(c, state(...events), at);
const reserve = (paymentId: number, amount = 210_000): InvoiceCommand => ({
  type: 'ReserveCapture',
  paymentId,
  amount: money(amount),
  until,
});

describe('invoice capture hold', () => {
  it('holds the balance for the capture’s payment; the open balance is less what it holds', () => {
    expect(decide(reserve(7, 100_000), now)).toEqual([reserved(7, 100_000)]);
    const s = state(reserved(7, 100_000));
    expect(s.captureHold).toEqual({ paymentId: 7, amount: 100_000, until });
    expect(invoiceOpenBalance(s)).toBe(110_000);
    // The held payment's own allocation is not held against it.
    expect(invoiceOpenBalance(s, 7)).toBe(210_000);
  });

  it('refuses a second capture while one holds: 409 in progress, then 409 unconfirmed once the hold expired', () => {
    expect(decide(reserve(8), now, reserved(7))).toEqual({
      kind: 'conflict',
      message: GATEWAY_MESSAGES.captureInProgress,
    });
    expect(decide(reserve(8), later, reserved(7))).toEqual({
      kind: 'conflict',
      message: GATEWAY_MESSAGES.captureUnsettled,
    });
    // The same payment's hold again changes nothing.
    expect(decide(reserve(7), now, reserved(7))).toEqual([]);
  });

  it('refuses more than the open balance, and a paid invoice', () => {
    const over = decide(reserve(7, 210_001), now);
    expect(isDomainError(over) && over.kind).toBe('validation');
    const paid: InvoiceEvent = {
      type: 'InvoicePaid',
      data: { id: 1, paymentId: 6, amount: money(210_000), amountPaid: money(210_000), paidAt: now.toISOString() },
    };
    const r = decide(reserve(7), now, paid);
    expect(isDomainError(r) && r.kind).toBe('validation');
  });

  it('the held payment’s allocation ends the hold; a release ends only its own payment’s hold', () => {
    const allocated: InvoiceEvent = {
      type: 'InvoicePaid',
      data: { id: 1, paymentId: 7, amount: money(210_000), amountPaid: money(210_000), paidAt: now.toISOString() },
    };
    expect(state(reserved(7), allocated).captureHold).toBeNull();
    expect(decide({ type: 'ReleaseCapture', paymentId: 8, outcome: 'declined' }, now, reserved(7))).toEqual([]);
    const release = decide({ type: 'ReleaseCapture', paymentId: 7, outcome: 'declined' }, now, reserved(7));
    expect(release).toEqual([{ type: 'InvoiceCaptureReleased', data: { id: 1, paymentId: 7, outcome: 'declined' } }]);
    expect(state(reserved(7), ...(release as InvoiceEvent[])).captureHold).toBeNull();
    expect(decide(reserve(8), now, reserved(7), ...(release as InvoiceEvent[]))).toEqual([reserved(8)]);
  });

  it('a document folded before the hold existed has none', () => {
    const { captureHold: _none, ...old } = state();
    expect(invoiceOpenBalance(old)).toBe(210_000);
    expect(invoiceDecider.evolve(old, reserved(7))!.captureHold).toEqual({ paymentId: 7, amount: 210_000, until });
  });
});
