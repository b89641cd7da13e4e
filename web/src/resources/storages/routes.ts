import { lazy } from 'react';
import { resourceRoutes, type AppRoute } from '../../framework/routes';

/** /storages, /storages/create, /storages/:id/show, /storages/:id (spec 2 §2). */
export const storagesRoutes: AppRoute[] = resourceRoutes('storages', 'storages', {
  list: lazy(() => import('./StorageList')),
  show: lazy(() => import('./StorageShow')),
  create: lazy(() => import('./StorageCreate')),
  edit: lazy(() => import('./StorageEdit')),
});
