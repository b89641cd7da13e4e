import * as t from 'io-ts';
import { Id } from '../shared/id.js';
import { defineResource } from '../shared/resource/resource-definition.js';
import { nullable, Url } from '../shared/resource/resource-fields.js';
import { Text } from '../shared/store-safe.js';

/** The business's partners (spec 3 §3): reference data every context names, kept with the catalogue. */
export const PARTNER_RESOURCE = defineResource({
  name: 'partners',
  table: 'partners',
  category: 'partner',
  event: 'Partner',
  fields: t.type({
    name: Text,
    countryId: Id,
    logoUrl: nullable(Url),
    userId: nullable(Id),
    isPostpaidInvoiceEnabled: t.boolean,
    showCbmInChargeDescription: t.boolean,
  }),
  required: ['name', 'countryId'],
});
