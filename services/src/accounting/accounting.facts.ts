import { orderBillingFacts, ORDER_BILLING_EVENT_CODECS } from '@console/contracts';
import type { EventStore } from '@console/infra';
import { AggregateRepository } from '../core/aggregate-repository.js';
import { orderBillingDecider } from './order-billing.decider.js';

/**
 * The accounting context's facts for other contexts, read from its streams: whether charges or an invoice name an
 * order (the `orderbilling` stream), and whether a customer is invoiced postpaid.
 */
export { isPostpaid } from './billing/postpaid.js';

/** Whether charges or an invoice name the order (spec 2 §4: Complete and Create Invoice read it). */
export const readOrderBilled = async (
  store: EventStore,
  orderId: number,
): Promise<ReturnType<typeof orderBillingFacts>> =>
  orderBillingFacts(
    (await new AggregateRepository(store).load(orderBillingDecider, ORDER_BILLING_EVENT_CODECS, orderId)).state,
  );
