import {
  evolveResource,
  RESOURCES,
  streamIdOf,
  type AnyResourceDefinition,
  type ResourceName,
  type ResourceState,
} from '@console/contracts';
import type { EventStore } from '@console/infra';

/**
 * One simple resource's record (a storage type, a warehouse, a city, ...) read from its own stream: a command
 * decides from streams, never from a read model (ARCHITECTURE §1).
 */
export const readResourceRecord = async (
  store: EventStore,
  spec: Pick<AnyResourceDefinition, 'category' | 'event'>,
  id: number,
): Promise<Readonly<Record<string, unknown>> | null> => {
  const events = await store.readStream(streamIdOf(spec.category, id));
  const fold = evolveResource(spec.event);
  const state = events.reduce<ResourceState>((s, e) => fold(s, { type: e.type, data: e.data }), null);
  return state?.record ?? null;
};

/**
 * One simple resource's record (storage type, warehouse, partner, country, ...) by its registry name: any context
 * reads the catalogue's records this way (the catalogue has no services folder of its own).
 */
export const readCatalogueRecord = (
  store: EventStore,
  resource: ResourceName,
  id: number,
): Promise<Readonly<Record<string, unknown>> | null> => readResourceRecord(store, RESOURCES[resource], id);
