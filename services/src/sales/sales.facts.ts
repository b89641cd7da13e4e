import type { OrderState } from '@console/contracts';
import type { EventStore } from '@console/infra';
import { streamIdOf } from '@console/contracts';
import { AggregateRepository } from '../core/aggregate-repository.js';
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
