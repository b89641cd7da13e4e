import type { ReferenceSource, ResourceApi, Viewer } from '../../framework/types';
import { isAdmin } from './api';

/** The reference sources of the lead and order screens: cities, sales staff, customers, reasons, catalogue. */

/**
 * Sales-staff users (spec 2 §6, §7, §9): the assignee filter (50 a page on orders; non-admins limited to their own
 * country) and the Assign dialog (40, of the lead's country, sorted id descending). Suggestions after more than
 * one typed character (spec 1 §5) where it is searched.
 */
export const salesStaffSource = (countryId: number | null, limit: number, searched: boolean): ReferenceSource => ({
  id: `users:sales-staff:${countryId ?? 'all'}:${limit}:${searched ? 'search' : 'all'}`,
  kind: 'list',
  path: '/api/v1/users/list',
  params: {
    userRoles: ['sales-staff'],
    ...(countryId ? { countryIds: [countryId] } : {}),
    sortBy: 'id',
    sortOrder: 'DESC',
  },
  searchKey: 'searchTerm',
  idsKey: 'ids',
  labelField: 'name',
  limit,
  ...(searched ? { minChars: 2 } : {}),
});

export const assigneeFilterSource =
  (limit: number) =>
  (viewer: Viewer): ReferenceSource =>
    salesStaffSource(isAdmin(viewer) ? null : viewer.countryId, limit, true);

/** The four reason lists (spec 2 §3), by their reason text. */
export type ReasonList = 'lost-reasons' | 'hold-reasons' | 'reject-reasons' | 'cancel-reasons';
const reasonList = (list: ReasonList): ReferenceSource => ({
  id: list,
  kind: 'generic',
  path: `/api/${list}`,
  params: { '$sort[id]': 1 },
  labelField: 'reason',
  limit: 200,
});
const REASON_SOURCES: Readonly<Record<ReasonList, ReferenceSource>> = {
  'lost-reasons': reasonList('lost-reasons'),
  'hold-reasons': reasonList('hold-reasons'),
  'reject-reasons': reasonList('reject-reasons'),
  'cancel-reasons': reasonList('cancel-reasons'),
};
export const reasonSource = (list: ReasonList): ReferenceSource => REASON_SOURCES[list];

/** Storage types and service types: the item and service lines' choices, and the sizes and names pricing reads. */
export const storageTypesApi: ResourceApi = {
  name: 'storage-types',
  recordPath: '/api/storage-types',
  tables: ['rm.storage_types'],
};
export const serviceTypesApi: ResourceApi = {
  name: 'service-types',
  recordPath: '/api/service-types',
  tables: ['rm.service_types'],
};
