import { lazy } from 'react';
import { mayUse, type AppRoute } from '../../framework/routes';

/** /sales-calendar (spec 1 §2.2, §2.7): for whoever may list orders or leads. */
export const salesCalendarRoutes: AppRoute[] = [
  {
    path: '/sales-calendar',
    Component: lazy(() => import('./SalesCalendar')),
    allowed: (v) => mayUse(v, 'orders', 'list') || mayUse(v, 'leads', 'list'),
  },
];
