// The console the write bench renames customers on, in a process of its own (issue 13: "against a started
// console"): `node tests/dist/bench/write-console.js <databaseUrl> <app|counting|answer|statements> <customers>`.
// `app`: the app's projections; `counting`: and the bench's counting ones; `answer`: only those a rename's answer
// and the sign-in read (the floor of the command path). It starts api, projector and relay on the database, seeds
// the customers, waits for the read models, prints one line `WRITE-CONSOLE {"port":…,"projections":…}` and runs
// until SIGTERM. `statements`: the statements of a rename alone, no console (statements-server.ts).
import { loadConfig } from '@console/infra';
import { countingProjections, createCountsTable } from './counting-projections.js';
import { ANSWER_PROJECTIONS, isWriteProjections } from './write-projections.js';
import { loadServices } from './services.js';
import { serveStatements } from './statements-server.js';

const [databaseUrl, projectionSet, customers] = process.argv.slice(2);
if (!databaseUrl || !isWriteProjections(projectionSet) || !customers) {
  console.error('write-console: <databaseUrl> <app|counting|answer|statements> <customers>');
  process.exit(2);
}
if (projectionSet === 'statements') {
  const server = await serveStatements(databaseUrl, Number(customers));
  console.log(`WRITE-CONSOLE ${JSON.stringify({ port: server.port, projections: 0 })}`);
  process.once('SIGTERM', () => void server.close().then(() => process.exit(0)));
} else {
  await startConsole(databaseUrl, projectionSet, Number(customers));
}

async function startConsole(databaseUrl: string, projectionSet: 'app' | 'counting' | 'answer', customers: number) {
  const services = await loadServices();
  if (projectionSet === 'counting') await createCountsTable(databaseUrl);
  const extras = {
    app: () => ({}),
    counting: () => ({ projections: countingProjections() }),
    answer: () => ({ onlyProjections: ANSWER_PROJECTIONS }),
  }[projectionSet]();
  const started = await services.startInfrastructure(
    { ...loadConfig(), databaseUrl, seedOnEmpty: false },
    new Set(['api', 'projector', 'relay']),
    extras,
  );
  const app = await services.createApp(started.infra);
  await app.listen(0, '127.0.0.1');
  const address = app.getHttpServer().address();
  const port = typeof address === 'object' && address ? address.port : 0;
  await services.seedDemo(app, started.infra, { customers, orders: 0 });
  if (!(await started.settle(120_000))) throw new Error('the read models did not catch up with the seed');
  const projections = (await started.infra.projectionLag()).length;
  console.log(`WRITE-CONSOLE ${JSON.stringify({ port, projections })}`);
  process.once('SIGTERM', () => {
    void (async () => {
      await app.close();
      await started.stop();
      process.exit(0);
    })();
  });
}
