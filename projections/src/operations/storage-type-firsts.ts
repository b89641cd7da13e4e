import { sql, type Transaction } from 'kysely';
import type { ReadModels } from '../read-models.js';

/** What a batch of storage rows did that may change a storage type's first storage. */
export interface FirstsTouched {
  /** Types that gained a storage (created with it, or moved to it). */
  readonly types: Set<number>;
  /** Storages whose status or type changed: when one is a type's first, that type is read again. */
  readonly storages: Set<number>;
}

export const newFirstsTouched = (): FirstsTouched => ({ types: new Set(), storages: new Set() });

/** Notes one written storage row: `columns` is the whole row of an insert, the changed columns of an update. */
export const touchFirsts = (
  touched: FirstsTouched,
  id: number,
  kind: 'insert' | 'update',
  columns: Readonly<Record<string, unknown>>,
): void => {
  const type = columns['storagetypeId'];
  if (typeof type === 'number') touched.types.add(type);
  if (kind === 'update' && ('status' in columns || 'storagetypeId' in columns)) touched.storages.add(id);
};

/**
 * rm.storage_type_firsts after the batch's rows are written: each touched type's first storage (lowest id) and its
 * status, read from rm.storages through its ("storagetypeId", id) index, one row a type; a type left without
 * storages loses its row. One statement a batch, whatever its size.
 */
export const keepStorageTypeFirsts = async (trx: Transaction<ReadModels>, touched: FirstsTouched): Promise<void> => {
  if (touched.types.size === 0 && touched.storages.size === 0) return;
  const types = sql.val([...touched.types]);
  const storages = sql.val([...touched.storages]);
  await sql`
    WITH affected AS (
      SELECT unnest(${types}::int[]) AS id
      UNION
      SELECT "storagetypeId" FROM rm.storage_type_firsts WHERE "storageId" = ANY(${storages}::int[])
    ), firsts AS (
      SELECT a.id AS "storagetypeId", f.id AS "storageId", f.status
        FROM affected a
        CROSS JOIN LATERAL (SELECT s.id, s.status FROM rm.storages s WHERE s."storagetypeId" = a.id ORDER BY s.id LIMIT 1) f
    ), emptied AS (
      DELETE FROM rm.storage_type_firsts
       WHERE "storagetypeId" IN (SELECT id FROM affected) AND "storagetypeId" NOT IN (SELECT "storagetypeId" FROM firsts)
    )
    INSERT INTO rm.storage_type_firsts ("storagetypeId", "storageId", status)
    SELECT "storagetypeId", "storageId", status FROM firsts
    ON CONFLICT ("storagetypeId") DO UPDATE SET "storageId" = excluded."storageId", status = excluded.status
     WHERE (rm.storage_type_firsts."storageId", rm.storage_type_firsts.status) IS DISTINCT FROM (excluded."storageId", excluded.status)`.execute(
    trx,
  );
  touched.types.clear();
  touched.storages.clear();
};
