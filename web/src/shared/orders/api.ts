import { hasPermission, ORDER_ACTIONS, type OrderPage, type OrderRow } from '@console/contracts';
import { mayUse } from '../../framework/routes';
import type { ResourceApi, Viewer } from '../../framework/types';
import { t } from '../../app/i18n/messages';

/**
 * Leads and orders are one aggregate, `order` (ARCHITECTURE §3; spec 2 §2 "Leads (resource backed by orders)"):
 * one read model (rm.orders), one list call (POST /api/v1/orders/list), two screens. The lead page and the order
 * page differ in their actions (contracts' lifecycle table), their list's default filter and their wording.
 */

const ORDER_TABLES = ['rm.orders'];

export const ordersApi: ResourceApi = {
  name: 'orders',
  listPath: '/api/v1/orders/list',
  recordPath: '/api/orders',
  tables: ORDER_TABLES,
  // The order streams (`order-<id>`): the show pages get the framework's Comments and History tabs.
  model: 'order',
  fallback: {
    searchTerm: 'q',
    statuses: 'status[$in]',
    orderTypes: 'type[$in]',
    userIds: 'userId[$in]',
    partnerIds: 'partnerId[$in]',
    countryIds: 'countryId[$in]',
    cityIds: 'cityId[$in]',
    assigneeIds: 'assigneeId[$in]',
    orderIds: 'id[$in]',
    createdDateRange: { from: 'createdAt[$gte]', to: 'createdAt[$lte]' },
    orderDateRange: { from: 'date[$gte]', to: 'date[$lte]' },
    renewalDateRange: { from: 'renewalDate[$gte]', to: 'renewalDate[$lte]' },
    quoteSentAtRange: { from: 'quoteSentAt[$gte]', to: 'quoteSentAt[$lte]' },
    // The list call's screen (orders, or leads without a default status filter); the generic calls are per resource.
    resource: null,
  },
};

/** The same records as leads: GET/PATCH /api/leads/:id run the lead page's commands (contracts' orderCommandOfPatch). */
export const leadsApi: ResourceApi = { ...ordersApi, name: 'leads', recordPath: '/api/leads' };

/** What differs between the two screens of the order aggregate. */
export interface SalesPage {
  readonly page: OrderPage;
  readonly api: ResourceApi;
  /** The route base: '/leads' or '/orders'. */
  readonly basePath: string;
}

export const SALES_PAGES: Readonly<Record<OrderPage, SalesPage>> = {
  lead: { page: 'lead', api: leadsApi, basePath: '/leads' },
  order: { page: 'order', api: ordersApi, basePath: '/orders' },
};

/** The record's name on screen, in the console's language: 'Lead #12', 'Order #12'. */
export const recordTitle = (p: SalesPage, row: Pick<OrderRow, 'id'>): string =>
  t(p.page === 'lead' ? 'words.subject.lead' : 'words.subject.order', { id: row.id });

export const isAdmin = (viewer: Viewer): boolean => hasPermission(viewer.permissions, 'admin');

/** The lifecycle's actor (contracts' OrderActor) for the signed-in user. */
export const actorOf = (viewer: Viewer) => ({ userId: viewer.id, permissions: viewer.permissions });

/**
 * The edit screen of a page is open to whoever its lifecycle Edit allows (a partner user may edit without the
 * update permission: spec 2 §1, §6); the list, show and create screens go by the resource's permissions.
 */
export const mayOpenEdit = (p: SalesPage, viewer: Viewer): boolean =>
  mayUse(viewer, p.page === 'lead' ? 'leads' : 'orders', 'view') &&
  ORDER_ACTIONS[p.page === 'lead' ? 'editLead' : 'editOrder'].permission(actorOf(viewer));
