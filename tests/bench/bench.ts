import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureAppends } from './append-budget.js';
import { BUDGET_CUSTOMERS, parseBenchOptions, usersDatabaseName } from './bench-options.js';
import { thousands, type BudgetRow } from './budget-row.js';
import { HttpClient } from './http-client.js';
import { measureCommands, measureLists, signInAsAdmin } from './http-budgets.js';
import { describeMachine } from './machine.js';
import { measureRebuild } from './rebuild-budget.js';
import { measureRelay } from './relay-budget.js';
import { describeRun, formatTable, writeResults } from './report.js';
import { loadServices } from './services.js';
import { ensureDatabase, seedingRow, startConsole } from './users-database.js';

const repository = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const t0 = Date.now();
const log = (line: string) => console.log(`[bench ${((Date.now() - t0) / 1000).toFixed(0).padStart(4)} s] ${line}`);

/**
 * `npm run bench [-- --customers N]`: measures the budgets of the issue on this machine against the PostgreSQL
 * server at DATABASE_URL, prints the table and writes it into docs/benchmarks.md.
 */
const main = async (): Promise<void> => {
  const options = parseBenchOptions(process.argv.slice(2), process.env, path.join(repository, 'docs/benchmarks.md'));
  const flag = options.customers === BUDGET_CUSTOMERS ? '' : ` -- --customers ${options.customers}`;
  const command = `npm run bench${flag}`;
  const machine = await describeMachine(options.serverUrl);
  for (const line of describeRun(machine, command, options.serverUrl)) log(line.slice(2));
  const rows: BudgetRow[] = [];

  rows.push(...(await measureAppends(options.serverUrl, log)));

  const services = await loadServices();
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

  console.log(`\n${formatTable(rows)}\n`);
  writeResults(options.docsPath, machine, command, options.serverUrl, rows);
  log(`written to ${path.relative(repository, options.docsPath)}`);
  const failed = rows.filter((r) => r.pass === false);
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
