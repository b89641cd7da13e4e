import { can } from './permissions.js';

/**
 * An affiliate sees only its own orders (issue 11, finding 7): a user whose roles include affiliate and no other
 * role that reads orders (a sales user who is also an affiliate keeps the sales view). The server scopes every
 * order read of such a user to the orders that name it (services' OrderScope).
 */
export const isAffiliateOnly = (roles: readonly string[]): boolean =>
  roles.includes('affiliate') && !roles.some((r) => r !== 'affiliate' && can([r], 'orders', 'list'));
