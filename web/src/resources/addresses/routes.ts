import { lazy } from 'react';
import { resourceRoutes, type AppRoute } from '../../framework/routes';

/** Spec 2 §2 Addresses: list, show, create, edit (delete from the list). */
export const addressesRoutes: AppRoute[] = resourceRoutes('addresses', 'addresses', {
  list: lazy(() => import('./AddressList')),
  show: lazy(() => import('./AddressShow')),
  create: lazy(() => import('./AddressCreate')),
  edit: lazy(() => import('./AddressEdit')),
});
