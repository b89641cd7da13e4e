import {
  REQUEST_ASSIGNEE_LIST_SIZE,
  REQUEST_ORDER_PICKER_PAGE_SIZE,
  REQUEST_SME_STORAGE_PICKER_PAGE_SIZE,
  REQUEST_USER_SEARCH_MIN_CHARS,
} from '@console/contracts';
import { t } from '../../app/i18n/messages';
import type { ReferenceSource } from '../../framework/types';
import { ORDER_OPTION_FORMATS } from '../orders/orderOption';
import { customerSource } from '../../framework/fields/sources';
import { salesStaffSource } from '../orders/sources';

/** The reference sources of the request screens (spec 2 §2, §7 'Request calls', §9). */

/**
 * Spec 2 §2, §5: the request form's and the filters' user picker, after 3 typed characters, as name plus id (the
 * customer picker's name · e-mail · #id holds both).
 */
export const requestUserSource: ReferenceSource = customerSource(REQUEST_USER_SEARCH_MIN_CHARS);

/** Spec 2 §6: Assign picks sales-staff users of the request's country, up to 40. */
export const requestAssigneeSource = (countryId: number | null): ReferenceSource =>
  salesStaffSource(countryId, REQUEST_ASSIGNEE_LIST_SIZE, false);

/** Spec 2 §7: warehouses, active, by country (the Approve dialog, the filters). */
export const warehousesSource = (countryId: number | null | undefined): ReferenceSource => ({
  id: `warehouses:active:${countryId ?? 'all'}`,
  kind: 'generic',
  path: '/api/warehouses',
  params: { isActive: true, ...(countryId ? { countryId } : {}), '$sort[name]': 1 },
  labelField: 'name',
  limit: 200,
});

/** Teams, active, by country (the Approve dialog, the filters). */
export const teamsSource = (countryId: number | null | undefined): ReferenceSource => ({
  id: `teams:active:${countryId ?? 'all'}`,
  kind: 'generic',
  path: '/api/teams',
  params: { isActive: true, ...(countryId ? { countryId } : {}), '$sort[name]': 1 },
  labelField: 'name',
  limit: 200,
});

/** Spec 2 §2, §9: the order picker, the chosen user's orders, 100 a page. */
export const userOrdersSource = (userId: number): ReferenceSource => ({
  id: `orders:user:${userId}`,
  kind: 'list',
  path: '/api/v1/orders/list',
  // Every order of the user, whatever its status (no orders-list default: a user filter is given).
  params: { userIds: [userId], sortBy: 'id', sortOrder: 'DESC', resource: 'orders' },
  idsKey: 'orderIds',
  // Issue 31 §6: 'Order #1042 · Storage · 10/03/2031', the order's number, type and date.
  labelField: 'type',
  labelTemplate: t('words.orderOption'),
  labelFormats: ORDER_OPTION_FORMATS,
  limit: REQUEST_ORDER_PICKER_PAGE_SIZE,
});

/** Spec 2 §2: the address picker, filtered to the user. */
export const userAddressesSource = (userId: number): ReferenceSource => ({
  id: `addresses:user:${userId}`,
  kind: 'generic',
  path: '/api/addresses',
  params: { userId, '$sort[id]': -1 },
  labelField: 'line1',
  limit: 100,
});

/** Spec 2 §2, §9: SME lines pick among the user's storages, 20 a page. */
export const userStoragesSource = (userId: number): ReferenceSource => ({
  id: `storages:user:${userId}`,
  kind: 'list',
  path: '/api/v1/storages/list',
  params: { userIds: [userId], sortBy: 'id', sortOrder: 'DESC' },
  searchKey: 'searchTerm',
  idsKey: 'ids',
  labelField: 'name',
  labelWithId: true,
  limit: REQUEST_SME_STORAGE_PICKER_PAGE_SIZE,
});

/** Storages by id, labelled by their displayed location or their room (the requests list's hidden columns). */
export const storageLocationSource: ReferenceSource = {
  id: 'storages:location',
  kind: 'list',
  path: '/api/v1/storages/list',
  idsKey: 'ids',
  labelField: 'location',
  limit: 200,
};
export const storageRoomSource: ReferenceSource = {
  id: 'storages:room',
  kind: 'list',
  path: '/api/v1/storages/list',
  idsKey: 'ids',
  labelField: 'roomName',
  limit: 200,
};
