import { validationError, type CatalogueResourceName } from '@console/contracts';
import type { EventStore } from '@console/infra';
import { DomainException } from '../core/domain.exception.js';
import { addressFacts } from '../customers/addresses/address-facts.js';
import { readCatalogueRecord } from '../operations/storage-facts.js';

/**
 * What a resource's create or edit reads from other records' streams before deciding (ARCHITECTURE §1: a command
 * decides from streams, never from a read model): values the body left out, derived from the records it names.
 * They go under the body (what the body gives wins) and over the resource's defaults. A fact that cannot be read
 * (a named record that does not exist) is refused with a field error.
 */
export type CatalogueFacts = (
  store: EventStore,
  body: Readonly<Record<string, unknown>>,
  mode: 'create' | 'update',
) => Promise<Readonly<Record<string, unknown>>>;

const FACTS: Partial<Record<CatalogueResourceName, CatalogueFacts>> = {
  addresses: addressFacts,
};

/**
 * The catalogue records a body may name, by field: a city of country 999999999 is refused (issue 11), read from the
 * named record's own stream.
 */
const REFERENCES: Readonly<Record<string, { readonly resource: CatalogueResourceName; readonly label: string }>> = {
  countryId: { resource: 'country', label: 'country' },
  cityId: { resource: 'city', label: 'city' },
};

const checkReferences = async (store: EventStore, body: Readonly<Record<string, unknown>>): Promise<void> => {
  for (const [field, { resource, label }] of Object.entries(REFERENCES)) {
    const id = body[field];
    if (typeof id === 'number' && !(await readCatalogueRecord(store, resource, id))) {
      throw new DomainException(validationError([{ path: field, message: `No ${label} found for id '${id}'` }]));
    }
  }
};

export const catalogueFacts = async (
  resource: CatalogueResourceName,
  store: EventStore,
  body: Readonly<Record<string, unknown>>,
  mode: 'create' | 'update',
): Promise<Readonly<Record<string, unknown>>> => {
  await checkReferences(store, body);
  return (await FACTS[resource]?.(store, body, mode)) ?? {};
};
