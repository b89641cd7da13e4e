import { COUNTRIES, countryById } from '@console/contracts';
import type { Choice, ReferenceSource, ResourceApi } from '../../framework/types';
import { citySource, partnersSource } from '../referenceSources';

/** The resources of the warehouses area, as the framework reads and writes them (spec 2 §7 'Resources used'). */
export const warehousesApi: ResourceApi = {
  name: 'warehouses',
  listPath: '/api/v1/warehouses/list',
  recordPath: '/api/warehouses',
  tables: ['rm.warehouses'],
  model: 'warehouse',
  fallback: { searchTerm: 'q', countryIds: 'countryId[$in]', cityIds: 'cityId[$in]', isActive: 'isActive' },
};
export const locationsApi: ResourceApi = {
  name: 'locations',
  recordPath: '/api/locations',
  tables: ['rm.locations'],
  model: 'location',
  fallback: { searchTerm: 'q', warehouseIds: 'warehouseId[$in]', aisles: 'aisle[$in]' },
};
/** The STORAGES context's storage records list call (a location's Storages tab). */
export const storageRecordsApi: ResourceApi = {
  name: 'storage-records',
  listPath: '/api/v1/storages/records/list',
  recordPath: '/api/storage-records',
  tables: ['rm.storage_records'],
};

export const COUNTRY_CHOICES: Choice[] = COUNTRIES.map((c) => ({ id: c.id, name: c.name }));
export const YES_NO: Choice[] = [
  { id: 'true', name: 'Yes' },
  { id: 'false', name: 'No' },
];
export const countryName = (id: number | null | undefined): string => (id ? (countryById(id)?.name ?? String(id)) : '');

export { citySource, partnersSource };

export const warehouseSource: ReferenceSource = {
  id: 'warehouses:all',
  kind: 'list',
  path: '/api/v1/warehouses/list',
  params: { sortBy: 'name', sortOrder: 'ASC' },
  searchKey: 'searchTerm',
  labelField: 'name',
  limit: 100,
};

/** Spec 2 §9: location selectors load 400. */
export const locationSource = (warehouseId?: number | null): ReferenceSource => ({
  id: `locations:${warehouseId ?? 'all'}`,
  kind: 'generic',
  path: '/api/locations',
  params: { ...(warehouseId ? { warehouseId } : {}), '$sort[path]': 1 },
  labelField: 'path',
  limit: 400,
});

/**
 * A location picker that searches ALL of a warehouse's locations by path (issue 14): the first 400 show at once,
 * and what is typed is searched on the server (the catalogue's `q`), so the 720th location is found too.
 */
export const locationSearchSource = (warehouseId?: number | null): ReferenceSource => ({
  ...locationSource(warehouseId),
  id: `locations:search:${warehouseId ?? 'all'}`,
  searchKey: 'q',
});

/** Staff users: team and warehouse members. */
export const staffSource: ReferenceSource = {
  id: 'users:staff',
  kind: 'list',
  path: '/api/v1/users/list',
  params: { userTypes: ['staff'], sortBy: 'name', sortOrder: 'ASC' },
  searchKey: 'searchTerm',
  idsKey: 'ids',
  labelField: 'name',
  limit: 40,
};

export const num = (v: unknown): number | null => (v === '' || v === null || v === undefined || Number.isNaN(Number(v)) ? null : Number(v));
export const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);
