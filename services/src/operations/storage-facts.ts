import type { StorageTypeFacts } from '@console/contracts';
import type { EventStore } from '@console/infra';
import { readCatalogueRecord } from '../core/resources/resource-record.js';

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
