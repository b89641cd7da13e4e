import * as t from 'io-ts';
import { Id } from '../shared/id.js';
import { defineResource } from '../shared/resource/resource-definition.js';
import { DayText, nullable } from '../shared/resource/resource-fields.js';
import { validateBlockedSlot } from './warehouse.rules.js';

/** Spec 2 §3 Blocked slot; spec 2 §5: dates saved as YYYY-MM-DD. */
export const BLOCKED_SLOT_RESOURCE = defineResource({
  name: 'blocked-slots',
  table: 'blocked_slots',
  category: 'blockedslot',
  event: 'BlockedSlot',
  fields: t.type({ partnerId: Id, from: DayText, to: DayText, countryId: nullable(Id) }),
  required: ['from', 'to'],
  defaults: { partnerId: 1, countryId: null },
  validate: validateBlockedSlot,
  partnerScope: 'own',
});
