import crypto from 'node:crypto';
import type { NewEvent } from '@console/contracts';
import { GroupCommitEventStore } from '@console/infra';
import { thousands, type BudgetRow } from './budget-row.js';
import { HttpClient } from './http-client.js';
import { signInAsAdmin } from './http-budgets.js';
import { loadBuilt, type Services, type Started } from './services.js';
import { ensureDatabase, startConsole } from './users-database.js';

type Log = (line: string) => void;
type MonthlyRunModule = typeof import('../../services/src/accounting/billing/monthly-billing.run.js');

/** Issue 15 budget: the monthly billing run over 1,000,000 storages. */
export const BUDGET_BILLING_STORAGES = 1_000_000;
const TARGET_PER_SECOND = 2_000;
/** Every storage came in on the first day of this month; each run bills one storage month per storage. */
const FROM = '2026-11-01';
/** Appends issued at once: group commit writes them in few transactions (the seed's batched appends). */
const SEED_CONCURRENCY = 256;
const RUN_BATCH = 200;
const RUN_CONCURRENCY = 32;

export const billingCustomers = (storages: number): number => Math.max(20, Math.min(20_000, Math.round(storages / 50)));
/** `listed`: storages listed on their customers' streams (a database of the older bench has none). */
export const billingDatabaseName = (storages: number): string =>
  `console_bench_billing_listed_${storages % 1_000_000 === 0 ? `${storages / 1_000_000}m` : storages % 1000 === 0 ? `${storages / 1000}k` : storages}`;

const count = async (started: Started, sql: string, params: unknown[] = []): Promise<number> =>
  Number((await started.infra.pool.query<{ n: string }>(sql, params)).rows[0]?.n ?? 0);

const caughtUp = async (started: Started): Promise<void> => {
  if (!(await started.infra.readModels.waitFor(await started.infra.store.committedHeadPosition(), 2 * 60 * 60_000)))
    throw new Error('the read models did not catch up');
};

/**
 * The storages to bill, written as their StorageCreated events through the group-commit store (appends issued
 * together commit in one transaction, as the seed does): one per demo customer in turn, 0.5 to 2.5 CBM, stored
 * from the first of the month. A re-run finds them (cached database) and adds only what is missing.
 */
const seedStorages = async (started: Started, wanted: number, log: Log): Promise<{ made: number; seconds: number }> => {
  const present = await count(started, `SELECT count(*) AS n FROM rm.storages WHERE "from" = $1`, [FROM]);
  if (present >= wanted) {
    log(`billing: ${thousands(present)} storages already there (cached database)`);
    return { made: 0, seconds: 0 };
  }
  const customers = (
    await started.infra.pool.query<{ id: number; countryId: number; partnerId: number }>(
      `SELECT id, "countryId", "partnerId" FROM rm.users WHERE email LIKE 'customer%@example.com' ORDER BY id`,
    )
  ).rows;
  const store = await GroupCommitEventStore.over(started.infra.store, started.infra.pool);
  const remaining = wanted - present;
  const ids = await started.infra.ids.nextMany('storage', remaining);
  const t0 = performance.now();
  let next = 0;
  const metadata = {
    userId: null,
    partnerId: null,
    correlationId: crypto.randomUUID(),
    causationId: null,
    command: 'CreateStorage',
    occurredAt: new Date().toISOString(),
  };
  const worker = async () => {
    while (next < ids.length) {
      const i = next++;
      const id = ids[i]!;
      const c = customers[(present + i) % customers.length]!;
      const event: NewEvent = {
        id: crypto.randomUUID(),
        type: 'StorageCreated',
        data: {
          id,
          createdAt: metadata.occurredAt,
          fields: {
            userId: Number(c.id),
            partnerId: Number(c.partnerId),
            countryId: Number(c.countryId),
            size: 0.5 + (i % 5) * 0.5,
            from: FROM,
            status: 'stored',
            orderId: null,
          },
        },
        metadata,
      };
      // As a storage command does: the customer lists the storage first (services' customer-storages.ts).
      const listed: NewEvent = {
        id: crypto.randomUUID(),
        type: 'CustomerStorageListed',
        data: { userId: Number(c.id), storageId: id },
        metadata: { ...metadata, command: 'ListCustomerStorage' },
      };
      await store.append(`customerstorages-${Number(c.id)}`, [listed], 'any');
      await store.append(`storage-${id}`, [event], 'no_stream');
      if (i % 50_000 === 0 && i > 0) log(`billing: ${thousands(i)} of ${thousands(remaining)} storages appended`);
    }
  };
  await Promise.all(Array.from({ length: SEED_CONCURRENCY }, worker));
  await caughtUp(started);
  const seconds = (performance.now() - t0) / 1000;
  await started.infra.pool.query('VACUUM (ANALYZE) rm.storages');
  return { made: remaining, seconds };
};

/**
 * The first month from the storages' one whose monthly run is not completed: on a cached database the earlier runs
 * billed their months, so this run bills one new month per storage (or resumes an interrupted run: the rest of it).
 */
const firstUnbilledMonth = async (started: Started): Promise<string> => {
  for (let m = 0; ; m++) {
    const d = new Date(Date.UTC(2026, 10 + m, 2));
    const day = d.toISOString().slice(0, 10);
    const run = await started.infra.store.readStream(`billingrun-${day.slice(0, 7).replace('-', '')}`);
    if (run[run.length - 1]?.type !== 'MonthlyBillingCompleted') return day;
  }
};

/**
 * The monthly billing run (issue 15 budget): every customer's storages billed for the month by the checkpointed
 * process manager, timed until its charges, invoices and billing streams are appended and projected; then a
 * re-run — POST billing of every customer for the same month — which must bill nothing.
 */
export const measureBillingRun = async (
  services: Services,
  serverUrl: string,
  storages: number,
  log: Log,
): Promise<BudgetRow[]> => {
  const databaseUrl = await ensureDatabase(serverUrl, billingDatabaseName(storages));
  const customers = billingCustomers(storages);
  log(
    `billing database: ${billingDatabaseName(storages)} (${thousands(storages)} storages, ${thousands(customers)} demo customers)`,
  );
  const running = await startConsole(services, databaseUrl, customers, log, ['api', 'projector']);
  try {
    const { started } = running;
    const seeded = await seedStorages(started, storages, log);
    const { MonthlyBillingRun } = await loadBuilt<MonthlyRunModule>('accounting/billing/monthly-billing.run.js');
    const run = running.app.get(MonthlyBillingRun);
    // What autovacuum would have done after the seed (this machine's PostgreSQL runs with autovacuum off): without
    // statistics the planner takes a customer's 50 streams for a fraction of the log and sorts a bitmap scan.
    await started.infra.pool.query('ANALYZE es.events');
    const day = await firstUnbilledMonth(started);
    const chargesBefore = await count(started, `SELECT count(*) AS n FROM rm.charges`);
    log(`billing: monthly run of ${day.slice(0, 7)} (batches of ${RUN_BATCH} customers, ${RUN_CONCURRENCY} at once)`);
    const t0 = performance.now();
    const outcome = await run.run(day, { batchSize: RUN_BATCH, concurrency: RUN_CONCURRENCY });
    const appended = (performance.now() - t0) / 1000;
    await caughtUp(started);
    const seconds = (performance.now() - t0) / 1000;
    // Where the time goes: the run's own work (reads, decisions, appends) against the read models catching up after it.
    log(`billing: run appended in ${appended.toFixed(1)} s, projected ${(seconds - appended).toFixed(1)} s later`);
    const charges = (await count(started, `SELECT count(*) AS n FROM rm.charges`)) - chargesBefore;
    // The charges this run made, not the months it reports: a run resumed after an interruption counts the months
    // its customers' earlier part billed too (they are billed once, and reported again).
    const rate = charges / seconds;
    log(
      `billing: ${thousands(charges)} storage months charged (the run reports ${thousands(outcome.months)} of ${thousands(outcome.customers)} customers) in ${seconds.toFixed(1)} s (${thousands(rate)}/s)`,
    );

    const client = new HttpClient(running.port);
    let rebilled = 0;
    const r0 = performance.now();
    try {
      await signInAsAdmin(client);
      const ids = (
        await started.infra.pool.query<{ userId: number }>(
          `SELECT DISTINCT "userId" FROM rm.storages WHERE "from" = $1`,
          [FROM],
        )
      ).rows;
      for (const { userId } of ids) {
        const answer = await client.request('POST', '/api/billing', { userId: Number(userId), till: day });
        if (answer.status !== 200 || (answer.body as { message?: string }).message !== 'bill_nothing') rebilled++;
      }
    } finally {
      client.close();
    }
    const rerunSeconds = (performance.now() - r0) / 1000;
    const chargesAfter = (await count(started, `SELECT count(*) AS n FROM rm.charges`)) - chargesBefore;
    return [
      {
        budget: `Storages seeded by batched appends (group commit, ${SEED_CONCURRENCY} at once)`,
        target: undefined,
        measured:
          seeded.made === 0
            ? 'cached'
            : `${thousands(seeded.made)} in ${seeded.seconds.toFixed(0)} s (${thousands(seeded.made / seeded.seconds)}/s, projected)`,
        pass: undefined,
        notes: `${thousands(storages)} storages over ${thousands(customers)} demo customers, stored from ${FROM}`,
      },
      {
        budget: 'Monthly billing run, end to end (appended and projected)',
        target: `≥ ${thousands(TARGET_PER_SECOND)} storages/s over ${thousands(BUDGET_BILLING_STORAGES)}`,
        measured: `${thousands(rate)} storages/s (${thousands(charges)} charged in ${seconds.toFixed(1)} s)`,
        pass: storages >= BUDGET_BILLING_STORAGES && outcome.completed ? rate >= TARGET_PER_SECOND : undefined,
        notes: `${thousands(outcome.customers)} customers, ${thousands(charges)} charges${storages < BUDGET_BILLING_STORAGES ? `; measured over ${thousands(storages)} storages, not the budget's size` : ''}`,
      },
      {
        budget: 'Billing re-run bills nothing',
        target: '0 storage months',
        measured: `${rebilled} customers billed again, ${thousands(chargesAfter - charges)} new charges (${rerunSeconds.toFixed(1)} s)`,
        pass: rebilled === 0 && chargesAfter === charges,
        notes: 'POST billing of every customer for the same month: each answers bill_nothing',
      },
    ];
  } finally {
    await running.close();
  }
};
