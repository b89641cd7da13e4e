import { configuredRoutes, type ConfiguredRoute } from '../../framework/screens/routes';

/**
 * The configured resources with admin screens (./screens.ts), as the router needs them before their configurations
 * load: the route base and permission, and whether each has an edit and a show page. `routes.unit.spec.ts` holds
 * this list to the configurations.
 */
export const CATALOGUE_ROUTES: readonly ConfiguredRoute[] = [
  { resource: 'country', permission: 'country', edit: true, show: true },
  { resource: 'city', permission: 'city', edit: true, show: true },
  { resource: 'service-types', permission: 'service-types', edit: true, show: false },
  { resource: 'lost-reasons', permission: 'lost-reasons', edit: true, show: true },
  { resource: 'hold-reasons', permission: 'hold-reasons', edit: true, show: true },
  { resource: 'reject-reasons', permission: 'reject-reasons', edit: true, show: true },
  { resource: 'cancel-reasons', permission: 'cancel-reasons', edit: true, show: true },
  { resource: 'coupons', permission: 'coupons', edit: true, show: false },
  { resource: 'offers', permission: 'offers', edit: true, show: false },
  { resource: 'partner-commission-slabs', permission: 'partner-commission-slabs', edit: true, show: true },
  { resource: 'affiliates', permission: 'affiliates', edit: true, show: false },
  { resource: 'teams', permission: 'teams', edit: true, show: true },
  { resource: 'boxes', permission: 'boxes', edit: true, show: false },
  { resource: 'blocked-slots', permission: 'blocked-slots', edit: false, show: false },
  { resource: 'communication-templates', permission: 'communication-templates', edit: true, show: true },
  { resource: 'template-categories', permission: 'template-categories', edit: true, show: false },
  { resource: 'email-placeholder', permission: 'email-placeholder', edit: true, show: true },
  { resource: 'surveys', permission: 'surveys', edit: false, show: true },
  { resource: 'partners', permission: 'partners', edit: true, show: true },
  { resource: 'tags', permission: 'tags', edit: true, show: true },
];

/**
 * The admin screens of the catalogue resources (spec 3 §2, spec 2 §2): cities, service types, the four reason
 * lists, coupons, offers and partner commission slabs, at the spec's resource names, each guarded by its
 * `<resource>-<action>` permission. The framework's configured screens read each resource's configuration, loaded
 * with the first of them opened.
 */
export const catalogueRoutes = configuredRoutes(CATALOGUE_ROUTES, () =>
  import('./screens').then((m) => m.CATALOGUE_SCREENS),
);
