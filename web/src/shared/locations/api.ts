import type { ResourceApi } from '../../framework/types';

/** A warehouse's locations as the framework reads and writes them (spec 2 §7 'Resources used'). */
export const locationsApi: ResourceApi = {
  name: 'locations',
  recordPath: '/api/locations',
  tables: ['rm.locations'],
  model: 'location',
  fallback: { searchTerm: 'q', warehouseIds: 'warehouseId[$in]', aisles: 'aisle[$in]' },
};
