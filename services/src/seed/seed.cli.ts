import { inspect } from 'node:util';
import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { GroupCommitEventStore, loadConfig } from '@console/infra';
import cliProgress from 'cli-progress';
import { AppModule } from '../app/app.module.js';
import { startInfrastructure } from '../app/start-infrastructure.js';
import { DEMO_ORDERS, seedDemo } from './seed.js';
import { DEMO_STORAGES } from './seed-storages.js';
import { DEMO_REQUESTS } from './seed-requests.js';
import { listExistingStorages } from '../operations/list-existing-storages.js';

const wholeNumber = (flag: string, fallback: number): number => {
  const arg = process.argv.indexOf(flag);
  const n = arg >= 0 ? Number(process.argv[arg + 1]) : fallback;
  if (!Number.isInteger(n) || n < 0) throw new Error(`${flag} takes a whole number`);
  return n;
};

/**
 * `npm run seed [-- --customers N] [--orders N] [--storages N] [--requests N]`: demo data by commands (500 customers
 * and 5,000 leads and orders unless told), then waits until the read models have it. (The accounting bench's invoices
 * are the bench's own: `npm run bench -- --only accounting --invoices N`, tests/bench/seed-bench-invoices.ts.)
 * `npm run seed -- --list-storages` only lists the storages of a database older than the customers' storage
 * listings (list-existing-storages.ts), so that billing finds them.
 */
const main = async () => {
  if (process.argv.includes('--list-storages')) return listStorages();
  if (process.argv.includes('--invoices'))
    throw new Error("--invoices is the accounting bench's: npm run bench -- --only accounting --invoices N");
  const customers = wholeNumber('--customers', 500);
  const orders = wholeNumber('--orders', DEMO_ORDERS);
  const storages = wholeNumber('--storages', DEMO_STORAGES);
  const requests = wholeNumber('--requests', DEMO_REQUESTS);
  const started = await startInfrastructure(loadConfig(), new Set(['projector']));
  // Appends issued together commit together (first-start-seed.ts says why); EventStoreDB takes them one by one.
  const infra =
    started.infra.store.kind === 'postgresql'
      ? { ...started.infra, store: await GroupCommitEventStore.over(started.infra.store, started.infra.pool) }
      : started.infra;
  const app = await NestFactory.createApplicationContext(AppModule.forRoot(infra), { logger: ['error', 'warn'] });
  // The customers come first, then the orders: one bar after the other.
  const bar = (what: string) =>
    new cliProgress.SingleBar(
      { format: `${what} [{bar}] {value}/{total} {percentage}% eta {eta_formatted}` },
      cliProgress.Presets.shades_classic,
    );
  const customerBar = bar('customers');
  const orderBar = bar('orders');
  customerBar.start(customers, 0);
  let ordersStarted = false;
  const t0 = performance.now();
  await seedDemo(app, infra, {
    customers,
    orders,
    warehouses: true,
    storages,
    accounting: orders > 0,
    notes: true,
    storageConcurrency: 64,
    requests,
    requestConcurrency: 32,
    concurrency: 16,
    orderConcurrency: 64,
    onProgress: (done) => customerBar.update(done),
    onOrderProgress: (done) => {
      if (!ordersStarted) {
        customerBar.stop();
        orderBar.start(orders, done);
        ordersStarted = true;
      }
      orderBar.update(done);
    },
  });
  if (ordersStarted) orderBar.stop();
  else customerBar.stop();
  // The read models, and the tasks the demo's orders asked for (the task recorder runs with the projector).
  await started.settle(10 * 60_000);
  console.log(
    `seeded ${customers} customers and ${orders} leads and orders in ${((performance.now() - t0) / 1000).toFixed(1)} s (read models caught up)`,
  );
  await app.close();
  await started.stop();
};

const listStorages = async () => {
  const started = await startInfrastructure(loadConfig(), new Set([]));
  const store =
    started.infra.store.kind === 'postgresql'
      ? await GroupCommitEventStore.over(started.infra.store, started.infra.pool)
      : started.infra.store;
  console.log(`listed ${await listExistingStorages(store)} storages on their customers' streams`);
  await started.stop();
};

main().catch((e) => {
  console.error(inspect(e, { depth: 8 }));
  process.exit(1);
});
