import * as t from 'io-ts';
import { Id } from '../shared/id.js';
import { defineResource } from '../shared/resource/resource-definition.js';
import { nullable } from '../shared/resource/resource-fields.js';
import { Decimal, list, LongText, Text } from '../shared/store-safe.js';
import { completeStorageTypeSizes, validateStorageType } from './storage-type.rules.js';

/** Spec 3 §5 Storage types; the rows carry their storages' figures (services' storage-type-rows). */
export const STORAGE_TYPE_RESOURCE = defineResource({
  name: 'storage-types',
  table: 'storage_types',
  category: 'storagetype',
  event: 'StorageType',
  fields: t.type({
    code: Text,
    name: Text,
    description: nullable(LongText),
    size: Decimal,
    length: nullable(Decimal),
    width: nullable(Decimal),
    height: nullable(Decimal),
    inventory: t.boolean,
    partnerId: Id,
    countryIds: list(Id, 50),
    consumedSize: nullable(Decimal),
    tracking: t.boolean,
    userId: nullable(Id),
  }),
  required: ['code', 'name'],
  defaults: {
    description: null,
    length: null,
    width: null,
    height: null,
    inventory: false,
    partnerId: 1,
    countryIds: [1, 2, 3],
    consumedSize: null,
    tracking: false,
    userId: null,
  },
  /** Spec 3 §5, every rule; sizes left empty are the product of the dimensions. */
  complete: completeStorageTypeSizes,
  validate: (r, mode) => validateStorageType(r, mode === 'create' ? 'create' : 'edit'),
  partnerScope: 'ownAndDefault',
});
