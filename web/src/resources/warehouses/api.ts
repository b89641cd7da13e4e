import type { ResourceApi } from '../../framework/types';

/** Warehouses as the framework reads and writes them (spec 2 §7 'Resources used'). */
export const warehousesApi: ResourceApi = {
  name: 'warehouses',
  listPath: '/api/v1/warehouses/list',
  recordPath: '/api/warehouses',
  tables: ['rm.warehouses'],
  model: 'warehouse',
  fallback: { searchTerm: 'q', countryIds: 'countryId[$in]', cityIds: 'cityId[$in]', isActive: 'isActive' },
};
