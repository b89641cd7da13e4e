import * as t from 'io-ts';
import { MoneyAmount } from '../money/money.js';
import { Id } from '../shared/id.js';
import { defineResource } from '../shared/resource/resource-definition.js';
import { nullable } from '../shared/resource/resource-fields.js';
import { Count, LongText, Percent, Text } from '../shared/store-safe.js';

/** Spec 2 §3 Offer: a discount or a percent. */
export const OFFER_RESOURCE = defineResource({
  name: 'offers',
  table: 'offers',
  category: 'offer',
  event: 'Offer',
  fields: t.type({
    type: Text,
    description: nullable(LongText),
    discount: nullable(MoneyAmount),
    percent: nullable(Percent),
    limit: nullable(Count),
    reward: nullable(MoneyAmount),
    countryId: nullable(Id),
  }),
  required: ['type'],
  defaults: { description: null, discount: null, percent: null, limit: null, reward: null, countryId: null },
});
