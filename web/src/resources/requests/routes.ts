import { lazy } from 'react';
import { resourceRoutes, type AppRoute } from '../../framework/routes';

/**
 * /requests, /requests/create (also ?storageIds=… from a storage selection), /requests/:id/show, /requests/:id
 * (spec 2 §2). Pending Requests is the sidebar's link to the same list (spec 1 §2.1).
 */
export const requestsRoutes: AppRoute[] = resourceRoutes('requests', 'requests', {
  list: lazy(() => import('./RequestList')),
  create: lazy(() => import('./RequestCreatePage')),
  show: lazy(() => import('./RequestShow')),
  edit: lazy(() => import('./RequestEditPage')),
});
