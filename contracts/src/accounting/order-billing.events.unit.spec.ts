import {
  decideOrderBilling,
  evolveOrderBilling,
  INITIAL_ORDER_BILLING,
  orderBillingFacts,
  type OrderBillingCommand,
  type OrderBillingState,
} from './order-billing.events.js';

const apply = (s: OrderBillingState, c: OrderBillingCommand) => decideOrderBilling(c, s).reduce(evolveOrderBilling, s);

describe("the order's billing stream (spec 2 §4 Order Complete: an invoice or charges exist)", () => {
  it('holds the live charges and invoices that name the order; a repeat changes nothing', () => {
    let s = INITIAL_ORDER_BILLING;
    expect(orderBillingFacts(s)).toEqual({ hasInvoice: false, hasCharges: false });
    s = apply(s, { type: 'Link', orderId: 9, record: { kind: 'charge', id: 1 } });
    expect(decideOrderBilling({ type: 'Link', orderId: 9, record: { kind: 'charge', id: 1 } }, s)).toEqual([]);
    expect(orderBillingFacts(s)).toEqual({ hasInvoice: false, hasCharges: true });
    s = apply(s, { type: 'Link', orderId: 9, record: { kind: 'invoice', id: 4 } });
    expect(orderBillingFacts(s)).toEqual({ hasInvoice: true, hasCharges: true });
    // The charge deleted, the invoice cancelled: nothing bills the order any more.
    s = apply(s, { type: 'Unlink', orderId: 9, record: { kind: 'charge', id: 1 } });
    s = apply(s, { type: 'Unlink', orderId: 9, record: { kind: 'invoice', id: 4 } });
    expect(orderBillingFacts(s)).toEqual({ hasInvoice: false, hasCharges: false });
    expect(decideOrderBilling({ type: 'Unlink', orderId: 9, record: { kind: 'invoice', id: 4 } }, s)).toEqual([]);
  });
});
