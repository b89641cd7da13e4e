import * as t from 'io-ts';
import { conflict, notFound, type DomainError } from '../shared/domain-error.js';
import type { OrderItem } from '../sales/order.record.js';
import { RequestType } from './request.enums.js';
import { canCreateDeliveryFromOrder, canCreateRequestFromOrder } from './request-from-order.js';

/**
 * Create Pickup, Drop or Delivery on an order that has no storages yet (issue 31): the request's lines are the
 * order's storages, so they are made first from the order's quoted items, without the hidden Update Actual Size and
 * Sync Storages. The fact is recorded on the order's allocation stream (`orderstorages-<orderId>`, where Sync's
 * allocations live), and the storage mover makes the storages exactly as for a sync.
 */
export const OrderStoragesRequested = t.type({ orderId: t.number, requestType: RequestType.codec });
export type OrderStoragesRequested = t.TypeOf<typeof OrderStoragesRequested>;

export const ORDER_STORAGES_REQUESTED = 'OrderStoragesRequested';

/** POST /api/v1/orders/:id/request-storages: the request the storages are made for. */
export const RequestOrderStoragesBody = t.exact(t.type({ type: RequestType.codec }));
export type RequestOrderStoragesBody = t.TypeOf<typeof RequestOrderStoragesBody>;

export const ORDER_STORAGES_REQUEST_MESSAGES = Object.freeze({
  notFound: 'No order found for this request',
  notOffered: "The order's storages are made for a request only on a confirmed storage order",
});

/** What the decision reads of the order, folded from its stream. */
export interface OrderForStoragesRequest {
  readonly id: number;
  readonly type: string | null;
  readonly status: string;
  readonly items: readonly OrderItem[];
}

/** Why nothing is to be made: the order has storages (allocated or asked for already), or no items to make them of. */
export type NoStoragesToMake = 'has storages' | 'no items';

/**
 * Decided from the order's stream and its allocation stream (the event types it holds): the order must be one the
 * request is offered on; storages are asked for only when the order has none (neither a sync's nor an earlier
 * request's), so a second Create Pickup, or one after Sync Storages, makes nothing.
 */
export const decideOrderStoragesRequest = (
  order: OrderForStoragesRequest | null,
  allocationEventTypes: readonly string[],
  requestType: RequestType,
): OrderStoragesRequested | NoStoragesToMake | DomainError => {
  if (!order) return notFound(ORDER_STORAGES_REQUEST_MESSAGES.notFound);
  const offered = requestType === 'delivery' ? canCreateDeliveryFromOrder(order) : canCreateRequestFromOrder(order);
  if (!offered) return conflict(ORDER_STORAGES_REQUEST_MESSAGES.notOffered);
  if (allocationEventTypes.length > 0) return 'has storages';
  if (!order.items.some((i) => i.quantity >= 1)) return 'no items';
  return { orderId: order.id, requestType };
};
