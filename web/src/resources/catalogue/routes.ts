import { configuredRoutes } from '../../framework/screens/routes';
import { CATALOGUE_SCREENS } from './screens';

/**
 * The admin screens of the catalogue resources (spec 3 §2, spec 2 §2): cities, service types, the four reason
 * lists, coupons, offers and partner commission slabs, at the spec's resource names, each guarded by its
 * `<resource>-<action>` permission. The framework's configured screens read each resource's configuration.
 */
export const catalogueRoutes = configuredRoutes(CATALOGUE_SCREENS);
