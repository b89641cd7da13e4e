import {
  CROSS_CUTTING_EVENT_TYPES,
  STORAGE_EVENT_CODECS,
  streamIdOf,
  type RecordedEvent,
  type RequestState,
  type StorageDocument,
  type StorageEvent,
  type StorageState,
} from '@console/contracts';
import type { EventStore } from '@console/infra';
import { AggregateRepository, decodeEvent } from '../core/aggregate-repository.js';
import { REQUEST_EVENT_CODECS } from './requests/request.codecs.js';
import { requestDecider } from './requests/request.decider.js';
import { storageDecider } from './storage.decider.js';

/**
 * The operations context's facts for other contexts, read from its streams (a command decides from streams, never
 * from a read model, ARCHITECTURE §1): a request, a storage, the storages listed on a customer.
 */
export { listedStorageIds } from './customer-storages.js';

/** A request as its stream leaves it (null: no such request). */
export const readRequest = async (store: EventStore, id: number): Promise<RequestState> =>
  (await new AggregateRepository(store).load(requestDecider, REQUEST_EVENT_CODECS, id)).state;

/** A storage as its stream leaves it (null: no such storage). */
export const readStorage = async (store: EventStore, id: number): Promise<StorageState> =>
  (await new AggregateRepository(store).load(storageDecider, STORAGE_EVENT_CODECS, id)).state;

export interface StorageWithOwners {
  readonly state: StorageDocument | null;
  /** Every customer the storage has belonged to, in order of first ownership. */
  readonly owners: readonly number[];
}

/**
 * Several storages, their streams read in one query, each with every customer it has belonged to: a storage given
 * from one customer to another has its months billed by whoever owned it (accounting's bill-customer.handler).
 */
export const readStoragesWithOwners = async (
  store: EventStore,
  ids: readonly number[],
): Promise<Map<number, StorageWithOwners>> => {
  const streams = await store.readStreams(ids.map((id) => streamIdOf(storageDecider.category, id)));
  return new Map(ids.map((id) => [id, ownersOf(streams.get(streamIdOf(storageDecider.category, id)) ?? [])]));
};

const ownersOf = (events: readonly RecordedEvent[]): StorageWithOwners => {
  const owners = new Set<number>();
  let state = storageDecider.initialState;
  for (const e of events) {
    if (CROSS_CUTTING_EVENT_TYPES.includes(e.type)) continue;
    state = storageDecider.evolve(state, decodeEvent<StorageEvent>(STORAGE_EVENT_CODECS, e.type, e.data));
    if (state?.userId != null) owners.add(state.userId);
  }
  return { state, owners: [...owners] };
};
