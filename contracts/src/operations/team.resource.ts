import * as t from 'io-ts';
import { Id } from '../shared/id.js';
import { defineResource } from '../shared/resource/resource-definition.js';
import { list, Text } from '../shared/store-safe.js';

/** Spec 2 §3 Team: name, partner, country, members, active. */
export const TEAM_RESOURCE = defineResource({
  name: 'teams',
  table: 'teams',
  category: 'team',
  event: 'Team',
  fields: t.type({ name: Text, partnerId: Id, countryId: Id, users: list(Id), isActive: t.boolean }),
  required: ['name', 'countryId'],
  defaults: { partnerId: 1, users: [], isActive: true },
  partnerScope: 'own',
});
