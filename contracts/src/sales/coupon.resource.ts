import * as t from 'io-ts';
import { Id } from '../shared/id.js';
import { defineResource } from '../shared/resource/resource-definition.js';
import { nullable } from '../shared/resource/resource-fields.js';
import { IsoDate, Text } from '../shared/store-safe.js';

/** Spec 2 §3 Coupon: a code, reusable, expiry, user, offer, country. */
export const COUPON_RESOURCE = defineResource({
  name: 'coupons',
  table: 'coupons',
  category: 'coupon',
  event: 'Coupon',
  fields: t.type({
    code: Text,
    reusable: t.boolean,
    expiry: nullable(IsoDate),
    userId: nullable(Id),
    offerId: nullable(Id),
    countryId: nullable(Id),
  }),
  required: ['code'],
  defaults: { reusable: false, expiry: null, userId: null, offerId: null, countryId: null },
});
