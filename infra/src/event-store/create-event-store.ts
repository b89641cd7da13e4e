import type pg from 'pg';
import type { EventStore } from './event-store.port.js';
import { EventStoreDbEventStore } from './eventstoredb/eventstoredb-event-store.js';
import { PostgresEventStore } from './postgres/postgres-event-store.js';

export interface EventStoreChoice {
  /** EVENTSTORE_URL: when set, the distributed deployment's EventStoreDB. */
  readonly eventStoreUrl?: string | undefined;
  /** The read-model database's pool: the PostgreSQL store lives in its `es` schema otherwise. */
  readonly pool: pg.Pool;
}

/** Which store runs (ARCHITECTURE §4): EventStoreDB when its URL is set, else PostgreSQL, migrated and ready. */
export const createEventStore = async ({ eventStoreUrl, pool }: EventStoreChoice): Promise<EventStore> => {
  if (eventStoreUrl) return EventStoreDbEventStore.fromConnectionString(eventStoreUrl);
  const store = new PostgresEventStore(pool);
  await store.migrate();
  return store;
};
