import type pg from 'pg';
import type { EventStore } from './event-store.port.js';
import { DEFAULT_EVENT_MAX_BYTES } from './event-limits.js';
import { EventStoreDbEventStore } from './eventstoredb/eventstoredb-event-store.js';
import { PostgresEventStore } from './postgres/postgres-event-store.js';

export interface EventStoreChoice {
  /** EVENTSTORE_URL: when set, the distributed deployment's EventStoreDB. */
  readonly eventStoreUrl?: string | undefined;
  /** The read-model database's pool: the PostgreSQL store lives in its `es` schema otherwise. */
  readonly pool: pg.Pool;
  /** EVENT_MAX_BYTES: the largest event (data + metadata, serialized) the store accepts; default 512 KiB. */
  readonly maxEventBytes?: number | undefined;
}

/** Which store runs (ARCHITECTURE §4): EventStoreDB when its URL is set, else PostgreSQL, migrated and ready. */
export const createEventStore = async ({
  eventStoreUrl,
  pool,
  maxEventBytes,
}: EventStoreChoice): Promise<EventStore> => {
  const limits = { maxEventBytes: maxEventBytes ?? DEFAULT_EVENT_MAX_BYTES };
  if (eventStoreUrl) return EventStoreDbEventStore.fromConnectionString(eventStoreUrl, limits);
  const store = new PostgresEventStore(pool, limits);
  await store.migrate();
  return store;
};
