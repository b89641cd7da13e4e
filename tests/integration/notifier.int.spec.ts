import { streamIdOf, TASK_CATEGORY, type CommunicationMetadata, type TaskRow } from '@console/contracts';
import { cardPickupBody } from '../support/customer-request.js';
import { eventually } from '../support/eventually.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * The notifier (issue 33): a task that sends a message is sent once, through the local SMTP server, with its PDF;
 * a lost answer is retried with the same Message-ID; a restart and a replay send nothing twice; a refused mail
 * fails the task with its error.
 */
let app: TestApp;
let admin: string;
let customerId: number;
let customerEmail: string;
beforeAll(async () => {
  app = await startTestApp(2, undefined, 0, { notifier: { retry: { attempts: 3, backoffMs: 50 } } });
  admin = await app.token('admin');
  const customer = (await app.call('GET', '/api/users?email=customer1@example.com', admin)).body.data[0];
  customerId = customer.id;
  customerEmail = customer.email;
}, 120_000);
afterAll(() => app?.stop());

const smtp = () => {
  const channels = app.notifier?.channels;
  if (!channels) throw new Error('the notifier runs with the local channels');
  return channels.smtp;
};

/** A request of the customer, its note asked by mail; the task's id. */
const noteMailed = async (): Promise<{ requestId: number; task: TaskRow }> => {
  const created = await app.call('POST', '/api/requests', admin, cardPickupBody(customerId));
  expect([created.status, created.body.errors]).toEqual([201, undefined]);
  const requestId = created.body.id as number;
  const asked = await app.call('POST', '/api/v1/requests/tasks', admin, {
    type: 'SEND_REQUEST_NOTE_MAIL_TO_CUSTOMER',
    data: { requestId },
  });
  expect(asked.status).toBe(201);
  let task: TaskRow | undefined;
  await eventually(async () => {
    const list = await app.call('GET', `/api/tasks?type=SEND_REQUEST_NOTE_MAIL_TO_CUSTOMER&$limit=100`, admin);
    task = (list.body.data as TaskRow[]).find((t) => t.data === JSON.stringify({ requestId }));
    expect(task).toBeDefined();
  });
  return { requestId, task: task! };
};

/** The task once it is complete or failed. */
const finished = async (id: number): Promise<TaskRow> => {
  let row: TaskRow | undefined;
  await eventually(async () => {
    const r = await app.call('GET', `/api/tasks/${id}`, admin);
    expect(['complete', 'failed']).toContain(r.body.status);
    row = r.body as TaskRow;
  }, 20_000);
  return row!;
};

const logs = async (taskId: number): Promise<{ type: string; message: string }[]> =>
  (await app.call('GET', `/api/tasklogs?taskId=${taskId}&$sort[date]=1&$limit=100`, admin)).body.data;

const recordOf = async (taskId: number) => {
  const events = await app.infra.store.readStream(streamIdOf(TASK_CATEGORY, taskId));
  const recorded = events.filter((e) => e.type === 'CommunicationRecorded');
  expect(recorded).toHaveLength(1);
  return (recorded[0]!.data as { record: { deliveryStatus: string; metadata: string; retryCount: number } }).record;
};

it('notifies the customer from a request: the mail arrives with the request note PDF, the task is complete', async () => {
  smtp().reset();
  const { requestId, task } = await noteMailed();
  const done = await finished(task.id);
  expect([done.status, done.taskError]).toEqual(['complete', null]);
  const mails = smtp().received();
  expect(mails).toHaveLength(1);
  const mail = mails[0]!;
  expect(mail.to).toEqual([customerEmail]);
  // Written from the seeded communication template of the task type (English: the customer's language).
  expect(mail.subject).toBe(`Your request note #${requestId}`);
  expect(mail.html).toContain('Please find attached the note of your request.');
  expect(mail.attachments.map((a) => [a.filename, a.contentType])).toEqual([
    [`request-note-${requestId}.pdf`, 'application/pdf'],
  ]);
  expect(mail.attachments[0]!.content.subarray(0, 5).toString()).toBe('%PDF-');
  const lines = await logs(task.id);
  expect(lines.map((l) => l.type)).toEqual(['created', 'started', 'sent', 'complete']);
  expect(lines[2]!.message).toContain(mail.messageId);
  const record = await recordOf(task.id);
  expect(record.deliveryStatus).toBe('sent');
  expect((JSON.parse(record.metadata) as CommunicationMetadata).messageId).toBe(mail.messageId);

  // The record as the list, the request's Communication tab and the show page read it (staff only); the local
  // SMTP server's signed delivery notice moved it to delivered.
  let listed: { status: number; body: any } = { status: 0, body: undefined };
  await eventually(async () => {
    listed = await app.call('POST', '/api/Communication-records/list', admin, {
      resourceType: 'request',
      resourceId: requestId,
    });
    expect(listed.body.results[0]?.deliveryStatus).toBe('delivered');
  });
  expect(listed.status).toBe(200);
  // A total of no filter or of one counted filter is kept by rm.communication_record_counts's triggers: the same
  // as the rows counted (a date range from long ago, matching every row, makes the list count them).
  const always = { sendDate: { from: '2000-01-01' } };
  for (const body of [{}, { channel: 'email' }, { deliveryStatuses: ['delivered', 'sent'] }, { taskType: 'NONE' }]) {
    const kept = await app.call('POST', '/api/Communication-records/list', admin, body);
    const counted = await app.call('POST', '/api/Communication-records/list', admin, { ...body, ...always });
    expect([body, kept.body.totalCount]).toEqual([body, counted.body.totalCount]);
  }
  expect(
    (await app.call('POST', '/api/Communication-records/list', admin, { channel: 'email' })).body.totalCount,
  ).toBeGreaterThan(0);
  expect(listed.body.results).toEqual([
    expect.objectContaining({
      id: task.id,
      taskStatus: 'complete',
      channel: 'email',
      deliveryStatus: 'delivered',
      deliveryDate: expect.any(String),
      recipientEmail: customerEmail,
      templateName: 'SEND_REQUEST_NOTE_MAIL_TO_CUSTOMER',
      hasAttachment: true,
      attachmentTypesAndIds: [{ attachmentType: 'requestNotePDF', attachmentId: requestId }],
    }),
  ]);
  const tab = await app.call(
    'GET',
    `/api/Communication-records?resourceType=request&resourceId=${requestId}&$sort[id]=-1`,
    admin,
  );
  expect([tab.status, tab.body.total, tab.body.data[0]?.id]).toEqual([200, 1, task.id]);
  const shown = await app.call('GET', `/api/Communication-records/${task.id}`, admin);
  expect([shown.status, shown.body.subject, shown.body.body]).toEqual([
    200,
    `Your request note #${requestId}`,
    expect.not.stringContaining('open.gif'),
  ]);
  const customer = await app.token('customer1@example.com').catch(() => undefined);
  if (customer) expect((await app.call('GET', `/api/Communication-records/${task.id}`, customer)).status).toBe(403);
}, 60_000);

it('retries a mail whose answer was lost after DATA once, with the same Message-ID, and says so', async () => {
  smtp().reset();
  smtp().set({ dropAnswerEveryNth: 2 });
  const first = await noteMailed();
  await finished(first.task.id);
  const { task } = await noteMailed();
  const done = await finished(task.id);
  expect(done.status).toBe('complete');
  const mine = smtp()
    .received()
    .filter((m) => m.subject.endsWith(` #${JSON.parse(task.data ?? '{}').requestId}`));
  expect(mine).toHaveLength(2);
  expect(mine[0]!.messageId).toBe(mine[1]!.messageId);
  expect(mine.map((m) => m.answerDropped)).toEqual([true, false]);
  const record = await recordOf(task.id);
  const metadata = JSON.parse(record.metadata) as CommunicationMetadata;
  expect([metadata.retriedAfterLostAnswer, metadata.attempts, record.retryCount]).toEqual([true, 2, 1]);
  expect((await logs(task.id)).find((l) => l.type === 'sent')?.message).toContain('after the server’s answer was lost');
  smtp().reset();
}, 60_000);

it('sends nothing twice when the notifier is restarted and every task is replayed', async () => {
  smtp().reset();
  const { task } = await noteMailed();
  await finished(task.id);
  expect(smtp().received()).toHaveLength(1);
  const started = app.notifier!;
  await started.notifier.stop();
  await started.notifier.start();
  // The whole history again, as a replay a day later would hand it over.
  const created = await app.call('GET', '/api/tasks?type=SEND_REQUEST_NOTE_MAIL_TO_CUSTOMER&$limit=100', admin);
  for (const t of created.body.data as TaskRow[]) {
    for (const e of await app.infra.store.readStream(streamIdOf(TASK_CATEGORY, t.id))) await started.notifier.handle(e);
  }
  expect(await started.notifier.run(task.id)).toBe('already done');
  await new Promise((r) => setTimeout(r, 300));
  expect(smtp().received()).toHaveLength(1);
}, 60_000);

it('fails the task with its error and retry count when the server refuses the mail', async () => {
  smtp().reset();
  smtp().set({ replyToData: { code: 550, message: 'Mailbox unavailable' } });
  const { task } = await noteMailed();
  const done = await finished(task.id);
  expect(done.status).toBe('failed');
  expect(done.taskError).toBe('refused');
  const events = await app.infra.store.readStream(streamIdOf(TASK_CATEGORY, task.id));
  const failed = events.filter((e) => e.type === 'TaskAttemptFailed').map((e) => e.data);
  expect(failed).toEqual([
    expect.objectContaining({ taskError: 'refused', retryCount: 0, errorMessage: expect.stringContaining('550') }),
  ]);
  expect((await recordOf(task.id)).deliveryStatus).toBe('failed');
  smtp().reset();
}, 60_000);

it('sends the request note by WhatsApp through WATI: a template message with its variables, recorded once', async () => {
  const channels = app.notifier!.channels!;
  channels.wati.reset();
  const { requestId } = await noteMailed();
  const asked = await app.call('POST', '/api/v1/requests/tasks', admin, {
    type: 'SEND_REQUEST_NOTE_SMS_TO_CUSTOMER',
    data: { requestId },
  });
  expect(asked.status).toBe(201);
  let task: TaskRow | undefined;
  await eventually(async () => {
    const list = await app.call('GET', `/api/tasks?type=SEND_REQUEST_NOTE_SMS_TO_CUSTOMER&$limit=100`, admin);
    task = (list.body.data as TaskRow[]).find((t) => t.data === JSON.stringify({ requestId }));
    expect(task).toBeDefined();
  });
  const done = await finished(task!.id);
  expect([done.status, done.taskError]).toEqual(['complete', null]);
  const sent = channels.wati.messages();
  expect(sent).toHaveLength(1);
  expect(sent[0]).toMatchObject({ kind: 'template', templateName: 'request_note' });
  // The template's WATI variables, numbered, mapped to the customer's name and the reference.
  expect(sent[0]!.parameters).toContainEqual({ name: '2', value: `#${requestId}` });
  const record = await recordOf(task!.id);
  expect(record.deliveryStatus).toBe('sent');
  // The local WATI's signed webhooks (sent, delivered) reach the console: the record is delivered.
  await eventually(async () => {
    const shown = await app.call('GET', `/api/Communication-records/${task!.id}`, admin);
    expect([shown.body.deliveryStatus, shown.body.deliveryDate]).toEqual(['delivered', expect.any(String)]);
  });
}, 60_000);
