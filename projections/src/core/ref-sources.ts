import type { UserProfile, UserRegistered, UserUpdated } from '@console/contracts';
import type { RefSource, RefValues } from './ref-names.js';

/** The values of `fields` (ref field ← field of `from`) that `from` holds. */
const given = <F extends string>(
  from: Readonly<Record<string, unknown>> | undefined,
  fields: Readonly<Record<F, string>>,
): RefValues<F> => {
  const values: Partial<Record<F, unknown>> = {};
  for (const [field, key] of Object.entries(fields) as [F, string][]) {
    if (from && from[key] !== undefined) values[field] = from[key];
  }
  return values;
};

/** A customer's names, from their registration (the profile) and their updates (the changed fields). */
export const userRefSource = <K extends string, F extends string>(
  kind: K,
  fields: Readonly<Record<F, keyof UserProfile>>,
): RefSource<K, F> => ({
  types: ['UserRegistered', 'UserUpdated'],
  kind,
  read: (data) => {
    const d = data as Partial<UserRegistered & UserUpdated>;
    if (typeof d.id !== 'number') return undefined;
    return { id: d.id, values: given(d.profile ?? d.changes, fields) };
  },
});

/**
 * A record of a generic resource (catalogue, warehouses ...), from its created event (`record`) and updated event
 * (`changes`); `fields` maps the ref's fields to the record's (a reason list's name is its `reason`).
 */
export const recordRefSource = <K extends string, F extends string>(
  events: { readonly created: string; readonly updated: string },
  kind: K,
  fields: Readonly<Record<F, string>>,
): RefSource<K, F> => ({
  types: [events.created, events.updated],
  kind,
  read: (data) => {
    const d = data as { id?: unknown; record?: Record<string, unknown>; changes?: Record<string, unknown> };
    if (typeof d.id !== 'number') return undefined;
    return { id: d.id, values: given(d.record ?? d.changes, fields) };
  },
});
