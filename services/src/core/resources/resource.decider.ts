import * as t from 'io-ts';
import {
  conflict,
  evolveResource,
  missingRequired,
  notFound,
  resourceComplete,
  resourceEventTypes,
  validationError,
  type AnyResourceDefinition,
  type Decider,
  type DomainEvent,
  type ResourceState,
} from '@console/contracts';

export type ResourceCommand =
  | { type: 'Create'; id: number; record: Readonly<Record<string, unknown>> }
  | { type: 'Update'; changes: Readonly<Record<string, unknown>> }
  | { type: 'Delete' };

type DeciderView = Pick<AnyResourceDefinition, 'category' | 'event' | 'required' | 'complete' | 'validate'>;

/** One decider for every simple resource (ARCHITECTURE §3), configured by its definition. */
export const resourceDecider = (spec: DeciderView): Decider<ResourceCommand, DomainEvent, ResourceState> => {
  const types = resourceEventTypes(spec);
  return {
    category: spec.category,
    initialState: null,
    evolve: evolveResource(spec.event),
    decide: (command, state) => {
      switch (command.type) {
        case 'Create': {
          if (state) return conflict(`${spec.event} ${state.id} already exists`);
          const record = resourceComplete(spec, command.record);
          const errors = [
            ...missingRequired(spec.required, record, 'create'),
            ...(spec.validate?.(record, 'create') ?? []),
          ];
          if (errors.length > 0) return validationError(errors);
          return [{ type: types.created, data: { id: command.id, record } }];
        }
        case 'Update': {
          if (!state) return notFound(`No record found for id`);
          const errors = missingRequired(spec.required, command.changes, 'update');
          const next = resourceComplete(spec, { ...state.record, ...command.changes });
          if (spec.validate) errors.push(...spec.validate({ ...next, id: state.id }, 'update'));
          if (errors.length > 0) return validationError(errors);
          // What the edit sets, and what the resource's completion derives from it (a size from new dimensions).
          const changes = Object.fromEntries(
            Object.entries(next).filter(([k, v]) => JSON.stringify(state.record[k]) !== JSON.stringify(v)),
          );
          return Object.keys(changes).length === 0 ? [] : [{ type: types.updated, data: { id: state.id, changes } }];
        }
        case 'Delete':
          if (!state) return notFound(`No record found for id`);
          return [{ type: types.deleted, data: { id: state.id } }];
      }
    },
  };
};

/** The stored shapes of a resource's events, for decoding its stream. */
export const resourceEventCodecs = (spec: Pick<AnyResourceDefinition, 'event'>): Readonly<Record<string, t.Mixed>> => {
  const types = resourceEventTypes(spec);
  return {
    [types.created]: t.type({ id: t.number, record: t.UnknownRecord }),
    [types.updated]: t.type({ id: t.number, changes: t.UnknownRecord }),
    [types.deleted]: t.type({ id: t.number }),
  };
};
