import 'reflect-metadata';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { comparePositions, START } from '@console/contracts';
import { ConfigError, loadConfig } from '@console/infra';
import { createApp } from './app/create-app.js';
import { rolesFrom, startInfrastructure } from './app/start-infrastructure.js';
import { START_ORDERS, seedDemo } from './seed/seed.js';
import { DEMO_STORAGES, seedStorages } from './seed/seed-storages.js';
import { DEMO_REQUESTS, seedRequests } from './seed/seed-requests.js';

const here = path.dirname(fileURLToPath(import.meta.url));

/** `npm start`: the whole console in one process (ROLES selects api, projector, relay for compose). */
const main = async (): Promise<void> => {
  const config = loadConfig();
  const roles = rolesFrom(process.env['ROLES']);
  const started = await startInfrastructure(config, roles);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`[console] ${signal}: stopping`);
    await app?.close();
    await started.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  const app = roles.has('api') ? await createApp(started.infra, path.resolve(here, '../../web/dist')) : undefined;
  if (app) {
    await app.init();
    const empty = comparePositions(await started.infra.store.committedHeadPosition(), START) === 0;
    const seeding = empty && config.seedOnEmpty;
    if (seeding) {
      console.log('[console] empty event store: seeding demo data by issuing commands');
      if (process.env['NODE_ENV'] === 'production') {
        console.warn('[console] SEED_ON_EMPTY=true in production: the demo users (admin@demo.test ...) share the published demo password; change or deactivate them');
      }
      const t0 = Date.now();
      await seedDemo(app, started.infra, { customers: 500, orders: START_ORDERS, warehouses: true });
      console.log(`[console] demo users, leads, orders and warehouses made in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
    }
    await app.listen(config.port, '0.0.0.0');
    console.log(`[console] http://localhost:${config.port}  (API docs: /api/docs, health: /healthz)`);
    // The 50,000 storages and 20,000 requests take a few minutes: the console is usable meanwhile, and they
    // appear as they are made (`npm run seed` tops up a store that was stopped half-way).
    if (seeding) {
      const t0 = Date.now();
      try {
        await seedStorages(app, started.infra, { storages: DEMO_STORAGES, concurrency: 32 });
        await seedRequests(app, started.infra, { requests: DEMO_REQUESTS, concurrency: 32 });
        console.log(`[console] demo storages and requests made in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
      } catch (e) {
        if (!closing) console.error('[console] demo storages/requests stopped:', e);
      }
    }
  }
};

main().catch((e) => {
  // A refused configuration is one clear line (what to set), not a stack trace.
  if (e instanceof ConfigError) console.error(`[console] ${e.message}`);
  else console.error(e);
  process.exit(1);
});
