import type { OrderStatus } from './order.enums.js';
import { ORDERS_LIST_DEFAULT_STATUSES } from './orders.list-query.js';

/**
 * A lead and its order are one record (one id, two pages: spec 2 §2). The lead has an order once it was
 * confirmed (issue 31 §6: the lead page then links to it): its confirmation time is kept, whatever came after;
 * a record made as an order, with no confirmation time, is one by its status, the statuses the orders list
 * shows by default.
 */
export const leadHasOrder = (row: { readonly status: OrderStatus; readonly confirmedAt: string | null }): boolean =>
  row.confirmedAt !== null || ORDERS_LIST_DEFAULT_STATUSES.includes(row.status);
