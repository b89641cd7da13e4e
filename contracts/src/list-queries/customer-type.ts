import * as t from 'io-ts';

/**
 * The customer-type filter of the lists an analytics figure drills into (issue 35 "every figure explains itself"):
 * B2B is a business customer (b2b, sme or partner user type), B2C everyone else, records without a customer
 * included, as the analytics' B2C and B2B columns split them.
 */
export const CustomerTypeFilter = t.keyof({ b2c: null, b2b: null }, 'CustomerTypeFilter');
export type CustomerTypeFilter = t.TypeOf<typeof CustomerTypeFilter>;

/** The user types the B2B column counts. */
export const B2B_USER_TYPES: readonly string[] = Object.freeze(['b2b', 'sme', 'partner']);

/** A customer's type as the analytics split it. */
export const customerTypeOf = (userType: unknown): CustomerTypeFilter =>
  typeof userType === 'string' && B2B_USER_TYPES.includes(userType) ? 'b2b' : 'b2c';
