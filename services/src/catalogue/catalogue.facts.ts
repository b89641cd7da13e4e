import type { CatalogueResourceName } from '@console/contracts';
import type { EventStore } from '@console/infra';
import { addressFacts } from '../customers/addresses/address-facts.js';

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

export const catalogueFacts = (resource: CatalogueResourceName, store: EventStore, body: Readonly<Record<string, unknown>>, mode: 'create' | 'update') =>
  FACTS[resource]?.(store, body, mode) ?? Promise.resolve({});
