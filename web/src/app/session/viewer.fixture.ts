import type { Viewer } from './slice';

/**
 * A signed-in viewer for the specs: user 1 of partner 1 in country 1, its roles the permissions it holds; `over`
 * makes it a partner user or anything else the spec is about.
 */
export const viewerWith = (permissions: string[], over: Partial<Viewer> = {}): Viewer => ({
  id: 1,
  name: 'Someone',
  email: 'someone@demo.test',
  roles: permissions,
  permissions,
  countryId: 1,
  partnerId: 1,
  isPartner: false,
  ...over,
});
