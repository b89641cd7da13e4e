import { lazy } from 'react';
import { resourceRoutes, type AppRoute } from '../../framework/routes';

/** /tasks: list, show (with the Logs list), create, edit (spec 2 §2 Tasks). */
export const tasksRoutes: AppRoute[] = resourceRoutes('tasks', 'tasks', {
  list: lazy(() => import('./TaskList')),
  show: lazy(() => import('./TaskShow')),
  create: lazy(() => import('./TaskCreate')),
  edit: lazy(() => import('./TaskEdit')),
});
