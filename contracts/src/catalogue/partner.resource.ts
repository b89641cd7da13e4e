import * as t from 'io-ts';
import { Id } from '../shared/id.js';
import { defineResource } from '../shared/resource/resource-definition.js';
import { nullable, Url } from '../shared/resource/resource-fields.js';
import { Text } from '../shared/store-safe.js';
import type { FieldError } from '../shared/validation.js';
import { OWN_PARTNER_ID } from '../sales/pricing.js';

/**
 * Spec 3 §2 Partners show: the post-paid invoice toggle is hidden for partner 1, whose customers' postpaid setting
 * is each customer's own (spec 3 §6); the server refuses what the page hides.
 */
export const OWN_PARTNER_POSTPAID_MESSAGE =
  "Partner 1 is the business itself: its customers' postpaid setting is set on each customer";

export const validatePartner = (record: Readonly<Record<string, unknown>>): FieldError[] =>
  record['id'] === OWN_PARTNER_ID && record['isPostpaidInvoiceEnabled'] === true
    ? [{ path: 'isPostpaidInvoiceEnabled', message: OWN_PARTNER_POSTPAID_MESSAGE }]
    : [];

/**
 * The business's partners (spec 3 §3): reference data every context names, kept with the catalogue. Create takes
 * name, logoUrl and country (spec 3 §2), so the rest defaults; a partner user reads its own partner only ('self').
 */
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
  defaults: { logoUrl: null, userId: null, isPostpaidInvoiceEnabled: false, showCbmInChargeDescription: false },
  validate: validatePartner,
  partnerScope: 'self',
});
