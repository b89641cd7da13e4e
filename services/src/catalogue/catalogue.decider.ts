import * as t from 'io-ts';
import { conflict, evolveCatalogue, isBlank, type CatalogueState, notFound, REQUIRED, validationError, type Decider, type DomainEvent } from '@console/contracts';

export type { CatalogueDocument, CatalogueState } from '@console/contracts';

export type CatalogueCommand =
  | { type: 'Create'; id: number; record: Readonly<Record<string, unknown>> }
  | { type: 'Update'; changes: Readonly<Record<string, unknown>> }
  | { type: 'Delete' };

export interface CatalogueSpec {
  readonly category: string;
  /** Event name prefix: `<event>Created`, `<event>Updated`, `<event>Deleted`. */
  readonly event: string;
  readonly required: readonly string[];
}

/** One decider for every simple reference resource (ARCHITECTURE §3), configured by its spec. */
export const catalogueDecider = (spec: CatalogueSpec): Decider<CatalogueCommand, DomainEvent, CatalogueState> => {
  const created = `${spec.event}Created`;
  const updated = `${spec.event}Updated`;
  const deleted = `${spec.event}Deleted`;
  const missing = (record: Readonly<Record<string, unknown>>, keys: readonly string[]) =>
    keys.filter((k) => isBlank(record[k])).map((path) => ({ path, message: REQUIRED }));
  return {
    category: spec.category,
    initialState: null,
    evolve: evolveCatalogue(spec.event),
    decide: (command, state) => {
      switch (command.type) {
        case 'Create': {
          if (state) return conflict(`${spec.event} ${state.id} already exists`);
          const errors = missing(command.record, spec.required);
          if (errors.length > 0) return validationError(errors);
          return [{ type: created, data: { id: command.id, record: command.record } }];
        }
        case 'Update': {
          if (!state) return notFound(`No record found for id`);
          const errors = missing(command.changes, spec.required.filter((k) => k in command.changes));
          if (errors.length > 0) return validationError(errors);
          const changes = Object.fromEntries(
            Object.entries(command.changes).filter(([k, v]) => JSON.stringify(state.record[k]) !== JSON.stringify(v)),
          );
          return Object.keys(changes).length === 0 ? [] : [{ type: updated, data: { id: state.id, changes } }];
        }
        case 'Delete':
          if (!state) return notFound(`No record found for id`);
          return [{ type: deleted, data: { id: state.id } }];
      }
    },
  };
};

/** The stored shapes of a catalogue resource's events, for decoding its stream. */
export const catalogueEventCodecs = (spec: Pick<CatalogueSpec, 'event'>): Readonly<Record<string, t.Mixed>> => ({
  [`${spec.event}Created`]: t.type({ id: t.number, record: t.UnknownRecord }),
  [`${spec.event}Updated`]: t.type({ id: t.number, changes: t.UnknownRecord }),
  [`${spec.event}Deleted`]: t.type({ id: t.number }),
});
