import { lazy } from 'react';
import { resourceRoutes, type AppRoute } from '../../framework/routes';

/** Admin → User Logs (spec 1 §2.1, spec 3 "User logs"): a list only. */
export const userLogsRoutes: AppRoute[] = resourceRoutes('user-logs', 'user-logs', {
  list: lazy(() => import('./UserLogList')),
});
