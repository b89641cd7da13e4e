import { lazy } from 'react';
import type { AppRoute } from '../../framework/routes';

/** Admin only, as the API (GET /api/v1/projections/status) checks too. */
export const projectionsRoutes: AppRoute[] = [
  {
    path: '/projections',
    Component: lazy(() => import('./ProjectionsStatusPage')),
    allowed: (viewer) => viewer.roles.includes('admin') || viewer.permissions.includes('admin'),
  },
];
