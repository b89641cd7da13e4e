import * as t from 'io-ts';
import { Id } from '../shared/id.js';
import { defineResource } from '../shared/resource/resource-definition.js';
import { nullable } from '../shared/resource/resource-fields.js';
import { Percent, Text } from '../shared/store-safe.js';

/**
 * Spec 2 §3 Affiliate: name, partner, country, the commission percent of the revenue its customers bring, and the
 * affiliate's own user (who signs in to the affiliate panel). Listed by country, id ascending; no show (spec 2 §2).
 */
export const AFFILIATE_RESOURCE = defineResource({
  name: 'affiliates',
  table: 'affiliates',
  category: 'affiliate',
  event: 'Affiliate',
  fields: t.type({ name: Text, partnerId: Id, countryId: Id, commissionsPercent: Percent, userId: nullable(Id) }),
  required: ['name', 'countryId', 'commissionsPercent'],
  defaults: { partnerId: 1, userId: null },
  partnerScope: 'own',
});
