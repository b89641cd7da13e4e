import {
  CONFIGURATION_RESOURCE,
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
