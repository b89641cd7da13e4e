import { allProjections, rebuildProjections } from '@console/projections';
import type { TestApp } from './test-app.js';

/**
 * Rebuilds the named projections of a suite's app from the event log (batched, or `batchSize` events at a time) and
 * answers the names the rebuild ran: every "rebuild == live" test starts so.
 */
export const rebuild = async (app: TestApp, names: readonly string[], batchSize?: number): Promise<string[]> => {
  const result = await rebuildProjections({
    store: app.infra.store,
    db: app.infra.db,
    projections: allProjections(),
    names: [...names],
    ...(batchSize === undefined ? {} : { batchSize }),
  });
  return result.projections.map((p) => p.name);
};

/** Tables' rows equal to the live ones, compared table by table so that a failure names its table. */
export const expectSameTables = (
  tables: readonly string[],
  rows: readonly unknown[],
  live: readonly unknown[],
): void => {
  for (const [i, table] of tables.entries()) expect({ table, rows: rows[i] }).toEqual({ table, rows: live[i] });
};
