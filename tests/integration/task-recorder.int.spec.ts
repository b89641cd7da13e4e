import crypto from 'node:crypto';
import { START, streamIdOf, TASK_CATEGORY, type RecordedEvent, type TaskRow } from '@console/contracts';
import { resetProjection } from '@console/projections';
import { createTaskRecorder, taskRecorderHandler } from '@console/services';
import { cardPickupBody } from '../support/customer-request.js';
import { eventually } from '../support/eventually.js';
import { startSalesActors } from '../support/sales-actors.js';
import type { TestApp } from '../support/test-app.js';

/**
 * The task recorder (spec 2 §3 'Task and task log', §7 'Create task'): every task an order or a request action asks
 * for becomes a task of its own, `task-<id>`, made from the committed event by a checkpointed reader of the log,
 * so a crash between the command's commit and the task loses nothing, and a replay or a second recorder makes
 * nothing twice. The tasks list is fed by task events only.
 */
let app: TestApp;
let admin: string;
let sales: string;
let salesId: number;
let customerId: number;
beforeAll(async () => {
  ({ app, admin, sales, salesId, customerId } = await startSalesActors(3));
});
afterAll(() => app.stop());

/** A drop-off storage lead of a known customer, assigned, so Send Quote runs. */
const assignedLead = async (): Promise<number> => {
  const r = await app.call('POST', '/api/leads', sales, {
    type: 'storage',
    countryId: 1,
    cityId: 1,
    channel: 'friend',
    source: 'phone',
    need: 'moving abroad',
    existingCustomer: true,
    userId: customerId,
    months: 2,
    date: '2026-12-14',
    pickupRequired: false,
    paymentMode: 'card',
    items: [{ storagetypeId: 5, quantity: 2 }],
    assigneeId: salesId,
  });
  if (r.status !== 201) throw new Error(`lead create answered ${r.status}: ${JSON.stringify(r.body)}`);
  return r.body.id as number;
};

/** The one task whose data is `data`, once the recorder and the tasks projection have it. */
const taskWithData = async (type: string, data: Record<string, number>): Promise<TaskRow> => {
  let found: TaskRow[] = [];
  await eventually(async () => {
    const list = await app.call('GET', `/api/tasks?type=${type}&$limit=100`, admin);
    expect(list.status).toBe(200);
    found = (list.body.data as TaskRow[]).filter((t) => t.data === JSON.stringify(data));
    expect(found).toHaveLength(1);
  });
  return found[0]!;
};

const taskStream = (id: number): Promise<RecordedEvent[]> => app.infra.store.readStream(streamIdOf(TASK_CATEGORY, id));

const taskCreatedCount = async (): Promise<number> => {
  let count = 0;
  for (let from = START; ;) {
    const page = await app.infra.store.readAll(from, 1000, { types: ['TaskCreated'] });
    count += page.length;
    const last = page.at(-1);
    if (!last || page.length < 1000) return count;
    from = last.position;
  }
};

it('Send Quote: a SEND_QUOTE_TO_CUSTOMER task {leadId} in the tasks list, with its own task stream', async () => {
  const leadId = await assignedLead();
  const sent = await app.call('POST', `/api/v1/leads/${leadId}/actions/sendQuote`, sales);
  expect(sent.status).toBe(200);
  const quoted = (await app.infra.store.readStream(`order-${leadId}`)).find((e) => e.type === 'LeadQuoted');
  const asked = (quoted?.data as { task: { id: number } }).task.id;

  const task = await taskWithData('SEND_QUOTE_TO_CUSTOMER', { leadId });
  expect(task).toMatchObject({
    id: asked,
    status: 'new',
    creatorId: expect.any(Number),
    priority: 1, // SEND_QUOTE_TO_CUSTOMER is high (contracts' TASK_TYPE_PRIORITY)
    taskError: null,
  });
  expect(task.createdAt).toBe(quoted?.metadata.occurredAt);
  const stream = await taskStream(asked);
  expect(stream).toHaveLength(1);
  expect(stream[0]).toMatchObject({
    type: 'TaskCreated',
    data: { id: asked, requestedBy: { orderId: leadId, event: 'LeadQuoted' } },
    metadata: {
      causationId: quoted?.id,
      correlationId: quoted?.metadata.correlationId,
      userId: quoted?.metadata.userId,
    },
  });
});

it("the request's note by mail: a SEND_REQUEST_NOTE_MAIL_TO_CUSTOMER task {requestId}, edited like any task", async () => {
  const created = await app.call('POST', '/api/requests', admin, cardPickupBody(customerId));
  expect([created.status, created.body.errors]).toEqual([201, undefined]);
  const requestId = created.body.id as number;
  const asked = await app.call('POST', '/api/v1/requests/tasks', admin, {
    type: 'SEND_REQUEST_NOTE_MAIL_TO_CUSTOMER',
    data: { requestId },
  });
  expect(asked.status).toBe(201);

  const task = await taskWithData('SEND_REQUEST_NOTE_MAIL_TO_CUSTOMER', { requestId });
  const noted = (await app.infra.store.readStream(`request-${requestId}`)).find(
    (e) => e.type === 'RequestNoteMailRequested',
  );
  expect((noted?.data as { task: { id: number } }).task.id).toBe(task.id);
  expect(await taskStream(task.id)).toHaveLength(1);

  const edited = await app.call('PATCH', `/api/tasks/${task.id}`, admin, { status: 'complete', priority: 1 });
  expect(edited.status).toBe(200);
  expect(edited.body).toMatchObject({
    id: task.id,
    status: 'complete',
    priority: 1,
    data: JSON.stringify({ requestId }),
  });
  expect((await taskStream(task.id)).map((e) => e.type)).toEqual(['TaskCreated', 'TaskUpdated']);
  const logs = await app.call('GET', `/api/tasklogs?taskId=${task.id}&$sort[date]=1`, admin);
  expect(logs.body.data.map((l: { message: string }) => l.message)).toEqual([
    `Requested by request ${requestId} (RequestNoteMailRequested)`,
    'Changed status to complete, priority to 1',
  ]);
});

it('a crash after the commit loses no task, and a replay from the start or a second recorder makes none twice', async () => {
  const leadId = await assignedLead();
  // The recorder is down, as after a crash between the order's commit and its task.
  await app.taskRecorder.stop();
  const taskId = await app.infra.ids.next(TASK_CATEGORY);
  const order = await app.infra.store.readStream(`order-${leadId}`);
  const occurredAt = new Date().toISOString();
  await app.infra.store.append(
    `order-${leadId}`,
    [
      {
        id: crypto.randomUUID(),
        type: 'LeadQuoted',
        data: {
          id: leadId,
          from: 'new',
          quoteSentAt: occurredAt,
          quoteVersionSent: 1,
          task: { type: 'SEND_QUOTE_TO_CUSTOMER', data: { leadId }, id: taskId },
        },
        metadata: {
          userId: salesId,
          partnerId: 1,
          correlationId: crypto.randomUUID(),
          causationId: null,
          command: 'SendQuote',
          occurredAt,
        },
      },
    ],
    order.length,
  );
  expect(await app.infra.readModels.waitFor(await app.infra.store.committedHeadPosition(), 10_000)).toBe(true);
  expect(await taskStream(taskId)).toEqual([]);
  expect((await app.call('GET', `/api/tasks?id=${taskId}`, admin)).body.total).toBe(0);

  // The recorder starts again from its checkpoint and records the task, once.
  const restarted = createTaskRecorder({ store: app.infra.store, db: app.infra.db });
  await restarted.start();
  try {
    const task = await taskWithData('SEND_QUOTE_TO_CUSTOMER', { leadId });
    expect(task).toMatchObject({ id: taskId, status: 'new', creatorId: salesId, createdAt: occurredAt });
  } finally {
    await restarted.stop();
  }
  expect(await taskStream(taskId)).toHaveLength(1);
  const before = await taskCreatedCount();

  // From checkpoint 0, two recorders at once: every task is already there, nothing is appended.
  await resetProjection(app.infra.db, taskRecorderHandler(app.infra.store));
  const replays = await Promise.all(
    [1, 2].map(() => createTaskRecorder({ store: app.infra.store, db: app.infra.db }).catchUp()),
  );
  expect(replays.some((r) => r.projections[0]!.eventsApplied > 0)).toBe(true);
  expect(await taskCreatedCount()).toBe(before);
  const stream = await taskStream(taskId);
  expect(stream).toHaveLength(1);
  const logs = await app.call('GET', `/api/tasklogs?taskId=${taskId}`, admin);
  expect(logs.body.data).toEqual([
    expect.objectContaining({ type: 'created', message: `Requested by order ${leadId} (LeadQuoted)` }),
  ]);
});
