// First, before any module of @console/services defines its NestJS classes (their injection reads this metadata).
import 'reflect-metadata';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureAppends } from './append-budget.js';
import { measureAnalyticsPart } from './analytics-budget.js';
import { analyticsPageDatabaseName, ensureAnalyticsDemo, measureAnalyticsPage } from './analytics-page-budget.js';
import { measureWritePath } from './write-budgets.js';
import {
  BUDGET_STORAGES,
  historyDatabaseName,
  ordersDatabaseName,
  parseBenchOptions,
  usersDatabaseName,
  type BenchOptions,
} from './bench-options.js';
import { measureCustomersList, measureHistoryTabInBrowser, measureSignInScripts } from './browser-budgets.js';
import { chromiumVersion, ensureWebBuild, launchBrowser } from './browser-session.js';
import { measureLanguageSwitch } from './language-budget.js';
import { thousands, type BudgetRow } from './budget-row.js';
import { measureHistoryTab, measureRevisionLists, measureTimeTravel } from './history-budgets.js';
import {
  ensureHistoryData,
  generationRow,
  HISTORY_RECORD_EMAIL,
  HISTORY_RECORD_EVENTS,
  historyCustomers,
} from './history-database.js';
import { HttpClient } from './http-client.js';
import { measureCommands, measureLists, signInAsAdmin } from './http-budgets.js';
import { describeMachine, type Machine } from './machine.js';
import { measureRebuild } from './rebuild-budget.js';
import { measureRelay } from './relay-budget.js';
import { describeRun, formatTable, writeBudgetTable } from './report.js';
import { measureConfirm, measureOrderLists, measureQuotePdf } from './sales-budgets.js';
import { ensureOrders, ordersGenerationRow, salesCustomers } from './sales-database.js';
import { loadServices, type Services } from './services.js';
import { measureStorageLists } from './storages-budgets.js';
import { ensureStorages, storagesCustomers, storagesDatabaseName, storagesGenerationRow } from './storages-database.js';
import { measureRequestLists } from './requests-budgets.js';
import {
  BUDGET_REQUESTS,
  ensureRequests,
  requestsCustomers,
  requestsDatabaseName,
  requestsGenerationRow,
} from './requests-database.js';
import { ensureDatabase, seedingRow, startConsole } from './users-database.js';
import { measureStorageLoop, storageLoopDatabaseName } from './storage-loop-budget.js';
import { ensureWarehouse3d, measureWarehouse3d, warehouse3dDatabaseName } from './warehouse-3d-budget.js';
import { measureFirstStart } from './first-start-budget.js';
import { measureNotifier } from './notifier-budget.js';
import { measureCommunicationsList } from './communications-list-budget.js';
import { measureBillingRun } from './billing-budget.js';
import {
  ACCOUNTING_CUSTOMERS,
  accountingDatabaseName,
  ensureInvoices,
  measureAccounting,
} from './accounting-budgets.js';

const repository = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const t0 = Date.now();
const log = (line: string) => console.log(`[bench ${((Date.now() - t0) / 1000).toFixed(0).padStart(4)} s] ${line}`);

/** Budgets 1–5: appends, the users rebuild, the users list, customer commands, the relay. */
const measureCore = async (options: BenchOptions, services: Services): Promise<BudgetRow[]> => {
  const rows: BudgetRow[] = [];
  rows.push(...(await measureAppends(options.serverUrl, log)));

  const databaseName = usersDatabaseName(options.customers);
  const databaseUrl = await ensureDatabase(options.serverUrl, databaseName);
  log(`users database: ${databaseName} (${thousands(options.customers)} customers)`);
  const running = await startConsole(services, databaseUrl, options.customers, log);
  try {
    // What autovacuum does after a bulk load; the bench server may run without it (the settings line says).
    log('users database: VACUUM (ANALYZE) rm.users');
    await running.started.infra.pool.query('VACUUM (ANALYZE) rm.users');
    const client = new HttpClient(running.port);
    try {
      await signInAsAdmin(client);
      const lists = await measureLists(client, options.customers, log);
      const commands = await measureCommands(client, log);
      rows.push(seedingRow(running.seeding), ...lists, commands);
    } finally {
      client.close();
    }
  } finally {
    await running.close();
  }

  const rebuild = await measureRebuild(databaseUrl, options.customers, log);
  rows.splice(4, 0, rebuild);
  rows.push(await measureRelay(options.serverUrl, options.natsUrl, log));
  return rows;
};

/** Budgets 6–8: the /revisions list over 2,000,000 rows, the History tab of a 1,000-revision record, time travel. */
const measureHistory = async (options: BenchOptions, services: Services): Promise<BudgetRow[]> => {
  const databaseName = historyDatabaseName(options.revisions);
  const databaseUrl = await ensureDatabase(options.serverUrl, databaseName);
  const customers = historyCustomers(options.revisions);
  log(
    `history database: ${databaseName} (${thousands(options.revisions)} revision rows, ${thousands(customers)} demo customers)`,
  );
  // No relay: nothing here reads the bus, and it would only take CPU from the generation on this small machine.
  const running = await startConsole(services, databaseUrl, customers, log, ['api', 'projector']);
  try {
    const data = await ensureHistoryData(services, running, options.revisions, log);
    const { pool } = running.started.infra;
    // As for rm.users: what autovacuum would have done (cheap when the generation just did it). rm.revision_counts
    // too: every revision row updates one of its few rows, so without vacuum it is mostly dead tuples.
    log('history database: VACUUM (ANALYZE) rm.revisions, rm.revision_counts');
    await pool.query('VACUUM (ANALYZE) rm.revisions');
    await pool.query('VACUUM (ANALYZE) rm.revision_counts');
    const client = new HttpClient(running.port);
    try {
      await signInAsAdmin(client);
      const lists = await measureRevisionLists(client, pool, data.revisions, log);
      const tab = await measureHistoryTab(client, data.recordId, log);
      const travel = await measureTimeTravel(client, pool, data.recordId, log);
      return [generationRow(data, customers), ...lists, tab, ...travel];
    } finally {
      client.close();
    }
  } finally {
    await running.close();
  }
};

/**
 * Budgets 9–11, in headless chromium against the console serving its build (web/dist): the JavaScript of the
 * sign-in page and the customers list on the users database (issue 3), the History tab on the history database
 * (issue 4). Each console runs with roles api and projector only, the browser being the one client.
 */
const measureBrowser = async (options: BenchOptions, services: Services): Promise<BudgetRow[]> => {
  const build = ensureWebBuild(repository, log);
  log(`browser: ${chromiumVersion()}, ${build.note}`);
  const rows: BudgetRow[] = [];
  const browser = await launchBrowser();
  try {
    const usersUrl = await ensureDatabase(options.serverUrl, usersDatabaseName(options.customers));
    log(`users database: ${usersDatabaseName(options.customers)} (${thousands(options.customers)} customers)`);
    const users = await startConsole(services, usersUrl, options.customers, log, ['api', 'projector'], build.dist);
    try {
      // As in the core part: what autovacuum would have done after the bulk load (cheap when already done).
      await users.started.infra.pool.query('VACUUM (ANALYZE) rm.users');
      const baseUrl = `http://127.0.0.1:${users.port}`;
      rows.push(...(await measureSignInScripts(browser, baseUrl, log)));
      rows.push(...(await measureCustomersList(browser, baseUrl, options.customers, log)));
      rows.push(...(await measureLanguageSwitch(browser, baseUrl, log)));
    } finally {
      await users.close();
    }

    const historyUrl = await ensureDatabase(options.serverUrl, historyDatabaseName(options.revisions));
    const customers = historyCustomers(options.revisions);
    log(`history database: ${historyDatabaseName(options.revisions)} (${thousands(options.revisions)} revision rows)`);
    const history = await startConsole(services, historyUrl, customers, log, ['api', 'projector'], build.dist);
    try {
      const { pool } = history.started.infra;
      // The database as the history part left it, read only: made here (by ensureHistoryData) only when its
      // 1,000-revision record is not there yet.
      const found = await pool.query<{ id: number; n: number; total: string }>(
        `SELECT u.id, (SELECT count(*) FROM rm.revisions r WHERE r.model = 'user' AND r."documentId" = u.id)::int AS n,
                (SELECT coalesce(sum(n), 0) FROM rm.revision_counts)::text AS total
           FROM rm.users u WHERE u.email = $1`,
        [HISTORY_RECORD_EMAIL],
      );
      const record = found.rows[0];
      const data =
        record && record.n >= HISTORY_RECORD_EVENTS
          ? { recordId: record.id, revisions: Number(record.total) }
          : await ensureHistoryData(services, history, options.revisions, log);
      log(
        `history database: record ${HISTORY_RECORD_EMAIL} id ${data.recordId}, ${thousands(data.revisions)} revision rows`,
      );
      await pool.query('VACUUM (ANALYZE) rm.revisions');
      const baseUrl = `http://127.0.0.1:${history.port}`;
      rows.push(...(await measureHistoryTabInBrowser(browser, baseUrl, data.recordId, data.revisions, log)));
    } finally {
      await history.close();
    }
  } finally {
    await browser.close();
    build.remove();
  }
  return rows.map((r) => (r.budget.startsWith('9.') ? { ...r, notes: `${r.notes}; ${build.note}` } : r));
};

/**
 * Issue 36's budgets alone (also measured by the browser part): the JavaScript before the sign-in page shows, and
 * the language switch on the open customers list, on the users database.
 */
const measureLanguage = async (options: BenchOptions, services: Services): Promise<BudgetRow[]> => {
  const build = ensureWebBuild(repository, log);
  log(`language: ${chromiumVersion()}, ${build.note}`);
  const browser = await launchBrowser();
  try {
    const usersUrl = await ensureDatabase(options.serverUrl, usersDatabaseName(options.customers));
    log(`users database: ${usersDatabaseName(options.customers)} (${thousands(options.customers)} customers)`);
    const users = await startConsole(services, usersUrl, options.customers, log, ['api', 'projector'], build.dist);
    try {
      const baseUrl = `http://127.0.0.1:${users.port}`;
      const rows = await measureSignInScripts(browser, baseUrl, log);
      rows.push(...(await measureLanguageSwitch(browser, baseUrl, log)));
      return rows.map((r) => (r.budget.startsWith('9.') ? { ...r, notes: `${r.notes}; ${build.note}` } : r));
    } finally {
      await users.close();
    }
  } finally {
    await browser.close();
    build.remove();
  }
};

/**
 * The sales budgets (issue 5): the orders list over 300,000 leads and orders (each filter alone, and status +
 * country + created range sorted by every column), Confirm answered after the read models caught up, the quote PDF.
 * The console runs with roles api and projector (nothing here reads the bus).
 */
const measureSales = async (options: BenchOptions, services: Services): Promise<BudgetRow[]> => {
  const databaseName = ordersDatabaseName(options.orders);
  const databaseUrl = await ensureDatabase(options.serverUrl, databaseName);
  const customers = salesCustomers(options.orders);
  log(
    `orders database: ${databaseName} (${thousands(options.orders)} leads and orders, ${thousands(customers)} demo customers)`,
  );
  const running = await startConsole(services, databaseUrl, customers, log, ['api', 'projector']);
  try {
    const generation = await ensureOrders(services, running, options.orders, log);
    const { pool } = running.started.infra;
    // What autovacuum would have done after the bulk load (cheap when the generation just did it).
    await pool.query('VACUUM (ANALYZE) rm.orders');
    const client = new HttpClient(running.port);
    try {
      await signInAsAdmin(client);
      const lists = await measureOrderLists(client, pool, generation.records, log);
      const confirm = await measureConfirm(client, log);
      const pdfs = await measureQuotePdf(client, pool, log);
      return [ordersGenerationRow(generation, customers), ...lists, confirm, ...pdfs];
    } finally {
      client.close();
    }
  } finally {
    await running.close();
  }
};

/** The storages list over 1,000,000 storages (issue 6), each filter alone; roles api and projector. */
const measureStorages = async (options: BenchOptions, services: Services): Promise<BudgetRow[]> => {
  const databaseUrl = await ensureDatabase(options.serverUrl, storagesDatabaseName(BUDGET_STORAGES));
  const customers = storagesCustomers(BUDGET_STORAGES);
  log(
    `storages database: ${storagesDatabaseName(BUDGET_STORAGES)} (${thousands(BUDGET_STORAGES)} storages, ${thousands(customers)} demo customers)`,
  );
  const running = await startConsole(services, databaseUrl, customers, log, ['api', 'projector']);
  try {
    // The database of the budget (1,000,000); `--storages N` measures once N of them are there.
    const generation = await ensureStorages(running, options.storages, log);
    const { pool } = running.started.infra;
    await pool.query('VACUUM (ANALYZE) rm.storages');
    const client = new HttpClient(running.port);
    try {
      await signInAsAdmin(client);
      return [
        storagesGenerationRow(generation, customers),
        ...(await measureStorageLists(client, pool, generation.records, log)),
      ];
    } finally {
      client.close();
    }
  } finally {
    await running.close();
  }
};

/** The requests list over 300,000 requests (issue 6), each filter alone and the default view; roles api and projector. */
const measureRequests = async (options: BenchOptions, services: Services): Promise<BudgetRow[]> => {
  const databaseUrl = await ensureDatabase(options.serverUrl, requestsDatabaseName(BUDGET_REQUESTS));
  const customers = requestsCustomers(BUDGET_REQUESTS);
  log(
    `requests database: ${requestsDatabaseName(BUDGET_REQUESTS)} (${thousands(BUDGET_REQUESTS)} requests, ${thousands(customers)} demo customers)`,
  );
  const running = await startConsole(services, databaseUrl, customers, log, ['api', 'projector']);
  try {
    const generation = await ensureRequests(running, BUDGET_REQUESTS, log);
    const { pool } = running.started.infra;
    await pool.query('VACUUM (ANALYZE) rm.requests');
    await pool.query('VACUUM (ANALYZE) rm.request_search');
    const client = new HttpClient(running.port);
    try {
      await signInAsAdmin(client);
      return [
        requestsGenerationRow(generation, customers),
        ...(await measureRequestLists(client, pool, generation.records, log)),
      ];
    } finally {
      client.close();
    }
  } finally {
    await running.close();
  }
};

/** Issue 14: receiving a pickup of 200 storages; a small database of its own, roles api and projector. */
const measureStorageLoopPart = async (options: BenchOptions, services: Services): Promise<BudgetRow[]> => {
  const databaseUrl = await ensureDatabase(options.serverUrl, storageLoopDatabaseName);
  log(`storage loop database: ${storageLoopDatabaseName}`);
  const running = await startConsole(services, databaseUrl, 5, log, ['api', 'projector']);
  const client = new HttpClient(running.port);
  try {
    await signInAsAdmin(client);
    return await measureStorageLoop(client, running.started.infra.pool, log);
  } finally {
    client.close();
    await running.close();
  }
};

/** The warehouse 3D view with 3,000 locations (issue 6), in headless chromium against the console serving its build. */
const measureWarehouse3dPart = async (options: BenchOptions, services: Services): Promise<BudgetRow[]> => {
  const build = ensureWebBuild(repository, log);
  const databaseUrl = await ensureDatabase(options.serverUrl, warehouse3dDatabaseName);
  log(`warehouse 3d database: ${warehouse3dDatabaseName}`);
  const running = await startConsole(services, databaseUrl, 10, log, ['api', 'projector'], build.dist);
  const browser = await launchBrowser();
  try {
    const data = await ensureWarehouse3d(running, log);
    return await measureWarehouse3d(browser, `http://127.0.0.1:${running.port}`, data, log);
  } finally {
    await browser.close();
    await running.close();
    build.remove();
  }
};

/** Issue 35: an analytics page's table and graph on screen after navigation, on demo data; roles api and projector. */
const measureAnalyticsPagePart = async (options: BenchOptions, services: Services): Promise<BudgetRow[]> => {
  const build = ensureWebBuild(repository, log);
  const databaseUrl = await ensureDatabase(options.serverUrl, analyticsPageDatabaseName);
  log(`analytics page database: ${analyticsPageDatabaseName}`);
  const running = await startConsole(services, databaseUrl, 200, log, ['api', 'projector'], build.dist);
  const browser = await launchBrowser();
  try {
    const orders = await ensureAnalyticsDemo(services, running, log);
    return await measureAnalyticsPage(browser, `http://127.0.0.1:${running.port}`, orders, log);
  } finally {
    await browser.close();
    await running.close();
    build.remove();
  }
};

/** Issue 15: the invoices and payments lists over 500,000 invoices and 600,000 payments, and user-stats; roles api and projector. */
const measureAccountingPart = async (options: BenchOptions, services: Services): Promise<BudgetRow[]> => {
  const databaseUrl = await ensureDatabase(options.serverUrl, accountingDatabaseName(options.invoices));
  log(
    `accounting database: ${accountingDatabaseName(options.invoices)} (${thousands(options.invoices)} invoices, ${thousands(ACCOUNTING_CUSTOMERS)} demo customers)`,
  );
  const running = await startConsole(services, databaseUrl, ACCOUNTING_CUSTOMERS, log, ['api', 'projector']);
  try {
    const data = await ensureInvoices(running, options.invoices, log);
    const client = new HttpClient(running.port);
    try {
      await signInAsAdmin(client);
      return await measureAccounting(client, running.started.infra.pool, data, log);
    } finally {
      client.close();
    }
  } finally {
    await running.close();
  }
};

/** Issue 13: appends and renames over HTTP, each beside the raw INSERT rate of the same run. */
const measureWrite = (options: BenchOptions): Promise<BudgetRow[]> => measureWritePath(options.serverUrl, log);

const report = (options: BenchOptions, machine: Machine, part: string, rows: readonly BudgetRow[]): void => {
  console.log(`\n${formatTable(rows)}\n`);
  for (const line of describeRun(machine, options.command, options.serverUrl)) console.log(line);
  // A run at another size than the budgets' says so in the figure it leaves in the table.
  const sized = options.sizes.length ? ` (at ${options.sizes.join(' ')})` : '';
  writeBudgetTable(options.docsPath, machine, sized ? rows.map((r) => ({ ...r, measured: r.measured + sized })) : rows);
  log(`${part} budgets written to the table of ${path.relative(repository, options.docsPath)}`);
};

/**
 * `npm run bench [-- --only core|history|browser|sales] [--customers N] [--revisions N] [--orders N]`: measures the budgets of the
 * issues on this machine against the PostgreSQL server at DATABASE_URL, prints each part's table (notes and context
 * rows included) and rewrites the rows of the budgets it measured in the table at the top of docs/benchmarks.md.
 */
const main = async (): Promise<void> => {
  const options = parseBenchOptions(process.argv.slice(2), process.env, path.join(repository, 'docs/benchmarks.md'));
  const services = await loadServices();
  const measured: BudgetRow[] = [];
  const parts = {
    core: measureCore,
    history: measureHistory,
    browser: measureBrowser,
    sales: measureSales,
    storages: measureStorages,
    requests: measureRequests,
    warehouse3d: measureWarehouse3dPart,
    write: measureWrite,
    start: () => measureFirstStart(repository, log, options.startUntil),
    'storage-loop': measureStorageLoopPart,
    billing: (o: BenchOptions, s: Services) => measureBillingRun(s, o.serverUrl, o.storages, log),
    accounting: measureAccountingPart,
    analytics: (o: BenchOptions) => measureAnalyticsPart(o, log),
    'analytics-page': measureAnalyticsPagePart,
    notifier: (o: BenchOptions, s: Services) => measureNotifier(o, s, log),
    communications: (o: BenchOptions, s: Services) => measureCommunicationsList(o, s, log),
    language: measureLanguage,
  } as const;
  for (const part of options.parts) {
    // Each block says what the machine was doing when its part started (the load average moves the figures).
    const measuredOn = await describeMachine(options.serverUrl);
    const machine =
      part === 'browser' || part === 'warehouse3d' || part === 'analytics-page' || part === 'language'
        ? { ...measuredOn, browser: `${chromiumVersion()}, headless, viewport 1440×900, localhost` }
        : measuredOn;
    for (const line of describeRun(machine, options.command, options.serverUrl)) log(`${part}: ${line.slice(2)}`);
    const rows = await parts[part](options, services);
    report(options, machine, part, rows);
    measured.push(...rows);
  }
  const failed = measured.filter((r) => r.pass === false);
  if (failed.length > 0) {
    console.log(`${failed.length} budget(s) missed: ${failed.map((r) => r.budget).join('; ')}`);
    process.exitCode = 1;
  }
};

main().then(
  () => process.exit(),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
