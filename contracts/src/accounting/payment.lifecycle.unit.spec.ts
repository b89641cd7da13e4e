import { PaymentStatus } from './payment.enums.js';
import {
  checkPaymentAction,
  isPaymentActionDone,
  PAYMENT_ACTIONS,
  PAYMENT_TRANSITIONS,
  paymentStatusMoves,
  type PaymentAction,
} from './payment.lifecycle.js';
import { PAYMENT_MESSAGES } from './payment.messages.js';

/** The table walked action × status: what the decider and the payment page both read. */
describe('the payment lifecycle table', () => {
  const allowed = (action: PaymentAction) =>
    PaymentStatus.values.filter((s) => checkPaymentAction(action, s) === undefined);

  it('allows each action from exactly its statuses', () => {
    expect(allowed('edit')).toEqual(['pending', 'failed']);
    expect(allowed('capture')).toEqual(['pending', 'failed']);
    expect(allowed('fail')).toEqual(['pending']);
    expect(allowed('reopen')).toEqual(['failed']);
    expect(allowed('refund')).toEqual(['complete']);
    expect(allowed('allocate')).toEqual(['complete']);
    expect(allowed('receipt')).toEqual(['complete']);
  });

  it("refuses with the spec's messages, 409", () => {
    expect(checkPaymentAction('edit', 'complete')).toEqual({
      kind: 'conflict',
      message: PAYMENT_MESSAGES.completeNotEditable,
    });
    expect(checkPaymentAction('edit', 'refunded')?.message).toBe(PAYMENT_MESSAGES.refundedNotEditable);
    expect(checkPaymentAction('capture', 'refunded')?.message).toBe(PAYMENT_MESSAGES.transition);
    expect(checkPaymentAction('fail', 'complete')?.message).toBe(PAYMENT_MESSAGES.transition);
    expect(checkPaymentAction('refund', 'pending')?.message).toBe(PAYMENT_MESSAGES.refundNotComplete);
    expect(checkPaymentAction('receipt', 'failed')?.message).toBe(PAYMENT_MESSAGES.receiptNotComplete);
  });

  it('knows a repeated capture or failure as done, not refused', () => {
    expect(isPaymentActionDone('capture', 'complete')).toBe(true);
    expect(isPaymentActionDone('fail', 'failed')).toBe(true);
    expect(isPaymentActionDone('capture', 'pending')).toBe(false);
    expect(isPaymentActionDone('refund', 'complete')).toBe(false);
  });

  it("gives an edit's status moves from the table: none from complete or refunded", () => {
    expect([...paymentStatusMoves('pending')].sort()).toEqual(['complete', 'failed']);
    expect([...paymentStatusMoves('failed')].sort()).toEqual(['complete', 'pending']);
    expect(PAYMENT_TRANSITIONS).toEqual({
      pending: paymentStatusMoves('pending'),
      complete: [],
      failed: paymentStatusMoves('failed'),
      refunded: [],
    });
  });

  it('moves every status it sets to one of the payment statuses', () => {
    for (const rule of Object.values(PAYMENT_ACTIONS)) {
      if (rule.to !== null) expect(PaymentStatus.values).toContain(rule.to);
      for (const s of rule.from) expect(PaymentStatus.values).toContain(s);
    }
  });
});
