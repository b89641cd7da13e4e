import { lazy } from 'react';
import { resourceRoutes, type AppRoute } from '../../framework/routes';

/** /photos (spec 3 §2 Photos, admin menu): the list and a show page displaying the image. */
export const photosRoutes: AppRoute[] = resourceRoutes('photos', 'photos', {
  list: lazy(() => import('./PhotoList')),
  show: lazy(() => import('./PhotoShow')),
});
