import { lazy } from 'react';
import { resourceRoutes, type AppRoute } from '../../framework/routes';

/** Spec 3 §2 Boxes: list, create, edit (no show). */
export const boxesRoutes: AppRoute[] = resourceRoutes('boxes', 'boxes', {
  list: lazy(() => import('./BoxList')),
  create: lazy(() => import('./BoxCreate')),
  edit: lazy(() => import('./BoxEdit')),
});
