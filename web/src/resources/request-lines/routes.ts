import { lazy } from 'react';
import { resourceRoutes, type AppRoute } from '../../framework/routes';

/** /request-lines/:id/show and /request-lines/:id (spec 2 §2 'Request lines': edit and show). */
export const requestLinesRoutes: AppRoute[] = resourceRoutes('request-lines', 'request-lines', {
  show: lazy(() => import('./RequestLineShow')),
  edit: lazy(() => import('./RequestLineEdit')),
});
