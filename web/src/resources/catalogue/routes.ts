import { lazy } from 'react';
import { resourceRoutes, type AppRoute } from '../../framework/routes';
import { hasEditPage } from './catalogueApi';
import { CATALOGUE_SCREENS } from './screens';

const list = lazy(() => import('./CatalogueList'));
const show = lazy(() => import('./CatalogueShow'));
const create = lazy(() => import('./CatalogueCreate'));
const edit = lazy(() => import('./CatalogueEdit'));

/**
 * The admin screens of the catalogue resources (spec 3 §2, spec 2 §2): cities, service types, the four reason
 * lists, coupons, offers and partner commission slabs, at the spec's resource names, each guarded by its
 * `<resource>-<action>` permission. One set of screens reads each resource's configuration.
 */
export const catalogueRoutes: AppRoute[] = CATALOGUE_SCREENS.flatMap((c) =>
  resourceRoutes(c.resource, c.permission, {
    list,
    create,
    ...(hasEditPage(c) ? { edit } : {}),
    ...(c.show ? { show } : {}),
  }),
);
