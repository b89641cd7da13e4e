import { lazy, type ComponentType } from 'react';
import type { CatalogueResourceName, PermissionResource } from '@console/contracts';
import { resourceRoutes, type AppRoute } from '../routes';
import type { ScreenConfig } from './types';

/**
 * What the router and the sidebar need of a configured resource before its configuration has loaded: its
 * configuration's `resource` (the route base) and `permission`, and which pages it has beyond list and create (an
 * edit page unless its edit form is empty, a show page when it names show rows). A unit spec of the resources'
 * routes holds these to the configurations themselves.
 */
export interface ConfiguredRoute {
  readonly resource: CatalogueResourceName;
  readonly permission: PermissionResource;
  readonly edit: boolean;
  readonly show: boolean;
}

type ScreenModule = Promise<{ readonly default: ComponentType }>;

/**
 * The routes of configured resources (docs/architecture.md 'A screen'): each gets the list and create pages, and
 * its edit and show pages as `routes` say; each route guarded by the resource's `<resource>-<action>` permission.
 * The configurations load with the first of these pages opened (`configurations`, a dynamic import), so neither
 * they nor what they name (their sources, tabs and dialogs, contracts' resource definitions) are in the console's
 * first chunk; nor is the registry the pages read them from, which would bring the screens' API with it.
 */
export const configuredRoutes = (
  routes: readonly ConfiguredRoute[],
  configurations: () => Promise<readonly ScreenConfig[]>,
): AppRoute[] => {
  const page = (screen: () => ScreenModule) =>
    lazy(async () => {
      const [module, configs, registry] = await Promise.all([screen(), configurations(), import('./registry')]);
      registry.registerScreens(configs);
      return module;
    });
  const list = page(() => import('./ScreenList'));
  const show = page(() => import('./ScreenShow'));
  const create = page(() => import('./ScreenCreate'));
  const edit = page(() => import('./ScreenEdit'));
  return routes.flatMap((r) =>
    resourceRoutes(r.resource, r.permission, {
      list,
      create,
      ...(r.edit ? { edit } : {}),
      ...(r.show ? { show } : {}),
    }),
  );
};
