import {
  CITY_RESOURCE,
  COUNTRY_RESOURCE,
  validationError,
  type AnyResourceDefinition,
  type ResourceMode,
} from '@console/contracts';
import type { EventStore } from '@console/infra';
import { DomainException } from '../domain.exception.js';
import { readResourceRecord } from './resource-record.js';

type Fields = Readonly<Record<string, unknown>>;

/**
 * What a resource's create or edit reads from other records' streams before deciding (ARCHITECTURE §1: a command
 * decides from streams, never from a read model): values the body left out, derived from the records it names.
 * They go under the body (what the body gives wins) and over the resource's defaults. A fact that cannot be read
 * (a named record that does not exist) is refused with a field error. The owning context gives its resource's.
 */
export type ResourceFacts = (store: EventStore, body: Fields, mode: ResourceMode) => Promise<Fields>;

/**
 * The reference records a body of any resource may name, by field: a city of country 999999999 is refused
 * (issue 11), read from the named record's own stream.
 */
const REFERENCES: Readonly<Record<string, { readonly spec: AnyResourceDefinition; readonly label: string }>> = {
  countryId: { spec: COUNTRY_RESOURCE, label: 'country' },
  cityId: { spec: CITY_RESOURCE, label: 'city' },
};

const checkReferences = async (store: EventStore, body: Fields): Promise<void> => {
  for (const [field, { spec, label }] of Object.entries(REFERENCES)) {
    const id = body[field];
    if (typeof id === 'number' && !(await readResourceRecord(store, spec, id))) {
      throw new DomainException(validationError([{ path: field, message: `No ${label} found for id '${id}'` }]));
    }
  }
};

export const resourceFacts = async (
  store: EventStore,
  body: Fields,
  mode: ResourceMode,
  facts?: ResourceFacts,
): Promise<Fields> => {
  await checkReferences(store, body);
  return (await facts?.(store, body, mode)) ?? {};
};
