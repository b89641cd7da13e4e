import { catalogueEventTypes } from '@console/contracts';
import { sql, type RawBuilder, type Transaction } from 'kysely';
import type { ReadModels } from '../read-models.js';
import type { Projection } from '../core/projection.js';

const WAREHOUSE = catalogueEventTypes('warehouses');
const LOCATION = catalogueEventTypes('locations');

type Fields = Readonly<Record<string, unknown>>;
interface CatalogueData {
  readonly id: number;
  readonly record?: Fields;
  readonly changes?: Fields;
}
/** The payloads of operations-shared.md, as far as locations need them. */
interface CheckedIn {
  readonly storageId: number;
  readonly warehouseId: number;
  readonly locationId: number | null;
  readonly size: number;
}

const WAREHOUSE_COLUMNS = [
  'name',
  'code',
  'partnerId',
  'cityId',
  'countryId',
  'users',
  'isActive',
  'inLocationId',
  'outLocationId',
  'sizeSqm',
];
const LOCATION_COLUMNS = [
  'warehouseId',
  'countryId',
  'path',
  'area',
  'aisle',
  'x',
  'y',
  'z',
  'width',
  'height',
  'length',
  'capacity',
];

const pick = (fields: Fields, columns: readonly string[]): Record<string, unknown> =>
  Object.fromEntries(Object.entries(fields).filter(([k]) => columns.includes(k)));

const insert = (trx: Transaction<ReadModels>, table: string, row: Record<string, unknown>) => {
  const cols = Object.keys(row);
  return sql`INSERT INTO ${sql.table(table)} (${sql.join(cols.map((c) => sql.ref(c)))}) VALUES (${sql.join(cols.map((c) => row[c]))})
             ON CONFLICT (id) DO NOTHING`.execute(trx);
};
const update = (trx: Transaction<ReadModels>, table: string, id: number, row: Record<string, unknown>) =>
  sql`UPDATE ${sql.table(table)} SET ${sql.join(Object.keys(row).map((c) => sql`${sql.ref(c)} = ${row[c]}`))} WHERE id = ${id}`.execute(
    trx,
  );

const countLocation = (trx: Transaction<ReadModels>, warehouseId: number, by: 1 | -1) =>
  sql`UPDATE rm.warehouses SET "locationCount" = "locationCount" + ${by} WHERE id = ${warehouseId}`.execute(trx);

/** Volumes to 8 decimals (spec 2 §9's size precision): sums of sizes never drift to 0.19999999999999996. */
const volume = (expression: RawBuilder<unknown>) => sql`round((${expression})::numeric, 8)::double precision`;

/** Takes a storage out of the location it sits in, if any (a check-out, or a check-in elsewhere). */
const release = async (trx: Transaction<ReadModels>, storageId: number): Promise<void> => {
  const gone = await sql<{ locationId: number; size: number }>`
    DELETE FROM rm.location_storages WHERE "storageId" = ${storageId} RETURNING "locationId", size`.execute(trx);
  const row = gone.rows[0];
  if (!row) return;
  await sql`UPDATE rm.locations SET "usedVolume" = ${volume(sql`"usedVolume" - ${row.size}`)}, "freeVolume" = ${volume(sql`capacity - ("usedVolume" - ${row.size})`)},
            "storageCount" = "storageCount" - 1, "storageIds" = array_remove("storageIds", ${storageId}) WHERE id = ${row.locationId}`.execute(
    trx,
  );
};

/**
 * rm.warehouses and rm.locations (operations-shared.md): the records of the generic Warehouse and Location events,
 * a warehouse's locationCount kept as its locations come and go, and each location's usedVolume, freeVolume
 * (capacity − used), storageCount and storageIds from StorageCheckedIn / StorageCheckedOut.
 */
export const warehousesProjection: Projection<ReadModels> = {
  name: 'warehouses',
  version: 1,
  handles: [
    ...Object.values(WAREHOUSE),
    ...Object.values(LOCATION),
    'StorageCheckedIn',
    'StorageLocated',
    'StorageCheckedOut',
  ],
  tables: ['rm.warehouses', 'rm.locations', 'rm.location_storages'],
  async apply(trx, event) {
    const at = event.metadata.occurredAt;
    const d = event.data as CatalogueData;
    switch (event.type) {
      case WAREHOUSE.created:
        await insert(trx, 'rm.warehouses', {
          ...pick(d.record ?? {}, WAREHOUSE_COLUMNS),
          id: d.id,
          createdAt: at,
          updatedAt: at,
        });
        return;
      case WAREHOUSE.updated:
        await update(trx, 'rm.warehouses', d.id, { ...pick(d.changes ?? {}, WAREHOUSE_COLUMNS), updatedAt: at });
        return;
      case WAREHOUSE.deleted:
        await sql`DELETE FROM rm.warehouses WHERE id = ${d.id}`.execute(trx);
        return;
      case LOCATION.created: {
        const row = pick(d.record ?? {}, LOCATION_COLUMNS);
        const capacity = typeof row.capacity === 'number' ? row.capacity : 0;
        await insert(trx, 'rm.locations', { ...row, id: d.id, freeVolume: capacity, createdAt: at, updatedAt: at });
        // A location made without a country is in its warehouse's.
        if (row.countryId === null || row.countryId === undefined) {
          await sql`UPDATE rm.locations l SET "countryId" = w."countryId" FROM rm.warehouses w WHERE l.id = ${d.id} AND w.id = l."warehouseId"`.execute(
            trx,
          );
        }
        if (typeof row.warehouseId === 'number') await countLocation(trx, row.warehouseId, 1);
        return;
      }
      case LOCATION.updated: {
        const changes = pick(d.changes ?? {}, LOCATION_COLUMNS);
        const before = await sql<{
          warehouseId: number;
        }>`SELECT "warehouseId" FROM rm.locations WHERE id = ${d.id}`.execute(trx);
        await update(trx, 'rm.locations', d.id, { ...changes, updatedAt: at });
        if ('capacity' in changes)
          await sql`UPDATE rm.locations SET "freeVolume" = ${volume(sql`capacity - "usedVolume"`)} WHERE id = ${d.id}`.execute(
            trx,
          );
        const old = before.rows[0]?.warehouseId;
        if (typeof changes.warehouseId === 'number' && old !== undefined && old !== changes.warehouseId) {
          await countLocation(trx, old, -1);
          await countLocation(trx, changes.warehouseId, 1);
        }
        return;
      }
      case LOCATION.deleted: {
        const gone = await sql<{
          warehouseId: number;
        }>`DELETE FROM rm.locations WHERE id = ${d.id} RETURNING "warehouseId"`.execute(trx);
        const w = gone.rows[0]?.warehouseId;
        if (w !== undefined) await countLocation(trx, w, -1);
        await sql`DELETE FROM rm.location_storages WHERE "locationId" = ${d.id}`.execute(trx);
        return;
      }
      case 'StorageCheckedIn':
      case 'StorageLocated': {
        // A storage sits in one location at most: where it was is released first (a move, or IN → a location).
        const c = event.data as CheckedIn;
        await release(trx, c.storageId);
        if (c.locationId === null) return;
        const size = Number.isFinite(c.size) ? c.size : 0;
        const placed =
          await sql`UPDATE rm.locations SET "usedVolume" = ${volume(sql`"usedVolume" + ${size}`)}, "freeVolume" = ${volume(sql`capacity - ("usedVolume" + ${size})`)},
                  "storageCount" = "storageCount" + 1, "storageIds" = array_append("storageIds", ${c.storageId}) WHERE id = ${c.locationId}`.execute(
            trx,
          );
        if (Number(placed.numAffectedRows ?? 0) > 0) {
          await sql`INSERT INTO rm.location_storages ("storageId", "locationId", "warehouseId", size)
                    VALUES (${c.storageId}, ${c.locationId}, ${c.warehouseId}, ${size})`.execute(trx);
        }
        return;
      }
      case 'StorageCheckedOut':
        await release(trx, (event.data as CheckedIn).storageId);
        return;
    }
  },
};
