import { lazy } from 'react';
import type { AppRoute } from '../../framework/routes';

/** Admin only, as the API (GET /api/v1/dev-mailbox) checks too. */
export const devMailboxRoutes: AppRoute[] = [
  {
    path: '/dev-mailbox',
    Component: lazy(() => import('./DevMailboxPage')),
    allowed: (viewer) => viewer.permissions.includes('admin'),
  },
];
