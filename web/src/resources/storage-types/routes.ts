import { lazy } from 'react';
import { resourceRoutes, type AppRoute } from '../../framework/routes';

/** Spec 3 §2 Storage types: list (import, export), create, edit, show. */
export const storageTypesRoutes: AppRoute[] = resourceRoutes('storage-types', 'storage-types', {
  list: lazy(() => import('./StorageTypeList')),
  show: lazy(() => import('./StorageTypeShow')),
  create: lazy(() => import('./StorageTypeCreate')),
  edit: lazy(() => import('./StorageTypeEdit')),
});
