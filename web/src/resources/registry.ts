import { lazy } from 'react';
import type { AppRoute } from '../framework/routes';
import { commentsRoutes } from './comments/routes';
import { leadsRoutes } from './leads/routes';
import { ordersRoutes } from './orders/routes';
import { revisionsRoutes } from './revisions/routes';
import { salesCalendarRoutes } from './sales-calendar/routes';
import { usersRoutes } from './users/routes';

/**
 * Every route of the console that exists. Areas not built yet are not registered (no placeholder pages); the
 * sidebar shows a link only when its route is here and allowed for the user.
 */
export const APP_ROUTES: readonly AppRoute[] = [
  { path: '/', Component: lazy(() => import('../dashboard/Dashboard')), allowed: () => true },
  { path: '/my-profile', Component: lazy(() => import('../profile/MyProfile')), allowed: () => true },
  ...leadsRoutes,
  ...ordersRoutes,
  ...salesCalendarRoutes,
  ...usersRoutes,
  ...commentsRoutes,
  ...revisionsRoutes,
];
