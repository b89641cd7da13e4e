import * as t from 'io-ts';
import { defineResource } from '../shared/resource/resource-definition.js';
import { Count, Percent, Text } from '../shared/store-safe.js';

export const COUNTRY_RESOURCE = defineResource({
  name: 'country',
  table: 'country',
  category: 'country',
  event: 'Country',
  fields: t.type({ name: Text, code: Text, currency: Text, decimalPlaces: Count, vat: Percent }),
  required: ['name', 'code', 'currency'],
  /* rm.country holds both NOT NULL: a create that leaves them out gets the common case (2 places: AED, SAR). */
  defaults: { decimalPlaces: 2, vat: 0 },
});
