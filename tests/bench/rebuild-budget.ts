import { createEventStore, createPool, type EventStore } from '@console/infra';
import {
  allMigrations,
  allProjections,
  migrateReadModels,
  rebuildProjections,
  type ReadModels,
} from '@console/projections';
import { Kysely, PostgresDialect } from 'kysely';
import { thousands, type BudgetRow } from './budget-row.js';

/**
 * Budget 2: the users read model emptied and replayed from START over the whole store (what
 * `npm run projections:rebuild users` does), with nothing else running on the database.
 */
export const measureRebuild = async (
  databaseUrl: string,
  customers: number,
  log: (line: string) => void,
): Promise<BudgetRow> => {
  const pool = createPool(databaseUrl, 4);
  const db = new Kysely<ReadModels>({ dialect: new PostgresDialect({ pool }) });
  let store: EventStore | undefined;
  try {
    store = await createEventStore({ pool });
    await migrateReadModels(db, allMigrations());
    log('rebuild: users projection from START');
    const result = await rebuildProjections({ store, db, projections: allProjections(), names: ['users'] });
    const users = result.projections.find((p) => p.name === 'users');
    if (!users) throw new Error('the rebuild did not run the users projection');
    const seconds = result.ms / 1000;
    const rate = users.eventsRead / seconds;
    return {
      budget: '2. Rebuild of the users read model',
      target: '≥ 10,000 events/s',
      measured: `${thousands(rate)} events/s`,
      pass: rate >= 10_000,
      notes:
        `${thousands(users.eventsRead)} events read, ${thousands(users.eventsApplied)} applied ` +
        `(${thousands(users.eventsApplied / seconds)}/s) in ${seconds.toFixed(1)} s; ` +
        `store of ${thousands(customers)} customers`,
    };
  } finally {
    await store?.close().catch(() => undefined);
    await db.destroy();
  }
};
