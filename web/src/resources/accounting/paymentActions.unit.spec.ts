import { money, type InvoiceRow, type PaymentRow } from '@console/contracts';
import { choiceLabel } from '../../framework/data/saga';
import {
  allocateAction,
  mayAllocate,
  mayRecordPayment,
  mayRefund,
  openInvoicesSource,
  paymentPrefill,
  recordPaymentAction,
  recordPaymentBody,
  refundAction,
  refundBody,
  typedAmount,
} from './paymentActions';
import { mayPayFromCredit, payFromCreditAction, payFromCreditBody } from './creditActions';
import { viewerWith } from '../../app/session/viewer.fixture';

/*
 * Recording, refunding and allocating payments in the console (issues 30, 31): which actions show for which status
 * and permission, the amounts they default to and send, and the payment form's prefill from its link.
 */

const viewer = (permissions: string[], isPartner = false) => viewerWith(permissions, { isPartner });
const admin = viewer(['admin']);
const viewOnly = viewer(['payments-list', 'payments-view', 'invoices-view']);

const invoice = (over: Partial<InvoiceRow> = {}): InvoiceRow =>
  ({
    id: 7,
    userId: 3,
    status: 'unpaid',
    amount: 1_000_000,
    amountPaid: 0,
    balance: 1_000_000,
    currency: 'AED',
    ...over,
  }) as unknown as InvoiceRow;

const payment = (over: Partial<PaymentRow> = {}): PaymentRow =>
  ({
    id: 11,
    userId: 3,
    type: 'payment',
    mode: 'cod',
    status: 'complete',
    amount: 500_000,
    currency: 'AED',
    invoiceIds: [7],
    allocated: 300_000,
    unallocated: 200_000,
    refunded: 0,
    refundPending: 0,
    ...over,
  }) as unknown as PaymentRow;

describe('Record Payment on an invoice', () => {
  it('shows for unpaid and partial invoices with a balance, to viewers who may create payments', () => {
    expect(mayRecordPayment(invoice(), admin)).toBe(true);
    expect(mayRecordPayment(invoice({ status: 'partial', balance: 1 as never }), admin)).toBe(true);
    for (const status of ['paid', 'cancelled', 'draft'])
      expect(mayRecordPayment(invoice({ status: status as never }), admin)).toBe(false);
    expect(mayRecordPayment(invoice({ balance: 0 as never }), admin)).toBe(false);
    expect(mayRecordPayment(invoice(), viewOnly)).toBe(false);
    expect(mayRecordPayment(invoice(), viewer(['payments-create']))).toBe(true);
    expect(recordPaymentAction(invoice(), viewOnly)).toEqual([]);
  });

  it("defaults the amount to the invoice's balance in major units and sends it in minor units, paid now", () => {
    const [action] = recordPaymentAction(invoice({ balance: 1_234_500 as never }), admin);
    expect(action.dialog).toMatchObject({ kind: 'form', initial: { amount: '123.45', mode: 'cod' } });
    const now = new Date('2026-11-29T12:00:00Z');
    expect(recordPaymentBody(invoice(), { amount: '40.5', mode: 'cheque', reference: ' R1 ' }, now)).toEqual({
      userId: 3,
      type: 'payment',
      mode: 'cheque',
      paidAt: '2026-11-29T12:00:00.000Z',
      currency: 'AED',
      amount: 405_000,
      invoiceIds: [7],
      reference: 'R1',
    });
    expect(action.run).toMatchObject({ kind: 'request', method: 'POST', path: '/api/payments' });
  });

  it('refuses an empty, zero or malformed amount and an empty mode before sending', () => {
    const [action] = recordPaymentAction(invoice(), admin);
    const validate = (action.dialog as { validate: (v: Record<string, unknown>) => readonly unknown[] }).validate;
    expect(validate({ amount: '10', mode: 'cod' })).toEqual([]);
    expect(validate({ amount: '', mode: 'cod' })).toEqual([{ path: 'amount', message: 'Amount is required' }]);
    expect(validate({ amount: '0', mode: 'cod' })).toEqual([
      { path: 'amount', message: 'Amount must be a positive number' },
    ]);
    expect(validate({ amount: 'abc', mode: '' })).toEqual([
      { path: 'amount', message: 'Must be a number' },
      { path: 'mode', message: 'Mode is required' },
    ]);
  });
});

describe('Refund on a payment', () => {
  it('shows for complete payments to viewers with payments-remove', () => {
    expect(mayRefund(payment(), admin)).toBe(true);
    expect(mayRefund(payment(), viewer(['payments-view', 'payments-remove']))).toBe(true);
    expect(mayRefund(payment(), viewOnly)).toBe(false);
    for (const status of ['pending', 'failed', 'refunded'])
      expect(mayRefund(payment({ status: status as never }), admin)).toBe(false);
    expect(mayRefund(payment({ type: 'refund' as never }), admin)).toBe(false);
    expect(refundAction(payment({ status: 'refunded' as never }), admin)).toEqual([]);
    // Nothing left of it: no Refund.
    expect(mayRefund(payment({ refunded: 500_000 as never }), admin)).toBe(false);
  });

  it('defaults to what is left of the payment; sends no amount (all that is left) when it is emptied', () => {
    const [action] = refundAction(payment({ refunded: 125_000 as never }), admin);
    expect(action.dialog).toMatchObject({ kind: 'form', initial: { amount: '37.5' } });
    expect(action.run).toMatchObject({ method: 'POST', path: '/api/v1/payments/11/refund' });
    expect(refundBody({ amount: '', reference: '' })).toEqual({});
    expect(refundBody({ amount: '25', reference: 'back' })).toEqual({ amount: 250_000, reference: 'back' });
    const validate = (action.dialog as { validate: (v: Record<string, unknown>) => readonly unknown[] }).validate;
    expect(validate({ amount: '' })).toEqual([]);
    expect(validate({ amount: '-1' })).toEqual([{ path: 'amount', message: 'Amount must be a positive number' }]);
  });
});

describe('Allocate credit on a payment', () => {
  it("shows for complete payments to viewers who may update payments, offering the customer's open invoices", () => {
    expect(mayAllocate(payment(), admin, true)).toBe(true);
    expect(mayAllocate(payment({ status: 'pending' as never }), admin, true)).toBe(false);
    expect(mayAllocate(payment(), viewOnly, true)).toBe(false);
    // Nothing unallocated, or no open invoice of the customer to take it: no Allocate.
    expect(mayAllocate(payment({ unallocated: 0 as never }), admin, true)).toBe(false);
    expect(allocateAction(payment(), admin, false)).toEqual([]);
    const [action] = allocateAction(payment(), admin, true);
    const run = action.run as { body: (v: Record<string, unknown>) => unknown };
    expect(run.body({ invoiceId: 9 })).toEqual({ invoiceIds: [9] });
    expect(run.body({ invoiceId: null })).toEqual({});
  });

  it('labels an open invoice by its number, balance and date', () => {
    const source = openInvoicesSource(3);
    expect(source.params).toEqual({ userIds: [3], statuses: ['unpaid', 'partial'] });
    expect(
      choiceLabel({ id: 7, invoiceNumber: 'INV-7', balance: 1_234_500, currency: 'AED', date: '2026-11-01' }, source),
    ).toMatch(/^INV-7 · .*123\.45.* · 01\/11\/2026$/);
    // No customer: asks for no one's invoices.
    expect(openInvoicesSource(null).params).toEqual({ userIds: [0], statuses: ['unpaid', 'partial'] });
  });
});

describe('Pay from credit on a customer or an invoice', () => {
  const target = { userId: 3, currency: 'AED', credits: money(300_000), owed: money(1_050_000) };
  it('shows while the customer has credit and owes something, to viewers who may create payments', () => {
    expect(mayPayFromCredit(target, admin)).toBe(true);
    expect(mayPayFromCredit({ ...target, credits: money(0) }, admin)).toBe(false);
    expect(mayPayFromCredit({ ...target, owed: money(0) }, admin)).toBe(false);
    expect(payFromCreditAction(target, viewOnly)).toEqual([]);
  });

  it('defaults to the most the credit can pay and sends mode credits, naming the invoice when on one', () => {
    const [action] = payFromCreditAction({ ...target, invoiceId: 7 }, admin);
    expect(action.dialog).toMatchObject({ kind: 'form', initial: { amount: '30' } });
    expect(action.run).toMatchObject({ kind: 'request', method: 'POST', path: '/api/payments' });
    expect(payFromCreditBody({ ...target, invoiceId: 7 }, { amount: '12.5' })).toEqual({
      userId: 3,
      mode: 'credits',
      currency: 'AED',
      amount: 125_000,
      invoiceIds: [7],
    });
    expect(payFromCreditBody(target, { amount: '1' })).not.toHaveProperty('invoiceIds');
  });
});

describe('the payment form prefilled from its link', () => {
  it('reads userId, invoiceId and amount; drops what is malformed and an invoice without its customer', () => {
    expect(paymentPrefill('?userId=3&invoiceId=7&amount=12.5')).toEqual({ userId: 3, invoiceId: 7, amount: '12.5' });
    expect(paymentPrefill('')).toEqual({});
    expect(paymentPrefill('?userId=abc&invoiceId=7&amount=x')).toEqual({});
    expect(paymentPrefill('?userId=0&amount=1')).toEqual({ amount: '1' });
    expect(paymentPrefill('?userId=3')).toEqual({ userId: 3 });
  });

  it('parses typed amounts through contracts', () => {
    expect(typedAmount('')).toEqual({});
    expect(typedAmount('1.5')).toEqual({ amount: 15_000 });
    expect(typedAmount('x').error).toBeDefined();
  });
});
