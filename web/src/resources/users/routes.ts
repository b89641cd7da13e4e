import { lazy } from 'react';
import { mayUse, resourceRoutes, type AppRoute } from '../../framework/routes';

const screens = {
  list: lazy(() => import('./UserList')),
  show: lazy(() => import('./UserShow')),
  create: lazy(() => import('./UserCreate')),
  edit: lazy(() => import('./UserEdit')),
};

/**
 * Customers (spec 1 §2.6): the same users resource under three paths. /non-staff-users is the partner-reduced
 * set's name for it (spec 3 §2); /customer-users is a custom route (spec 1 §2.2); /users the full users list.
 * Spec 3 §2: "The non-staff-users create route only redirects to /users/create".
 */
export const usersRoutes: AppRoute[] = [
  ...resourceRoutes('non-staff-users', 'non-staff-users', { ...screens, create: undefined }),
  {
    path: '/non-staff-users/create',
    Component: lazy(() => import('./CreateRedirect')),
    allowed: (v) => mayUse(v, 'non-staff-users', 'create'),
  },
  ...resourceRoutes('customer-users', 'users', screens),
  ...resourceRoutes('users', 'users', screens),
  // Spec 3 §2 'Customer credits edit page exists'; §6: credits hidden from the partner role.
  ...['users', 'customer-users'].map((base): AppRoute => ({
    path: `/${base}/:id/credits`,
    Component: lazy(() => import('./CustomerCredits')),
    allowed: (v) => !v.isPartner && mayUse(v, 'users', 'view') && mayUse(v, 'payments', 'list'),
  })),
];
