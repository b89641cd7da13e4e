import { lazy } from 'react';
import type { AppRoute } from '../framework/routes';
import { commentsRoutes } from './comments/routes';
import { leadsRoutes } from './orders/leads/routes';
import { ordersRoutes } from './orders/routes';
import { revisionsRoutes } from './revisions/routes';
import { salesCalendarRoutes } from './sales-calendar/routes';
import { usersRoutes } from './users/routes';
import { catalogueRoutes } from './catalogue/routes';
import { requestsRoutes } from './requests/routes';
import { requestsCalendarRoutes } from './requests-calendar/routes';
import { requestLinesRoutes } from './request-lines/routes';
import { photosRoutes } from './photos/routes';
import { warehousesRoutes } from './warehouses/routes';
import { locationsRoutes } from './locations/routes';
import { storageTypesRoutes } from './storage-types/routes';
import { storagesRoutes } from './storages/routes';
import { storageRecordsRoutes } from './storage-records/routes';
import { tasksRoutes } from './tasks/routes';
import { addressesRoutes } from './addresses/routes';
import { projectionsRoutes } from './projections/routes';
import { devMailboxRoutes } from './dev-mailbox/routes';
import { accountingRoutes } from './accounting/routes';
import { communicationRecordsRoutes } from './communication-records/routes';
import { staffRoutes } from './staff/routes';
import { userLogsRoutes } from './user-logs/routes';
import { analyticsRoutes } from './analytics/routes';
import { affiliateCommissionsRoutes } from './affiliate-commissions/routes';
import { configurationsRoutes } from './configurations/routes';
import { termsConditionsRoutes } from './terms-conditions/routes';

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
  ...catalogueRoutes,
  ...requestsRoutes,
  ...requestsCalendarRoutes,
  ...requestLinesRoutes,
  ...photosRoutes,
  ...warehousesRoutes,
  ...locationsRoutes,
  ...storageTypesRoutes,
  ...storagesRoutes,
  ...storageRecordsRoutes,
  ...tasksRoutes,
  ...addressesRoutes,
  ...projectionsRoutes,
  ...devMailboxRoutes,
  ...accountingRoutes,
  ...communicationRecordsRoutes,
  ...staffRoutes,
  ...userLogsRoutes,
  ...analyticsRoutes,
  ...affiliateCommissionsRoutes,
  ...configurationsRoutes,
  ...termsConditionsRoutes,
];
