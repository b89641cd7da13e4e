import type { DomainEvent } from '../decider.js';

/** A simple resource's record as its stream folds it. */
export interface ResourceDocument {
  readonly id: number;
  readonly record: Readonly<Record<string, unknown>>;
}

export type ResourceState = ResourceDocument | null;

/** The fold of every simple resource, for its events `<event>Created/Updated/Deleted`. */
export const evolveResource =
  (event: string) =>
  (state: ResourceState, e: DomainEvent): ResourceState => {
    const d = e.data as { id: number; record?: Record<string, unknown>; changes?: Record<string, unknown> };
    if (e.type === `${event}Created`) return { id: d.id, record: d.record ?? {} };
    if (e.type === `${event}Updated`) return state && { ...state, record: { ...state.record, ...d.changes } };
    if (e.type === `${event}Deleted`) return null;
    return state;
  };
