import {
  decideOrderBilling,
  evolveOrderBilling,
  INITIAL_ORDER_BILLING,
  ORDER_BILLING_CATEGORY,
  type Decider,
  type OrderBillingCommand,
  type OrderBillingEvent,
  type OrderBillingState,
} from '@console/contracts';

/** Stream `orderbilling-<orderId>`: the charges and invoices that name the order (contracts' order-billing.events). */
export const orderBillingDecider: Decider<OrderBillingCommand, OrderBillingEvent, OrderBillingState> = {
  category: ORDER_BILLING_CATEGORY,
  initialState: INITIAL_ORDER_BILLING,
  evolve: evolveOrderBilling,
  decide: (c, s) => decideOrderBilling(c, s),
};
