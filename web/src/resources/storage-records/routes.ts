import { lazy } from 'react';
import { resourceRoutes, type AppRoute } from '../../framework/routes';

/** /storage-records, /storage-records/:id/show and /storage-records/:id (edit, qty only) (spec 2 §2). */
export const storageRecordsRoutes: AppRoute[] = resourceRoutes('storage-records', 'storage-records', {
  list: lazy(() => import('./StorageRecordList')),
  show: lazy(() => import('./StorageRecordShow')),
  edit: lazy(() => import('./StorageRecordEdit')),
});
