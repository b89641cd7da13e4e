import {
  CATALOGUE_RESOURCES,
  catalogueEventTypes,
  hasOwnProjection,
  type CatalogueResourceName,
} from '@console/contracts';
import { sql } from 'kysely';
import type { ReadModels } from '../read-models.js';
import type { Projection } from '../runner/projection.js';

/** The read table of each catalogue resource: `rm.<resource name>`, columns named as the record's fields. */
export const catalogueTable = (resource: CatalogueResourceName) => `rm.${CATALOGUE_RESOURCES[resource].table}` as const;

interface CatalogueEventData {
  readonly id: number;
  readonly record?: Readonly<Record<string, unknown>>;
  readonly changes?: Readonly<Record<string, unknown>>;
}

/**
 * One projection for every generic catalogue resource: Created inserts the record, Updated sets the changed
 * fields, Deleted removes the row. A resource added to CATALOGUE_RESOURCES (and its table) needs nothing here.
 */
export const catalogueProjection = (): Projection<ReadModels> => {
  // Warehouses and locations have a projection of their own (volumes from check-ins, location counts).
  const generic = (Object.keys(CATALOGUE_RESOURCES) as CatalogueResourceName[]).filter((r) => !hasOwnProjection(r));
  const byType = new Map<string, { resource: CatalogueResourceName; kind: 'created' | 'updated' | 'deleted' }>();
  for (const resource of generic) {
    const types = catalogueEventTypes(resource);
    byType.set(types.created, { resource, kind: 'created' });
    byType.set(types.updated, { resource, kind: 'updated' });
    byType.set(types.deleted, { resource, kind: 'deleted' });
  }
  return {
    name: 'catalogue',
    version: 2,
    handles: [...byType.keys()],
    tables: generic.map(catalogueTable),
    async apply(trx, event) {
      const target = byType.get(event.type);
      if (!target) return;
      const data = event.data as CatalogueEventData;
      const table = sql.table(catalogueTable(target.resource));
      const at = event.metadata.occurredAt;
      if (target.kind === 'deleted') {
        await sql`DELETE FROM ${table} WHERE id = ${data.id}`.execute(trx);
        return;
      }
      const fields: Record<string, unknown> =
        target.kind === 'created' ? { ...data.record, id: data.id, createdAt: at, updatedAt: at } : { ...data.changes, updatedAt: at };
      const columns = Object.keys(fields);
      if (target.kind === 'created') {
        await sql`INSERT INTO ${table} (${sql.join(columns.map((c) => sql.ref(c)))})
                  VALUES (${sql.join(columns.map((c) => fields[c]))}) ON CONFLICT (id) DO NOTHING`.execute(trx);
      } else {
        await sql`UPDATE ${table} SET ${sql.join(columns.map((c) => sql`${sql.ref(c)} = ${fields[c]}`))}
                  WHERE id = ${data.id}`.execute(trx);
      }
    },
  };
};
