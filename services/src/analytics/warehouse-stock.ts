import type { ReadModels } from '@console/projections';
import { sql, type Kysely } from 'kysely';
import { keyCounts, type FactScope } from './analytics.queries.js';

/** What one warehouse holds at a day's end: storages checked in and not out, their CBM, and its capacity's use. */
export interface WarehouseStock {
  readonly key: string;
  readonly label: string;
  readonly count: number;
  readonly size: number;
}

/** Every warehouse's stock at the end of `day`, from the storages' check-in and check-out facts. */
export const warehouseStock = async (
  db: Kysely<ReadModels>,
  scope: FactScope,
  day: string,
): Promise<WarehouseStock[]> => {
  const [inCount, outCount, inSize, outSize] = await Promise.all([
    keyCounts(db, scope, 'storage.in', { to: day }),
    keyCounts(db, scope, 'storage.out', { to: day }),
    keyCounts(db, scope, 'storage.in', { to: day }, 'size'),
    keyCounts(db, scope, 'storage.out', { to: day }, 'size'),
  ]);
  const keys = [...inCount.keys()].filter((k) => k !== '');
  const ids = keys.map(Number);
  const names = new Map<string, string>();
  if (ids.length > 0) {
    const { rows } = await sql<{ id: number; name: string }>`
      SELECT id, name FROM rm.warehouses WHERE id = ANY(${ids}::int[])`.execute(db);
    for (const r of rows) names.set(String(r.id), r.name);
  }
  return keys
    .map((key) => ({
      key,
      label: names.get(key) ?? key,
      count: (inCount.get(key) ?? 0) - (outCount.get(key) ?? 0),
      size: Math.round(((inSize.get(key) ?? 0) - (outSize.get(key) ?? 0)) * 1000) / 1000,
    }))
    .filter((w) => w.count !== 0 || w.size !== 0)
    .sort((a, b) => a.label.localeCompare(b.label));
};
