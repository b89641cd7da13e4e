import * as t from 'io-ts';

/**
 * Which storages a customer has, on a stream of the customer's own (`customerstorages-<userId>`): billing finds a
 * customer's storages, and the monthly run its customers, in the event store instead of the storages' read model
 * (which may lag). An entry is appended before the storage event that gives the storage to the customer (its
 * creation, or a change of its userId), so a storage whose stream names the customer is always listed; an entry
 * whose storage event was then refused or later changed names a storage that is not (or no longer) the customer's,
 * and billing, which reads every listed storage's stream, leaves it out.
 */
export const CUSTOMER_STORAGES_CATEGORY = 'customerstorages';

export const CustomerStorageListed = t.type({ userId: t.number, storageId: t.number });
export type CustomerStorageListed = t.TypeOf<typeof CustomerStorageListed>;
