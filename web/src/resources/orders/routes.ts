import { lazy } from 'react';
import type { OrderPage } from '@console/contracts';
import { resourceRoutes, type AppRoute, type ResourceScreens } from '../../framework/routes';
import { mayOpenEdit, SALES_PAGES } from '../../shared/orders/api';

/**
 * The routes of one page of the order aggregate: list, create and show by the resource's permissions; edit by
 * the lifecycle's Edit (a partner user edits without the update permission, spec 2 §1, §6).
 */
export const salesRoutes = (page: OrderPage, screens: Required<ResourceScreens>): AppRoute[] => {
  const p = SALES_PAGES[page];
  const base = p.basePath.slice(1);
  const { edit, ...rest } = screens;
  return [
    ...resourceRoutes(base, page === 'lead' ? 'leads' : 'orders', rest),
    { path: `/${base}/:id`, Component: edit, allowed: (v) => mayOpenEdit(p, v) },
  ];
};

/** /orders, /orders/create, /orders/:id/show, /orders/:id (spec 2 §2). */
export const ordersRoutes: AppRoute[] = salesRoutes('order', {
  list: lazy(() => import('./OrderList')),
  show: lazy(() => import('./OrderShow')),
  create: lazy(() => import('./OrderCreate')),
  edit: lazy(() => import('./OrderEdit')),
});
