import pg from 'pg';
import { TASK_CATEGORY, type RecordedEvent, type TaskRecord } from '@console/contracts';
import type { BenchOptions } from './bench-options.js';
import { thousands, type BudgetRow } from './budget-row.js';
import { loadBuilt, type Services } from './services.js';
import { catchUp, ensureDatabase, startConsole } from './users-database.js';

type Log = (line: string) => void;
type NotifierModule = typeof import('../../services/src/notifications/notifier/notifier.js');
type PooledModule = typeof import('../../services/src/notifications/channels/pooled-smtp.mailer.js');
type LocalSmtpModule = typeof import('../../services/src/notifications/channels/local/local-smtp.server.js');
type RepositoryModule = typeof import('../../services/src/core/aggregate-repository.js');
type TaskDeciderModule = typeof import('../../services/src/notifications/task.decider.js');
type ContextModule = typeof import('../../services/src/core/command-context.js');

const DATABASE = 'bench_notifier';
/** The budget's queue. */
const MAILS = 10_000;
/** Messages sent at once, and connections of the pool (the notifier's default). */
const CONCURRENCY = 8;
const FROM = 'Storage Console <no-reply@console.local>';

/** A fresh database each run: the budget is about 10,000 queued mails, not what an earlier run left. */
const freshDatabase = async (serverUrl: string): Promise<string> => {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${DATABASE}" WITH (FORCE)`);
  } finally {
    await admin.end();
  }
  return ensureDatabase(serverUrl, DATABASE);
};

/**
 * Issue 33's budget: 10,000 queued e-mails delivered to the local SMTP server at ≥ 200 messages/s with their records
 * written. The tasks are queued first (10,000 payment-link tasks of one demo customer, started in one write per
 * 2,000); then each TaskCreated is handed to the notifier as the bus hands it (`Notifier.handle`: answered once the
 * message is claimed, the sends going on `CONCURRENCY` at a time through the pooled SMTP transport), and the clock
 * stops when the communication records read model holds all 10,000 rows. Beside it, the floor: the same mails sent
 * straight through the same pool, nothing rendered, claimed or recorded.
 */
export const measureNotifier = async (options: BenchOptions, services: Services, log: Log): Promise<BudgetRow[]> => {
  const [{ Notifier }, { PooledSmtpMailer }, { startLocalSmtp }, { AggregateRepository }, { taskDecider }, ctxs] =
    await Promise.all([
      loadBuilt<NotifierModule>('notifications/notifier/notifier.js'),
      loadBuilt<PooledModule>('notifications/channels/pooled-smtp.mailer.js'),
      loadBuilt<LocalSmtpModule>('notifications/channels/local/local-smtp.server.js'),
      loadBuilt<RepositoryModule>('core/aggregate-repository.js'),
      loadBuilt<TaskDeciderModule>('notifications/task.decider.js'),
      loadBuilt<ContextModule>('core/command-context.js'),
    ]);
  const databaseUrl = await freshDatabase(options.serverUrl);
  log(`notifier database: ${DATABASE} (fresh), the demo data with its communication templates`);
  const running = await startConsole(services, databaseUrl, 5, log, ['api', 'projector']);
  const smtp = await startLocalSmtp({ keep: MAILS * 2 });
  const settings = { host: smtp.host, port: smtp.port, secure: false, auth: undefined, timeoutMs: 30_000 };
  try {
    const { infra } = running.started;
    const customer = await infra.pool.query<{ id: number }>(
      `SELECT id FROM rm.users WHERE email LIKE 'customer%@example.com' ORDER BY id LIMIT 1`,
    );
    const userId = customer.rows[0]?.id;
    if (userId === undefined) throw new Error('no demo customer with an e-mail address');
    const ids = await infra.ids.nextMany('task', MAILS);
    const now = new Date().toISOString();
    const repository = new AggregateRepository(infra.store);
    for (let i = 0; i < ids.length; i += 2_000) {
      await repository.start({
        decider: taskDecider,
        ctx: ctxs.systemContext(),
        records: ids.slice(i, i + 2_000).map((id, k) => {
          const record: TaskRecord = {
            id,
            type: 'SEND_PAYMENT_LINK_TO_CUSTOMER',
            status: 'new',
            date: now,
            priority: 2,
            data: JSON.stringify({ userId, amount: 10_000 + i + k, url: `https://pay.example/bench/${id}` }),
            taskError: null,
            creatorId: null,
            createdAt: now,
          };
          return { id, command: { type: 'CreateTask' as const, record } };
        }),
      });
    }
    await catchUp(running.started);
    log(`notifier: ${thousands(MAILS)} tasks queued`);
    const events: RecordedEvent[] = [];
    for (const id of ids) events.push(...(await infra.store.readStream(`${TASK_CATEGORY}-${id}`, { toVersion: 1 })));

    const mailer = new PooledSmtpMailer(settings, CONCURRENCY);
    await Notifier.migrate(infra.db);
    const notifier = new Notifier({
      store: infra.store,
      db: infra.db,
      bus: infra.bus,
      mailer,
      from: FROM,
      companyName: 'Storage Console',
      concurrency: CONCURRENCY,
    });
    const started = performance.now();
    for (const event of events) await notifier.handle(event);
    const recorded = async () =>
      Number(
        (
          await infra.pool.query<{ n: string }>(
            'SELECT count(*) AS n FROM rm.communication_records WHERE "taskId" = ANY($1)',
            [ids],
          )
        ).rows[0]?.n,
      );
    while ((await recorded()) < MAILS) await new Promise((r) => setTimeout(r, 50));
    const seconds = (performance.now() - started) / 1000;
    await notifier.stop();
    mailer.close();
    const copies = smtp.received().length;
    const rate = MAILS / seconds;
    log(`notifier: ${thousands(MAILS)} mails in ${seconds.toFixed(1)} s, ${thousands(copies)} copies received`);

    // The floor: the very mails the server received, sent again straight through a pool of the same size.
    const sent = smtp.received().slice(0, MAILS);
    smtp.reset();
    const raw = new PooledSmtpMailer(settings, CONCURRENCY);
    let next = 0;
    const rawStarted = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        for (let i = next++; i < sent.length; i = next++) {
          const m = sent[i]!;
          await raw.send({ from: FROM, to: m.to, subject: m.subject, html: m.html, messageId: `<raw-${i}@bench>` });
        }
      }),
    );
    const rawSeconds = (performance.now() - rawStarted) / 1000;
    raw.close();
    const rawRate = sent.length / rawSeconds;
    log(`notifier floor: ${thousands(sent.length)} raw sends in ${rawSeconds.toFixed(1)} s`);
    return [
      {
        budget: '33. Notifier: 10,000 queued e-mails delivered to the local SMTP server, records written',
        target: '≥ 200 messages/s',
        measured: `${thousands(rate)} messages/s`,
        pass: rate >= 200 && copies === MAILS,
        notes: `${thousands(MAILS)} payment-link tasks, ${CONCURRENCY} at once over a pool of ${CONCURRENCY} SMTP connections; ${thousands(copies)} copies received; clock stopped when rm.communication_records held every record; floor ${thousands(rawRate)} messages/s (the same mails sent straight through the pool)`,
      },
      {
        budget: 'Notifier floor: the same mails sent straight through the SMTP pool',
        target: undefined,
        measured: `${thousands(rawRate)} messages/s`,
        pass: undefined,
        notes: `${thousands(sent.length)} mails, ${CONCURRENCY} at once, nothing rendered, claimed or recorded`,
      },
    ];
  } finally {
    await smtp.stop();
    await running.close();
  }
};
