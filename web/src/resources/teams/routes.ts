import { lazy } from 'react';
import { resourceRoutes, type AppRoute } from '../../framework/routes';

export const teamsRoutes: AppRoute[] = resourceRoutes('teams', 'teams', {
  list: lazy(() => import('./TeamList')),
  show: lazy(() => import('./TeamShow')),
  create: lazy(() => import('./TeamCreate')),
  edit: lazy(() => import('./TeamEdit')),
});
