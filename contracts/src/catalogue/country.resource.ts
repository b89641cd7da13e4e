import * as t from 'io-ts';
import { defineResource } from '../shared/resource/resource-definition.js';
import { nullable } from '../shared/resource/resource-fields.js';
import { Count, LongText, Percent, Text } from '../shared/store-safe.js';

export const COUNTRY_RESOURCE = defineResource({
  name: 'country',
  table: 'country',
  category: 'country',
  event: 'Country',
  fields: t.type({
    name: Text,
    code: Text,
    currency: Text,
    decimalPlaces: Count,
    vat: Percent,
    /* Spec 3 §3 Country: the company that bills in the country, printed on its invoices, receipts and statements. */
    legalEntity: nullable(Text),
    address: nullable(LongText),
    trn: nullable(Text),
  }),
  required: ['name', 'code', 'currency'],
  /* rm.country holds both NOT NULL: a create that leaves them out gets the common case (2 places: AED, SAR). */
  defaults: { decimalPlaces: 2, vat: 0, legalEntity: null, address: null, trn: null },
});
