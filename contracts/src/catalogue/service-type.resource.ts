import * as t from 'io-ts';
import { MoneyAmount } from '../money/money.js';
import { defineResource } from '../shared/resource/resource-definition.js';
import { nullable } from '../shared/resource/resource-fields.js';
import { LongText, Text } from '../shared/store-safe.js';

/** Spec 3 §2 Service types: rent 0 and currency AED are hidden defaults on create. */
export const SERVICE_TYPE_RESOURCE = defineResource({
  name: 'service-types',
  table: 'service_types',
  category: 'servicetype',
  event: 'ServiceType',
  fields: t.type({ name: Text, description: nullable(LongText), rent: MoneyAmount, currency: Text }),
  required: ['name'],
  defaults: { description: null, rent: 0, currency: 'AED' },
});
