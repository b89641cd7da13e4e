import { lazy } from 'react';
import { resourceRoutes, type AppRoute } from '../../framework/routes';

/** Admin → Permissions (/staff) and Staff Users (/staff-users), spec 1 §2.1 and spec 3 §2. */
export const staffRoutes: AppRoute[] = [
  ...resourceRoutes('staff', 'staff', {
    list: lazy(() => import('./StaffList')),
    show: lazy(() => import('./StaffShow')),
    create: lazy(() => import('./StaffCreate')),
    edit: lazy(() => import('./StaffEdit')),
  }),
  ...resourceRoutes('staff-users', 'staff-users', { list: lazy(() => import('./StaffUsersList')) }),
];
