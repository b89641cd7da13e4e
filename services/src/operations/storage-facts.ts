import {
  CATALOGUE_RESOURCES,
  evolveCatalogue,
  streamIdOf,
  type CatalogueResourceName,
  type CatalogueState,
  type StorageTypeFacts,
} from '@console/contracts';
import type { EventStore } from '@console/infra';

/**
 * Reads one generic catalogue record (storage type, warehouse, location, city, ...) from its own stream: a command decides
 * from streams, never from a read model (ARCHITECTURE §1).
 */
export const readCatalogueRecord = async (
  store: EventStore,
  resource: CatalogueResourceName,
  id: number,
): Promise<Readonly<Record<string, unknown>> | null> => {
  const spec = CATALOGUE_RESOURCES[resource];
  const events = await store.readStream(streamIdOf(spec.category, id));
  const fold = evolveCatalogue(spec.event);
  const state = events.reduce<CatalogueState>((s, e) => fold(s, { type: e.type, data: e.data }), null);
  return state?.record ?? null;
};

const num = (v: unknown): number | null => (typeof v === 'number' ? v : null);

export const readStorageTypeFacts = async (store: EventStore, id: number): Promise<StorageTypeFacts | null> => {
  const r = await readCatalogueRecord(store, 'storage-types', id);
  if (!r) return null;
  return { id, size: num(r['size']) ?? 0, length: num(r['length']), height: num(r['height']), width: num(r['width']), inventory: r['inventory'] === true };
};
