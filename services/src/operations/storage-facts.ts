import { RESOURCES, type ResourceName, type StorageTypeFacts } from '@console/contracts';
import type { EventStore } from '@console/infra';
import { readResourceRecord } from '../core/resources/resource-record.js';

/**
 * Reads one simple resource's record (storage type, warehouse, location, city, ...) by its name from its own
 * stream: a command decides from streams, never from a read model (ARCHITECTURE §1).
 */
export const readCatalogueRecord = (
  store: EventStore,
  resource: ResourceName,
  id: number,
): Promise<Readonly<Record<string, unknown>> | null> => readResourceRecord(store, RESOURCES[resource], id);

const num = (v: unknown): number | null => (typeof v === 'number' ? v : null);

export const readStorageTypeFacts = async (store: EventStore, id: number): Promise<StorageTypeFacts | null> => {
  const r = await readCatalogueRecord(store, 'storage-types', id);
  if (!r) return null;
  return {
    id,
    size: num(r['size']) ?? 0,
    length: num(r['length']),
    height: num(r['height']),
    width: num(r['width']),
    inventory: r['inventory'] === true,
  };
};
