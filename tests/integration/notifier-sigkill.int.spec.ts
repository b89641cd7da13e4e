import { CommandBus } from '@nestjs/cqrs';
import { sql } from 'kysely';
import { streamIdOf, TASK_CATEGORY, type CommunicationRecord, type TaskLogged } from '@console/contracts';
import { systemContext } from '../../services/src/core/command-context.js';
import { startLocalSmtp, type LocalSmtp } from '../../services/src/notifications/channels/local/local-smtp.server.js';
import { issueTask } from '../../services/src/notifications/issue-task.js';
import { eventually } from '../support/eventually.js';
import { spawnNotifier, type NotifierProcess } from '../support/notifier-process.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * Issue 33, Reliability: the notifier killed with SIGKILL mid-run (a real process, services/dist/main.js with
 * ROLES=notifier, eight sends at once) and started again loses and doubles nothing. Killed twice while mails are on
 * the wire: restarted under its own name it takes up its claims at once; a replica of another name takes them up
 * once the dead one's lease ran out. Every message is delivered; a second copy exists only of a message the killed
 * process had sent without recording it (the server's answer lost with the process), with the same Message-ID, and
 * its task log says it was taken over.
 */
const TASKS = 240;
const CONCURRENCY = 8;
let app: TestApp;
let smtp: LocalSmtp;
const processes: NotifierProcess[] = [];
beforeAll(async () => {
  app = await startTestApp(1);
  smtp = await startLocalSmtp();
}, 300_000);
afterAll(async () => {
  await Promise.all(processes.map((p) => p.kill()));
  await smtp?.stop();
  await app?.stop();
});

/** SIGKILL once the server holds `received` mails, before it answers the last: that one left, unrecorded. */
const killWhen = async (notifier: NotifierProcess, received: number) => {
  const killed = new Promise<string>((resolve) =>
    smtp.set({
      beforeAnswer: (mail) => {
        if (smtp.received().length < received) return;
        smtp.set({ beforeAnswer: undefined });
        notifier.child.kill('SIGKILL');
        resolve(mail.messageId);
      },
    }),
  );
  const exited = new Promise<void>((resolve) => notifier.child.once('exit', () => resolve()));
  const messageId = await Promise.race([
    killed,
    exited.then(() => {
      throw new Error(`the notifier exited before it was killed:\n${notifier.output.join('\n')}`);
    }),
  ]);
  await notifier.kill();
  expect(notifier.child.signalCode).toBe('SIGKILL');
  return messageId;
};

it('loses and doubles nothing when the notifier process is killed mid-run and started again', async () => {
  if (!app.infra.config.natsUrl) throw new Error('a notifier of its own process follows JetStream: set NATS_URL');
  const admin = await app.token('admin');
  const created = await app.call('POST', '/api/users', admin, {
    name: 'Killed Notifier Customer',
    email: `sigkill-${Date.now()}@example.com`,
    phone: '+971501234567',
  });
  expect(created.status).toBe(201);
  const commands = app.nest.get(CommandBus);
  const ids: number[] = [];
  for (let i = 0; i < TASKS; i++) {
    const data = { userId: created.body.id as number, amount: 10_000 + i, url: `https://pay.example/kill/${i}` };
    ids.push((await issueTask(app.infra.ids, commands, 'SEND_PAYMENT_LINK_TO_CUSTOMER', data, systemContext())).taskId);
  }
  await app.settle();
  const tuning = { NOTIFIER_CONCURRENCY: String(CONCURRENCY), NOTIFIER_LEASE_MS: '3000' };

  const first = spawnNotifier(app.infra.config, smtp.url, 'notifier-a', tuning);
  processes.push(first);
  const lost = [await killWhen(first, 60)];
  // The same name again (a supervisor's restart): its claims are its own, taken up at start.
  const second = spawnNotifier(app.infra.config, smtp.url, 'notifier-a', tuning);
  processes.push(second);
  lost.push(await killWhen(second, 140));
  // Another replica: the dead one's claims wait out their 3 s lease.
  const third = spawnNotifier(app.infra.config, smtp.url, 'notifier-b', tuning);
  processes.push(third);
  await eventually(async () => {
    const r = await sql<{ n: string }>`SELECT count(*) AS n FROM rm.tasks
      WHERE id = ANY(${ids}) AND status IN ('complete', 'failed')`.execute(app.infra.db);
    expect(Number(r.rows[0]?.n)).toBe(TASKS);
  }, 300_000).catch((e: unknown) => {
    throw new Error(`${String(e)}\n${third.output.join('\n')}`);
  });
  await third.stop();

  let doubled = 0;
  const messageIds = new Set<string>();
  for (const id of ids) {
    const events = await app.infra.store.readStream(streamIdOf(TASK_CATEGORY, id));
    expect([id, events.filter((e) => e.type === 'TaskCompleted').length]).toEqual([id, 1]);
    const recorded = events.filter((e) => e.type === 'CommunicationRecorded');
    expect([id, recorded.length]).toEqual([id, 1]);
    const record = (recorded[0]!.data as { record: CommunicationRecord }).record;
    const { messageId } = JSON.parse(record.metadata ?? '{}') as { messageId: string };
    messageIds.add(messageId);
    const copies = smtp.receivedWith(messageId);
    expect([id, copies.length >= 1]).toEqual([id, true]);
    if (copies.length > 1) {
      doubled++;
      // Only a message the killed process sent without recording, and it is said.
      expect([id, copies.length]).toEqual([id, 2]);
      const logs = events.filter((e) => e.type === 'TaskLogged').map((e) => (e.data as TaskLogged).message);
      expect(logs.some((m) => m.startsWith('Taken over from notifier-a'))).toBe(true);
    }
  }
  // Nothing but these messages reached the server, and a copy more only of the ones in flight at a kill.
  expect(new Set(smtp.received().map((m) => m.messageId))).toEqual(messageIds);
  expect(smtp.received()).toHaveLength(TASKS + doubled);
  expect(doubled).toBeLessThanOrEqual(2 * CONCURRENCY);
  // The two mails the server held when the process died, unanswered: each sent again, once, by the next notifier.
  for (const messageId of lost) expect(smtp.receivedWith(messageId)).toHaveLength(2);
  console.log(`[notifier sigkill] ${TASKS} tasks, 2 kills: ${doubled} sent again after a kill (same Message-ID)`);
}, 600_000);
