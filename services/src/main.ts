import 'reflect-metadata';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { comparePositions, START } from '@console/contracts';
import { loadConfig } from '@console/infra';
import { createApp } from './app/create-app.js';
import { rolesFrom, startInfrastructure } from './app/start-infrastructure.js';
import { START_ORDERS, seedDemo } from './seed/seed.js';

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
    if (empty && config.seedOnEmpty) {
      console.log('[console] empty event store: seeding demo data by issuing commands');
      const t0 = Date.now();
      await seedDemo(app, started.infra, { customers: 500, orders: START_ORDERS });
      console.log(`[console] demo data made in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
    }
    await app.listen(config.port, '0.0.0.0');
    console.log(`[console] http://localhost:${config.port}  (API docs: /api/docs, health: /healthz)`);
  }
};

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
