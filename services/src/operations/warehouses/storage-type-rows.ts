import { storageTypeStatus } from '@console/contracts';
import type { ReadModels } from '@console/projections';
import { sql, type Kysely } from 'kysely';

type Row = Record<string, unknown>;

/** The STORAGES context's read models exist once their migrations ran; remembered once seen (they are never dropped). */
const withStorages = new WeakSet<Kysely<ReadModels>>();
const storagesReady = async (db: Kysely<ReadModels>): Promise<boolean> => {
  if (withStorages.has(db)) return true;
  const r = await sql<{ t: string | null }>`SELECT to_regclass('rm.storage_type_firsts')::text AS t`.execute(db);
  if (r.rows[0]?.t == null) return false;
  withStorages.add(db);
  return true;
};

/**
 * What a storage type row carries beside its own columns (spec 3 §3 storageCount, spec 3 §4 status), from the
 * STORAGES context's read models, for a whole page in one query: the count of its storages (rm.storage_counts) and
 * its status (its first storage's, rm.storage_type_firsts, for an inventory type). The list call and the generic
 * calls answer the same row (a query may read any read model; only projections keep to their own tables).
 */
export const storageTypeRows = async (db: Kysely<ReadModels>, rows: readonly Row[]): Promise<Row[]> => {
  const ids = rows.map((r) => Number(r['id']));
  const facts = new Map<number, { storageCount: number; firstStorageStatus: string | null }>();
  if (ids.length > 0 && (await storagesReady(db))) {
    const found = await sql<{ id: number; storageCount: number; firstStorageStatus: string | null }>`
      SELECT t.id, coalesce(c.n, 0)::int AS "storageCount", f.status AS "firstStorageStatus"
        FROM unnest(${sql.val(ids)}::int[]) AS t(id)
        LEFT JOIN rm.storage_type_firsts f ON f."storagetypeId" = t.id
        LEFT JOIN (SELECT value, sum(n) AS n FROM rm.storage_counts
                    WHERE "column" = 'storagetypeId' AND value = ANY(${sql.val(ids.map(String))}::text[]) GROUP BY value) c
               ON c.value = t.id::text`.execute(db);
    for (const f of found.rows) facts.set(f.id, f);
  }
  return rows.map((r) => {
    const f = facts.get(Number(r['id']));
    return {
      ...r,
      storageCount: f?.storageCount ?? 0,
      status: storageTypeStatus({
        inventory: r['inventory'] === true,
        firstStorageStatus: f?.firstStorageStatus ?? null,
      }),
    };
  });
};
