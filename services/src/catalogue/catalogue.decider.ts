import * as t from 'io-ts';
import { catalogueMissing, conflict, evolveCatalogue, type CatalogueState, notFound, validationError, type Decider, type DomainEvent } from '@console/contracts';

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
  /** Fills in what the rules derive (storage types: sizes from dimensions) on the record as it will stand. */
  readonly complete?: (record: Readonly<Record<string, unknown>>) => Readonly<Record<string, unknown>>;
  /** The resource's own rules on the record as it will stand (an update sees the stored record with its changes and id). */
  readonly validate?: (record: Readonly<Record<string, unknown>>, mode: 'create' | 'update') => readonly { path: string; message: string }[];
}

/** One decider for every simple reference resource (ARCHITECTURE §3), configured by its spec. */
export const catalogueDecider = (spec: CatalogueSpec): Decider<CatalogueCommand, DomainEvent, CatalogueState> => {
  const created = `${spec.event}Created`;
  const updated = `${spec.event}Updated`;
  const deleted = `${spec.event}Deleted`;
  return {
    category: spec.category,
    initialState: null,
    evolve: evolveCatalogue(spec.event),
    decide: (command, state) => {
      switch (command.type) {
        case 'Create': {
          if (state) return conflict(`${spec.event} ${state.id} already exists`);
          const record = spec.complete ? spec.complete(command.record) : command.record;
          const errors = [...catalogueMissing(spec.required, record, 'create'), ...(spec.validate?.(record, 'create') ?? [])];
          if (errors.length > 0) return validationError(errors);
          return [{ type: created, data: { id: command.id, record } }];
        }
        case 'Update': {
          if (!state) return notFound(`No record found for id`);
          const errors = catalogueMissing(spec.required, command.changes, 'update');
          const merged = { ...state.record, ...command.changes };
          const next: Readonly<Record<string, unknown>> = spec.complete ? spec.complete(merged) : merged;
          if (spec.validate) errors.push(...spec.validate({ ...next, id: state.id }, 'update'));
          if (errors.length > 0) return validationError(errors);
          // What the edit sets, and what the resource's completion derives from it (a size from new dimensions).
          const changes = Object.fromEntries(
            Object.entries(next).filter(([k, v]) => JSON.stringify(state.record[k]) !== JSON.stringify(v)),
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
