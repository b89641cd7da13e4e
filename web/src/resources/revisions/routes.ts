import { lazy } from 'react';
import { resourceRoutes, type AppRoute } from '../../framework/routes';

/** /revisions (History, spec 1 §2.11) and one revision's page. */
export const revisionsRoutes: AppRoute[] = resourceRoutes('revisions', 'revisions', {
  list: lazy(() => import('./RevisionList')),
  show: lazy(() => import('./RevisionShow')),
});
