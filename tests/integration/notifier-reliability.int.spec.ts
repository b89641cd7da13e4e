import { CommandBus } from '@nestjs/cqrs';
import { sql } from 'kysely';
import { streamIdOf, TASK_CATEGORY, type TaskAttemptFailed } from '@console/contracts';
import { systemContext } from '../../services/src/core/command-context.js';
import { issueTask } from '../../services/src/notifications/issue-task.js';
import { eventually } from '../support/eventually.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { withActors } from '../support/actors.js';

/**
 * Issue 33, Reliability: 1,000 tasks through the notifier while the SMTP server refuses every third connection and
 * drops one answer in fifty after DATA: every message delivered, none twice except the lost-answer retries (each
 * copy with its mail's Message-ID), the ones past their retries (a mailbox that always defers) failed with their
 * error.
 */
const TASKS = Number(process.env['RELIABILITY_TASKS'] ?? 1_000);
/** Every hundredth task goes to a mailbox that always defers (450). */
const deferredAt = (i: number) => i % 100 === 0;
let app: TestApp;
let admin: string;
beforeAll(
  async () =>
    ({ app, admin } = await withActors(
      await startTestApp(1, undefined, 0, {
        notifier: { retry: { attempts: 4, backoffMs: 5 }, smtpPool: false, concurrency: 1 },
      }),
      { admin: 'admin' },
    )),
  120_000,
);
afterAll(() => app?.stop());

const customer = async (email: string) => {
  const r = await app.call('POST', '/api/users', admin, { name: 'Reliable Customer', email, phone: '+971501234567' });
  expect(r.status).toBe(201);
  return r.body.id as number;
};

it('delivers 1,000 messages through refused connections and lost answers, none twice but the lost answers', async () => {
  const smtp = app.notifier!.channels!.smtp;
  const good = await customer(`reliable-${Date.now()}@example.com`);
  const deferred = await customer(`defer-${Date.now()}@example.com`);
  await app.settle();
  smtp.reset();
  smtp.set({ refuseEveryNthConnection: 3, dropAnswerEveryNth: 50 });
  const commands = app.nest.get(CommandBus);
  const ids: number[] = [];
  for (let i = 0; i < TASKS; i++) {
    const userId = deferredAt(i) ? deferred : good;
    const url = `https://pay.example/${i}`;
    const { taskId } = await issueTask(
      app.infra.ids,
      commands,
      'SEND_PAYMENT_LINK_TO_CUSTOMER',
      { userId, amount: 10_000 + i, url },
      systemContext(),
    );
    ids.push(taskId);
  }
  const started = Date.now();
  // Wait on the tasks' read model (one query), then read each task's stream once.
  await eventually(async () => {
    const r = await sql<{ n: string }>`SELECT count(*) AS n FROM rm.tasks
      WHERE id = ANY(${ids}) AND status IN ('complete', 'failed')`.execute(app.infra.db);
    expect(Number(r.rows[0]?.n)).toBe(TASKS);
  }, 1_500_000);
  const outcomes = new Map<number, { status: string; lost: number; failures: TaskAttemptFailed[] }>();
  for (const id of ids) {
    const events = await app.infra.store.readStream(streamIdOf(TASK_CATEGORY, id));
    const failures = events.filter((e) => e.type === 'TaskAttemptFailed').map((e) => e.data as TaskAttemptFailed);
    outcomes.set(id, {
      status: events.some((e) => e.type === 'TaskCompleted') ? 'complete' : 'failed',
      lost: failures.filter((f) => f.taskError === 'answerLost').length,
      failures,
    });
  }
  const seconds = (Date.now() - started) / 1000;
  const counts = smtp.counts();
  console.log(
    `[notifier reliability] ${TASKS} tasks in ${seconds.toFixed(1)} s: ${counts.connections} connections, ` +
      `${counts.refused} refused, ${counts.answersDropped} answers dropped, ${smtp.received().length} copies`,
  );
  expect(counts.refused).toBeGreaterThanOrEqual(TASKS / 3 - 5);
  expect(counts.answersDropped).toBeGreaterThanOrEqual(TASKS / 50 - 2);

  const domain = /@([^>]+)>$/;
  let lostTotal = 0;
  for (const [i, id] of ids.entries()) {
    const o = outcomes.get(id)!;
    const events = await app.infra.store.readStream(streamIdOf(TASK_CATEGORY, id));
    if (deferredAt(i)) {
      // Deferred (450) on every try: failed after its 4 sends, with its error; nothing in the mailbox.
      expect([o.status, o.failures.at(-1)?.taskError, o.failures.at(-1)?.retryCount]).toEqual([
        'failed',
        'temporary',
        3,
      ]);
      continue;
    }
    expect(o.status).toBe('complete');
    const record = events.find((e) => e.type === 'CommunicationRecorded')!.data as { record: { metadata: string } };
    const messageId = (JSON.parse(record.record.metadata) as { messageId: string }).messageId;
    expect(messageId).toMatch(domain);
    const copies = smtp.receivedWith(messageId);
    // Exactly one copy, plus one per answer the server dropped (the retry carries the same Message-ID).
    expect([id, copies.length]).toEqual([id, 1 + o.lost]);
    expect(copies.filter((c) => !c.answerDropped)).toHaveLength(1);
    lostTotal += o.lost;
  }
  expect(lostTotal).toBe(counts.answersDropped);
  expect(smtp.received()).toHaveLength(ids.filter((_id, i) => !deferredAt(i)).length + lostTotal);
}, 1_800_000);
