import { lazy } from 'react';
import type { AppRoute } from '../../../framework/routes';
import { salesRoutes } from '../routes';

/** /leads, /leads/create, /leads/:id/show, /leads/:id (spec 2 §2): the order aggregate's lead page. */
export const leadsRoutes: AppRoute[] = salesRoutes('lead', {
  list: lazy(() => import('./LeadList')),
  show: lazy(() => import('./LeadShow')),
  create: lazy(() => import('./LeadCreate')),
  edit: lazy(() => import('./LeadEdit')),
});
