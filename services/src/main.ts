import { inspect } from 'node:util';
import 'reflect-metadata';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { comparePositions, START } from '@console/contracts';
import { ConfigError, loadConfig } from '@console/infra';
import { createApp } from './app/create-app.js';
import { rolesFrom, startInfrastructure } from './app/start-infrastructure.js';
import { seedFirstStart } from './seed/first-start-seed.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const startedAt = performance.now();
/** Start-up lines say how long since the process began: what a newcomer waiting for the console wants to know. */
const log = (line: string) => console.log(`[start] ${line}`);
const sinceStart = () => `${((performance.now() - startedAt) / 1000).toFixed(1)} s since start`;

/**
 * `npm start`: the whole console in one process (ROLES selects api, projector, relay for compose). The port opens
 * as soon as the API is built; on an empty store the demo data is made after that, while the console answers
 * (first-start-seed.ts), so a newcomer signs in within seconds and watches the lists fill.
 */
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
  if (!app) return;
  await app.init();
  const empty = comparePositions(await started.infra.store.committedHeadPosition(), START) === 0;
  const seeding = empty && config.seedOnEmpty;
  let rest: Promise<void> = Promise.resolve();
  if (seeding) {
    log('empty event store: making the demo data by commands; the console answers once the demo sign-ins exist');
    if (process.env['NODE_ENV'] === 'production') {
      console.warn(
        '[start] SEED_ON_EMPTY=true in production: the demo users (admin@demo.test ...) share the published demo password; change or deactivate them',
      );
    }
    // The port opens once the demo sign-ins exist (a few seconds), so whoever sees the console can sign in; the
    // rest of the demo data follows while the console answers.
    let signInsReady: () => void = () => undefined;
    const ready = new Promise<void>((resolve) => (signInsReady = resolve));
    rest = seedFirstStart(started, log, signInsReady).catch((e: unknown) => {
      if (!closing) console.error('[start] demo data stopped (npm run seed tops it up):', inspect(e, { depth: 8 }));
      signInsReady();
    });
    await ready;
  }
  await app.listen(config.port, '0.0.0.0');
  started.notifier?.attachToConsole(`http://localhost:${config.port}`);
  log(`console listening on http://localhost:${config.port} (API docs: /api/docs, health: /healthz) (${sinceStart()})`);
  await rest;
};

main().catch((e) => {
  // A refused configuration is one clear line (what to set), not a stack trace.
  if (e instanceof ConfigError) console.error(`[console] ${e.message}`);
  else console.error(e);
  process.exit(1);
});
