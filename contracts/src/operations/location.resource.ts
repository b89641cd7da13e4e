import * as t from 'io-ts';
import { Id } from '../shared/id.js';
import { defineResource } from '../shared/resource/resource-definition.js';
import { nullable } from '../shared/resource/resource-fields.js';
import { Decimal, Measure, Text } from '../shared/store-safe.js';
import { validateLocation } from './warehouse.rules.js';

/** Spec 2 §3 Location; used and free volume come from check-ins (the warehouses projection's rm.locations). */
export const LOCATION_RESOURCE = defineResource({
  name: 'locations',
  table: 'locations',
  category: 'location',
  event: 'Location',
  fields: t.type({
    warehouseId: Id,
    countryId: nullable(Id),
    path: Text,
    area: nullable(Text),
    aisle: nullable(Text),
    x: nullable(Decimal),
    y: nullable(Decimal),
    z: nullable(Decimal),
    width: nullable(Measure),
    height: nullable(Measure),
    length: nullable(Measure),
    capacity: Measure,
  }),
  required: ['warehouseId', 'path'],
  defaults: {
    countryId: null,
    area: null,
    aisle: null,
    x: null,
    y: null,
    z: null,
    width: null,
    height: null,
    length: null,
    capacity: 0,
  },
  validate: validateLocation,
  ownProjection: true,
});
