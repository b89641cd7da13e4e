import * as t from 'io-ts';
import { Id } from '../shared/id.js';
import { defineResource } from '../shared/resource/resource-definition.js';
import { nullable } from '../shared/resource/resource-fields.js';
import { list, Measure, Text } from '../shared/store-safe.js';

/** Spec 2 §3 Warehouse; new warehouses default to partner 1. rm.warehouses is the warehouses projection's (locationCount). */
export const WAREHOUSE_RESOURCE = defineResource({
  name: 'warehouses',
  table: 'warehouses',
  category: 'warehouse',
  event: 'Warehouse',
  fields: t.type({
    name: Text,
    code: nullable(Text),
    partnerId: Id,
    cityId: nullable(Id),
    countryId: Id,
    users: list(Id),
    isActive: t.boolean,
    inLocationId: nullable(Id),
    outLocationId: nullable(Id),
    sizeSqm: nullable(Measure),
  }),
  required: ['name', 'countryId'],
  defaults: {
    code: null,
    partnerId: 1,
    cityId: null,
    users: [],
    isActive: true,
    inLocationId: null,
    outLocationId: null,
    sizeSqm: null,
  },
  ownProjection: true,
  partnerScope: 'own',
});
