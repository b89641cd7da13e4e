import { lazy } from 'react';
import { resourceRoutes, type AppRoute } from '../../framework/routes';

/** Spec 2 §2 Blocked slots: list (from descending), create, delete. */
export const blockedSlotsRoutes: AppRoute[] = resourceRoutes('blocked-slots', 'blocked-slots', {
  list: lazy(() => import('./BlockedSlotList')),
  create: lazy(() => import('./BlockedSlotCreate')),
});
