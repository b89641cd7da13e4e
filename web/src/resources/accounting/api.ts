import type { ReferenceSource, ResourceApi } from '../../framework/types';

/** The four accounting resources as the framework reads and writes them (spec 1 §7.2 list calls, generic calls). */
export const chargesApi: ResourceApi = { name: 'charges', listPath: '/api/v1/charges/list', recordPath: '/api/charges', tables: ['rm.charges'], model: 'charge' };
export const invoicesApi: ResourceApi = { name: 'invoices', listPath: '/api/v1/invoices/list', recordPath: '/api/invoices', tables: ['rm.invoices'], model: 'invoice' };
export const paymentsApi: ResourceApi = { name: 'payments', listPath: '/api/v1/payments/list', recordPath: '/api/payments', tables: ['rm.payments'], model: 'payment' };
export const cardsApi: ResourceApi = { name: 'cards', listPath: '/api/v1/cards/list', recordPath: '/api/cards', tables: ['rm.cards'], model: 'card' };

/** Spec 3 §2: pickers appear once a user is chosen and offer only that user's records. */
export const userOrdersSource = (userId: number | null): ReferenceSource => ({
  id: `orders:user:${userId ?? 'none'}`,
  kind: 'list',
  path: '/api/v1/orders/list',
  params: { userIds: userId ? [userId] : [], resource: 'leads' },
  idsKey: 'orderIds',
  labelField: 'id',
  limit: 100,
});

export const userInvoicesSource = (userId: number | null, statuses?: readonly string[]): ReferenceSource => ({
  id: `invoices:user:${userId ?? 'none'}:${statuses?.join(',') ?? 'all'}`,
  kind: 'list',
  path: '/api/v1/invoices/list',
  params: { userIds: userId ? [userId] : [], ...(statuses ? { statuses } : {}) },
  searchKey: 'searchTerm',
  labelField: 'invoiceNumber',
  limit: 100,
});

/** Spec 3 §2: the request label is '#{id} - {type} on {date}' (built by the server's `label` of the generic call). */
export const userRequestsSource = (userId: number | null): ReferenceSource => ({
  id: `requests:user:${userId ?? 'none'}`,
  kind: 'list',
  path: '/api/v1/requests/list',
  params: { userIds: userId ? [userId] : [] },
  idsKey: 'ids',
  labelField: 'id',
  limit: 100,
});
