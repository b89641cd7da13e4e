import * as t from 'io-ts';
import { Id } from '../shared/id.js';
import { defineResource } from '../shared/resource/resource-definition.js';
import { nullable } from '../shared/resource/resource-fields.js';
import { Text } from '../shared/store-safe.js';
import { validateBox } from './warehouse.rules.js';

/** Spec 3 §3 Box: code, status, user, partner, country, warehouse. */
export const BOX_RESOURCE = defineResource({
  name: 'boxes',
  table: 'boxes',
  category: 'box',
  event: 'Box',
  fields: t.type({
    code: Text,
    status: Text,
    userId: nullable(Id),
    partnerId: Id,
    countryId: nullable(Id),
    warehouseId: nullable(Id),
  }),
  required: ['code', 'status'],
  defaults: { status: 'new', userId: null, partnerId: 1, countryId: null, warehouseId: null },
  validate: validateBox,
  partnerScope: 'own',
});
