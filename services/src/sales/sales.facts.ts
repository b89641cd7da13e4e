import {
  CROSS_CUTTING_EVENT_TYPES,
  evolveOrder,
  isOrderEventType,
  OrderEventCodecs,
  streamIdOf,
  type OrderEvent,
  type OrderState,
} from '@console/contracts';
import type { EventStore } from '@console/infra';
import { AggregateRepository, decodeEvent } from '../core/aggregate-repository.js';
import { ORDER_EVENT_CODECS } from './order.codecs.js';
import { orderDecider } from './order.decider.js';

/** The sales context's facts for other contexts: an order as its own stream leaves it (null: no such order). */
export const readOrder = async (store: EventStore, id: number): Promise<OrderState> =>
  (await new AggregateRepository(store).load(orderDecider, ORDER_EVENT_CODECS, id)).state.order;

/** Several orders, their streams read in one query. */
export const readOrders = async (store: EventStore, ids: readonly number[]): Promise<Map<number, OrderState>> => {
  const repo = new AggregateRepository(store);
  const streams = await store.readStreams(ids.map((id) => streamIdOf(orderDecider.category, id)));
  return new Map(
    ids.map((id) => [
      id,
      repo.fold(orderDecider, ORDER_EVENT_CODECS, streams.get(streamIdOf(orderDecider.category, id)) ?? []).state.order,
    ]),
  );
};

/**
 * The order as it stood right after the event `upTo` (an event id) of its stream, or as it stands now: operations'
 * process managers read the order their asking event saw, not a later one.
 */
export const readOrderUpTo = async (store: EventStore, orderId: number, upTo?: string): Promise<OrderState> => {
  let state: OrderState = null;
  for (const e of await store.readStream(streamIdOf(orderDecider.category, orderId))) {
    if (!CROSS_CUTTING_EVENT_TYPES.includes(e.type) && isOrderEventType(e.type)) {
      state = evolveOrder(state, decodeEvent<OrderEvent>(OrderEventCodecs, e.type, e.data));
    }
    if (upTo !== undefined && e.id === upTo) break;
  }
  return state;
};
