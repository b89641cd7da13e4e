import { ALL_RESOURCES, resourceEventTypes, type AnyResourceDefinition } from '@console/contracts';
import { sql } from 'kysely';
import type { ReadModels } from '../read-models.js';
import type { Projection } from '../core/projection.js';

interface ResourceEventData {
  readonly id: number;
  readonly record?: Readonly<Record<string, unknown>>;
  readonly changes?: Readonly<Record<string, unknown>>;
}

/** The read table of a simple resource: `rm.<table>`, columns named as the record's fields. */
export const resourceTable = (spec: Pick<AnyResourceDefinition, 'table'>) => `rm.${spec.table}` as const;

/**
 * One projection for the tables of the given simple resources: Created inserts the record, Updated sets the
 * changed fields, Deleted removes the row. A resource needs nothing here beyond its table's migration.
 */
export const resourceTableProjection = (
  name: string,
  version: number,
  resources: readonly AnyResourceDefinition[],
): Projection<ReadModels> => {
  const byType = new Map<string, { spec: AnyResourceDefinition; kind: 'created' | 'updated' | 'deleted' }>();
  for (const spec of resources) {
    const types = resourceEventTypes(spec);
    byType.set(types.created, { spec, kind: 'created' });
    byType.set(types.updated, { spec, kind: 'updated' });
    byType.set(types.deleted, { spec, kind: 'deleted' });
  }
  return {
    name,
    version,
    handles: [...byType.keys()],
    tables: resources.map(resourceTable),
    async apply(trx, event) {
      const target = byType.get(event.type);
      if (!target) return;
      const data = event.data as ResourceEventData;
      const table = sql.table(resourceTable(target.spec));
      const at = event.metadata.occurredAt;
      if (target.kind === 'deleted') {
        await sql`DELETE FROM ${table} WHERE id = ${data.id}`.execute(trx);
        return;
      }
      const fields: Record<string, unknown> =
        target.kind === 'created'
          ? { ...data.record, id: data.id, createdAt: at, updatedAt: at }
          : { ...data.changes, updatedAt: at };
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

/**
 * The tables of every simple resource whose definition has no projection of its own (warehouses, locations and
 * addresses have: figures from other streams). Its name and version are the ones its checkpoint had when it was
 * the catalogue's projection, so moving it rebuilt nothing.
 */
export const resourceTablesProjection = (): Projection<ReadModels> =>
  resourceTableProjection(
    'catalogue',
    2,
    ALL_RESOURCES.filter((r) => r.ownProjection !== true),
  );
