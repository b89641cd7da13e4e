import { lazy } from 'react';
import { mayUse, type AppRoute } from '../../framework/routes';

/**
 * /requests/calendar and /jobs (spec 1 §2.2, §2.7): the requests calendar, for whoever may list requests. Each
 * is its own chunk with the calendar library, loaded only on its route.
 */
export const requestsCalendarRoutes: AppRoute[] = [
  {
    path: '/requests/calendar',
    Component: lazy(() => import('./RequestsCalendarPage')),
    allowed: (v) => mayUse(v, 'requests', 'list'),
  },
  { path: '/jobs', Component: lazy(() => import('./JobsPage')), allowed: (v) => mayUse(v, 'requests', 'list') },
];
