import { lazy } from 'react';
import { resourceRoutes, type AppRoute } from '../../framework/routes';

/** Spec 2 §2 Locations: list, create, edit, show (/locations/{id}/show). */
export const locationsRoutes: AppRoute[] = resourceRoutes('locations', 'locations', {
  list: lazy(() => import('./LocationList')),
  show: lazy(() => import('./LocationShow')),
  create: lazy(() => import('./LocationCreate')),
  edit: lazy(() => import('./LocationEdit')),
});
