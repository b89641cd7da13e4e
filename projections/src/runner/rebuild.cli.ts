import path from 'node:path';
import {
  createEventStore,
  createPool,
  loadConfig,
  startEmbeddedPostgres,
  type EventStore,
  type RunningPostgres,
} from '@console/infra';
import { Kysely, PostgresDialect } from 'kysely';
import { allMigrations, allProjections } from '../all-projections.js';
import { migrateReadModels } from '../migrations/read-model-migrations.js';
import type { ReadModels } from '../read-models.js';
import { rebuildProjections, selectProjections } from './rebuild.js';
import type { CatchUpResult } from './projector.js';

const report = (result: CatchUpResult): void => {
  const seconds = result.ms / 1000;
  // Every projection reads the whole log; the log's length is what the largest of them read.
  const events = Math.max(0, ...result.projections.map((p) => p.eventsRead));
  for (const p of result.projections)
    console.log(`  ${p.name}: ${p.eventsRead} events read, ${p.eventsApplied} applied`);
  console.log(
    `Replayed ${events} events into ${result.projections.length} projection(s) in ${seconds.toFixed(2)} s ` +
      `(${Math.round(events / Math.max(seconds, 0.001))} events/s).`,
  );
};

/**
 * `npm run projections:rebuild [name...]`: rebuilds the named read models (all when none is named) from START to
 * the head, on DATABASE_URL or, unset, on the embedded PostgreSQL in .data/pg (stop `npm start` first: one server
 * per data folder). A projector running elsewhere meanwhile is safe: it picks up from the reset checkpoints.
 */
const main = async (names: readonly string[]): Promise<void> => {
  const config = loadConfig();
  const projections = selectProjections(allProjections(), names); // fail on a typo before starting anything
  if (projections.length === 0) {
    console.log('No projections are registered (projections/src/all-projections.ts): nothing to rebuild.');
    return;
  }
  let embedded: RunningPostgres | undefined;
  let db: Kysely<ReadModels> | undefined;
  let store: EventStore | undefined;
  try {
    const url = config.databaseUrl ?? (embedded = await startEmbeddedPostgres(path.join(config.dataDir, 'pg'))).url;
    const pool = createPool(url);
    db = new Kysely<ReadModels>({ dialect: new PostgresDialect({ pool }) });
    // The events: EventStoreDB when EVENTSTORE_URL is set, else the `es` schema of this database (ARCHITECTURE §4).
    store = await createEventStore({ eventStoreUrl: config.eventStoreUrl, pool });
    await migrateReadModels(db, allMigrations());
    console.log(`Rebuilding ${projections.map((p) => `${p.name} v${p.version}`).join(', ')} ...`);
    report(await rebuildProjections({ store, db, projections, names: projections.map((p) => p.name) }));
  } finally {
    await store?.close().catch(() => undefined); // leaves the pool open: it is the read models' too
    await db?.destroy(); // ends the pool
    await embedded?.stop();
  }
};

main(process.argv.slice(2)).then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
