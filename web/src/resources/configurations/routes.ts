import { lazy } from 'react';
import { mayUse, type AppRoute } from '../../framework/routes';

/** Spec 1 §2.2 and §2.10: the configurations' custom routes, guarded by the configurations permission. */
export const configurationsRoutes: AppRoute[] = [
  {
    path: '/configurations',
    Component: lazy(() => import('./ConfigurationCountries')),
    allowed: (v) => mayUse(v, 'configurations', 'list'),
  },
  {
    path: '/configurations/:country',
    Component: lazy(() => import('./ConfigurationList')),
    allowed: (v) => mayUse(v, 'configurations', 'list'),
  },
  {
    path: '/configurations/:id/edit',
    Component: lazy(() => import('./ConfigurationEdit')),
    allowed: (v) => mayUse(v, 'configurations', 'update'),
  },
  {
    path: '/configurations/:id/history',
    Component: lazy(() => import('./ConfigurationHistory')),
    allowed: (v) => mayUse(v, 'configurations', 'view') && mayUse(v, 'revisions', 'list'),
  },
];
