import * as t from 'io-ts';
import { Id } from '../shared/id.js';
import { defineResource } from '../shared/resource/resource-definition.js';
import { nullable } from '../shared/resource/resource-fields.js';
import { Text } from '../shared/store-safe.js';

/**
 * Spec 2 §3 Address; spec 2 §5 'Address requires a user'. Partner and country come from the user (and the city)
 * when a create leaves them out (services' customers/addresses/address-facts); rm.addresses is the addresses
 * projection's (it copies the user, city and partner names).
 */
export const ADDRESS_RESOURCE = defineResource({
  name: 'addresses',
  table: 'addresses',
  category: 'address',
  event: 'Address',
  fields: t.type({
    userId: Id,
    partnerId: Id,
    name: nullable(Text),
    line1: nullable(Text),
    area: nullable(Text),
    cityId: nullable(Id),
    countryId: nullable(Id),
  }),
  required: ['userId'],
  defaults: { partnerId: 1, name: null, line1: null, area: null, cityId: null, countryId: null },
  ownProjection: true,
  partnerScope: 'own',
});
