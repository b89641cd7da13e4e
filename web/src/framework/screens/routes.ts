import { lazy } from 'react';
import { resourceRoutes, type AppRoute } from '../routes';
import { hasEditPage } from './api';
import { registerScreens } from './registry';
import type { ScreenConfig } from './types';

const list = lazy(() => import('./ScreenList'));
const show = lazy(() => import('./ScreenShow'));
const create = lazy(() => import('./ScreenCreate'));
const edit = lazy(() => import('./ScreenEdit'));

/**
 * The routes of configured resources (docs/architecture.md 'A screen'): each gets the list and create pages, an
 * edit page unless its edit form is empty, a show page when it names show rows; each route guarded by the
 * resource's `<resource>-<action>` permission.
 */
export const configuredRoutes = (configs: readonly ScreenConfig[]): AppRoute[] => {
  registerScreens(configs);
  return configs.flatMap((c) =>
    resourceRoutes(c.resource, c.permission, {
      list,
      create,
      ...(hasEditPage(c) ? { edit } : {}),
      ...(c.show ? { show } : {}),
    }),
  );
};
