import type { DomainEvent } from '../shared/decider.js';

export interface CatalogueDocument {
  readonly id: number;
  readonly record: Readonly<Record<string, unknown>>;
}

export type CatalogueState = CatalogueDocument | null;

/** The fold of every generic catalogue resource, for the events `<event>Created/Updated/Deleted`. */
export const evolveCatalogue =
  (event: string) =>
  (state: CatalogueState, e: DomainEvent): CatalogueState => {
    const d = e.data as { id: number; record?: Record<string, unknown>; changes?: Record<string, unknown> };
    if (e.type === `${event}Created`) return { id: d.id, record: d.record ?? {} };
    if (e.type === `${event}Updated`) return state && { ...state, record: { ...state.record, ...d.changes } };
    if (e.type === `${event}Deleted`) return null;
    return state;
  };
