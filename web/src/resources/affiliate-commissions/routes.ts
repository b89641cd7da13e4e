import { lazy } from 'react';
import { resourceRoutes, type AppRoute } from '../../framework/routes';

/** Spec 1 §2.1 Marketing: /affiliate-commissions, a list only (the projection makes the rows). */
export const affiliateCommissionsRoutes: AppRoute[] = resourceRoutes('affiliate-commissions', 'affiliate-commissions', {
  list: lazy(() => import('./AffiliateCommissionList')),
});
