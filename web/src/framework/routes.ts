import type { ComponentType, LazyExoticComponent } from 'react';
import { can, PARTNER_RESOURCES, type PermissionAction, type PermissionResource } from '@console/contracts';
import type { Viewer } from './types';

/** One registered route: its path (react-router syntax), its screen (lazy-loaded) and who may open it. */
export interface AppRoute {
  readonly path: string;
  readonly Component: LazyExoticComponent<ComponentType>;
  readonly allowed: (viewer: Viewer) => boolean;
}

/**
 * Spec 1 §2.1 and spec 3 §2: a partner user gets the partner-reduced resource set, everyone else the full set;
 * within the set, the `<resource>-<action>` permission decides.
 */
export const mayUse = (viewer: Viewer, resource: PermissionResource, action: PermissionAction): boolean =>
  (!viewer.isPartner || (PARTNER_RESOURCES as readonly string[]).includes(resource)) &&
  can(viewer.permissions, resource, action);

export interface ResourceScreens {
  readonly list?: LazyExoticComponent<ComponentType>;
  readonly show?: LazyExoticComponent<ComponentType>;
  readonly create?: LazyExoticComponent<ComponentType>;
  readonly edit?: LazyExoticComponent<ComponentType>;
}

/** The routes of one resource under one path, react-admin style: /x, /x/create, /x/:id/show, /x/:id (edit). */
export const resourceRoutes = (base: string, resource: PermissionResource, screens: ResourceScreens): AppRoute[] => {
  const routes: AppRoute[] = [];
  if (screens.list)
    routes.push({ path: `/${base}`, Component: screens.list, allowed: (v) => mayUse(v, resource, 'list') });
  if (screens.create)
    routes.push({ path: `/${base}/create`, Component: screens.create, allowed: (v) => mayUse(v, resource, 'create') });
  if (screens.show)
    routes.push({ path: `/${base}/:id/show`, Component: screens.show, allowed: (v) => mayUse(v, resource, 'view') });
  if (screens.edit)
    routes.push({ path: `/${base}/:id`, Component: screens.edit, allowed: (v) => mayUse(v, resource, 'update') });
  return routes;
};
