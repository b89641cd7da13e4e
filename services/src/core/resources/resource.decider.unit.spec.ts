import {
  BLOCKED_SLOT_RESOURCE,
  isDomainError,
  STORAGE_TYPE_RESOURCE,
  TEAM_RESOURCE,
  type DomainEvent,
  type ResourceState,
} from '@console/contracts';
import { resourceDecider, type ResourceCommand } from './resource.decider.js';

const now = new Date('2026-11-25T08:00:00Z');
const fold = (
  decider: ReturnType<typeof resourceDecider>,
  events: readonly DomainEvent[],
  from: ResourceState = null,
) => events.reduce(decider.evolve, from);
const decide = (decider: ReturnType<typeof resourceDecider>, command: ResourceCommand, state: ResourceState) =>
  decider.decide(command, state, now);

describe('the one decider of every simple resource', () => {
  const teams = resourceDecider(TEAM_RESOURCE);

  it('creates a record on its category’s stream, refusing blank required fields with the generic message', () => {
    expect(teams.category).toBe('team');
    expect(decide(teams, { type: 'Create', id: 7, record: { name: 'Crew', countryId: 1 } }, null)).toEqual([
      { type: 'TeamCreated', data: { id: 7, record: { name: 'Crew', countryId: 1 } } },
    ]);
    const refused = decide(teams, { type: 'Create', id: 7, record: { name: ' ' } }, null);
    expect(isDomainError(refused) && refused.errors).toEqual([
      { path: 'name', message: 'Required' },
      { path: 'countryId', message: 'Required' },
    ]);
  });

  it('records only what an edit changes, nothing for an edit that changes nothing, and refuses a missing record', () => {
    const state = fold(teams, [
      { type: 'TeamCreated', data: { id: 7, record: { name: 'Crew', countryId: 1, users: [1] } } },
    ]);
    expect(decide(teams, { type: 'Update', changes: { name: 'Crew', users: [2] } }, state)).toEqual([
      { type: 'TeamUpdated', data: { id: 7, changes: { users: [2] } } },
    ]);
    expect(decide(teams, { type: 'Update', changes: { name: 'Crew' } }, state)).toEqual([]);
    expect(isDomainError(decide(teams, { type: 'Update', changes: { name: 'x' } }, null))).toBe(true);
    expect(
      isDomainError(decide(teams, { type: 'Create', id: 7, record: { name: 'Again', countryId: 1 } }, state)),
    ).toBe(true);
    expect(decide(teams, { type: 'Delete' }, state)).toEqual([{ type: 'TeamDeleted', data: { id: 7 } }]);
  });

  it('asks the definition’s own rules, and records what its completion derives', () => {
    const slots = resourceDecider(BLOCKED_SLOT_RESOURCE);
    const backwards = decide(slots, { type: 'Create', id: 1, record: { from: '2026-12-02', to: '2026-12-01' } }, null);
    expect(isDomainError(backwards) && backwards.errors?.map((e) => e.path)).toEqual(['to']);
    const types = resourceDecider(STORAGE_TYPE_RESOURCE);
    const created = decide(
      types,
      { type: 'Create', id: 3, record: { code: 'S', name: 'Small', length: 2, width: 1, height: 1 } },
      null,
    );
    expect(!isDomainError(created) && (created[0]!.data as { record: { size: number } }).record.size).toBe(2);
  });
});
