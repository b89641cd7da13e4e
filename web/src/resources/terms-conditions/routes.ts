import { lazy } from 'react';
import { mayUse, type AppRoute } from '../../framework/routes';

/** Spec 1 §2.1 Admin menu → /terms-conditions (admin only: no other role holds the terms-conditions permission). */
export const termsConditionsRoutes: AppRoute[] = [
  {
    path: '/terms-conditions',
    Component: lazy(() => import('./TermsConditionsPage')),
    allowed: (v) => mayUse(v, 'terms-conditions', 'list') && mayUse(v, 'terms-conditions', 'update'),
  },
];
