import * as t from 'io-ts';
import { Id } from '../shared/id.js';
import { defineResource } from '../shared/resource/resource-definition.js';
import { Text } from '../shared/store-safe.js';

export const CITY_RESOURCE = defineResource({
  name: 'city',
  table: 'city',
  category: 'city',
  event: 'City',
  fields: t.type({ name: Text, countryId: Id }),
  required: ['name', 'countryId'],
});
