import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { loadConfig } from '@console/infra';
import cliProgress from 'cli-progress';
import { AppModule } from '../app/app.module.js';
import { startInfrastructure } from '../app/start-infrastructure.js';
import { seedDemo } from './seed.js';

/** `npm run seed [-- --customers N]`: demo data by commands, then waits until the read models have it. */
const main = async () => {
  const arg = process.argv.indexOf('--customers');
  const customers = arg >= 0 ? Number(process.argv[arg + 1]) : 500;
  if (!Number.isInteger(customers) || customers < 0) throw new Error('--customers takes a whole number');
  const started = await startInfrastructure(loadConfig(), new Set(['projector']));
  const app = await NestFactory.createApplicationContext(AppModule.forRoot(started.infra), { logger: ['error', 'warn'] });
  const bar = new cliProgress.SingleBar({ format: 'customers [{bar}] {value}/{total} {percentage}% eta {eta_formatted}' }, cliProgress.Presets.shades_classic);
  bar.start(customers, 0);
  const t0 = performance.now();
  await seedDemo(app, started.infra, { customers, concurrency: 16, onProgress: (done) => bar.update(done) });
  bar.stop();
  const head = await started.infra.store.committedHeadPosition();
  await started.infra.readModels.waitFor(head, 10 * 60_000);
  console.log(`seeded ${customers} customers in ${((performance.now() - t0) / 1000).toFixed(1)} s (read models caught up)`);
  await app.close();
  await started.stop();
};

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
