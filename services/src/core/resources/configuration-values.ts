import {
  CONFIGURATION_RESOURCE,
  parseTimeSlots,
  evolveResource,
  streamIdOf,
  type ConfigurationKey,
  type ResourceState,
} from '@console/contracts';
import type { EventStore } from '@console/infra';
import type { ReadModels } from '@console/projections';
import { sql, type Kysely } from 'kysely';
import { uniqueHolder } from './resource-unique.js';

/**
 * A country's configuration value (issue 34 §6) for a command, from the streams: the record holding the key in
 * that country (its unique-key reservation), folded. Undefined when the country has no such configuration.
 */
export const configurationValue = async (
  store: EventStore,
  countryId: number,
  key: ConfigurationKey,
): Promise<string | undefined> => {
  const id = await uniqueHolder(store, CONFIGURATION_RESOURCE, 'key', key, countryId);
  if (id === undefined) return undefined;
  const events = await store.readStream(streamIdOf(CONFIGURATION_RESOURCE.category, id));
  const fold = evolveResource(CONFIGURATION_RESOURCE.event);
  const state = events.reduce<ResourceState>((s, e) => fold(s, { type: e.type, data: e.data }), null);
  const value = state?.record['value'];
  return typeof value === 'string' ? value : undefined;
};

/**
 * A country's configuration value as it stood at an instant, for a document (a quote sent on 3 March shows the VAT
 * of 3 March): the configuration's last revision at or before it, from the read models (History's revisions).
 */
export const configurationValueAsOf = async (
  db: Kysely<ReadModels>,
  countryId: number,
  key: ConfigurationKey,
  at: string,
): Promise<string | undefined> => {
  const row = (
    await sql<{ value: string | null }>`
      SELECT r.document::jsonb ->> 'value' AS value
        FROM rm.configurations c
        JOIN rm.revisions r ON r.model = ${CONFIGURATION_RESOURCE.category} AND r."documentId" = c.id
       WHERE c."countryId" = ${countryId} AND c.key = ${key} AND r."createdAt" <= ${at}
       ORDER BY r.revision DESC
       LIMIT 1`.execute(db)
  ).rows[0];
  return row?.value ?? undefined;
};

/**
 * Several of a country's configuration values as they stood at an instant (a document's company block, its sales
 * contact): each key's last revision at or before it; a key the country had no value for then is left out.
 */
export const configurationValuesAsOf = async <K extends ConfigurationKey>(
  db: Kysely<ReadModels>,
  countryId: number,
  keys: readonly K[],
  at: string,
): Promise<Partial<Record<K, string>>> => {
  const rows = (
    await sql<{ key: K; value: string | null }>`
      SELECT DISTINCT ON (c.key) c.key AS key, r.document::jsonb ->> 'value' AS value
        FROM rm.configurations c
        JOIN rm.revisions r ON r.model = ${CONFIGURATION_RESOURCE.category} AND r."documentId" = c.id
       WHERE c."countryId" = ${countryId} AND c.key IN (${sql.join(keys)}) AND r."createdAt" <= ${at}
       ORDER BY c.key, r.revision DESC`.execute(db)
  ).rows;
  return Object.fromEntries(rows.flatMap((r) => (r.value === null ? [] : [[r.key, r.value]]))) as Partial<
    Record<K, string>
  >;
};

/** The time slots a request in the country may take now (its timeSlots configuration; the spec's by default). */
export const countryTimeSlots = async (store: EventStore, countryId: number | null | undefined) =>
  parseTimeSlots(countryId == null ? undefined : await configurationValue(store, countryId, 'timeSlots'));
