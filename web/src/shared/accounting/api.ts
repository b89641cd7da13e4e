import { t } from '../../app/i18n/messages';
import type { ReferenceSource, ResourceApi } from '../../framework/types';
import { ORDER_OPTION_FORMATS } from '../orders/orderOption';

const common = {
  searchTerm: 'q',
  userIds: 'userId[$in]',
  partnerIds: 'partnerId[$in]',
  countryIds: 'countryId[$in]',
  ids: 'id[$in]',
} as const;

/**
 * The four accounting resources as the framework reads and writes them: the list calls of spec 1 §7.2, and the
 * generic call each list falls back to on a failure (spec 1 §7.2), with every filter mapped to its operator.
 */
export const chargesApi: ResourceApi = {
  name: 'charges',
  listPath: '/api/v1/charges/list',
  recordPath: '/api/charges',
  tables: ['rm.charges'],
  model: 'charge',
  fallback: {
    ...common,
    types: 'type[$in]',
    invoiceIds: 'invoiceId[$in]',
    dates: { from: 'createdAt[$gte]', to: 'createdAt[$lte]' },
  },
};
export const invoicesApi: ResourceApi = {
  name: 'invoices',
  listPath: '/api/v1/invoices/list',
  recordPath: '/api/invoices',
  tables: ['rm.invoices'],
  model: 'invoice',
  fallback: {
    ...common,
    statuses: 'status[$in]',
    types: 'type[$in]',
    dates: { from: 'date[$gte]', to: 'date[$lte]' },
    dueDates: { from: 'dueDate[$gte]', to: 'dueDate[$lte]' },
  },
};
export const paymentsApi: ResourceApi = {
  name: 'payments',
  listPath: '/api/v1/payments/list',
  recordPath: '/api/payments',
  tables: ['rm.payments'],
  model: 'payment',
  fallback: {
    ...common,
    statuses: 'status[$in]',
    types: 'type[$in]',
    modes: 'mode[$in]',
    ecis: 'eci[$in]',
    invoiceIds: 'invoiceIds[$in]',
    dates: { from: 'paidAt[$gte]', to: 'paidAt[$lte]' },
  },
};
export const cardsApi: ResourceApi = {
  name: 'cards',
  listPath: '/api/v1/cards/list',
  recordPath: '/api/cards',
  tables: ['rm.cards'],
  model: 'card',
  fallback: {
    ...common,
    statuses: 'status[$in]',
    modes: 'mode[$in]',
    cardHolderName: 'cardHolderName',
    cardNumber: 'cardNumber',
    tokenName: 'tokenName',
    dates: { from: 'createdAt[$gte]', to: 'createdAt[$lte]' },
  },
};

/**
 * The charges an invoice form offers (spec 3 §2 "on create, unattached charges are offered"): the generic call,
 * which takes `invoiceId=null` (the list call has no filter for "on no invoice") and the type to leave out, so the
 * server picks the customer's unattached charges of the kind the invoice takes, however old they are.
 */
export const chargeChoicesApi: ResourceApi = {
  name: 'charges',
  recordPath: '/api/charges',
  tables: ['rm.charges'],
  fallback: { userIds: 'userId[$in]', invoiceId: 'invoiceId', types: 'type[$in]', excludeTypes: 'type[$nin]' },
};

/**
 * The communication records of an invoice or a payment (spec 3 §7 'Communication-records by resourceId and
 * resourceType'): the communication records' list call, each row opening the record's show page.
 */
export const communicationsApi: ResourceApi = {
  name: 'Communication-records',
  listPath: '/api/Communication-records/list',
  recordPath: '/api/Communication-records',
  tables: ['rm.communication_records'],
};

/** Spec 3 §2: pickers appear once a user is chosen and offer only that user's records. */
export const userOrdersSource = (userId: number | null): ReferenceSource => ({
  id: `orders:user:${userId ?? 'none'}`,
  kind: 'list',
  path: '/api/v1/orders/list',
  params: { userIds: userId ? [userId] : [], resource: 'leads' },
  idsKey: 'orderIds',
  labelField: 'id',
  labelTemplate: t('words.orderOption'),
  labelFormats: ORDER_OPTION_FORMATS,
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

/** Spec 3 §2: the request label is '#{id} - {type} on {date}', said in words (issue 31 §6). */
export const userRequestsSource = (userId: number | null): ReferenceSource => ({
  id: `requests:user:${userId ?? 'none'}`,
  kind: 'list',
  path: '/api/v1/requests/list',
  params: { userIds: userId ? [userId] : [] },
  idsKey: 'ids',
  labelField: 'id',
  labelTemplate: t('accounting.requestLabel'),
  labelFormats: { type: 'enum:RequestType', date: 'date' },
  limit: 100,
});
