import * as t from 'io-ts';
import { Id } from '../shared/id.js';
import { defineResource } from '../shared/resource/resource-definition.js';
import { Measure, Percent, Text } from '../shared/store-safe.js';

/** Spec 3 §3 Commission slab: the partner's commission above a size target, for Storage or Service. */
export const COMMISSION_SLAB_RESOURCE = defineResource({
  name: 'partner-commission-slabs',
  table: 'partner_commission_slabs',
  category: 'commissionslab',
  event: 'PartnerCommissionSlab',
  fields: t.type({ partnerId: Id, serviceCategory: Text, target: Measure, commissionPercent: Percent }),
  required: ['partnerId', 'serviceCategory', 'target', 'commissionPercent'],
});
