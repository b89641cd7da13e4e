import { NestFactory } from '@nestjs/core';
import { GroupCommitEventStore } from '@console/infra';
import { AppModule } from '../app/app.module.js';
import type { Started } from '../app/start-infrastructure.js';
import type { Infrastructure } from '../core/infrastructure.js';
import { demoDataProgress } from './demo-data-progress.js';
import { seedCatalogue, seedCustomers, seedStaffUsers, START_ORDERS } from './seed.js';
import { FIRST_ACCOUNTING, REST_ACCOUNTING, seedAccounting } from './seed-accounting.js';
import { seedAffiliateInvoices } from './seed-affiliate-invoices.js';
import { seedOrders } from './seed-orders.js';
import { DEMO_STORAGES, seedStorages } from './seed-storages.js';
import { DEMO_REQUESTS, seedRequests } from './seed-requests.js';
import { seedWarehouses } from './seed-warehouses.js';
import { seedTeams } from './seed-teams.js';
import { seedNotes } from './seed-notes.js';
import { LagPace } from './seed-pace.js';

/** The demo customers of `npm start`. */
export const START_CUSTOMERS = 500;

/**
 * The first part of each kind, made before the large part (docs/decisions.md, First start): enough for every
 * screen. The requests are the last ones planned, those dated from a month before the demo's today to two months
 * after, so the calendar, Jobs (today) and Pending Requests have rows.
 */
export const FIRST_PART = { orders: 1_000, storages: 2_000, requests: 2_500 } as const;

/** Records worked at once: each waits on its commit, which it shares with the others (group commit). */
const CONCURRENCY = 128;
const PROGRESS_EVERY_MS = 10_000;
/**
 * The seed pauses when the read models (or the task recorder, or the storage mover) have not reached what was
 * committed this long ago: a person's command then waits well within read-your-writes' 2 s (issue 31).
 */
const MAX_PROJECTION_LAG_MS = 500;
const PACE_LOOK_EVERY_MS = 200;

const seconds = (t0: number) => `${((performance.now() - t0) / 1000).toFixed(1)} s`;

/**
 * The demo data of a first `npm start` (empty store, SEED_ON_EMPTY), made by the commands while the console already
 * answers: the sign-ins first (catalogue and demo users), then a first part of every kind that lets a newcomer try
 * every screen, then the large part (5,000 leads and orders, 50,000 storages, 20,000 requests in all), with a log
 * line every 10 s and `demoDataProgress` for the console's notice. The commands run in an application context of
 * their own whose event store commits the appends issued together in one transaction (GroupCommitEventStore), so
 * thousands of commands share a commit instead of paying one each.
 */
export const seedFirstStart = async (
  started: Started,
  log: (line: string) => void,
  onSignInsReady?: () => void,
): Promise<void> => {
  const t0 = performance.now();
  const infra: Infrastructure =
    started.infra.store.kind === 'postgresql'
      ? { ...started.infra, store: await GroupCommitEventStore.over(started.infra.store, started.infra.pool) }
      : started.infra;
  const pace = new LagPace({
    head: () => started.infra.store.committedHeadPosition(),
    followers: [started.infra.readModels, started.taskRecorder, started.storageMover].filter(
      (f): f is NonNullable<typeof f> => f !== undefined,
    ),
    maxLagMs: MAX_PROJECTION_LAG_MS,
    everyMs: PACE_LOOK_EVERY_MS,
  });
  const paced = () => `paused ${pace.totals.pauses} times, ${(pace.totals.pausedMs / 1000).toFixed(1)} s in all`;
  demoDataProgress.begin({ orders: START_ORDERS, storages: DEMO_STORAGES, requests: DEMO_REQUESTS });
  const app = await NestFactory.createApplicationContext(AppModule.forRoot(infra), { logger: ['error', 'warn'] });
  const ticker = setInterval(
    () => log(`demo data: ${demoDataProgress.describe()} (${seconds(t0)})`),
    PROGRESS_EVERY_MS,
  );
  ticker.unref();
  try {
    await seedCatalogue(infra);
    await seedStaffUsers(app);
    // Sign-in reads the users' read model: the demo sign-ins work once it holds them.
    await started.settle(60_000);
    log(`demo sign-ins ready: admin@demo.test / demo1234, and one per role (${seconds(t0)})`);
    onSignInsReady?.();

    await seedCustomers(app, infra, { customers: START_CUSTOMERS, concurrency: CONCURRENCY, pace });
    await seedWarehouses(infra);
    await seedTeams(app, infra);
    const orders = (first: number) => (done: number) => demoDataProgress.report('orders', first + done);
    await seedOrders(app, infra, {
      orders: FIRST_PART.orders,
      concurrency: CONCURRENCY,
      onProgress: orders(0),
      pace,
    });
    await seedStorages(app, infra, {
      storages: FIRST_PART.storages,
      concurrency: CONCURRENCY,
      pace,
      onProgress: (done) => demoDataProgress.report('storages', done),
    });
    const lastRequests = { from: DEMO_REQUESTS - FIRST_PART.requests, to: DEMO_REQUESTS };
    await seedRequests(app, infra, {
      requests: DEMO_REQUESTS,
      part: lastRequests,
      concurrency: CONCURRENCY,
      pace,
      onProgress: (done) => demoDataProgress.report('requests', done),
    });
    // Cards, credit notes, cancelled invoices, refunded, pending and declined payments and a month of billing for
    // the first customers: with the orders' invoices, every accounting screen and status has rows.
    const accounting = await seedAccounting(app, infra, FIRST_ACCOUNTING, CONCURRENCY, pace);
    log(`demo accounting: ${JSON.stringify(accounting)} (${seconds(t0)})`);
    log(`demo affiliates' invoices paid: ${await seedAffiliateInvoices(app, infra)} (${seconds(t0)})`);
    const notes = await seedNotes(app, infra, undefined, { concurrency: CONCURRENCY, pace });
    log(`demo comments and photos: ${JSON.stringify(notes)} (${seconds(t0)})`);
    await started.settle(120_000);
    log(
      `demo data for every screen ready: ${demoDataProgress.describe()} (${seconds(t0)}; ${paced()}); the rest loads now`,
    );

    await seedOrders(app, infra, { orders: START_ORDERS, concurrency: CONCURRENCY, onProgress: orders(0), pace });
    await seedStorages(app, infra, {
      storages: DEMO_STORAGES,
      concurrency: CONCURRENCY,
      pace,
      onProgress: (done) => demoDataProgress.report('storages', FIRST_PART.storages + done),
    });
    await seedRequests(app, infra, {
      requests: DEMO_REQUESTS,
      part: { from: 0, to: lastRequests.from },
      concurrency: CONCURRENCY,
      pace,
      onProgress: (done) => demoDataProgress.report('requests', FIRST_PART.requests + done),
    });
    await seedAccounting(app, infra, REST_ACCOUNTING, CONCURRENCY, pace);
    await seedNotes(app, infra, undefined, { concurrency: CONCURRENCY, pace });
    await started.settle(10 * 60_000);
    demoDataProgress.finish();
    log(`demo data complete: ${demoDataProgress.describe()} (${seconds(t0)}; ${paced()})`);
  } finally {
    clearInterval(ticker);
    await app.close();
  }
};
