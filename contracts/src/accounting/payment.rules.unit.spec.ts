import { cardCanBeMadeDefault, cardExpiryDisplay, MASKED_CARD_NUMBER } from './card.events.js';
import {
  initialPaymentStatus,
  PAYMENT_MESSAGES,
  paymentDeletable,
  paymentEditable,
  paymentHasReceipt,
  paymentModeOf,
  validatePayment,
} from './payment.rules.js';
import { ManualPaymentMethod, PaymentStatus } from './payment.enums.js';
import { creditPayable, paymentAllocatable, paymentLeftToRefund } from './payment.figures.js';
import { money } from '../money/money.js';

describe('payment rules (spec 3 §2, §4, §5)', () => {
  const valid = {
    userId: 3,
    type: 'payment' as const,
    mode: 'cod' as const,
    status: 'complete' as const,
    paidAt: '2026-11-25T10:00:00.000Z',
    currency: 'AED',
    amount: 50_000,
  };
  it('create: user, type, mode, paidAt, currency, amount', () => {
    expect(validatePayment(valid, 'create')).toEqual([]);
    expect(validatePayment({ status: 'complete' }, 'create').map((e) => e.message)).toEqual([
      'User is required',
      'Type is required',
      'Mode is required',
      'Paid At is required',
      'Currency is required',
      'Amount is required',
    ]);
    expect(validatePayment({ ...valid, amount: 0 }, 'create').map((e) => e.message)).toEqual([
      'Amount must be a positive number',
    ]);
  });
  it('edit: status required; paidAt only when complete; invoices only for type payment', () => {
    expect(validatePayment({ ...valid, status: null }, 'edit').map((e) => e.path)).toContain('status');
    expect(validatePayment({ ...valid, status: 'pending' }, 'edit')).toEqual([
      { path: 'paidAt', message: PAYMENT_MESSAGES.paidAtOnlyComplete },
    ]);
    expect(validatePayment({ ...valid, type: 'refund', invoiceIds: [1] }, 'create')).toEqual([
      { path: 'invoiceIds', message: PAYMENT_MESSAGES.invoicesOnlyForPayment },
    ]);
  });
  it('edit (spec 3 §5): type, mode, currency, amount and status required, each with its message', () => {
    const blank = { type: null, mode: null, currency: null, amount: undefined, status: null };
    expect(validatePayment(blank, 'edit')).toEqual([
      { path: 'type', message: 'Type is required' },
      { path: 'mode', message: 'Mode is required' },
      { path: 'status', message: 'Status is required' },
      { path: 'currency', message: 'Currency is required' },
      { path: 'amount', message: 'Amount is required' },
    ]);
    // The user is chosen on create only; an edit does not ask for it again.
    expect(validatePayment({ ...valid, userId: null }, 'edit')).toEqual([]);
  });

  it('a receipt (Receipt, Send Receipt) is for a complete payment only (spec 3 §2)', () => {
    expect(PaymentStatus.values.filter((status) => paymentHasReceipt({ status }))).toEqual(['complete']);
    expect(PAYMENT_MESSAGES.receiptNotComplete).toBe('A receipt is for a complete payment');
  });

  it('manual modes are created complete, gateway ones pending', () => {
    for (const m of ManualPaymentMethod.values) {
      expect(initialPaymentStatus(m)).toBe('complete');
    }
    expect(initialPaymentStatus('tap')).toBe('pending');
    expect(initialPaymentStatus('payfort')).toBe('pending');
  });
  it('payfort and tap payments are neither editable nor deletable; complete ones are not editable', () => {
    expect(paymentEditable({ mode: 'tap', status: 'pending' })).toBe(false);
    expect(paymentDeletable({ mode: 'payfort' })).toBe(false);
    expect(paymentEditable({ mode: 'cod', status: 'complete' })).toBe(false);
    expect(paymentEditable({ mode: 'cod', status: 'refunded' })).toBe(false);
    expect(paymentEditable({ mode: 'cheque', status: 'failed' })).toBe(true);
    expect(paymentDeletable({ mode: 'cod' })).toBe(true);
  });
  it('a row offers a refund of what is left, Allocate for unallocated money with an open invoice, credit up to what is owed', () => {
    const row = {
      status: 'complete',
      type: 'payment',
      amount: money(100_000),
      refunded: money(30_000),
      unallocated: money(20_000),
    } as const;
    expect(paymentLeftToRefund(row)).toBe(70_000);
    expect(paymentLeftToRefund({ ...row, status: 'refunded' })).toBe(0);
    expect(paymentAllocatable(row, true)).toBe(true);
    expect(paymentAllocatable(row, false)).toBe(false);
    expect(paymentAllocatable({ ...row, unallocated: money(0) }, true)).toBe(false);
    expect(creditPayable(money(50_000), money(20_000))).toBe(20_000);
    expect(creditPayable(money(50_000), money(0))).toBe(0);
  });
  it('mode categories', () => {
    expect([paymentModeOf('cod'), paymentModeOf('cheque'), paymentModeOf('manual_tap')]).toEqual([
      'cash',
      'cheque',
      'card',
    ]);
  });
  it('cards: masked numbers, MM/YY, the default rule', () => {
    expect(MASKED_CARD_NUMBER.test('411111******1111')).toBe(true);
    expect(MASKED_CARD_NUMBER.test('4111111111111111')).toBe(false);
    expect(cardExpiryDisplay('0829')).toBe('08/29');
    expect(cardCanBeMadeDefault({ default: false, status: 'active' })).toBe(true);
    expect(cardCanBeMadeDefault({ default: true, status: 'active' })).toBe(false);
    expect(cardCanBeMadeDefault({ default: false, status: 'inactive' })).toBe(false);
  });
});
