import type { ReferenceSource } from '../../framework/types';
import { customerSource } from '../../framework/fields/sources';

/** Customers (never staff) by name, for the coupon's user: suggestions after 3 typed characters (spec 2 §5). */
export const couponUserSource = customerSource(3);

/** Offers, newest first, named by their description (or id), for the coupon's offer. */
export const offersSource: ReferenceSource = {
  id: 'offers:all',
  kind: 'generic',
  path: '/api/offers',
  params: { '$sort[id]': -1 },
  labelField: 'description',
  limit: 200,
};
