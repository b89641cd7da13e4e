import { lazy } from 'react';
import { resourceRoutes, type AppRoute } from '../../framework/routes';

/** /Communication-records: list and show (spec 3 §2); the Customers menu links the list. */
export const communicationRecordsRoutes: AppRoute[] = resourceRoutes('Communication-records', 'communication-records', {
  list: lazy(() => import('./CommunicationRecordList')),
  show: lazy(() => import('./CommunicationRecordShow')),
  // Staff only: the API refuses partner users whatever their permissions.
}).map((r) => ({ ...r, allowed: (v) => !v.isPartner && r.allowed(v) }));
