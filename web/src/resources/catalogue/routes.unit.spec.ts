import { hasEditPage } from '../../framework/screens/api';
import type { ScreenConfig } from '../../framework/screens/types';
import { CATALOGUE_ROUTES } from './routes';
import { CATALOGUE_SCREENS } from './screens';

const routeOf = (c: ScreenConfig) => ({
  resource: c.resource,
  permission: c.permission,
  edit: hasEditPage(c),
  show: c.show !== undefined,
});

/* The router knows the configured resources before their configurations load: the two must say the same. */
describe('the routes of the configured screens', () => {
  it('name every configuration, in order, with its permission, edit page and show page', () => {
    expect(CATALOGUE_ROUTES).toEqual(CATALOGUE_SCREENS.map(routeOf));
  });
});
