import { lazy } from 'react';
import { mayUse, resourceRoutes, type AppRoute } from '../../framework/routes';

/**
 * Spec 2 §2 Warehouses: list, show, create, edit; spec 1 §2.8 the 3D view at /warehouses/{id}/view, its own
 * chunk (three.js loads only there).
 */
export const warehousesRoutes: AppRoute[] = [
  ...resourceRoutes('warehouses', 'warehouses', {
    list: lazy(() => import('./WarehouseList')),
    show: lazy(() => import('./WarehouseShow')),
    create: lazy(() => import('./WarehouseCreate')),
    edit: lazy(() => import('./WarehouseEdit')),
  }),
  {
    path: '/warehouses/:id/view',
    Component: lazy(() => import('./view/WarehouseView')),
    allowed: (v) => mayUse(v, 'warehouses', 'view') && mayUse(v, 'locations', 'list'),
  },
];
