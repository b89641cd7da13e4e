import { InvoiceStatus } from './invoice.enums.js';
import {
  allowedInvoiceActions,
  checkInvoiceAction,
  INVOICE_ACTION_NAMES,
  isInvoiceActionAllowed,
} from './invoice.lifecycle.js';
import { INVOICE_MESSAGES } from './invoice.messages.js';
import { invoicePayable } from './invoice.rules.js';

/** The table walked action × status: what the invoice decider and the invoice page both read. */
describe('the invoice lifecycle table', () => {
  it('offers every action on a live invoice but Pay on a paid one, and only the ignored ones on a cancelled one', () => {
    expect(allowedInvoiceActions('unpaid')).toEqual(INVOICE_ACTION_NAMES);
    expect(allowedInvoiceActions('partial')).toEqual(INVOICE_ACTION_NAMES);
    expect(allowedInvoiceActions('paid')).toEqual(INVOICE_ACTION_NAMES.filter((a) => a !== 'pay'));
    expect(allowedInvoiceActions('cancelled')).toEqual([]);
  });

  it("refuses a person's action on a cancelled invoice with the message, 409, and lets follow-ups do nothing", () => {
    expect(checkInvoiceAction('edit', 'cancelled')).toEqual({ kind: 'conflict', message: INVOICE_MESSAGES.cancelled });
    expect(checkInvoiceAction('mail', 'cancelled')).toEqual({
      kind: 'conflict',
      message: INVOICE_MESSAGES.mailCancelled,
    });
    expect(checkInvoiceAction('pay', 'paid')).toEqual({ kind: 'conflict', message: INVOICE_MESSAGES.payNotOffered });
    for (const action of ['reconcile', 'cancel', 'allocate'] as const)
      expect(checkInvoiceAction(action, 'cancelled')).toBe('ignore');
    expect(checkInvoiceAction('edit', 'paid')).toBeUndefined();
  });

  it('is what invoicePayable reads', () => {
    for (const s of InvoiceStatus.values) expect(invoicePayable(s)).toBe(isInvoiceActionAllowed('pay', s));
  });
});
