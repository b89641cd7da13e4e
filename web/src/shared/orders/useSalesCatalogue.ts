import { useMemo } from 'react';
import type { PricedItem, QuoteService, ServiceTypeRow, StorageTypeRow } from '@console/contracts';
import { useEmbeddedList } from '../../framework/list/useEmbeddedList';
import type { ListQuery } from '../../framework/types';
import { serviceTypesApi, storageTypesApi } from './sources';

const ALL: ListQuery = { limit: 1000, page: 1, sortBy: 'id', sortOrder: 'ASC' };

export interface SalesCatalogue {
  readonly storageTypes: readonly StorageTypeRow[];
  readonly serviceTypes: readonly ServiceTypeRow[];
  readonly ready: boolean;
  /** Item lines as pricing sees them: each storage type's size and the quantity. */
  readonly pricedItems: (items: readonly { storagetypeId: number; quantity: number }[]) => PricedItem[];
  /** Service lines with their service type's name (pricing reads names: free Pickup, Discount, ...). */
  readonly quoteServices: (services: readonly { servicetypeId: number; amount: number }[]) => QuoteService[];
}

/**
 * The storage types and service types the order forms and the price calculator read (spec 2 §9: size from items,
 * the services by name), loaded once per screen and refreshed live.
 */
export const useSalesCatalogue = (): SalesCatalogue => {
  const storage = useEmbeddedList<StorageTypeRow>('sales:storage-types', storageTypesApi, ALL);
  const service = useEmbeddedList<ServiceTypeRow>('sales:service-types', serviceTypesApi, ALL);
  return useMemo(() => {
    const sizes = new Map(storage.rows.map((s) => [s.id, Number(s.size)]));
    const names = new Map(service.rows.map((s) => [s.id, s.name]));
    return {
      storageTypes: storage.rows,
      serviceTypes: service.rows,
      ready: storage.status === 'ready' && service.status === 'ready',
      pricedItems: (items) => items.map((i) => ({ size: sizes.get(i.storagetypeId) ?? 0, quantity: i.quantity })),
      quoteServices: (services) =>
        services.map((s) => ({
          name: names.get(s.servicetypeId) ?? '',
          amount: s.amount,
          servicetypeId: s.servicetypeId,
        })),
    };
  }, [storage.rows, storage.status, service.rows, service.status]);
};
