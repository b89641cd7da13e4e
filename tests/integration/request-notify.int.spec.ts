import {
  requestedTaskOf,
  requestStream,
  RequestEventCodecs,
  streamIdOf,
  TASK_CATEGORY,
  type TaskRow,
} from '@console/contracts';
import { isRight } from 'fp-ts/lib/Either.js';
import { requestOfCustomer } from '../support/customer-request.js';
import { eventually } from '../support/eventually.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * Notify Customer / Team / Warehouse on a request (issue 33 §1): each asks for a task the notifier sends once,
 * by mail, to the customer (with the request note PDF), the users of the request's team, or the warehouse
 * placeholder of the request's country; a replay sends nothing twice.
 */
let app: TestApp;
let admin: string;
let customerEmail: string;
let requestId: number;
const WAREHOUSE = 11;
/** The crew of the request: a team of two staff users made here. */
const CREW = ['operations-staff@demo.test', 'transport-staff@demo.test'];
beforeAll(async () => {
  app = await startTestApp(2, undefined, 0, { notifier: { retry: { attempts: 2, backoffMs: 50 } } });
  admin = await app.token('admin');
  const customer = (await app.call('GET', '/api/users?email=customer1@example.com', admin)).body.data[0];
  customerEmail = customer.email;
  const crew: number[] = [];
  for (const email of CREW) crew.push((await app.call('GET', `/api/users?email=${email}`, admin)).body.data[0].id);
  const team = await app.call('POST', '/api/teams', admin, { name: 'Notified crew', countryId: 1, users: crew });
  expect(team.status).toBe(201);
  requestId = await requestOfCustomer(app, admin, customer.id as number);
  const confirmed = await app.call('POST', `/api/v1/requests/${requestId}/actions/confirm`, admin, {});
  expect([confirmed.status, confirmed.body]).toEqual([200, expect.anything()]);
  const approved = await app.call('POST', `/api/v1/requests/${requestId}/actions/approve`, admin, {
    warehouseId: WAREHOUSE,
    teamId: team.body.id,
  });
  if (approved.status !== 200) throw new Error(JSON.stringify(approved.body));
}, 120_000);
afterAll(() => app?.stop());

const smtp = () => app.notifier!.channels!.smtp;

/** Notifies by the API; the task it asked for, once finished. */
const notify = async (type: string, taskType: string): Promise<TaskRow> => {
  const r = await app.call('POST', '/api/notify', admin, { id: requestId, type });
  expect([r.status, r.body]).toEqual([201, { id: requestId, type }]);
  let task: TaskRow | undefined;
  await eventually(async () => {
    const list = await app.call('GET', `/api/tasks?type=${taskType}&$limit=100`, admin);
    task = (list.body.data as TaskRow[]).find((t) => t.data === JSON.stringify({ requestId }));
    expect(['complete', 'failed']).toContain(task?.status);
  }, 20_000);
  return task!;
};

it('Notify Customer mails the customer, once, with the request note PDF', async () => {
  smtp().reset();
  const task = await notify('REQUEST_NOTIFY_CUSTOMER', 'NOTIFY_REQUEST_CUSTOMER');
  expect([task.status, task.taskError]).toEqual(['complete', null]);
  const mails = smtp().received();
  expect(mails.map((m) => [m.to, m.subject])).toEqual([[[customerEmail], `About your request #${requestId}`]]);
  expect(mails[0]!.attachments.map((a) => a.filename)).toEqual([`request-note-${requestId}.pdf`]);
  expect(mails[0]!.attachments[0]!.content.subarray(0, 5).toString()).toBe('%PDF-');
}, 60_000);

it('Notify Team mails the users of the request’s team in one message', async () => {
  smtp().reset();
  const emails = CREW;
  const task = await notify('REQUEST_NOTIFY_TEAM', 'NOTIFY_REQUEST_TEAM');
  expect([task.status, task.taskError]).toEqual(['complete', null]);
  const mails = smtp().received();
  expect(mails).toHaveLength(1);
  expect([...mails[0]!.to].sort()).toEqual([...emails].sort());
  expect(mails[0]!.subject).toBe(`Request #${requestId} of ${await customerName()}`);
  expect(mails[0]!.html).toContain('Hello team,');
  const records = await app.call('POST', '/api/Communication-records/list', admin, {
    resourceType: 'request',
    resourceId: requestId,
    taskType: 'NOTIFY_REQUEST_TEAM',
  });
  // One record for the message, naming every address it went to; no recipient user (not the customer's).
  expect(records.body.results).toHaveLength(1);
  const record = records.body.results[0] as { recipientEmail: string; recipientId: number | null };
  expect([record.recipientEmail.split(', ').sort(), record.recipientId]).toEqual([[...emails].sort(), null]);
}, 60_000);

const customerName = async () =>
  (await app.call('GET', '/api/users?email=customer1@example.com', admin)).body.data[0].name as string;

it('Notify Warehouse mails the warehouse placeholder of the request’s country', async () => {
  smtp().reset();
  const task = await notify('REQUEST_NOTIFY_WAREHOUSE', 'NOTIFY_REQUEST_WAREHOUSE');
  expect([task.status, task.taskError]).toEqual(['complete', null]);
  const mails = smtp().received();
  expect(mails.map((m) => [m.to, m.subject])).toEqual([
    [['warehouse.ae@demo.test'], `Warehouse notice: request #${requestId}`],
  ]);
}, 60_000);

it('a replay of the notify tasks sends nothing twice; a released RequestNotified without a task still reads', async () => {
  smtp().reset();
  const started = app.notifier!.notifier;
  await started.stop();
  await started.start();
  for (const type of ['NOTIFY_REQUEST_CUSTOMER', 'NOTIFY_REQUEST_TEAM', 'NOTIFY_REQUEST_WAREHOUSE']) {
    const tasks = (await app.call('GET', `/api/tasks?type=${type}&$limit=100`, admin)).body.data as TaskRow[];
    expect(tasks).toHaveLength(1);
    for (const e of await app.infra.store.readStream(streamIdOf(TASK_CATEGORY, tasks[0]!.id))) await started.handle(e);
    expect(await started.run(tasks[0]!.id)).toBe('already done');
  }
  await new Promise((r) => setTimeout(r, 300));
  expect(smtp().received()).toHaveLength(0);
  // The request's stream: each notify event carries its task; one recorded before tasks decodes and asks none.
  const notified = (await app.infra.store.readStream(requestStream(requestId))).filter(
    (e) => e.type === 'RequestNotified',
  );
  expect(notified.map((e) => requestedTaskOf(e)?.type)).toEqual([
    'NOTIFY_REQUEST_CUSTOMER',
    'NOTIFY_REQUEST_TEAM',
    'NOTIFY_REQUEST_WAREHOUSE',
  ]);
  const released = { id: requestId, type: 'REQUEST_NOTIFY_CUSTOMER' };
  expect(isRight(RequestEventCodecs.RequestNotified.decode(released))).toBe(true);
  expect(requestedTaskOf({ type: 'RequestNotified', data: released })).toBeUndefined();
}, 60_000);
