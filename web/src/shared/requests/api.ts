import type { ResourceApi } from '../../framework/types';

/**
 * The request resource (spec 2 §2, §7): the list call POST /api/v1/requests/list, the record calls
 * GET/POST/PATCH /api/requests[/:id], the actions POST /api/v1/requests/:id/actions/<action>. Request lines are
 * part of the request aggregate (stream `request-<id>`) with a read model and calls of their own.
 */
export const requestsApi: ResourceApi = {
  name: 'requests',
  listPath: '/api/v1/requests/list',
  recordPath: '/api/requests',
  tables: ['rm.requests', 'rm.request_lines'],
  // The request streams: the show page gets the framework's Comments and History tabs.
  model: 'request',
  fallback: {
    searchTerm: 'q',
    statuses: 'status[$in]',
    types: 'type[$in]',
    userIds: 'userId[$in]',
    partnerIds: 'partnerId[$in]',
    countryIds: 'countryId[$in]',
    cityIds: 'cityId[$in]',
    assigneeIds: 'assigneeId[$in]',
    teamIds: 'teamId[$in]',
    warehouseIds: 'warehouseId[$in]',
    orderIds: 'orderId[$in]',
    dates: { from: 'date[$gte]', to: 'date[$lte]' },
    ids: 'id[$in]',
    excludeIds: 'id[$nin]',
    // Lines are not part of a generic row anyway.
    excludeLines: null,
  },
};

/** GET/PATCH /api/request-lines[/:id] (spec 2 §2 'Request lines'); lists by requestId, 1000 a page (spec 2 §9). */
export const requestLinesApi: ResourceApi = {
  name: 'request-lines',
  recordPath: '/api/request-lines',
  tables: ['rm.request_lines'],
  fallback: { requestId: 'requestId', storageId: 'storageId' },
};

/** The path of a request's action call. */
export const requestActionPath = (id: number, action: string): string => `/api/v1/requests/${id}/actions/${action}`;

/** The storages of a request's lines, by id (POST /api/v1/storages/list {ids}, spec 2 §7). */
export const lineStoragesApi: ResourceApi = {
  name: 'storages',
  listPath: '/api/v1/storages/list',
  recordPath: '/api/storages',
  tables: ['rm.storages', 'rm.storage_records'],
  fallback: { ids: 'id[$in]' },
};

/** Charges by requestId (spec 2 §7 'charges by requestId'): accounting's resource, read generically. */
export const requestChargesApi: ResourceApi = {
  name: 'charges',
  recordPath: '/api/charges',
  tables: ['rm.charges'],
  fallback: { requestId: 'requestId' },
};
