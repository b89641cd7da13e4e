import { CITY_RESOURCE } from '../../catalogue/city.resource.js';
import {
  CANCEL_REASON_RESOURCE,
  HOLD_REASON_RESOURCE,
  LOST_REASON_RESOURCE,
} from '../../catalogue/reason.resources.js';
import { SERVICE_TYPE_RESOURCE } from '../../catalogue/service-type.resource.js';
import { TEAM_RESOURCE } from '../../operations/team.resource.js';
import { ALL_RESOURCES, RESOURCES } from '../../resources.js';
import {
  isResourceFieldRequired,
  resourceEventTypes,
  resourceListFilters,
  resourceRequiredErrors,
  resourceSearchFields,
} from './resource-definition.js';
import { evolveResource } from './resource-document.js';

describe('a simple resource’s required rule', () => {
  it('refuses a reason list record without a reason, with the generic message', () => {
    expect(resourceRequiredErrors(LOST_REASON_RESOURCE, {}, 'create')).toEqual([
      { path: 'reason', message: 'Required' },
    ]);
    expect(resourceRequiredErrors(CANCEL_REASON_RESOURCE, { reason: '   ' }, 'create')).toEqual([
      { path: 'reason', message: 'Required' },
    ]);
    expect(resourceRequiredErrors(HOLD_REASON_RESOURCE, { reason: 'Travelling' }, 'create')).toEqual([]);
  });

  it('checks on an update only the required fields it changes', () => {
    expect(resourceRequiredErrors(CITY_RESOURCE, { name: 'Sharjah' }, 'update')).toEqual([]);
    expect(resourceRequiredErrors(CITY_RESOURCE, { name: '' }, 'update')).toEqual([
      { path: 'name', message: 'Required' },
    ]);
    expect(resourceRequiredErrors(CITY_RESOURCE, {}, 'create')).toEqual([
      { path: 'name', message: 'Required' },
      { path: 'countryId', message: 'Required' },
    ]);
  });

  it('knows which fields a form marks required', () => {
    expect(isResourceFieldRequired(SERVICE_TYPE_RESOURCE, 'name')).toBe(true);
    expect(isResourceFieldRequired(SERVICE_TYPE_RESOURCE, 'description')).toBe(false);
  });
});

describe('the resource registry', () => {
  it('files every definition under its own name, with a category and event name no other resource uses', () => {
    for (const [name, d] of Object.entries(RESOURCES)) expect(d.name).toBe(name);
    expect(new Set(ALL_RESOURCES.map((d) => d.category)).size).toBe(ALL_RESOURCES.length);
    expect(new Set(ALL_RESOURCES.map((d) => d.event)).size).toBe(ALL_RESOURCES.length);
  });

  it('lists by every single-valued field and searches the text ones', () => {
    expect(Object.keys(resourceListFilters(TEAM_RESOURCE))).toEqual(['name', 'partnerId', 'countryId', 'isActive']);
    expect(resourceSearchFields(TEAM_RESOURCE)).toEqual(['name']);
  });

  it('folds a record from its created, updated and deleted events', () => {
    const types = resourceEventTypes(TEAM_RESOURCE);
    const fold = evolveResource(TEAM_RESOURCE.event);
    const created = fold(null, { type: types.created, data: { id: 4, record: { name: 'Crew', users: [1] } } });
    const updated = fold(created, { type: types.updated, data: { id: 4, changes: { users: [] } } });
    expect(updated).toEqual({ id: 4, record: { name: 'Crew', users: [] } });
    expect(fold(updated, { type: types.deleted, data: { id: 4 } })).toBeNull();
  });
});
